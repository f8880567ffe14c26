"""The list editor: the unit browser, options, the list, its report and card.

Widgets (``*_panel``, ``unit_browser``, ``profile_card``, ``summary_bar``),
their Qt models (``*_model``, ``roster_drag_drop``) and the controllers of the
editing flow (``editing``, ``list_menus``, ``profile``, ``views``).
"""
