"""Composite widgets of the main window."""
