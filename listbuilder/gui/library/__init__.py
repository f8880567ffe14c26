"""The list library: every saved list, searchable, in folders, with a trash.

``panel`` (and its ``views``, ``folders``, ``operations``), ``window`` (Ctrl+L)
and ``controller`` (tying it to the editor), ``table_model``, ``scanner`` (off
the GUI thread) and ``trash_dialog``.
"""
