"""The official data as models: what a unit, an army and the whole catalog are.

- ``units``: units, profile groups, profiles and options.
- ``items``: item references (skills, equipment, weapons) and weapons.
- ``army``: one army's data: faction, units, relations, hacking programs.
- ``fireteam_chart``: which fireteams an army may field and who counts as whom.
- ``army_info``: an army before its file is read: kind, file facts, version.
- ``catalog``: :class:`Catalog`, every army of the data in use, read lazily.
- ``ruleset``: edition parameters (N5, N2) as data (RULES.md R).
- ``listing``: what the army listings say: rows, kinds, the data version.
- ``changes``: what a data update changed, per army.

Pure: imports only stdlib and pydantic.
"""
