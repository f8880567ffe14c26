"""Wording only the app shows, computed without Qt.

The core writes what the app, the command line and the PDF share; what only
the app's widgets show (tooltips, the option preview, the unit browser's
labels) lives here. Imports core only: never PySide6 (a contract checks it).
"""
