"""The official data as models: what a unit, an army and the whole catalog are.

- ``units``: units, profile groups, profiles, options, weapons and items.
- ``army``: one army's data: faction, units, relations, hacking programs.
- ``fireteam_chart``: which fireteams an army may field and who counts as whom.
- ``catalog``: :class:`Catalog`, every army of the data in use, read lazily.
- ``listing``: what the army listings say: rows, kinds, the data version.
- ``changes``: what a data update changed, per army.

Pure: imports only stdlib and pydantic.
"""
