"""Build the roster of a list: a row per trooper, grouped by combat group.

Source: RULES.md A1-A7 (what each row counts). Pure: imports only stdlib and
pydantic.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from functools import lru_cache
from typing import Any, TypedDict

from listbuilder.core.catalog.army import Army, army_name
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.items import ItemRef
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.catalog.units import (
    OFF_TABLE_SKILLS,
    PRIVATE_MARKER_SKILLS,
    Option,
    OrderType,
    Unit,
    format_swc,
)
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.counts import Counted, count_troopers, trooper_note
from listbuilder.core.lists.resolve import (
    IncludedTrooper,
    ResolvedTrooper,
    resolve_list,
)
from listbuilder.core.roster.lieutenant_only import lieutenant_only
from listbuilder.core.roster.profile_text import (
    MARKER_NAMES,
    attribute_values,
    loadout_text,
    weapon_lines,
)
from listbuilder.core.roster.rows import (
    Roster,
    RosterGroup,
    RosterRow,
)
from listbuilder.core.roster.tabletop import (
    FireteamLine,
    device_programs,
    orders_brought,
    program_lines,
)
from listbuilder.core.roster.teams import place_fireteams
from listbuilder.core.rules.orders import OrderPool, order_pools
from listbuilder.core.rules.validation import ValidationReport, validate


def roster_row(
    trooper: ResolvedTrooper,
    catalog: Catalog,
    *,
    order_types: Collection[OrderType] | None = None,
) -> RosterRow:
    """Build the printable row of one resolved trooper.

    ``order_types`` are the ruleset's (``Ruleset.order_types``): the orders the
    row brings count only those (all types when None). The row is made in one
    construction (validated once).
    """
    option, profile, config = trooper.option, trooper.profile, trooper.specops
    skill_ids = {s.id for s in trooper.skills}
    marker = next((MARKER_NAMES[i] for i in MARKER_NAMES if i in skill_ids), "")
    fields: dict[str, Any] = {
        "uid": trooper.uid,
        "group": trooper.group.number,
        "reinforcement": trooper.group.reinforcement,
        "name": trooper.name,
        "option": trooper.option_name,
        "loadout": loadout_text(option) if option else trooper.option_name,
        "points": trooper.points,
        "swc": format_swc(option.swc) if option else "0",
        "lieutenant": trooper.is_lieutenant,
        "resolved": trooper.is_resolved,
        "private_deployment": bool(skill_ids & OFF_TABLE_SKILLS),
        "private_marker": bool(skill_ids & PRIVATE_MARKER_SKILLS),
        "minis": trooper.minis,
        "count_note": trooper_note(trooper),
        "marker": marker,
        "orders": orders_brought(option, order_types),
        "programs": device_programs(trooper.equipment, catalog.hacking_programs),
        "hired": trooper.is_hired,
        "specops": tuple(u.label for u in config.upgrades) if config else (),
        "specops_xp": config.xp if config else None,
        **_lieutenant_only_fields(
            trooper.unit,
            trooper.entry.profile_group_id,
            option,
            trooper.skills,
            trooper.equipment,
        ),
    }
    included = tuple(
        _included_row(trooper, i, inc, catalog, order_types)
        for i, inc in enumerate(trooper.included)
    )
    if included:
        fields["included"] = included
    if profile is not None:
        fields["unit_type"] = profile.unit_type
        if trooper.entry.profile_group_id == 0 and included:
            # A pair bought through the unit's top-level options (Jazz &
            # Billie, Scarface & Cordelia): the row is the pair, its included
            # rows are the troopers it fields, each with its own profile.
            fields["loadout"] = _(
                "Fields {troopers}",
                troopers=" + ".join(r.title_with_quantity for r in included),
            )
        else:
            fields.update(
                attributes=attribute_values(profile, "in"),
                attributes_cm=attribute_values(profile, "cm"),
                characteristics=trooper.characteristics,
                skills=tuple(s.label for s in trooper.skills),
                equipment=tuple(e.label for e in trooper.equipment),
                weapons=weapon_lines(trooper.weapons, catalog),
            )
    return RosterRow(**fields)


def _included_row(
    owner: ResolvedTrooper,
    index: int,
    inc: IncludedTrooper,
    catalog: Catalog,
    order_types: Collection[OrderType] | None,
) -> RosterRow:
    """A trooper fielded by ``owner``'s option, as a sub-row (no cost of its own)."""
    profile, option = inc.profile, inc.option
    skills = (profile.skills if profile else ()) + option.skills
    equipment = (profile.equipment if profile else ()) + option.equipment
    weapons = (profile.weapons if profile else ()) + option.weapons
    chars = profile.characteristics if profile else ()
    chars += tuple(c for c in option.characteristics if c not in chars)
    return RosterRow(
        uid=f"{owner.uid}:{index}",
        group=owner.group.number,
        reinforcement=owner.group.reinforcement,
        name=inc.name,
        option=option.name,
        loadout=loadout_text(option),
        points=None,
        swc=None,
        unit_type=profile.unit_type if profile else "",
        attributes=attribute_values(profile, "in") if profile else (),
        attributes_cm=attribute_values(profile, "cm") if profile else (),
        characteristics=chars,
        skills=tuple(s.label for s in skills),
        equipment=tuple(e.label for e in equipment),
        weapons=weapon_lines(weapons, catalog),
        minis=0,
        quantity=inc.quantity,
        orders=orders_brought(option, order_types),
        programs=device_programs(equipment, catalog.hacking_programs),
        **_lieutenant_only_fields(owner.unit, inc.group.id, option, skills, equipment),
    )


class _LieutenantOnlyFields(TypedDict):
    """The fields of a row that keep apart what only Lieutenant options carry."""

    private_skills: tuple[str, ...]
    private_equipment: tuple[str, ...]
    public_loadout: str | None
    public_option: str | None
    private_orders: tuple[OrderType, ...]


def _lieutenant_only_fields(
    unit: Unit | None,
    profile_group_id: int,
    option: Option | None,
    skills: tuple[ItemRef, ...],
    equipment: tuple[ItemRef, ...],
) -> _LieutenantOnlyFields:
    """What a row (or an included row) keeps apart for :meth:`RosterRow.public`.

    The skills and equipment that name the Lieutenant, the loadout and option
    name printed in their place, and the order types only Lieutenant options
    generate (:func:`lieutenant_only`).

    Source: RULES.md C1, C3
    """
    only = lieutenant_only(unit, profile_group_id, option)
    private_skills = tuple(s.label for s in skills if only.hides(s))
    private_equipment = tuple(s.label for s in equipment if only.hides(s))
    public_loadout = None
    if option is not None and (private_skills or private_equipment):
        public_loadout = loadout_text(option, hide=only.hides)
    return _LieutenantOnlyFields(
        private_skills=private_skills,
        private_equipment=private_equipment,
        public_loadout=public_loadout,
        public_option=only.option_name or None,
        private_orders=tuple(sorted(only.orders)),
    )


class ListTotals(TypedDict):
    """What a list's roster and its library row both say of it, in one place."""

    army: str
    army_id: int
    points: int
    points_limit: int
    swc: str
    troopers: int
    trooper_cap: int | None
    legal: bool
    violations: tuple[str, ...]
    data_version: str


def list_totals(
    army_list: ArmyList,
    army: Army | None,
    report: ValidationReport,
    data_version: str = "",
) -> ListTotals:
    """The army, points, SWC, troopers, verdict and data version of a checked list.

    ``data_version`` is the data set's version (:attr:`Catalog.data_version`,
    its newest army file's), the one version the app and commands show for
    the data. Each violation reads ``"A5: <message>"``. Source: RULES.md A1,
    A2, A7
    """
    return ListTotals(
        army=army_name(army, army_list.army_id),
        army_id=army_list.army_id,
        points=report.points,
        points_limit=report.points_limit,
        swc=report.swc_text,
        troopers=report.troopers,
        trooper_cap=report.trooper_cap,
        legal=report.is_legal,
        violations=tuple(f"{v.rule}: {v.message}" for v in report.violations),
        data_version=data_version,
    )


def build_roster(
    army_list: ArmyList,
    catalog: Catalog,
    ruleset: Ruleset,
    *,
    troopers: list[ResolvedTrooper] | None = None,
    report: ValidationReport | None = None,
    pools: tuple[OrderPool, ...] | None = None,
    earlier_row: Callable[[ResolvedTrooper], RosterRow | None] | None = None,
    counted: Counted | None = None,
    previous_groups: Mapping[int, RosterGroup] | None = None,
) -> Roster:
    """Build the full roster of ``army_list`` (private information included).

    Parameters
    ----------
    army_list, catalog, ruleset
        The list, the loaded data and the edition.
    troopers : list of ResolvedTrooper, optional
        ``resolve_list(army_list, catalog)`` if the caller already has it.
    report : ValidationReport, optional
        ``validate(...)`` of the list if the caller already has it.
    pools : tuple of OrderPool, optional
        ``order_pools(...)`` of the list (one per group) if the caller has them.
    earlier_row : callable, optional
        The row made before for a trooper that is what it was (the same
        option in the same combat group: ``EarlierRows.row_of``), or None:
        such rows are reused instead of built again.
    counted : Counted, optional
        ``count_troopers(troopers)`` if the caller already has it.
    previous_groups : Mapping[int, RosterGroup], optional
        Groups of the roster before an edit, by index, whose combat group is
        the same object: each is reused whole when its order pool is the
        very pool it was made with (``order_pools`` gives a group's earlier
        pool again only for the same troopers) and its rows' counts are the
        same.

    Returns
    -------
    Roster
        One :class:`RosterGroup` per group of ``army_list``, in order.

    Source: RULES.md A1-A7 (totals), A12 (fireteams), A13 (Proxies), B1-B6
    (order pools), C1 (private fields)
    """
    if troopers is None:
        troopers = resolve_list(army_list, catalog)
    if report is None:
        report = validate(army_list, catalog, ruleset, troopers=troopers)
    if pools is None:
        pools = order_pools(army_list, catalog, ruleset, troopers=troopers)
    army = catalog.army(army_list.army_id)
    faction = army.faction if army else None
    groups = []
    kinds = ruleset.order_types
    # A row counts as A7 counts its trooper in the whole list (Proxies, A13).
    if counted is None:
        counted = count_troopers(troopers)
    # each group's troopers, in one pass (a trooper holds its group object)
    members: dict[int, list[ResolvedTrooper]] = {id(g): [] for g in army_list.groups}
    for t in troopers:
        members[id(t.group)].append(t)
    kept = previous_groups or {}
    for gi, (group, pool) in enumerate(zip(army_list.groups, pools, strict=True)):
        was = kept.get(gi)
        if (
            was is not None
            # its earlier pool: the same resolved troopers, so the same rows
            and was.orders is pool
            and all(counted.entries[r.uid] == (r.minis, r.count_note) for r in was.rows)
        ):
            groups.append(was)  # untouched by the edit: the same object
            continue
        rows = tuple(
            _counted(
                (earlier_row and earlier_row(t))
                or roster_row(t, catalog, order_types=kinds),
                counted.entries[t.uid],
            )
            for t in members[id(group)]
        )
        groups.append(  # (trusted: the list's checked values, rows made here)
            RosterGroup.trusted(
                number=group.number,
                reinforcement=group.reinforcement,
                orders=pool,
                rows=rows,
            )
        )
    teams = [
        FireteamLine(
            label=team.type, type=team.type, name=team.name, members=team.members
        )
        for group in army_list.groups
        for team in group.fireteams
    ]
    given = [
        p
        for g in groups
        for row in g.rows
        for p in (row.all_programs if row.included else row.programs)
    ]
    return Roster.trusted(  # every value checked or made by the core
        **list_totals(army_list, army, report, catalog.data_version),
        title=army_list.name,
        ruleset=ruleset.display_name,
        groups=place_fireteams(groups, teams),
        army_slug=faction.slug if faction else "",
        logo_name=_logo_name(faction.logo, faction.slug) if faction else "",
        hacking_programs=program_lines(given, catalog.hacking_programs),
    )


def _counted(row: RosterRow, count: tuple[int, str]) -> RosterRow:
    """``row`` with its A7 count and note (:class:`Counted`; itself if equal).

    Source: RULES.md A7, A13
    """
    minis, note = count
    if (row.minis, row.count_note) == count:
        return row
    return row.replace(minis=minis, count_note=note)


@lru_cache(maxsize=64)
def _logo_name(url: str, slug: str) -> str:
    """The file name of a logo URL without its extension (``panoceania``)."""
    name = url.rstrip("/").rsplit("/", 1)[-1].split("?", 1)[0]
    stem = name.rsplit(".", 1)[0] if "." in name else name
    return stem or slug
