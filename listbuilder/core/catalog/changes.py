"""What a data update changed, per army: units, options, points, SWC and AVA.

``army_changes(old, new)`` compares two versions of one army file;
``catalog_changes(old, new)`` every army and reinforcement list of two profile
sets (loading them through the catalogs' loaders). Options are compared by
unit, profile group and what they are (name and loadout), not by option id:
ids are renumbered between data versions, which is not a change a player sees.

Pure: imports only stdlib and pydantic.
"""

from collections import Counter
from collections.abc import Collection, Iterable, Iterator

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.units import Option, Unit, ava_text, format_swc
from listbuilder.core.i18n import _


def option_label(option: Option) -> str:
    """The option as players tell it apart: ``FUSILIER (Lieutenant · Combi Rifle)``.

    Many options of a unit share a name (every Fusilier option is
    ``FUSILIER``); the loadout tells them apart.
    """
    loadout = option.loadout
    return option.name if loadout == option.name else f"{option.name} ({loadout})"


class ArmyChanges(FrozenModel):
    """What changed in one army (or reinforcement list) between two versions.

    Attributes
    ----------
    army_id : int
        Faction id.
    name : str
        Army name.
    old_version, new_version : str
        File versions (``""`` when the army is new or gone).
    units_added, units_removed : tuple[str, ...]
        Unit ISCs.
    options_added, options_removed : tuple[str, ...]
        ``"Fusiliers: FUSILIER (Lieutenant · Combi Rifle)"``.
    points : tuple[str, ...]
        ``"Fusiliers: FUSILIER (...): 10 -> 11 pts"``.
    swc : tuple[str, ...]
        ``"Fusiliers: FUSILIER (...): SWC 0.5 -> 1"``.
    ava : tuple[str, ...]
        ``"Fusiliers: AVA 3 -> 4"``.
    """

    army_id: int
    name: str
    old_version: str = ""
    new_version: str = ""
    units_added: tuple[str, ...] = ()
    units_removed: tuple[str, ...] = ()
    options_added: tuple[str, ...] = ()
    options_removed: tuple[str, ...] = ()
    points: tuple[str, ...] = ()
    swc: tuple[str, ...] = ()
    ava: tuple[str, ...] = ()

    @property
    def is_empty(self) -> bool:
        """True when nothing a player sees changed (the version may have)."""
        return not any(
            (
                self.units_added,
                self.units_removed,
                self.options_added,
                self.options_removed,
                self.points,
                self.swc,
                self.ava,
            )
        )

    @property
    def title(self) -> str:
        """``"PanOceania (101): 7.2668.374 -> 7.2670.12"``, or new / removed."""
        if not self.old_version and self.new_version:
            return _(
                "{army} ({id}): new army, {version}",
                army=self.name,
                id=self.army_id,
                version=self.new_version,
            )
        if self.old_version and not self.new_version:
            return _(
                "{army} ({id}): no longer in the data", army=self.name, id=self.army_id
            )
        if self.old_version == self.new_version:
            return f"{self.name} ({self.army_id}): {self.new_version}"
        return f"{self.name} ({self.army_id}): {self.old_version} -> {self.new_version}"

    def lines(self) -> list[str]:
        """The changes as text lines, grouped and labelled (no title)."""
        out: list[str] = []
        for label, items in (
            (_("unit added"), self.units_added),
            (_("unit removed"), self.units_removed),
            (_("option added"), self.options_added),
            (_("option removed"), self.options_removed),
            (_("points"), self.points),
            (_("SWC"), self.swc),
            (_("AVA"), self.ava),
        ):
            out.extend(f"{label}: {item}" for item in items)
        return out


def cost_changes(
    what: str, old: tuple[int, str], new: tuple[int, str]
) -> tuple[str | None, str | None]:
    """The texts of a cost change: (points, SWC), None where nothing changed.

    ``old`` and ``new`` are (points, SWC): ``"Fusiliers: FUSILIER: 10 -> 11
    pts"`` and ``"...: SWC 0 -> 0.5"``. Source: RULES.md A1, A2
    """
    points = (
        _("{option}: {old} -> {new} pts", option=what, old=old[0], new=new[0])
        if old[0] != new[0]
        else None
    )
    swc = (
        _(
            "{option}: SWC {old} -> {new}",
            option=what,
            old=format_swc(old[1]),
            new=format_swc(new[1]),
        )
        if old[1] != new[1]
        else None
    )
    return points, swc


def _options(unit: Unit) -> Iterator[tuple[tuple[int, str], Option]]:
    for profile_group_id, option in unit.purchasable():
        yield (profile_group_id, option_label(option)), option


def army_changes(old: Army | None, new: Army | None) -> ArmyChanges:
    """Compare two versions of one army file (None: absent from that version).

    Raises
    ------
    ValueError
        If both are None.
    """
    if old is None and new is None:
        raise ValueError(_("army_changes needs at least one army"))
    some = new or old
    assert some is not None
    old_units = {u.id: u for u in old.units} if old else {}
    new_units = {u.id: u for u in new.units} if new else {}
    added = [new_units[i].isc for i in new_units if i not in old_units]
    removed = [old_units[i].isc for i in old_units if i not in new_units]
    options_added: list[str] = []
    options_removed: list[str] = []
    points: list[str] = []
    swc: list[str] = []
    ava: list[str] = []
    for unit_id, after in new_units.items():
        before = old_units.get(unit_id)
        if before is None:
            continue
        name = after.isc
        if before.ava != after.ava:
            ava.append(f"{name}: AVA {ava_text(before.ava)} -> {ava_text(after.ava)}")
        old_opts: dict[tuple[int, str], list[Option]] = {}
        for key, option in _options(before):
            old_opts.setdefault(key, []).append(option)
        unmatched_new: list[tuple[tuple[int, str], Option]] = []
        for key, option in _options(after):
            same = old_opts.get(key)
            if not same:
                unmatched_new.append((key, option))
                continue
            was = same.pop(0)
            text = f"{name}: {key[1]}"
            point_text, swc_text = cost_changes(
                text, (was.points, was.swc), (option.points, option.swc)
            )
            if point_text:
                points.append(point_text)
            if swc_text:
                swc.append(swc_text)
        options_added.extend(f"{name}: {key[1]}" for key, _option in unmatched_new)
        left = Counter({k: len(v) for k, v in old_opts.items() if v})
        options_removed.extend(f"{name}: {key[1]}" for key in left.elements())
    return ArmyChanges(
        army_id=some.id,
        name=some.name,
        old_version=old.version if old else "",
        new_version=new.version if new else "",
        units_added=tuple(added),
        units_removed=tuple(removed),
        options_added=tuple(options_added),
        options_removed=tuple(options_removed),
        points=tuple(points),
        swc=tuple(swc),
        ava=tuple(ava),
    )


def catalog_changes(
    old: Catalog, new: Catalog, only: Collection[int] | None = None
) -> list[ArmyChanges]:
    """What changed from profile set ``old`` to ``new``, per army.

    Every playable army and reinforcement list of either set (or those in
    ``only``: the files whose bytes differ) is loaded and compared; armies
    whose version and content are unchanged are left out. Armies that fail to
    load in one set count as absent from it.
    """
    out: list[ArmyChanges] = []

    def wanted(ids: Iterable[int]) -> list[int]:
        return [i for i in dict.fromkeys(ids) if only is None or i in only]

    ids = wanted((*new.army_ids, *old.army_ids))
    lists = wanted((*new.reinforcement_ids, *old.reinforcement_ids))
    pairs = [(old.army(i), new.army(i)) for i in ids]
    pairs += [(old.reinforcement_list(i), new.reinforcement_list(i)) for i in lists]
    for before, after in pairs:
        if before is None and after is None:
            continue
        changes = army_changes(before, after)
        if changes.is_empty and changes.old_version == changes.new_version:
            continue
        out.append(changes)
    return out
