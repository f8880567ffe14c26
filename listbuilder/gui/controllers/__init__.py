"""Workflows peeled out of the main window: files, list menus, the dice dock.

Each controller owns one workflow, talks to the document and the window's
widgets, and is created once by ``MainWindow``; the window keeps layout and
wiring only.
"""
