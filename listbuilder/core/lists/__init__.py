"""The player's army list: snapshots, edits, and the troopers joined to the data.

A trooper exists in several forms, each for one moment of its life:

- **entry** (:class:`~listbuilder.core.lists.army_list.TrooperEntry`): what the
  list holds, ids only (unit, profile group, option), with a uid; the form that
  is edited, undone and saved.
- **saved** (:class:`~listbuilder.core.lists.army_list.SavedTrooper`): the
  record a saved file keeps of what an entry was (names, cost), to find it
  again after a data update (``rematch``).
- **resolved** (:class:`~listbuilder.core.lists.resolve.ResolvedTrooper`): an
  entry joined to the catalog (unit, option, profiles); exists while a list is
  evaluated, and is what the rules read.
- **held** (:class:`~listbuilder.core.rules.orders.HeldTrooper`): a resolved
  trooper that starts off the table and gives no order until it arrives.
- **decoded member** (:class:`~listbuilder.core.armycode.code.DecodedMember`):
  a trooper as an army code carries it, before it is bound to the catalog.
- **roster row** (:class:`~listbuilder.core.roster.rows.RosterRow`): what the
  app, the text copy and the PDF print of a trooper.

Modules: ``army_list`` (the list), ``edits/`` (every edit, pure), ``resolve``
(entries to the data), ``counts`` (the trooper count), ``rematch`` (saved lists
across updates).

Pure: imports only stdlib and pydantic.
"""
