"""What the unit browser shows: each unit's type, cost ranges, AVA use and facets.

A :class:`UnitRow` is one unit as the browser lists it (its name told apart
from a namesake, type, category, the range of its options' points and SWC, and
what it can be searched and filtered by: option names, skills, weapons and
equipment). :func:`ava_used` and :func:`ava_allowed` say, for a list being
built, how many troopers of each unit it holds against how many its AVA allows,
counted as validation counts them (RULES.md A5, A8, A10), so the browser can
grey a unit at its AVA.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import replace

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.catalog.units import AVA_TOTAL, Option, Unit, ava_text, format_swc
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _, ngettext
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.rules.validation.ava import ava_pools, pool_ava
from listbuilder.core.rules.validation.mercenaries import is_mercenary


def unit_detail(unit: Unit) -> str:
    """The unit browser's second line: ``LI · Line Troops · AVA T``.

    Source: RULES.md A5 (AVA)
    """
    parts = [unit.unit_type, unit.category.strip(), f"AVA {ava_text(unit.ava)}"]
    return " · ".join(p for p in parts if p)


def unit_browser_labels(units: tuple[Unit, ...] | list[Unit]) -> tuple[str, ...]:
    """The unit browser's names, told apart where two units share an ISC.

    The official data lists some mercenaries twice in an army (``Warcors``
    with AVA 1 and, as ``merc-warcors-...``, with AVA 2). Such names get their
    AVA and option count (``Warcors, War Correspondents (AVA 2, 2 options)``),
    and the unit id as well if even those are the same.

    Source: RULES.md A5 (AVA)
    """
    counts: dict[str, int] = {}
    for unit in units:
        counts[unit.isc] = counts.get(unit.isc, 0) + 1
    keys = {}
    for unit in units:
        n = len(unit.purchasable())
        keys[unit.id] = _(
            "AVA {ava}, {options}",
            ava=ava_text(unit.ava),
            options=ngettext("{n} option", "{n} options", n),
        )
    seen: dict[tuple[str, str], int] = {}
    for unit in units:
        pair = (unit.isc, keys[unit.id])
        seen[pair] = seen.get(pair, 0) + 1
    labels = []
    for unit in units:
        if counts[unit.isc] == 1:
            labels.append(unit.isc)
            continue
        key = keys[unit.id]
        if seen[(unit.isc, key)] > 1:
            key += f", #{unit.id}"
        labels.append(f"{unit.isc} ({key})")
    return tuple(labels)


@record(slots=True)
class AvaUse:
    """Troopers of a unit in a list against its AVA. Source: RULES.md A5.

    Attributes
    ----------
    used : int
        Troopers of the unit's main AVA pool in the list (or reinforcements).
    allowed : int
        Its AVA in this army (255 = Total, unlimited).
    """

    used: int
    allowed: int

    @property
    def is_full(self) -> bool:
        """True when one more trooper would be over AVA."""
        return self.allowed != AVA_TOTAL and self.used >= self.allowed

    @property
    def is_over(self) -> bool:
        """True when the list already holds more troopers than the AVA allows."""
        return self.allowed != AVA_TOTAL and self.used > self.allowed

    @property
    def text(self) -> str:
        """``2/3`` used of allowed; ``1/T`` for Total."""
        allowed = "T" if self.allowed == AVA_TOTAL else str(self.allowed)
        return f"{self.used}/{allowed}"


@record(slots=True)
class UnitRow:
    """One unit of the browser.

    Attributes
    ----------
    unit : Unit
        The unit.
    label : str
        Its name, told apart from a namesake in the same army
        (``Warcors (AVA 2, 2 options)``); see ``unit_browser_labels``.
    unit_type, category : str
        ``LI``..., ``Line Troops``...
    points, swc : str
        The range of its options: ``10-25`` points, ``0-1.5`` SWC (one value
        when they are all the same).
    option_names : tuple[str, ...]
        Its purchasable options' names.
    items : frozenset[str]
        Lower-case names of every skill, weapon and piece of equipment its
        profiles and options carry (a filter: "hacking device").
    origin : str
        Where a unit listed twice comes from (``"from the mercenary pool"`` or
        ``"the army's own"``), else ``""``.
    hired_from : str
        For a mercenary hired under Soldiers of Fortune, the army whose file it
        comes from (``"Haqqislam"``); else ``""``. Source: ITS.md E5
    specops : bool
        True when one of its options is the army's Spec-Ops option (ITS.md E7):
        the browser marks it, and a search for "spec-ops" finds it.
    """

    unit: Unit
    label: str
    unit_type: str
    category: str
    points: str
    swc: str
    option_names: tuple[str, ...]
    items: frozenset[str]
    origin: str = ""
    hired_from: str = ""
    specops: bool = False

    @property
    def search_text(self) -> str:
        """Lower-case text a search matches: ISC, name, slug, option names and items.

        Items are every skill, weapon and equipment of its profiles and options,
        so "lieutenant" finds the units with a Lieutenant option and "hacking
        device" the hackers; a Spec-Ops unit also matches "spec-ops".
        """
        marks = ["spec-ops"] if self.specops else []
        return " ".join(
            [
                self.unit.searchable_text(),
                *(n.lower() for n in self.option_names),
                *sorted(self.items),
                *marks,
            ]
        )

    def has_item(self, text: str) -> bool:
        """True when some skill, weapon or equipment name contains ``text``."""
        needle = text.casefold()
        return any(needle in item for item in self.items)


#: Group keys of the unit browser beyond the unit types (``LI``, ``MI``...).
MERCENARY_GROUP, HIRED_GROUP = "MERC", "SOF"
#: The unit types in the order the game and the official builder list them.
TYPE_ORDER = ("LI", "MI", "HI", "TAG", "REM", "SK", "WB", "VH")


def unit_group(row: UnitRow) -> tuple[int, str]:
    """Where the unit browser lists ``row``: (place in order, group key).

    By unit type in :data:`TYPE_ORDER` (any other type after them), then the
    Mercenaries the army fields (as RULES.md A8 classifies them), then those
    hired under Soldiers of Fortune (ITS.md E5).
    """
    if row.hired_from:
        return len(TYPE_ORDER) + 2, HIRED_GROUP
    if is_mercenary(row.unit):
        return len(TYPE_ORDER) + 1, MERCENARY_GROUP
    if row.unit_type in TYPE_ORDER:
        return TYPE_ORDER.index(row.unit_type), row.unit_type
    return len(TYPE_ORDER), row.unit_type


def _span(values: Sequence[float], text: Sequence[str]) -> str:
    if not values:
        return "-"
    low = min(range(len(values)), key=values.__getitem__)
    high = max(range(len(values)), key=values.__getitem__)
    if values[low] == values[high]:
        return text[low]
    return f"{text[low]}-{text[high]}"


def _items(unit: Unit, options: Iterable[Option]) -> frozenset[str]:
    names: set[str] = set()
    for group in unit.profile_groups:
        for profile in group.profiles:
            for item in (*profile.skills, *profile.equipment, *profile.weapons):
                names.add(item.name.casefold())
    for option in options:
        for item in (*option.skills, *option.equipment, *option.weapons):
            names.add(item.name.casefold())
    return frozenset(names)


def _origin(unit: Unit) -> str:
    """Where a unit listed twice in an army comes from.

    The official data lists some mercenaries both as the army's own unit and,
    with a ``merc-`` slug and its own AVA, from the mercenary pool.
    """
    if unit.slug.startswith("merc-"):
        return _("from the mercenary pool")
    return _("the army's own")


def hireable(catalog: Catalog, army_list: ArmyList) -> tuple[tuple[Unit, str], ...]:
    """Mercenaries ``army_list`` may hire, each with the army it comes from.

    Empty unless the list plays the Soldiers of Fortune Extra. Source: ITS.md E5
    """
    if Extra.SOLDIERS_OF_FORTUNE not in army_list.extras:
        return ()
    out = []
    for unit in catalog.hireable_units(army_list.army_id):
        home = catalog.faction(catalog.mercenary_homes[unit.id])
        out.append((unit, home.name if home else ""))
    return tuple(out)


def hired_unit_rows(units: Sequence[tuple[Unit, str]]) -> tuple[UnitRow, ...]:
    """Browser rows of mercenaries hired under Soldiers of Fortune.

    ``units`` are (unit, name of the army it is hired from); each row is
    labelled ``SoF · Bashi Bazouks`` (SoF: Soldiers of Fortune), so the
    marker survives a narrow column and the hires sort together. Source: ITS.md E5
    """
    rows = unit_rows([unit for unit, _home in units])
    homes = {unit.id: home for unit, home in units}
    return tuple(
        replace(
            row,
            label=_("SoF · {unit}", unit=row.unit.isc),
            origin="",
            hired_from=homes[row.unit.id],
        )
        for row in rows
    )


def unit_rows(
    units: Sequence[Unit], specops: Collection[int] = ()
) -> tuple[UnitRow, ...]:
    """The browser rows of ``units`` (those with something to buy), in order.

    ``specops``: ids of the units that have the army's Spec-Ops option (their
    rows are marked ``specops``).

    Source: RULES.md A1, A2 (costs), A5 (AVA); ITS.md E7
    """
    shown = [u for u in units if u.purchasable()]
    labels = unit_browser_labels(shown)
    isc_count: dict[str, int] = {}
    for unit in shown:
        isc_count[unit.isc] = isc_count.get(unit.isc, 0) + 1
    rows = []
    for unit, label in zip(shown, labels, strict=True):
        options = [o for _gid, o in unit.purchasable()]
        swc = [o.swc_cost for o in options]
        is_specops = unit.id in specops
        rows.append(
            UnitRow(
                unit=unit,
                label=label,
                unit_type=unit.unit_type,
                category=unit.category.strip(),
                points=_span(
                    [o.points for o in options], [str(o.points) for o in options]
                ),
                swc=_span(swc, [format_swc(f"{v:g}") for v in swc]),
                option_names=tuple(dict.fromkeys(o.name for o in options)),
                items=_items(unit, options),
                origin=_origin(unit) if isc_count[unit.isc] > 1 else "",
                specops=is_specops,
            )
        )
    return tuple(rows)


def ava_used(
    troopers: Iterable[ResolvedTrooper], *, reinforcement: bool = False
) -> dict[int, int]:
    """Troopers in each unit's main AVA pool, by unit id (units in the list only).

    ``reinforcement`` counts the reinforcement groups instead of the main list
    (RULES.md A10). Counted as validation counts AVA. Source: RULES.md A5
    """
    used: dict[int, int] = {}
    for trooper in troopers:
        if (unit_id := ava_unit(trooper, reinforcement=reinforcement)) is not None:
            used[unit_id] = used.get(unit_id, 0) + 1
    return used


def ava_unit(trooper: ResolvedTrooper, *, reinforcement: bool = False) -> int | None:
    """The id of the unit whose main AVA pool ``trooper`` counts in, or None.

    None for a trooper of the other list (main or reinforcement, as
    :func:`ava_used`), an unknown unit, or one counted in another pool.
    Source: RULES.md A5
    """
    unit = trooper.unit
    if (
        unit is None
        or trooper.group.reinforcement != reinforcement
        or not unit.profile_groups
    ):
        return None
    return unit.id if unit.profile_groups[0].id in ava_pools(trooper) else None


def ava_allowed(
    army: Army,
    ruleset: Ruleset,
    *,
    reinforcement: bool = False,
    hired: Iterable[Unit] = (),
) -> dict[int, int]:
    """Each unit's AVA in ``army`` (or its reinforcement list), by unit id.

    255 is Total. In an N2 Mercenary Company AVA is halved (RULES.md A8).
    ``hired`` are mercenaries a list may hire under Soldiers of Fortune: each
    has its own AVA (ITS.md E5), given for the main list only.
    Source: RULES.md A5, A8, A10, ITS.md E5
    """
    source = army.reinforcements if reinforcement else army
    if source is None:
        return {}
    company = (
        not reinforcement
        and ruleset.mercenary_rules
        and army.id in ruleset.mercenary_company_armies
    )
    allowed = {
        unit.id: pool_ava(unit, unit.profile_groups[0].id, ruleset, company)
        for unit in source.units
        if unit.profile_groups
    }
    if not reinforcement:
        for unit in hired:
            if unit.profile_groups and unit.id not in allowed:
                allowed[unit.id] = pool_ava(
                    unit, unit.profile_groups[0].id, ruleset, False
                )
    return allowed
