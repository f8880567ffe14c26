"""``listbuilder export FILE --pdf OUT``: sheets from the command line."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.lib.pagesizes import LETTER

from listbuilder.cli import main
from listbuilder.data.lists import save_army
from tests.export.pdf.test_pdf import fifteen_trooper_list, flat


def text_of(path) -> list[str]:
    return [
        flat(p.extract_text()) for p in PdfReader(io.BytesIO(path.read_bytes())).pages
    ]


@pytest.fixture
def saved(tmp_path):
    path = tmp_path / "list.lbl.json"
    save_army(fifteen_trooper_list(name="Małpy <b>stronk</b> & 日本"), path)
    return path


def test_export_full_sheet(saved, tmp_path, capsys):
    out = tmp_path / "list.pdf"
    assert main(["export", str(saved), "--pdf", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF-")
    pages = text_of(out)
    assert len(pages) > 1
    assert "Małpy <b>stronk</b> & 日本" in pages[0]
    assert "Range (in)" in pages[0]
    assert "10 pts 0 SWC" in pages[0]
    assert str(out) in capsys.readouterr().out


def test_export_compact_letter_cm(saved, tmp_path):
    out = tmp_path / "compact.pdf"
    argv = ["export", str(saved), "--pdf", str(out), "--style", "compact"]
    assert main([*argv, "--page", "letter", "--units", "cm"]) == 0
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx(LETTER)
    assert "Range (cm)" in flat(reader.pages[0].extract_text())


def test_export_opponent_copy(saved, tmp_path):
    out = tmp_path / "opponent.pdf"
    assert main(["export", str(saved), "--pdf", str(out), "--style", "opponent"]) == 0
    text = " ".join(text_of(out))
    assert "Opponent copy" in text
    for word in ("pts", "SWC", "Lieutenant", "LIEUTENANT", "Locust"):
        assert word not in text


@pytest.mark.parametrize(
    "content",
    [b"not json", b'{"app": "other"}', b'{"app": "listbuilder", "schema_version": 1}'],
    ids=["garbage", "foreign", "no-list"],
)
def test_unreadable_list_exits_2_and_writes_nothing(tmp_path, capsys, content):
    source = tmp_path / "bad.lbl.json"
    source.write_bytes(content)
    out = tmp_path / "out.pdf"
    assert main(["export", str(source), "--pdf", str(out)]) == 2
    err = capsys.readouterr().err
    assert "cannot read the list" in err
    assert str(source) in err
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.lbl.json"]


def test_missing_list_exits_2_and_keeps_an_existing_pdf(tmp_path, capsys):
    out = tmp_path / "out.pdf"
    out.write_bytes(b"old")
    assert main(["export", str(tmp_path / "nope.json"), "--pdf", str(out)]) == 2
    assert "cannot be read" in capsys.readouterr().err
    assert out.read_bytes() == b"old"


def test_unknown_ruleset_exits_2(tmp_path, capsys):
    source = tmp_path / "list.lbl.json"
    save_army(fifteen_trooper_list().replace(ruleset="n9"), source)
    out = tmp_path / "out.pdf"
    assert main(["export", str(source), "--pdf", str(out)]) == 2
    assert 'unknown ruleset "n9" (known: n2, n5)' in capsys.readouterr().err
    assert not out.exists()


def test_unwritable_target_exits_2(saved, tmp_path, capsys):
    out = tmp_path / "missing-folder" / "out.pdf"
    assert main(["export", str(saved), "--pdf", str(out)]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_bad_style_is_a_usage_error(saved, tmp_path, capsys):
    out = tmp_path / "out.pdf"
    with pytest.raises(SystemExit) as exc:
        main(["export", str(saved), "--pdf", str(out), "--style", "fancy"])
    assert exc.value.code == 2
    assert "invalid choice: 'fancy'" in capsys.readouterr().err
    assert not out.exists()


def test_pdf_option_is_required(saved, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["export", str(saved)])
    assert exc.value.code == 2
    assert "--pdf" in capsys.readouterr().err


@pytest.mark.parametrize(("per_page", "pages"), [("9", 2), ("6", 3)])
def test_export_trooper_cards(saved, tmp_path, capsys, per_page, pages):
    out = tmp_path / "cards.pdf"
    argv = ["export", str(saved), "--pdf", str(out), "--style", "cards"]
    assert main([*argv, "--per-page", per_page]) == 0
    text = text_of(out)
    assert len(text) == pages  # 15 troopers and the Squalos' Crabbot
    assert "PERIPHERAL of Squalos Mk-II" in " ".join(text)
    assert f"trooper cards ({per_page} a page)" in capsys.readouterr().out


def test_export_with_charts(saved, tmp_path, capsys):
    out = tmp_path / "charts.pdf"
    argv = ["export", str(saved), "--pdf", str(out), "--style", "compact"]
    assert main([*argv, "--charts"]) == 0
    pages = text_of(out)
    assert len(pages) == 2
    assert "Charts for this list" in pages[1]
    assert "Hacking programs" in pages[1]
    assert "charts page" in capsys.readouterr().out


def test_bad_cards_per_page_is_a_usage_error(saved, tmp_path, capsys):
    out = tmp_path / "out.pdf"
    with pytest.raises(SystemExit) as exc:
        main(["export", str(saved), "--pdf", str(out), "--per-page", "4"])
    assert exc.value.code == 2
    assert "invalid choice: 4" in capsys.readouterr().err
    assert not out.exists()


# -- issue 30: an export never replaces a saved list ----------------------------------


def test_export_over_its_own_list_is_refused(saved, capsys):
    before = saved.read_bytes()
    assert main(["export", str(saved), "--pdf", str(saved)]) == 2
    err = capsys.readouterr().err
    assert "is a saved list" in err
    assert err.count("\n") == 1
    assert saved.read_bytes() == before


def test_export_over_the_same_list_by_another_name_is_refused(saved, tmp_path):
    before = saved.read_bytes()
    other = tmp_path / "sub" / ".." / saved.name
    (tmp_path / "sub").mkdir()
    assert main(["export", str(saved), "--pdf", str(other)]) == 2
    assert saved.read_bytes() == before


def test_export_over_another_saved_list_is_refused(saved, tmp_path, capsys):
    other = tmp_path / "other.pdf"  # a saved list, whatever its name says
    save_army(fifteen_trooper_list(name="Other"), other)
    before = other.read_bytes()
    assert main(["export", str(saved), "--pdf", str(other)]) == 2
    assert str(other) in capsys.readouterr().err
    assert other.read_bytes() == before


def test_export_over_an_old_pdf_is_fine(saved, tmp_path):
    out = tmp_path / "old.pdf"
    out.write_bytes(b"%PDF-1.4 old")
    assert main(["export", str(saved), "--pdf", str(out)]) == 0
    assert out.read_bytes() != b"%PDF-1.4 old"
