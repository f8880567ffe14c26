"""Wording only the app shows, computed without Qt.

The core writes what the app, the command line and the PDF share; what only
the app's widgets show lives here, through the core's gettext ``_()``:

- ``status``: the status bar's totals and each problem as listed.
- ``roster_rows``: the roster tree's group headings and option column.
- ``option_wording``: an option's loadout, cost and AVA, the preview row.
- ``unit_rows``: the unit browser's rows, labels and AVA use.
- ``dice_figures``: a chance as the dice panel prints it.
- ``faction_tree``: the new-list dialog's tree of armies.

Imports core only: never PySide6 (an import-linter contract checks it).
"""
