"""Nothing on the opponent copy points to the Lieutenant (RULES.md C3), on every unit.

Every unit of the 45 armies whose profile group offers a Lieutenant option and
other options: the Lieutenant option's public row carries no skill, piece of
equipment, order or option name found only on Lieutenant options, and where
the two options' Open loadouts agree the rows are the same.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from listbuilder.cli import main
from listbuilder.core import ArmyList, Catalog, CombatGroup
from listbuilder.core.catalog.units import OrderType, Unit
from listbuilder.core.lists.resolve import resolve_list
from listbuilder.core.roster.build import build_roster, roster_row
from listbuilder.core.roster.lieutenant_only import lieutenant_only
from listbuilder.core.roster.opponent import opponent_copy
from listbuilder.core.roster.rows import RosterRow
from listbuilder.export.text import list_text
from tests.helpers import e

MORATS, ARIADNA = 602, 301
KORNAK, VORONIN = 534, 768


@dataclass(frozen=True)
class GroupRows:
    """The full rows of one profile group's fieldable options, split by Lieutenant."""

    name: str
    lieutenants: tuple[RosterRow, ...]
    others: tuple[RosterRow, ...]


def _fieldable(unit: Unit) -> Iterator[tuple[int, int, bool]]:
    for group in unit.profile_groups:
        for option in group.options:
            if not option.disabled and option.swc != "-":
                yield group.id, option.id, option.is_lieutenant


def _groups(catalog: Catalog) -> list[GroupRows]:
    """Every profile group of every army with Lieutenant and other options."""
    out = []
    for army_id in catalog.army_ids:
        army = catalog.army(army_id)
        assert army is not None
        for unit in army.units:
            options = list(_fieldable(unit))
            for group_id in {g for g, _o, lt in options if lt}:
                mine = [(o, lt) for g, o, lt in options if g == group_id]
                if all(lt for _o, lt in mine):
                    continue
                entries = tuple(e(unit.id, group_id, o) for o, _lt in mine)
                army_list = ArmyList(
                    army_id=army_id, groups=(CombatGroup(number=1, troopers=entries),)
                )
                rows = [
                    roster_row(t, catalog) for t in resolve_list(army_list, catalog)
                ]
                out.append(
                    GroupRows(
                        name=f"{army.name}/{unit.isc}/{group_id}",
                        lieutenants=tuple(
                            r for r, (_o, lt) in zip(rows, mine, strict=True) if lt
                        ),
                        others=tuple(
                            r for r, (_o, lt) in zip(rows, mine, strict=True) if not lt
                        ),
                    )
                )
    return out


def _seen(row: RosterRow) -> RosterRow:
    """What the opponent sees of ``row``: its public row, uids blanked."""
    public = row.public()
    return public.replace(
        uid="", included=tuple(r.replace(uid="") for r in public.included)
    )


def test_c3_no_opponent_row_carries_what_only_lieutenant_options_carry(catalog):
    groups = _groups(catalog)
    assert len({g.name.split("/")[0] for g in groups}) == 45
    leaks = []
    for group in groups:
        skills = {s for r in group.others for s in r.skills}
        equipment = {s for r in group.others for s in r.equipment}
        orders = {t for r in group.others for t, _n in r.orders}
        names = {r.option for o in group.others for r in (o, _seen(o))}
        for lt in group.lieutenants:
            seen = _seen(lt)
            told = (
                set(seen.skills) - skills,
                set(seen.equipment) - equipment,
                {t for t, _n in seen.orders} - orders,
                {seen.option} - names,
            )
            if any(told):
                leaks.append((group.name, told))
            # the troopers it fields (an operator) never carry the Lieutenant
            for sub in seen.included:
                if any("Lieutenant" in s for s in (*sub.skills, sub.loadout)):
                    leaks.append((group.name, sub.name))
    assert leaks == []


def test_c3_lieutenant_rows_match_a_trooper_with_the_same_open_loadout(catalog):
    """Where a non-Lieutenant option has the Lieutenant's Open loadout, same row."""
    differ = []
    for group in _groups(catalog):
        for lt in group.lieutenants:
            seen = _seen(lt)
            twins = [
                r
                for r in group.others
                if r.weapons == lt.weapons
                and set(r.skills) == set(seen.skills)
                and set(r.equipment) == set(seen.equipment)
            ]
            if twins and all(_seen(r) != seen for r in twins):
                differ.append(group.name)
    assert differ == []


@pytest.mark.parametrize(
    ("army_id", "unit_id", "skill"),
    [(MORATS, KORNAK, "Strategos L1"), (ARIADNA, VORONIN, "Strategos L1")],
    ids=["kornak", "voronin"],
)
def test_c3_strategos_of_a_lieutenant_option_is_left_off(
    catalog, n5, army_id, unit_id, skill
):
    lt, other = e(unit_id, 1, 2), e(unit_id, 1, 1)
    army_list = ArmyList(
        army_id=army_id, groups=(CombatGroup(number=1, troopers=(lt, other)),)
    )
    roster = build_roster(army_list, catalog, n5)
    assert skill in roster.rows()[0].skills
    assert skill in list_text(roster)
    copy = opponent_copy(roster)
    shown_lt, shown_other = copy.rows()
    assert skill not in shown_lt.skills
    assert skill not in shown_lt.loadout
    assert (shown_lt.option, shown_lt.loadout, shown_lt.skills, shown_lt.orders) == (
        shown_other.option,
        shown_other.loadout,
        shown_other.skills,
        shown_other.orders,
    )
    text = list_text(copy)
    assert skill not in text
    first, second = (line for line in text.splitlines() if line.startswith(("K", "C")))
    assert first == second


def test_c3_only_the_lieutenant_option_hides_more_than_the_lieutenant(catalog):
    unit = catalog.army(MORATS).unit(KORNAK)
    group = unit.group(1)
    plain = lieutenant_only(unit, 1, group.option(1))
    lt = lieutenant_only(unit, 1, group.option(2))
    assert plain.items == frozenset()
    assert {i.label for i in lt.items} == {"Lieutenant", "Strategos L1"}
    assert OrderType.LIEUTENANT in lt.orders
    assert lt.option_name == ""


def test_c3_an_option_name_only_lieutenants_carry_is_replaced(catalog):
    unit = catalog.army(MORATS).unit(KORNAK)
    group = unit.group(1)
    renamed = group.option(2).replace(name="KORNAK (LT)")
    options = tuple(renamed if o.id == 2 else o for o in group.options)
    unit = unit.replace(profile_groups=(group.replace(options=options),))
    only = lieutenant_only(unit, 1, renamed)
    assert only.option_name == "KORNAK"


def test_c3_text_command_leaves_strategos_off_the_opponent_copy(tmp_path, capsys):
    from listbuilder.data.lists import save_army

    army_list = ArmyList(
        army_id=MORATS,
        groups=(CombatGroup(number=1, troopers=(e(KORNAK, 1, 3),)),),
    )
    path = tmp_path / "kornak.lbl.json"
    save_army(army_list, path)
    assert main(["text", str(path)]) == 0
    assert "Strategos L1" in capsys.readouterr().out
    for flags in ([], ["--markdown"]):
        assert main(["text", str(path), "--opponent", *flags]) == 0
        out = capsys.readouterr().out
        assert "KORNAK" in out
        assert "Strategos" not in out
