"""The official profile data in the app: updates and the problems it has.

``update_dialog`` (Help > Check for data updates...) and ``problems`` (a bad
army file told in the status bar and a warnings dialog).
"""
