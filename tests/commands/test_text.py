"""`listbuilder text`: a saved list or an army code as text, Markdown or the
opponent's copy; exit codes."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path

import pytest

from listbuilder.cli import main
from listbuilder.core.armycode.decode import decode
from listbuilder.core.armycode.encode import encode
from listbuilder.data.lists import save_army
from listbuilder.export.text import RULE
from tests.fixtures import FIXTURES
from tests.fixtures.lists import (
    fifteen_with_teams_and_reinforcements,
)

VECTORS = json.loads((FIXTURES / "armycode_vectors.json").read_text(encoding="utf-8"))
VANILLA = next(v for v in VECTORS if v["name"].startswith("Vanilla 300pt"))


@pytest.fixture(autouse=True)
def loaded_catalog(monkeypatch, catalog):
    """Hand the commands the session's catalog: loading it per call is slow."""
    monkeypatch.setattr("listbuilder.data.store.open_catalog", lambda *a, **k: catalog)


@pytest.fixture
def friars(tmp_path) -> Path:
    path = tmp_path / "friars.lbl.json"
    save_army(fifteen_with_teams_and_reinforcements().replace(name="Friars"), path)
    return path


def test_text_of_a_saved_list(friars, capsys):
    assert main(["text", str(friars)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:4] == [RULE, "Military Orders", "Friars", RULE]
    assert "GROUP 2 (3 troopers, 3 orders)" in lines
    assert "REINFORCEMENT GROUP 1 (2 troopers, 2 orders)" in lines
    assert lines[-3:-1] == ["SWC | 1.5 / Points | 255", "Reinforcements | Points | 42"]
    assert lines[-1].startswith("https://infinityuniverse.com/army/list/")


def test_text_of_an_army_code(capsys):
    assert main(["text", VANILLA["code"]]) == 0
    out = capsys.readouterr().out
    assert "Vanilla 300pt (multi sniper)" in out
    assert out.splitlines()[-2] == "SWC | 5.5 / Points | 300"
    link = out.splitlines()[-1]  # back to the official builder, the same list
    decoded = decode(link)
    assert decoded.name == "Vanilla 300pt (multi sniper)"
    assert [len(g.members) for g in decoded.groups] == [
        len(g["members"]) for g in VANILLA["groups"]
    ]
    members = sum(len(g["members"]) for g in VANILLA["groups"])
    costed = [ln for ln in out.splitlines() if ln.endswith(")") and " | " in ln]
    assert len(costed) == members


def test_code_from_stdin(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO(VANILLA["code"] + "\n"))
    assert main(["text", "-", "--markdown"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("## PanOceania\n**Vanilla 300pt (multi sniper)**\n")
    assert out.splitlines()[-2] == "**SWC | 5.5 / Points | 300**"
    assert out.splitlines()[-1].startswith("<https://infinityuniverse.com/army/list/")


def test_opponent_copy_hides_costs_and_the_lieutenant(friars, capsys):
    assert main(["text", str(friars), "--opponent"]) == 0
    out = capsys.readouterr().out
    assert "Lieutenant" not in out
    assert " | " not in out
    assert "Open information only" in out
    assert "infinityuniverse.com" not in out  # a link would open the whole list


def test_opponent_markdown(friars, capsys):
    assert main(["text", str(friars), "--opponent", "--markdown"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("## Military Orders")
    assert "`" not in out  # no costs
    assert out.rstrip().endswith("*")


def test_unknown_members_print_and_exit_1(capsys):
    # the worked example with its second member's unit id made unknown (414 -> 32000)
    decoded = decode("gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA")
    group = decoded.groups[0]
    bad = replace(group.members[1], unit_id=32000)
    group = replace(group, members=(group.members[0], bad))
    code = encode(replace(decoded, groups=(group,)))
    assert main(["text", code]) == 1
    captured = capsys.readouterr()
    assert "GROUP 1" in captured.out
    assert "32000" in captured.err


@pytest.mark.parametrize(
    ("arg", "message"),
    [
        ("not-a-code", "not"),
        ("missing/list.lbl.json", "no such file, and not an army code"),
    ],
)
def test_unreadable_input_exits_2(arg, message, capsys):
    assert main(["text", arg]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert message in captured.err


def test_corrupt_file_exits_2(tmp_path, capsys):
    path = tmp_path / "bad.lbl.json"
    path.write_bytes(b"{oops")
    assert main(["text", str(path)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert path.read_bytes() == b"{oops"


# -- issue 30: bounded and safe ----------------------------------------------------

GOLDEN_CODES = [
    line
    for line in (FIXTURES / "golden" / "codes.txt")
    .read_text(encoding="utf-8")
    .splitlines()
    if line and not line.startswith("#")
]


class _CountingBytes(io.BytesIO):
    """Standard input's bytes, remembering the largest read asked for."""

    largest = 0

    def read(self, size: int | None = -1) -> bytes:
        wanted = len(self.getbuffer()) if size is None or size < 0 else size
        type(self).largest = max(type(self).largest, wanted)
        return super().read(size)

    read1 = read


def test_stdin_is_read_only_up_to_the_limit(monkeypatch, capsys):
    """Issue 30: `text -` reads at most 5 MB, not all of stdin, before refusing."""
    raw = _CountingBytes(b"A" * (12 * 1024 * 1024))
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(raw, encoding="utf-8"))
    assert main(["text", "-"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "more than 5 MB" in err
    assert _CountingBytes.largest <= 5 * 1024 * 1024 + 1


def test_a_code_longer_than_a_file_name_is_read_as_a_code(capsys):
    """Issue 30: a real code of 300+ characters is no 'File name too long' crash."""
    code = max(GOLDEN_CODES, key=len)
    assert len(code.encode()) > 255
    assert main(["text", code]) in (0, 1)
    out, err = capsys.readouterr()
    assert "internal error" not in err
    assert out.startswith(RULE)


def test_a_long_bad_code_is_one_clear_line(capsys):
    assert main(["text", "A" * 300 + "!"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("listbuilder text: not an army code")
    assert "internal error" not in err
    assert err.count("\n") == 1


def test_import_code_takes_a_code_longer_than_a_file_name(tmp_path, capsys):
    code = max(GOLDEN_CODES, key=len)
    target = tmp_path / "long.lbl.json"
    assert main(["import-code", code, "-o", str(target)]) in (0, 1)
    assert target.is_file()
    assert "internal error" not in capsys.readouterr().err


@pytest.mark.parametrize("markdown", [[], ["--markdown"]], ids=["plain", "markdown"])
def test_text_escapes_bidi_and_mass_mentions(tmp_path, capsys, markdown):
    """Issue 30: ``text`` printed U+202E raw, and ``@everyone`` pinged."""
    path = tmp_path / "evil.lbl.json"
    army = fifteen_with_teams_and_reinforcements()
    save_army(army.replace(name="@everyone \u202eevil\u2066 \x1b[2J"), path)
    assert main(["text", str(path), *markdown]) == 0
    out = capsys.readouterr().out
    for char in ("\u202e", "\u2066", "\x1b"):
        assert char not in out
    assert "\\u202e" in out
    if markdown:
        assert "@\u200beveryone" in out
