"""The organiser's event check on real army codes (ITS.md E2, E5, E6)."""

from __future__ import annotations

import pytest

from listbuilder.core.armycode.bind import army_code, army_list_from_code
from listbuilder.core.its.event import Event, check_event
from listbuilder.core.its.event_file import (
    EventFileError,
    read_event_csv,
)
from listbuilder.core.its.extras import Extra
from tests.fixtures.event import (
    ALPHA,
    CORPORATE,
    CORREGIDOR,
    DEMO_HG,
    SVALARHEIMA,
    VANILLA,
    code,
    event_csv,
)


def at_points(text: str, points: int, catalog) -> str:
    """The same real list, written as the official builder writes it at ``points``."""
    army = army_list_from_code(text, catalog).army_list
    return army_code(army.replace(points_limit=points), catalog)


NO_EXTRAS = Event()


def run(rows, catalog, n5, event=NO_EXTRAS, header=("player", "code")):
    return check_event(read_event_csv(event_csv(rows, header)), event, catalog, n5)


def test_two_legal_lists_of_one_army_are_ok(catalog, n5):
    check = run([("Ann", code(*DEMO_HG)), ("Ann", code(*VANILLA))], catalog, n5)
    (ann,) = check.players
    assert (ann.player, ann.army_id, ann.army) == ("Ann", 101, "PanOceania")
    assert [(e.row, e.army_list.name, e.legal) for e in ann.lists] == [
        (2, "demo hg", True),
        (3, "Vanilla 300pt (multi sniper)", True),
    ]
    assert ann.same_army
    assert ann.list_count_ok
    assert ann.ok
    assert ann.status == "OK"
    assert check.ok
    assert not check.has_unreadable


def test_two_lists_of_different_sectorials_are_not_one_army(catalog, n5):
    check = run([("Bo", code(*SVALARHEIMA)), ("Bo", code(*CORREGIDOR))], catalog, n5)
    (bo,) = check.players
    assert bo.same_army is False
    assert bo.army_id == 106
    assert (
        bo.army == "Svalarheima's Winter Force / Jurisdictional Command of Corregidor"
    )
    assert bo.list_count_ok
    assert not bo.ok
    assert bo.problems[0] == (
        "lists of different armies: Svalarheima's Winter Force / "
        "Jurisdictional Command of Corregidor"
    )


def test_a_generic_army_and_its_own_sectorial_are_not_one_army(catalog, n5):
    # E2: both from the same generic army OR the same sectorial
    check = run([("Cy", code(*VANILLA)), ("Cy", code(*SVALARHEIMA))], catalog, n5)
    assert check.players[0].same_army is False


def test_three_lists_are_too_many_without_escalation(catalog, n5):
    rows = [("Di", code(*DEMO_HG)), ("Di", code(*VANILLA)), ("Di", code(*DEMO_HG))]
    (di,) = run(rows, catalog, n5).players
    assert di.same_army
    assert all(e.legal for e in di.lists)
    assert di.list_count_ok is False
    assert di.problems == ("3 lists; 1 or 2 allowed",)


def test_escalation_three_lists_at_200_300_400_are_ok(catalog, n5):
    rows = [
        ("Ed", at_points(code(*DEMO_HG), 200, catalog)),
        ("Ed", code(*VANILLA)),
        ("Ed", at_points(code(*VANILLA), 400, catalog)),
    ]
    event = Event(points=300, extras=frozenset({Extra.ESCALATION}))
    (ed,) = run(rows, catalog, n5, event).players
    # each list keeps its own tier under Escalation, whatever --points says
    assert [e.army_list.points_limit for e in ed.lists] == [200, 300, 400]
    assert [e.report.swc_limit for e in ed.lists] == [4, 6, 8]
    assert all(e.army_list.extras == {Extra.ESCALATION} for e in ed.lists)
    assert ed.list_count_ok
    assert ed.ok, ed.problems


@pytest.mark.parametrize(
    ("tiers", "problem"),
    [
        ((300, 300, 400), "3 lists at 300, 300, 400 points; Escalation needs 3"),
        ((200, 300), "2 lists at 200, 300 points; Escalation needs 3"),
    ],
    ids=["wrong-tiers", "two-lists"],
)
def test_escalation_needs_exactly_the_three_tiers(catalog, n5, tiers, problem):
    rows = [("Fi", at_points(code(*DEMO_HG), t, catalog)) for t in tiers]
    event = Event(extras=frozenset({Extra.ESCALATION}))
    (fi,) = run(rows, catalog, n5, event).players
    assert all(e.legal for e in fi.lists)
    assert fi.list_count_ok is False
    assert fi.problems == (f"{problem}, at 200, 300 and 400",)


def test_event_points_replace_each_codes_own(catalog, n5):
    (gu,) = run([("Gu", code(*VANILLA))], catalog, n5, Event(points=200)).players
    (entry,) = gu.lists
    assert entry.army_list.points_limit == 200
    assert not entry.legal
    assert {v.rule for v in entry.report.violations} >= {"A1"}
    assert gu.problems[-1].startswith("row 2: illegal (A1")


def test_an_unreadable_code_is_named_by_row_and_the_rest_checked(catalog, n5):
    rows = [
        ("Ha", code(*CORPORATE)),
        ("Ha", "NOT-A-CODE"),
        ("Io", code(*ALPHA)),
        ("", code(*ALPHA)),
    ]
    check = run(rows, catalog, n5)
    ha, io = check.players
    assert [e.row for e in ha.lists] == [2]
    assert [u.row for u in ha.unreadable] == [3]
    assert ha.unreadable[0].reason.startswith("not an army code")
    assert ha.list_count_ok  # two lists submitted, one unreadable
    assert not ha.ok
    assert ha.problems[-1].startswith("row 3: unreadable: not an army code")
    assert io.ok
    assert [(u.row, u.reason) for u in check.unreadable] == [(5, "no player")]
    assert check.has_unreadable
    assert not check.ok


def test_players_are_grouped_whatever_the_case_and_spaces(catalog, n5):
    rows = [("Ann  Lee", code(*DEMO_HG)), ("ann lee", code(*VANILLA))]
    (ann,) = run(rows, catalog, n5).players
    assert ann.player == "Ann  Lee"
    assert len(ann.lists) == 2


def test_other_columns_are_kept_as_given(catalog, n5):
    rows = [("Ann", "Red team", code(*DEMO_HG), "=1+1")]
    header = ("Player", "Team", " CODE ", "email")
    check = run(rows, catalog, n5, header=header)
    assert check.extra_columns == ("Team", "email")
    assert check.players[0].columns == (("Team", "Red team"), ("email", "=1+1"))


def test_a_missing_column_is_a_clear_error():
    with pytest.raises(
        EventFileError, match=r"no code column in the header \(found: player, list\)"
    ):
        read_event_csv("player,list\nAnn,x\n")
    with pytest.raises(EventFileError, match="no player or code column"):
        read_event_csv("")


def test_a_byte_order_mark_and_blank_rows_are_fine(catalog):
    text = "\ufeffplayer,code\n\nAnn,abc\n,\nBo,def"
    rows = read_event_csv(text).rows
    assert [(r.row, r.player, r.code) for r in rows] == [
        (3, "Ann", "abc"),
        (5, "Bo", "def"),
    ]
