"""The list as a file: new, open, save, autosave, export, army codes, text copy.

``workflow`` (the File menu's controller), ``new_list_dialog`` (with its
``faction_tree_model``), ``export_dialog``, ``import_code_dialog``,
``text_copy`` and ``autosave``.
"""
