"""PDF sheets read back with pypdf: contents, privacy, hostile text, pages."""

from __future__ import annotations

import hashlib
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm

from listbuilder.core import ArmyList, CombatGroup, TrooperEntry, build_roster
from listbuilder.core.armycode.bind import army_list_from_code
from listbuilder.core.roster.opponent import opponent_copy
from listbuilder.core.roster.profile_text import OPPONENT_COPY_NOTE, skills_beyond
from listbuilder.core.roster.rows import Roster
from listbuilder.export.options import PdfOptions
from listbuilder.export.pdf import ExportError, render_roster_pdf, write_roster_pdf
from listbuilder.export.pdf.cards import CARD_LAYOUTS, _weapons
from listbuilder.export.pdf.charts import _weapon_chart
from listbuilder.export.pdf.common import (
    Styles,
    distances_note,
    short_columns,
    weapon_table,
)
from listbuilder.export.pdf.fonts import BASE, EXTENDED, JAPANESE, KOREAN, script_runs
from listbuilder.export.pdf.page import MARGIN
from listbuilder.export.pdf.user_text import text_width
from tests.fixtures import FIXTURES
from tests.fixtures.lists import (
    fifteen_with_teams_and_reinforcements,
)
from tests.helpers import e, with_trooper, without_trooper

PANO = 101
#: How the Heavy Corregidor Spec Ops code of the shared vectors starts.
CORREGIDOR = "gfYKY29ycmVnaWRvciNIZWF2eSBDb3JyZWdpZG9y"


def fifteen_trooper_list(name: str = "Fifteen") -> ArmyList:
    """A legal 15-trooper PanOceania list with a camouflaged, a hidden-deploying
    and an airborne trooper (real ids from the bundled profiles)."""
    group1 = (
        e(1, 1, 10),  # Fusilier Lieutenant
        e(1, 1, 1),
        e(1, 1, 1),
        e(1, 1, 1),
        e(1, 1, 2),  # HMG
        e(1, 1, 6),  # Hacker
        e(1, 1, 8),  # Forward Observer
        e(1, 1, 9),  # Paramedic
        e(1, 1, 4),  # Missile Launcher
        e(1, 1, 5),  # MULTI Sniper Rifle
    )
    group2 = (
        e(1651, 1, 1),  # Squalos (TAG)
        e(1216, 1, 2),  # Zulu-Cobra: Camouflage
        e(769, 1, 3),  # Locust: Hidden Deployment
        e(1807, 1, 1),  # Banshee: Parachutist / Combat Jump
        e(5, 1, 1),  # Orc Troops
    )
    return ArmyList(
        army_id=PANO,
        name=name,
        groups=(
            CombatGroup(number=1, troopers=group1),
            CombatGroup(number=2, troopers=group2),
        ),
    )


def fifteen_trooper_roster(catalog, ruleset, name: str = "Fifteen") -> Roster:
    return build_roster(fifteen_trooper_list(name), catalog, ruleset)


def golden_code_list(start: str, catalog) -> ArmyList:
    """The list of the real army code starting ``start`` (golden test input)."""
    codes = (FIXTURES / "golden" / "codes.txt").read_text(encoding="utf-8")
    [code] = [c for c in codes.split() if c.startswith(start)]
    return army_list_from_code(code, catalog).army_list


def pages_text(data: bytes) -> list[str]:
    return [p.extract_text() for p in PdfReader(io.BytesIO(data)).pages]


def flat(text: str) -> str:
    """Whitespace-normalised text: line wraps do not split what we look for."""
    return " ".join(text.split())


def pdf(roster: Roster, **kw) -> bytes:
    return render_roster_pdf(roster, PdfOptions(invariant=True, **kw))


@pytest.fixture(scope="module")
def full_text(sheet) -> str:
    return flat(" ".join(pages_text(sheet())))


# -- the data behind every test ------------------------------------------------------


def test_test_list_is_legal_and_has_15_troopers(roster):
    assert len(roster.rows()) == 15
    assert roster.legal, roster.violations
    assert roster.troopers == 15


# -- full sheet -------------------------------------------------------------------


def test_pdf_starts_with_magic_and_writes_to_file_objects(roster, sheet):
    buffer = io.BytesIO()
    write_roster_pdf(roster, buffer, PdfOptions(invariant=True))
    assert buffer.getvalue().startswith(b"%PDF-")
    assert buffer.getvalue() == sheet()


def test_full_sheet_header(roster, full_text):
    assert "Fifteen" in full_text
    assert f"PanOceania · {roster.ruleset}" in full_text
    assert "logo" not in full_text
    assert roster.ruleset in full_text
    assert f"Points {roster.points_text}" in full_text
    assert f"SWC {roster.swc}" in full_text
    assert "Troopers 15/15" in full_text
    assert "LEGAL" in full_text


def test_full_sheet_has_every_trooper_name_cost_and_weapon(roster, full_text):
    for row in roster.rows():
        assert flat(row.name) in full_text
        assert f"{row.points} pts {row.swc} SWC" in full_text, row.name
        for weapon in row.weapons:
            assert flat(weapon.name) in full_text, (row.name, weapon.name)
    # each trooper's own cost line appears once per trooper
    assert full_text.count(" pts ") == 15


def test_full_sheet_profile_lines_and_ranges(roster, full_text):
    assert "MOV CC BS PH WIP ARM BTS W S 4-4 13 12 10 12 1 0 1 2" in full_text
    assert "STR" in full_text  # the Squalos is a TAG with Structure
    assert "Range (in)" in full_text
    assert "0-16 +3 | 16-32 -3 | 32-48 -6" in full_text  # Combi Rifle
    assert "Suppressive Fire" in full_text
    assert "ARM x2" in full_text  # MULTI AM mode: two saving rolls


def test_full_sheet_in_cm(sheet):
    text = flat(" ".join(pages_text(sheet(units="cm"))))
    assert "Range (cm)" in text
    assert "0-40 +3 | 40-80 -3 | 80-120 -6" in text
    assert "MOV CC BS PH WIP ARM BTS W S 10-10 13" in text
    assert "Distances in cm" in text


def test_full_sheet_marks_the_lieutenant_once(full_text):
    assert full_text.count("[LIEUTENANT]") == 1


def test_full_sheet_shows_order_pools(full_text):
    assert "Combat Group 1 Orders: 10 in pool · 1 lieutenant" in full_text
    assert "1 lieutenant" in full_text
    assert (
        "held off table: Locust (Hidden Deployment: 1 regular), Banshees "
        "(Airborne Deployment: 1 regular)" in full_text
    )


def test_violations_are_printed(catalog, n5):
    full = fifteen_trooper_list()
    lst = without_trooper(full, full.groups[0].troopers[0].uid)  # no Lieutenant
    roster = build_roster(lst, catalog, n5)
    assert not roster.legal
    text = flat(" ".join(pages_text(pdf(roster))))
    assert "NOT LEGAL" in text
    assert "A3:" in text


def test_troopers_are_never_split_across_pages(sheet, roster):
    # Every trooper prints one profile (MOV) and one weapons table header
    # (Range); a trooper split over a page break would put them on different
    # pages, and a weapons table split inside would repeat its header. A
    # trooper fielded by another's option without weapons (the Squalos'
    # peripheral) prints a profile with no weapons table, under "+ NAME".
    unarmed = {r.name for row in roster.rows() for r in row.included if not r.weapons}
    assert unarmed
    for style in ("full", "opponent"):
        for page in ("a4", "letter"):
            pages = pages_text(sheet(style=style, page=page))
            assert len(pages) > 1
            for text in pages:
                extra = sum(flat(text).count(f"+ {name}") for name in unarmed)
                assert text.count("MOV") == text.count("Range (in)") + extra, (
                    style,
                    page,
                )


@pytest.mark.parametrize("style", ["full", "opponent"])
def test_a_group_heading_shares_its_page_with_its_first_trooper(sheet, style):
    # On A4 the 15-trooper list's "Combat Group 2" heading fell at the foot of
    # page 2 and its first trooper, the Squalos, opened page 3.
    pages = [flat(text) for text in pages_text(sheet(style=style))]
    [page] = [text for text in pages if "Combat Group 2" in text]
    assert "Squalos" in page.split("Combat Group 2", 1)[1]


def test_a_real_codes_opponent_copy_keeps_its_group_heading_with_a_trooper(catalog, n5):
    # The Corregidor code of ../shared/armycodes/vectors.json (golden input):
    # its opponent copy ended page 3 with a lone "Combat Group 2".
    army = golden_code_list(CORREGIDOR, catalog)
    pages = pages_text(pdf(build_roster(army, catalog, n5), style="opponent"))
    [page] = [flat(text) for text in pages if "Combat Group 2" in text]
    assert page.split("Combat Group 2", 1)[1].startswith(" Lobos")


@pytest.mark.parametrize(
    ("page", "size"), [("a4", A4), ("letter", LETTER)], ids=["a4", "letter"]
)
def test_page_sizes(sheet, page, size):
    for style in ("full", "compact", "opponent"):
        reader = PdfReader(io.BytesIO(sheet(style=style, page=page)))
        box = reader.pages[0].mediabox
        assert (float(box.width), float(box.height)) == pytest.approx(size)


def test_pages_are_black_and_white(sheet):
    colour = re.compile(rb"([\d.]+) ([\d.]+) ([\d.]+) (?:rg|RG)\b")
    for style in ("full", "compact", "opponent"):
        reader = PdfReader(io.BytesIO(sheet(style=style)))
        for page in reader.pages:
            stream = page.get_contents().get_data()
            found = colour.findall(stream)
            assert found
            for r, g, b in found:
                assert float(r) == float(g) == float(b), (style, r, g, b)


# -- opponent copy --------------------------------------------------------------------


@pytest.fixture(scope="module")
def opponent_text(sheet) -> str:
    return flat(" ".join(pages_text(sheet(style="opponent"))))


def test_opponent_copy_says_it_hides_private_information(opponent_text):
    assert flat(OPPONENT_COPY_NOTE) in opponent_text
    assert "OPPONENT COPY" in opponent_text


def test_opponent_copy_has_no_cost_swc_or_lieutenant(roster, opponent_text, full_text):
    assert "pts" in full_text  # the words looked for do print on the full sheet
    assert "Lieutenant" in full_text
    for word in ("pts", "SWC", "LIEUTENANT", "Lieutenant", "LEGAL"):
        assert word not in opponent_text
    assert roster.points_text not in opponent_text
    assert roster.swc not in opponent_text
    assert f"Points limit {roster.points_limit}" in opponent_text


def test_opponent_copy_leaves_out_hidden_airborne_and_marker_contents(
    roster, opponent_text
):
    assert "Locust" not in opponent_text  # Hidden Deployment
    assert "Banshee" not in opponent_text  # Parachutist / Combat Jump
    assert "Zulu-Cobra" not in opponent_text  # Camouflage: a marker only
    assert "Jammer" not in opponent_text  # the Zulu-Cobra's weapon
    assert "Camouflage marker" in opponent_text
    assert "Squalos" in opponent_text  # Open troopers stay, with profiles
    assert "Troopers shown 13" in opponent_text  # 15 less two off table


def test_opponent_style_and_opponent_roster_print_the_same(roster, sheet):
    copy = opponent_copy(roster)
    assert sheet(style="opponent") == pdf(copy, style="opponent")
    assert pdf(copy, style="full") == sheet(style="opponent")


# -- compact sheet -------------------------------------------------------------------


@pytest.mark.parametrize("page", ["a4", "letter"])
@pytest.mark.parametrize("units", ["in", "cm"])
def test_compact_sheet_of_15_troopers_is_one_page(roster, sheet, page, units):
    pages = pages_text(sheet(style="compact", page=page, units=units))
    assert len(pages) == 1
    text = flat(pages[0])
    for row in roster.rows():
        assert flat(row.name) in text
    assert "Weapons" in text
    assert text.count("Combi Rifle ") >= 1


def test_compact_sheet_gives_the_skills_a_player_looks_up(roster, sheet):
    # The compact sheet printed loadouts only: no Mimetism, no Hidden
    # Deployment. Each row now adds the skills its loadout does not name.
    [page] = pages_text(sheet(style="compact"))
    text = flat(page)
    skilled = [r for r in roster.rows() if skills_beyond(r.loadout, r.skills)]
    assert len(skilled) == 4  # the Squalos, Zulu-Cobra, Locust, Banshees
    assert text.count("Skills: ") == len(skilled)
    for row in skilled:
        skills = ", ".join(skills_beyond(row.loadout, row.skills))
        assert flat(f"Skills: {skills}") in text
    assert "Mimetism (-6), Forward Deployment (+20)" in text  # the Locust
    assert "Hidden Deployment," in text


def heaviest_list(catalog, army_id: int) -> ArmyList:
    """15 troopers of the army with the most weapon modes each: the longest
    compact sheet the army can print (AVA aside)."""
    army = catalog.army(army_id)

    def modes(unit, profile_group_id, option) -> int:
        group = unit.group(profile_group_id)
        items = (group.profiles[0].weapons if group else ()) + option.weapons
        weapons = (catalog.weapon(i.id) for i in items)
        return sum(len(w.modes) for w in weapons if w)

    options = sorted(
        (
            (modes(u, g, o), u.id, g, o.id)
            for u in army.units
            for g, o in u.purchasable()
            if g
        ),
        reverse=True,
    )[:15]
    troopers = tuple(e(u, g, o) for _, u, g, o in options)
    return ArmyList(
        army_id=army_id,
        name=f"Heaviest {army.name}",
        groups=(
            CombatGroup(number=1, troopers=troopers[:10]),
            CombatGroup(number=2, troopers=troopers[10:]),
        ),
    )


@pytest.mark.parametrize("page", ["a4", "letter"])
@pytest.mark.parametrize("units", ["in", "cm"])
def test_compact_sheet_is_one_page_for_every_army(catalog, n5, page, units):
    lists = [heaviest_list(catalog, army_id) for army_id in catalog.army_ids]
    lists.append(fifteen_with_teams_and_reinforcements())
    for army in lists:
        roster = build_roster(army, catalog, n5)
        data = pdf(roster, style="compact", page=page, units=units)
        pages = pages_text(data)
        assert len(pages) == 1, army.name
        assert distances_note(units) in flat(pages[0])


def test_compact_sheet_summarises_each_weapon_once(roster, sheet):
    text = flat(pages_text(sheet(style="compact"))[0])
    summary = text.split("Weapons Weapon Range (in)", 1)[1]
    for weapon in roster.weapon_summary():
        assert flat(weapon.name) in summary
    assert summary.count("Combi Rifle 0-16") == 1


def test_compact_sheet_over_15_troopers_flows(catalog, n5):
    lst = fifteen_trooper_list()
    for _ in range(15):
        lst = with_trooper(lst, 2, e(1, 1, 1))
    roster = build_roster(lst, catalog, n5)
    assert len(pages_text(pdf(roster, style="compact"))) > 1


# -- hostile text ---------------------------------------------------------------------

HOSTILE = [
    "<b>Bold</b> & <i>friends</i>",
    "Małpy stronk",
    "&amp; &lt;tag&gt; &#65;",
    "<font name='Courier'>x</font><br/>",
    "日本語の部隊リスト",
    "한국어 군대 목록",
    "Zoë’s “list” — ąęśćżźń ŁÓDŹ Ωμέγα Москва",
    "混在 mixed 한글 Latin",
]


@pytest.mark.parametrize("name", HOSTILE)
@pytest.mark.parametrize("style", ["full", "compact", "opponent"])
def test_hostile_names_round_trip_as_text(catalog, n5, small, name, style):
    roster = build_roster(small.replace(name=name), catalog, n5)
    [text] = pages_text(pdf(roster, style=style))
    # once as the heading, once in the page footer
    assert flat(text).count(flat(name)) == 2


def test_markup_in_a_name_is_never_interpreted(catalog, n5, small):
    roster = build_roster(
        small.replace(name="<font name='Courier'>x</font>"), catalog, n5
    )
    reader = PdfReader(io.BytesIO(pdf(roster)))
    fonts = {
        str(font["/BaseFont"])
        for font in reader.pages[0]["/Resources"]["/Font"].values()
    }
    assert not any("Courier" in f for f in fonts)


def test_scripts_get_fonts_that_carry_them(catalog, n5, small):
    roster = build_roster(small.replace(name="Małpy 日本語 한국어"), catalog, n5)
    reader = PdfReader(io.BytesIO(pdf(roster)))
    fonts = {
        str(font["/BaseFont"])
        for font in reader.pages[0]["/Resources"]["/Font"].values()
    }
    # CJK prints with embedded TrueType subsets (no unembedded CID fonts)
    assert any(f.endswith("+IPAexGothic") for f in fonts)
    assert any(f.endswith("+NanumGothic") for f in fonts)
    assert any(f.endswith("+DejaVuSans-Bold") for f in fonts)
    assert "/Helvetica" in fonts


def test_script_runs_keep_latin_in_helvetica():
    assert list(script_runs("Fusiliers & <b>")) == [(BASE, "Fusiliers & <b>")]
    # a word with one extended letter is printed wholly in one font
    assert list(script_runs("Małpy stronk")) == [(EXTENDED, "Małpy"), (BASE, " stronk")]
    assert list(script_runs("Gǔdàn Troops")) == [(EXTENDED, "Gǔdàn"), (BASE, " Troops")]
    assert [k for k, _ in script_runs("部隊 한글")] == [JAPANESE, KOREAN]
    assert list(script_runs("")) == []


def test_empty_and_blank_names(catalog, n5, small):
    roster = build_roster(small.replace(name="   "), catalog, n5)
    assert "Untitled list" in pages_text(pdf(roster))[0]
    assert "My title" in pages_text(pdf(roster, title="My title"))[0]


def test_empty_list_prints(catalog, n5):
    roster = build_roster(ArmyList(army_id=PANO, name="Empty"), catalog, n5)
    for style in ("full", "compact", "opponent"):
        assert pdf(roster, style=style).startswith(b"%PDF-")


# -- bytes, targets, errors --------------------------------------------------------


def test_invariant_output_is_stable(roster, sheet):
    for style in ("full", "compact", "opponent"):
        assert pdf(roster, style=style) == sheet(style=style)


def test_invariant_output_is_stable_across_processes(catalog, n5):
    # TrueType subsets (Polish text) must not carry random names or dates.
    code = (
        "import sys, hashlib\n"
        "from tests.export.pdf.test_pdf import fifteen_trooper_roster, pdf\n"
        "from listbuilder.data.profiles.load import load_catalog\n"
        "from listbuilder.data.rulesets import load_ruleset\n"
        "from listbuilder.paths import bundled_profiles_dir\n"
        "r = fifteen_trooper_roster(load_catalog(bundled_profiles_dir()),"
        " load_ruleset('n5'), name='Małpy 日本')\n"
        "sys.stdout.write(hashlib.sha256(pdf(r)).hexdigest())\n"
    )
    root = Path(__file__).resolve().parents[3]
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    here = fifteen_trooper_roster(catalog, n5, name="Małpy 日本")
    assert out == hashlib.sha256(pdf(here)).hexdigest()


def test_path_target_is_written_atomically(roster, sheet, tmp_path):
    target = tmp_path / "list.pdf"
    write_roster_pdf(roster, target, PdfOptions(style="compact", invariant=True))
    assert target.read_bytes() == sheet(style="compact")
    assert [p.name for p in tmp_path.iterdir()] == ["list.pdf"]


@pytest.mark.parametrize(
    ("option", "value"),
    [("style", "fancy"), ("page", "a3"), ("units", "furlongs")],
)
def test_bad_options_raise_and_leave_the_file_alone(roster, tmp_path, option, value):
    target = tmp_path / "list.pdf"
    target.write_bytes(b"old")
    with pytest.raises(ExportError, match=value):
        write_roster_pdf(roster, target, PdfOptions(**{option: value}))
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["list.pdf"]


def test_unwritable_target_raises_export_error(catalog, n5, small, tmp_path):
    roster = build_roster(small, catalog, n5)
    with pytest.raises(ExportError, match="cannot write"):
        write_roster_pdf(roster, tmp_path / "missing" / "list.pdf")


def test_long_names_print_whole_in_the_heading_and_cut_in_the_footer(
    catalog, n5, small
):
    name = "Very long list name " * 7 + "日本語"
    for style in ("full", "opponent"):
        roster = build_roster(small.replace(name=name), catalog, n5)
        [page] = pages_text(pdf(roster, style=style))
        text = flat(page)
        assert flat(name) in text
        footer = next(line for line in page.splitlines() if "…" in line)
        assert footer.startswith("Very long list name")
        assert "日本語" not in footer
        assert "PanOceania" in footer  # the army is never cut away


def test_troopers_the_data_does_not_know_still_print(catalog, n5, small):
    army = with_trooper(small, 0, e(999999, 1, 1))
    roster = build_roster(army, catalog, n5)
    for style in ("full", "compact"):
        text = flat(" ".join(pages_text(pdf(roster, style=style))))
        assert "Unknown unit 999999" in text
        assert "NOT LEGAL" in text
    cards = flat(" ".join(pages_text(pdf(roster, style="cards", charts=True))))
    assert "Unknown unit 999999" in cards
    assert "Orders: none" in cards


def test_paired_unit_prints_both_troopers_and_their_weapons(catalog, n5):
    import io

    from pypdf import PdfReader

    from listbuilder.core import ArmyList, CombatGroup, build_roster
    from listbuilder.export.pdf import write_roster_pdf

    lst = ArmyList(
        army_id=101,
        groups=(
            CombatGroup(
                number=1,
                troopers=(
                    TrooperEntry(unit_id=1, profile_group_id=1, option_id=10),
                    TrooperEntry(unit_id=10380, profile_group_id=0, option_id=1),
                ),
            ),
        ),
    )
    out = io.BytesIO()
    write_roster_pdf(build_roster(lst, catalog, n5), out, PdfOptions(invariant=True))
    text = " ".join(
        p.extract_text() for p in PdfReader(io.BytesIO(out.getvalue())).pages
    )
    for needle in (
        "+ SCARFACE Loadout Alpha",
        "+ CORDELIA TURNER",
        "Mk12",
        "PARA Mine",
    ):
        assert needle in text


# -- fireteams, data version -------------------------------------------------------


@pytest.fixture(scope="module")
def teams_roster(catalog, n5) -> Roster:
    return build_roster(fifteen_with_teams_and_reinforcements(), catalog, n5)


@pytest.mark.parametrize("style", ["full", "compact", "opponent"])
def test_declared_fireteams_print_with_their_members(teams_roster, style):
    text = flat(" ".join(pages_text(pdf(teams_roster, style=style))))
    for team in teams_roster.fireteams:
        # "Fireteam HARIS 1 · Military Orders Fireteams: Teutonic Knights, ..."
        assert f"Fireteam {flat(team.text)}" in text, style
    assert "Fireteam HARIS 1 · Military Orders Fireteams: Teutonic Knights, " in text
    # each member is marked with its team
    assert text.count("[HARIS 1]") == 3
    assert text.count("[DUO 1]") == 2
    assert text.count("[DUO 2]") == 2


def test_lists_without_fireteams_print_none(full_text):
    assert "Fireteam" not in full_text


@pytest.mark.parametrize("style", ["full", "compact", "opponent", "cards"])
def test_footer_names_the_data_version_on_every_page(roster, style):
    # the data set's version (its newest army file's), not 101.json's 7.2668.374
    assert roster.data_version == "7.2669.194"
    for text in pages_text(pdf(roster, style=style, charts=True)):
        assert "data 7.2669.194" in text


def test_short_weapon_columns_hold_their_text_in_every_style(catalog, n5):
    # Jamie Arantes' plasma rifle saves "ARM and BTS" and her pistol fires
    # "AP+Shock": printed in fixed shares of the width, they ran into the next
    # column of the full sheet.
    group = CombatGroup(number=1, troopers=(e(1786, 1, 1),))
    [row] = build_roster(ArmyList(army_id=1003, groups=(group,)), catalog, n5).rows()
    lines = row.weapons
    assert "ARM and BTS" in {w.save_text for w in lines}
    assert "AP+Shock" in {w.ammunition for w in lines}
    sheet = A4[0] - 2 * MARGIN
    # (table, its width, its style, its first short column, its cell padding)
    tables = [
        (weapon_table(lines, sheet, Styles(8), "in"), sheet, Styles(8), 2, 4),
        (_weapon_chart(lines, sheet, Styles(7.5), "in"), sheet, Styles(7.5), 6, 4),
    ]
    for per_page, body, first in ((9, 6.2, 1), (6, 7, 2)):
        card = CARD_LAYOUTS[per_page][0] - 4.4 * mm
        st = Styles(body)
        tables.append((_weapons(lines, card, st, "in"), card, st, first, 2.4))
    for table, width, st, first, padding in tables:
        widths = table._colWidths  # the widths reportlab was given
        assert sum(widths) == pytest.approx(width)
        assert min(widths) > 0
        for c, texts in short_columns(lines, first).items():
            for text in texts:
                assert widths[c] >= text_width(text, st.small.fontSize) + padding, (
                    c,
                    text,
                )
