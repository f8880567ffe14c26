"""Exact dice odds: Face to Face rolls, saves and wounds (RULES.md D*).

- ``engine``: the probabilities of a Face to Face roll, both sides.
- ``sums``: the exact sums behind it: hit counts, saves, wounds.
- ``sides``: a trooper's weapon mode as one side of a roll.
- ``templates``: an exchange with a direct template: no face to face (D8).

Pure: imports only stdlib.
"""
