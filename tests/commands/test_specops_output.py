"""A Spec-Ops printed and shared: text, Markdown, opponent copy, JSON, PDFs."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from listbuilder.cli import main
from listbuilder.core.armycode.bind import army_list_from_code
from listbuilder.core.armycode.decode import decode
from listbuilder.data.lists import save_army
from tests.fixtures.lists import INDIGO_UPGRADES, winter_indigo

CONFIG = "Spec-Ops: BS+1, Doctor, Hacking Device, Mimetism (-3)"


@pytest.fixture(autouse=True)
def loaded_catalog(monkeypatch, catalog):
    """Hand the commands the session's catalog: loading it per call is slow."""
    monkeypatch.setattr("listbuilder.data.store.open_catalog", lambda *a, **k: catalog)


@pytest.fixture
def indigo(tmp_path) -> Path:
    path = tmp_path / "indigo.lbl.json"
    save_army(winter_indigo(), path)
    return path


def _out(capsys, argv: list[str]) -> tuple[int, str]:
    capsys.readouterr()
    code = main(argv)
    return code, capsys.readouterr().out


def test_text_prints_the_upgrades_and_xp_on_the_troopers_line(indigo, capsys):
    code, out = _out(capsys, ["text", str(indigo)])
    assert code == 0
    (line,) = [x for x in out.splitlines() if x.startswith("FUSILIER INDIGO")]
    assert f"{CONFIG} (11 XP). (0 | 11)" in line
    code, out = _out(capsys, ["text", "--markdown", str(indigo)])
    assert f"{CONFIG} (11 XP)." in out


def test_the_opponent_copy_shows_the_upgrades_without_xp(indigo, capsys):
    _code, out = _out(capsys, ["text", "--opponent", str(indigo)])
    assert f"{CONFIG}." in out
    assert "XP" not in out


def test_validate_json_gains_specops(indigo, capsys):
    code, out = _out(capsys, ["validate", "--json", str(indigo)])
    assert code == 0
    record = json.loads(out)
    assert record["specops"] == [
        {
            "trooper": "Fusiliers",
            "upgrades": [
                {"kind": "stat", "name": "BS", "amount": 1},
                {"kind": "skill", "name": "Doctor", "amount": 1},
                {"kind": "equip", "name": "Hacking Device", "amount": 1},
                {"kind": "skill", "name": "Mimetism (-3)", "amount": 1},
            ],
            "xp": 11,
            "unpriced": ["BS+1"],
        }
    ]
    _code, text = _out(capsys, ["validate", str(indigo)])
    assert "Note (E8)" in text


def test_a_list_without_spec_ops_has_no_specops_key(tmp_path, capsys):
    path = tmp_path / "plain.lbl.json"
    plain = winter_indigo()
    group = plain.groups[0]
    save_army(plain.replace(groups=(group.replace(troopers=group.troopers[:1]),)), path)
    _code, out = _out(capsys, ["validate", "--json", str(path)])
    assert "specops" not in json.loads(out)


def test_code_writes_t2_with_a_spec_ops_and_reads_back_what_was_built(
    indigo, capsys, catalog
):
    code, out = _out(capsys, ["code", str(indigo)])
    assert code == 0
    assert decode(out.strip()).layout == "C/T2"
    back = army_list_from_code(out.strip(), catalog).army_list
    assert back.groups[0].troopers[1].specops == INDIGO_UPGRADES


@pytest.mark.parametrize("style", ["full", "compact", "cards", "opponent"])
def test_every_pdf_prints_the_configuration(indigo, tmp_path, capsys, style):
    target = tmp_path / f"{style}.pdf"
    code, _out_text = _out(
        capsys, ["export", str(indigo), "--pdf", str(target), "--style", style]
    )
    assert code == 0
    reader = PdfReader(io.BytesIO(target.read_bytes()))
    text = " ".join(" ".join(p.extract_text().split()) for p in reader.pages)
    assert "Spec-Ops: BS+1, Doctor, Hacking Device, Mimetism" in text
    if style == "opponent":
        assert "XP" not in text
    else:
        assert "(11 XP)" in text
    if style != "compact":  # the compact sheet prints loadouts, not skill lists
        assert "MediKit" in text  # the upgraded profile: what Doctor grants
