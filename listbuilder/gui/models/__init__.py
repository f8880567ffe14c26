"""What the app's Qt models share: the flat-table base, drag payloads, proxy filtering.

- ``flat_table``: :class:`FlatTableModel` (rows + columns + headers), index helpers.
- ``drag_payloads``: the option and trooper drags (MIME types, JSON payloads).
- ``proxy_filter``: a filter proxy taking new filter values.

QtCore/QtGui only, no widgets.
"""
