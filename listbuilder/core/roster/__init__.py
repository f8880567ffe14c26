"""What the app, the command line and the PDF print of a list, written once.

- ``rows``: presentation-neutral roster rows (RULES.md C*).
- ``build``: a list's roster, a row per trooper, grouped by combat group.
- ``profile_text``: how a profile prints: attributes, loadouts, weapon lines.
- ``tabletop``: what a player needs at the table beside the rows.
- ``teams``: fireteams placed in their groups on a roster (RULES.md A12).
- ``opponent``: the opponent copy, Open information only (RULES.md C1, C2).
- ``lieutenant_only``: what only a unit's Lieutenant options carry (RULES.md C3).
- ``wording``: the short texts every front end shares (orders, pairs, file names).

Pure: imports only stdlib and pydantic.
"""
