"""One trooper count everywhere (issue 12, RULES.md A7) on a real Nomads list.

A pair (Jazz & Billie), a controller with its peripheral (Gecko and its
Robbybot), two 0-minis remotes (Zondbots) and a reinforcement group: the group
header, the order-pool table, the summary, the import preview, ``validate``,
``export`` and the PDF all print the same figures, with the reasons.
"""

from __future__ import annotations

import io
import json

import pytest
from pypdf import PdfReader

from listbuilder.cli import main
from listbuilder.core import ArmyList, CombatGroup, build_roster, order_pools, validate
from listbuilder.core.armycode.bind import army_code, army_list_from_code
from listbuilder.core.lists.counts import TrooperCount, counts_text, list_counts
from listbuilder.data.lists import save_army
from listbuilder.gui.present.roster_rows import group_title
from listbuilder.gui.present.status import status_summary
from tests.helpers import e

SECURITATE_LT = e(434, 1, 10)
JAZZ_BILLIE = e(1551, 0, 1)  # top-level pair option, minis 2
GECKO = e(432, 1, 1)  # includes its Robbybot peripheral, minis 1
ZONDBOT = (425, 1, 1)  # minis 0
YUAN_YUAN = e(10378, 1, 2)
HELLCAT = e(394, 1, 3)
REINF_ZONDBOT, REINF_SPEKTR = e(1746, 1, 1), e(1741, 1, 1)

NOTES = (
    "Jazz&Billie (JAZZ + BILLIE) counts 2, a pair",
    "2x Zondbots count 0 each, peripheral",
)
MAIN_TEXT = f"6 troopers: {'; '.join(NOTES)}"


@pytest.fixture(scope="module")
def nomads() -> ArmyList:
    main = (
        SECURITATE_LT,
        JAZZ_BILLIE,
        GECKO,
        e(*ZONDBOT),
        e(*ZONDBOT),
        YUAN_YUAN,
        HELLCAT,
    )
    return ArmyList(
        army_id=501,
        name="Count me",
        groups=(
            CombatGroup(number=1, troopers=main),
            CombatGroup(
                number=1, reinforcement=True, troopers=(REINF_ZONDBOT, REINF_SPEKTR)
            ),
        ),
    )


def test_the_core_count_has_its_reasons(nomads, catalog, n5):
    report = validate(nomads, catalog, n5)
    assert report.is_legal, report.violations
    assert report.trooper_count == TrooperCount(troopers=6, entries=7, notes=NOTES)
    assert report.trooper_count.text == MAIN_TEXT
    assert (report.troopers, report.troopers_text) == (6, "6/15")
    assert report.reinforcement_count.text == (
        "1 trooper: Reinf. Zondbots counts 0, peripheral"
    )
    assert report.reinforcement_troopers == 1


def test_group_header_pool_table_and_summary_agree(nomads, catalog, n5):
    report = validate(nomads, catalog, n5)
    pools = order_pools(nomads, catalog, n5)
    roster = build_roster(nomads, catalog, n5, report=report, pools=pools)
    main_group, reinf_group = roster.groups
    # Group header (was the number of rows: 7).
    assert group_title(main_group) == "Combat Group 1 (6 troopers)"
    assert group_title(reinf_group) == "Reinforcement Group 1 (1 trooper)"
    assert main_group.trooper_count == report.trooper_count
    # Order-pool table.
    assert [p.troopers for p in pools] == [6, 1]
    assert pools[0].trooper_count == report.trooper_count
    assert pools[1].trooper_count == report.reinforcement_count
    # Summary and roster totals.
    summary = status_summary(report, roster, n5)
    assert summary.troopers == "Troopers 6/15"
    assert summary.reinforcements == "Reinforcements: 30 pts, 1 trooper"
    assert roster.troopers == 6
    assert roster.trooper_count == report.trooper_count
    assert roster.reinforcement_count == report.reinforcement_count


def test_import_preview_says_the_same(nomads, catalog, n5):
    imported = army_list_from_code(army_code(nomads, catalog), catalog).army_list
    text = counts_text(*list_counts(imported, catalog))
    assert text == (
        f"6 troopers ({'; '.join(NOTES)}) + 1 in reinforcement groups "
        "(Reinf. Zondbots counts 0, peripheral)"
    )


def test_command_line_and_pdf_say_the_same(nomads, catalog, tmp_path, capsys):
    path = tmp_path / "count.lbl.json"
    save_army(nomads, path)
    assert main(["validate", "--json", str(path)]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["troopers"] == 6
    assert [g["troopers"] for g in record["groups"]] == [6, 1]
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert "troopers 6/15" in out
    assert "Group 1: 6 troopers" in out
    assert "Reinforcement group 1: 1 trooper," in out

    pdf = tmp_path / "count.pdf"
    assert main(["export", str(path), "--pdf", str(pdf)]) == 0
    out = capsys.readouterr().out
    assert f"{pdf}: full sheet, A4, 6 troopers ({'; '.join(NOTES)})" in out
    first = " ".join(
        PdfReader(io.BytesIO(pdf.read_bytes())).pages[0].extract_text().split()
    )
    assert "Troopers 6/15" in first

    code_file = tmp_path / "imported.lbl.json"
    code = army_code(nomads, catalog)
    assert main(["import-code", code, "-o", str(code_file)]) == 0
    out = capsys.readouterr().out
    assert "6 troopers (" in out
    assert "+ 1 in reinforcement groups" in out


def test_lists_without_proxies_count_each_trooper_s_minis(catalog):
    from listbuilder.core.lists.counts import count_troopers, trooper_note
    from listbuilder.core.lists.resolve import resolve_list
    from tests.benchmarks.test_all_armies_benchmark import mixed_lists

    noted = 0
    for lst in mixed_lists(200, seed=11):
        troopers = resolve_list(lst, catalog)
        if any(t.is_g_jumper for t in troopers):
            continue
        counted = count_troopers(troopers)
        straight = {
            t.uid: (t.minis, trooper_note(t) if t.minis != 1 else "") for t in troopers
        }
        assert counted.entries == straight
        assert list(counted.entries) == list(straight)  # in list order
        assert counted.extra_proxies == frozenset()
        noted += sum(1 for _m, note in straight.values() if note)
    assert noted > 10  # pairs and peripherals bought alone are in


def test_counts_of_real_lists_are_the_straightforward_counts(catalog):
    """count_troopers' no-Proxy path and Counted.of, written out for speed,
    against count_alike (every trooper alike) and count_entries on 300 real
    lists (pairs, peripherals, Proxies, unresolved members included)."""
    from listbuilder.core.lists.counts import (
        count_alike,
        count_entries,
        count_troopers,
        proxy_sets,
    )
    from listbuilder.core.lists.resolve import resolve_list
    from tests.benchmarks.test_validate_codes_benchmark import build_codes
    from tests.core.rules.lists import build
    from tests.core.rules.test_post_humans_and_relations import OSS, OSS_FULL

    kinds = {"pair": 0, "proxy": 0, "zero": 0}
    lists = [
        army_list_from_code(c, catalog).army_list
        for c in build_codes(catalog, count=300, seed=3)
    ]
    for army_list in [*lists, build(OSS, *OSS_FULL)]:  # and O-S.S.S.'s Proxies
        troopers = resolve_list(army_list, catalog)
        counted = count_troopers(troopers)
        alike = count_alike(troopers, proxy_sets(troopers))  # no shortcut
        entries, extra = alike.entries, alike.extra_proxies
        assert counted.entries == entries
        assert list(counted.entries) == list(entries)
        assert counted.extra_proxies == extra
        parts = [troopers, troopers[:1], [t for t in troopers if t.group.reinforcement]]
        parts += [
            [t for t in troopers if t.group is g]
            for g in {id(t.group): t.group for t in troopers}.values()
        ]
        for part in parts:
            expected = count_entries(entries[t.uid] for t in part)
            assert counted.of(part) == expected
            assert counted.of(part).model_fields_set == expected.model_fields_set
        kinds["pair"] += any(m == 2 for m, _n in entries.values())
        kinds["proxy"] += bool(extra)
        kinds["zero"] += any(m == 0 for m, _n in entries.values())
    assert kinds["pair"] >= 5
    assert kinds["proxy"] == 1
    assert kinds["zero"] >= 5


def test_the_count_of_no_troopers_is_what_counting_none_gives():
    from listbuilder.core.lists.counts import NO_TROOPERS, count_troopers
    from tests.helpers import assert_as_validated

    counted = count_troopers([]).of([])
    assert counted == NO_TROOPERS
    assert NO_TROOPERS.model_fields_set == counted.model_fields_set
    assert_as_validated(NO_TROOPERS)
