"""Unit relations of the army file: shared caps and requirements.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.catalog.army import Army, Relation, RelationUnit
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import CombatGroup
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.rules.validation._context import (
    Context,
    find_unit,
    named_group,
    uids,
    unit_name,
    violation_at,
)
from listbuilder.core.rules.validation._report import Violation


def _matching(
    troopers: Iterable[ResolvedTrooper], unit_id: int, profile_group_id: int | None
) -> list[ResolvedTrooper]:
    out = []
    for t in troopers:
        if t.entry.unit_id != unit_id:
            continue
        if profile_group_id is None or profile_group_id in t.fielded_groups:
            out.append(t)
    return out


def unit_label(army: Army | None, unit_id: int, profile_group_id: int | None) -> str:
    """How a relation's unit (or profile group) is named in a message.

    The unit's name from the army or reinforcement file; a profile group of a
    pair by its own name (``"DOZER KVP"``); an id the army's data lacks as
    ``"unit 1503 (not in this army's data)"``.

    Source: RULES.md A11
    """
    unit = find_unit(army, unit_id)
    if unit is None:
        return unit_name(army, unit_id)
    group = unit.group(profile_group_id) if profile_group_id is not None else None
    if group is None:
        return unit.isc
    if group.isc and group.isc != unit.isc:
        return group.isc
    # Both halves of a pair share the unit's ISC (Kibervolk Patrol): name them
    # as the builder names their options ("KIBERVOLK", "DOZER KVP").
    if group.options:
        return group.options[0].name
    return group.profiles[0].name if group.profiles else unit.isc


def _needed(relation: Relation, entry: RelationUnit, dependants: int) -> int:
    """How many of what ``entry`` depends on ``dependants`` of it need.

    A dependency's own ``min`` counts once its ``minDependant`` (if any) is
    reached; otherwise the relation's ``min``, at least 1. The data's entries
    name one dependency each; with several, the largest need applies.

    Source: RULES.md A11, A14
    """
    ordinary = max(relation.min, 1)
    needs = [ordinary]
    for d in entry.depends:
        threshold = d.min_dependant is None or dependants >= d.min_dependant
        if d.min is not None and threshold:
            needs.append(d.min)
    return max(needs)


def _requirement_labels(entry: RelationUnit, army: Army | None) -> tuple[str, str]:
    """(the unit that depends, what it depends on joined by "or") for a message.

    Source: RULES.md A11
    """
    names = _(" or ").join(
        unit_label(army, d.unit_id, d.profile_group_id) for d in entry.depends
    )
    return unit_label(army, entry.unit_id, entry.profile_group_id), names


def _requirement_violations(
    relation: Relation,
    entry: RelationUnit,
    scope: list[ResolvedTrooper],
    troopers: list[ResolvedTrooper],
    army: Army | None,
) -> Iterable[Violation]:
    """Each trooper of ``entry`` in ``scope`` short of what it depends on.

    Source: RULES.md A11, A14
    """
    same_group = relation.group or any(d.same_group for d in entry.depends)
    short: list[ResolvedTrooper] = []
    for t in _matching(scope, entry.unit_id, entry.profile_group_id):
        pool = scope
        if same_group and not relation.group:
            pool = [x for x in troopers if x.group is t.group]
        dependants = _matching(pool, entry.unit_id, entry.profile_group_id)
        have = sum(
            len(_matching(pool, d.unit_id, d.profile_group_id)) for d in entry.depends
        )
        need = _needed(relation, entry, len(dependants))
        if have >= need:
            continue
        if need > max(relation.min, 1):
            # A14: a count-dependent need, reported once for all the dependants
            # that share the pool (the first of them stands for the pool).
            if t is not dependants[0]:
                continue
            needing, names = _requirement_labels(entry, army)
            fields = {
                "count": len(dependants),
                "unit": needing,
                "need": need,
                "units": names,
                "have": have,
            }
            if same_group:
                message = _(
                    "{count} {unit} need {need} {units} in the same combat group; "
                    "it has {have}.",
                    **fields,
                )
            else:
                message = _(
                    "{count} {unit} need {need} {units}; the list has {have}.",
                    **fields,
                )
            yield violation_at(
                t.group, "A14", "relation.requires_more", message, uids(dependants)
            )
            continue
        short.append(t)
    if not short:
        return  # the common case: names and messages are built only for a fault
    needing, names = _requirement_labels(entry, army)
    for t in short:
        if same_group:
            message = _(
                "{unit} needs {units} in the same combat group.",
                unit=needing,
                units=names,
            )
        else:
            message = _("{unit} needs {units}.", unit=needing, units=names)
        yield violation_at(t.group, "A11", "relation.requires", message, (t.uid,))


def relation_violations(
    relation: Relation, troopers: list[ResolvedTrooper], army: Army | None
) -> Iterable[Violation]:
    """Violations of one relation of the army file by the resolved ``troopers``.

    Source: RULES.md A11, A13, A14, A16
    """
    scopes: list[tuple[CombatGroup | None, list[ResolvedTrooper]]]
    if relation.group:
        # Keyed by the group itself: reinforcement group 1 is not combat group 1.
        by_group: dict[int, tuple[CombatGroup, list[ResolvedTrooper]]] = {}
        for t in troopers:
            by_group.setdefault(id(t.group), (t.group, []))[1].append(t)
        scopes = list(by_group.values())
    else:
        scopes = [(None, troopers)]
    for combat_group, scope in scopes:
        for entry in (u for u in relation.units if u.depends):
            yield from _requirement_violations(relation, entry, scope, troopers, army)
        yield from _cap_violations(relation, combat_group, scope, army)


def _cap_violations(
    relation: Relation,
    combat_group: CombatGroup | None,
    scope: list[ResolvedTrooper],
    army: Army | None,
) -> Iterable[Violation]:
    """A shared cap's ``max`` broken in ``scope``, or its per-group ``min``.

    A per-group relation's ``min`` binds a group that holds any of its units:
    ``{units: [597], min: 2, max: 3, group: true}`` wants the Proxies of a G:
    Jumper trooper 2 or 3 to a group, so a lone Proxy is illegal. Faults of
    Proxies are filed under A13.

    Source: RULES.md A11, A13
    """
    capped = [u for u in relation.units if not u.depends]
    if not capped:
        return
    members = [
        t for u in capped for t in _matching(scope, u.unit_id, u.profile_group_id)
    ]
    unique = list({t.uid: t for t in members}.values())
    too_few = combat_group is not None and 0 < len(unique) < relation.min
    too_many = relation.max is not None and len(unique) > relation.max
    if not (too_few or too_many):
        return  # the common case: names and messages are built only for a fault
    rule = "A13" if any(t.is_g_jumper for t in unique) else "A11"
    names = _(", ").join(
        dict.fromkeys(unit_label(army, u.unit_id, u.profile_group_id) for u in capped)
    )
    fields = {"max": relation.max, "units": names, "count": len(unique)}
    if too_few and combat_group is not None:
        message = _(
            "At least {min} of {units} must be fielded together in {group}; it "
            "has {count}.",
            min=relation.min,
            units=names,
            group=named_group(combat_group),
            count=len(unique),
        )
        yield violation_at(
            combat_group, rule, "relation.too_few", message, uids(unique)
        )
    if not too_many:
        return
    if combat_group is not None:
        message = _(
            "At most {max} of {units} may be fielded in {group}; the list has {count}.",
            group=named_group(combat_group),
            **fields,
        )
        yield violation_at(
            combat_group, rule, "relation.exclusive", message, uids(unique)
        )
    else:
        message = _(
            "At most {max} of {units} may be fielded together; the list has {count}.",
            **fields,
        )
        yield Violation(
            rule=rule,
            code="relation.exclusive",
            message=message,
            troopers=uids(unique),
        )


def check_relations(ctx: Context) -> Iterable[Violation]:
    """Unit relations of the army file: shared caps and requirements.

    Relations are checked over the main list *and* its reinforcement groups
    together: the army files relate a character with its reinforcement version
    (Ko Dali 1516 in ``601.json`` with Reinf. Ko Dali 1616 of ``699.json``, max
    1), so fielding one in each list breaks the relation. Unit ids are global, so
    a relation matches the right trooper whichever file it comes from. A
    per-group relation (``group: true``) keeps reinforcement groups apart from
    the combat groups of the same number.

    One fault, one report: a relation written in both the army file and its
    reinforcement file (Maximus 1720 / Reinf. Maximus 1721 in ``701.json`` and
    ``799.json``) is checked once, and a fault two relations describe alike
    (202's Kuang Shi need a Control Device, and more of them need two) is
    reported once.

    Source: RULES.md A11, A10, A14, A16
    """
    if not ctx.ruleset.relations or ctx.army is None:
        return
    troopers = [t for t in ctx.troopers if t.option is not None]  # resolved
    # a relation none of whose units the list fields has nothing to report: a
    # requirement binds a fielded dependant, a cap counts fielded members
    present = {t.entry.unit_id for t in troopers}
    found: dict[Violation, None] = {}
    for units, relation in ctx.army.relation_units:
        if units.isdisjoint(present):
            continue
        found.update(dict.fromkeys(relation_violations(relation, troopers, ctx.army)))
    yield from found
