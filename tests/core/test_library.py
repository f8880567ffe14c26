"""Library rows: what the library, Open Recent and ``listbuilder library`` show of
a saved list, and the search and filters (real lists, RULES.md A1-A12)."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, CombatGroup
from listbuilder.core.library import (
    COLUMNS,
    LibraryFilter,
    LibraryRow,
    error_row,
    library_row,
)
from tests.core.roster.test_roster import LIEUTENANT
from tests.fixtures.lists import (
    fifteen_with_teams_and_reinforcements,
)
from tests.helpers import e

MTIME = 1_700_000_000 * 10**9


def row_of(army: ArmyList, catalog, ruleset, relative="ITS/friars.lbl.json"):
    return library_row(
        army,
        catalog,
        ruleset,
        path=f"/lists/{relative}",
        relative=relative,
        size=123,
        mtime_ns=MTIME,
    )


@pytest.fixture(scope="module")
def friars(catalog, n5) -> LibraryRow:
    army = fifteen_with_teams_and_reinforcements().replace(
        name="Friars", tags=("ITS", "practice"), notes="Versus Nomads"
    )
    return row_of(army, catalog, n5)


def test_legal_list_row_says_what_the_report_says(friars):
    assert friars.legal is True
    assert friars.legal_text == "Legal"
    assert friars.legal_tooltip == "No rule broken."
    assert friars.points_text == "255/300"
    assert friars.swc == "1.5/6"
    assert friars.troopers_text == "12/15"  # the Palbot counts 0 (A7)
    assert friars.army_text == "Military Orders"
    # the data set's version (its newest army file's), not 103.json's 7.2668.372
    assert friars.data_version == "7.2669.194"
    assert friars.folder == "ITS"
    assert friars.file_name == "friars.lbl.json"
    assert friars.tags_text == "ITS, practice"
    assert "Teutonic Knights" in friars.units
    assert len(friars.units) == len(set(friars.units))
    assert friars.recent_text == "Friars — Military Orders, 255/300 pts"


def test_illegal_list_row_names_the_rules_broken(catalog, n5):
    army = ArmyList(
        army_id=101,
        points_limit=150,
        groups=(CombatGroup(number=1, troopers=tuple(e(1, 1, 5) for _ in range(11))),),
    )
    row = row_of(army, catalog, n5, "no-lt.lbl.json")
    assert row.legal is False
    # over the points, over the SWC, no Lieutenant, over the group size
    assert row.rules_broken == ("A1", "A2", "A3", "A6")
    assert row.legal_text == "Illegal: A1, A2, A3, A6"
    assert all(line[:3] in ("A1:", "A2:", "A3:", "A6:") for line in row.violations)
    assert row.legal_tooltip.count("\n") == len(row.violations) - 1
    assert row.display_name == "no-lt.lbl.json"  # no name: the file name


def test_rules_sort_by_number_not_text(catalog, n5):
    row = LibraryRow(
        path="/x", relative="x", size=1, mtime_ns=1, rules_broken=("A3", "A12")
    )
    assert row.legal_text == "Illegal: A3, A12"


def test_error_row_shows_the_problem_only():
    row = error_row(
        "at list.army_id: Input should be a valid integer\nsecond line",
        path="/l/bad.lbl.json",
        relative="bad.lbl.json",
        size=10,
        mtime_ns=MTIME,
    )
    assert row.legal_text == "Unreadable"
    assert row.legal_tooltip == (
        "at list.army_id: Input should be a valid integer second line"
    )
    assert row.points_text == row.troopers_text == row.army_text == ""
    assert row.recent_text == "bad.lbl.json (cannot be read)"
    assert [row.column_text(c) for c in range(len(COLUMNS))][:4] == [
        "bad.lbl.json",
        "",
        "",
        "Unreadable",
    ]


@pytest.mark.parametrize(
    ("wanted", "match"),
    [
        pytest.param(LibraryFilter(), True, id="no-filter"),
        pytest.param(LibraryFilter(text="friars"), True, id="name"),
        pytest.param(LibraryFilter(text="teutonic knights"), True, id="unit"),
        pytest.param(LibraryFilter(text="military"), True, id="army"),
        pytest.param(LibraryFilter(text="PRACTICE"), True, id="tag-any-case"),
        pytest.param(LibraryFilter(text="nomads"), True, id="note"),
        pytest.param(LibraryFilter(text="friars fusilier"), False, id="every-word"),
        pytest.param(LibraryFilter(army_id=103), True, id="army-id"),
        pytest.param(LibraryFilter(army_id=101), False, id="other-army"),
        pytest.param(LibraryFilter(legal=True), True, id="legal"),
        pytest.param(LibraryFilter(legal=False), False, id="illegal"),
        pytest.param(LibraryFilter(folder="ITS"), True, id="folder"),
        pytest.param(LibraryFilter(folder="IT"), False, id="folder-prefix-only"),
        pytest.param(LibraryFilter(folder=""), True, id="whole-library"),
        pytest.param(LibraryFilter(tag="its"), True, id="tag"),
        pytest.param(LibraryFilter(tag="casual"), False, id="missing-tag"),
    ],
)
def test_filter(friars, wanted, match):
    assert wanted.matches(friars) is match


def test_search_ignores_accents(catalog, n5):
    army = ArmyList(
        army_id=101,
        name="Dàofěi raid",
        groups=(CombatGroup(number=1, troopers=(LIEUTENANT,)),),
    )
    row = row_of(army, catalog, n5, "sub/deep/x.lbl.json")
    assert LibraryFilter(text="daofei").matches(row)
    assert LibraryFilter(folder="sub").matches(row)  # below a folder counts


def test_sort_keys_order_rows_as_players_expect(friars, catalog, n5):
    small = row_of(  # one Fusilier, no Lieutenant: illegal (A3)
        ArmyList(army_id=101, groups=(CombatGroup(number=1, troopers=(e(1, 1, 1),)),)),
        catalog,
        n5,
        "a.lbl.json",
    )
    broken = error_row("bad", path="/b", relative="b", size=0, mtime_ns=0)
    points = 2
    assert small.sort_key(points) < friars.sort_key(points) < broken.sort_key(points)
    legal = 3
    assert friars.sort_key(legal) < small.sort_key(legal) < broken.sort_key(legal)
    name = 0
    assert sorted([broken, friars], key=lambda r: r.sort_key(name))[0] is broken
    data = 7
    newer = friars.model_copy(update={"data_version": "7.25288.293"})
    assert friars.sort_key(data) < newer.sort_key(data)  # by number, not text


def test_modified_text_is_local_time(friars):
    assert friars.modified_text == friars.modified.strftime("%Y-%m-%d %H:%M")
    assert friars.modified.year == 2023
