"""File > Check an event...: the organiser's event check in the app.

``table_model`` (one row per player), ``dialog`` (the table, the player's
lists, opening one in the editor, exporting the binder).
"""
