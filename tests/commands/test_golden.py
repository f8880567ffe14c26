"""Golden outputs: what the commands print and write for real army codes.

Issue 24 regroups the package by concept; behaviour, command output and saved
files must stay exactly the same. This test runs ``validate --codes`` (text,
JSON, CSV), ``text`` (plain, Markdown, opponent), ``import-code`` (the saved
file, its random trooper uids replaced), ``code`` (code and share link) and
``export`` (the text of every PDF style) on every real code of
``tests/fixtures/golden/codes.txt`` and compares each output byte for byte
with ``tests/fixtures/golden/<case>.txt``, written before the first move.

``LISTBUILDER_GOLDEN_UPDATE=1 pytest tests/commands/test_golden.py`` rewrites
the files (only for a deliberate change of output, said in the commit).
"""

from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from listbuilder.cli import main
from tests.fixtures import FIXTURES

GOLDEN = FIXTURES / "golden"
CODES = [
    line
    for line in (GOLDEN / "codes.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
]
UPDATE = os.environ.get("LISTBUILDER_GOLDEN_UPDATE") == "1"
STYLES = ("full", "compact", "opponent", "cards")


def _run(capsys, tmp_path: Path, argv: list[str]) -> str:
    """Exit code, stdout and stderr of one command, the temporary folder named."""
    capsys.readouterr()
    code = main(argv)
    out = capsys.readouterr()
    text = f"exit {code}\n--- stdout\n{out.out}--- stderr\n{out.err}"
    return _uids_numbered(text.replace(str(tmp_path), "<tmp>"))


def _check(name: str, actual: str) -> None:
    path = GOLDEN / f"{name}.txt"
    if UPDATE:
        path.write_text(actual, encoding="utf-8", newline="\n")
    expected = path.read_text(encoding="utf-8")
    assert actual == expected, f"{name}: output changed (see {path})"


def _uids_numbered(text: str) -> str:
    """The text, its random trooper uids numbered in order of appearance."""
    uids: dict[str, str] = {}
    for uid in re.findall(r"\b[0-9a-f]{12}\b", text):
        uids.setdefault(uid, f"uid{len(uids):02d}")
    return re.sub(r"\b[0-9a-f]{12}\b", lambda m: uids[m.group(0)], text)


def _pdf_text(path: Path) -> str:
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    return "\n=== page\n".join(page.extract_text() for page in reader.pages)


@pytest.mark.parametrize("form", ["text", "json", "csv"])
def test_validate_codes_is_unchanged(capsys, tmp_path, form):
    codes = tmp_path / "codes.txt"
    codes.write_text("\n".join(CODES) + "\n", encoding="utf-8")
    argv = ["validate", "--codes", str(codes)]
    if form != "text":
        argv.append(f"--{form}")
    _check(f"validate-{form}", _run(capsys, tmp_path, argv))


@pytest.mark.parametrize("index", range(len(CODES)))
def test_text_code_and_export_are_unchanged(capsys, tmp_path, index):
    code = CODES[index]
    parts = [
        _run(capsys, tmp_path, ["text", code]),
        _run(capsys, tmp_path, ["text", "--markdown", code]),
        _run(capsys, tmp_path, ["text", "--opponent", code]),
    ]
    saved = tmp_path / "list.lbl.json"
    parts.append(_run(capsys, tmp_path, ["import-code", code, "-o", str(saved)]))
    if saved.exists():
        parts.append(_uids_numbered(saved.read_text(encoding="utf-8")))
        parts.append(_run(capsys, tmp_path, ["code", str(saved)]))
        parts.append(_run(capsys, tmp_path, ["code", "--url", str(saved)]))
        parts.append(_run(capsys, tmp_path, ["text", str(saved)]))
        for style in STYLES:
            pdf = tmp_path / f"{style}.pdf"
            ran = _run(
                capsys,
                tmp_path,
                ["export", str(saved), "--pdf", str(pdf), "--style", style],
            )
            parts.append(ran + (_pdf_text(pdf) if pdf.exists() else "(no pdf)"))
    _check(f"code-{index:02d}", "\n##########\n".join(parts))


def test_golden_inputs_are_real_codes():
    vectors = json.loads(
        (GOLDEN.parent / "armycode_vectors.json").read_text(encoding="utf-8")
    )
    assert len(CODES) == 19
    assert {v["code"] for v in vectors} <= set(CODES)
