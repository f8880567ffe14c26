"""What the army listings say: army names, listing rows, the data version.

The new-list dialog, ``listbuilder armies`` and the About box show the same
words, computed here from the catalog's listing (no army file is parsed): an
army's name (the discontinued ones marked), its record as ``listbuilder
armies --json`` prints it, and the data in use. The dialog's tree of armies is
the app's own (``listbuilder.gui.present.faction_tree``).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from listbuilder.core.catalog.army_info import ArmyInfo, version_date
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.i18n import N_, _, date_text

#: How a discontinued army is marked in listings.
DISCONTINUED = N_("discontinued")


def version_text(version: str) -> str:
    """``"7.2668.374 (9 Mar 2026)"``; the bare version when it holds no date."""
    when = version_date(version)
    if not version:
        return _("unknown")
    return f"{version} ({date_text(when)})" if when else version


def army_text(info: ArmyInfo) -> str:
    """The army's name as listings show it, ``(discontinued)`` when it is."""
    return f"{info.name} ({_(DISCONTINUED)})" if info.discontinued else info.name


def data_version_summary(catalog: Catalog) -> str:
    """One line naming the data in use and its version.

    ``"bundled data, version 7.2669.194 (10 Mar 2026)"``: the data set's
    version is its newest army file's (:attr:`Catalog.data_version`), the one
    version every view shows for the data; an army's own file version is
    always labelled as such (``army file 7.2668.374``).
    """
    newest = catalog.data_version
    source = catalog.source or _("profile data")
    if not newest:
        return source
    return _(
        "{source}, version {version}",
        source=source,
        version=version_text(newest),
    )


def listing_record(info: ArmyInfo, catalog: Catalog) -> dict[str, object]:
    """One army as ``listbuilder armies --json`` prints it.

    Keys: id, name, parent (id), parent_name, kind (generic / sectorial),
    discontinued, version, units, problem.
    """
    parent = catalog.faction(info.parent)
    return {
        "id": info.id,
        "name": info.name,
        "parent": info.parent,
        "parent_name": parent.name if parent else None,
        "kind": info.kind.value,
        "discontinued": info.discontinued,
        "version": info.version,
        "units": info.units,
        "problem": info.problem,
    }
