"""The list library on disk: finding saved lists and what is done to their files.

- ``scan``: every saved list under the lists folder, a cache of their rows, trash.
- ``operations``: folders, rename, move, duplicate and trash of list files.
"""
