"""docs/rules.md explains every rule id a player can meet, and ships with the app."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from listbuilder.paths import docs_dir

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "listbuilder"
VALIDATION = PACKAGE / "core" / "rules" / "validation"
#: ``### A5 · Availability (AVA)``: the id is what comes before `` · ``.
HEADING = re.compile(r"^### (\S+) · \S", re.MULTILINE)
RULE_ID = re.compile(r"[A-E]\d{1,2}'?|DATA")


def headings() -> list[str]:
    return HEADING.findall((docs_dir() / "rules.md").read_text(encoding="utf-8"))


def emitted_rules() -> set[str]:
    """Rule ids the validation package puts in a Violation.

    ``Violation(rule="A3", ...)`` and ``violation_at(group, "A6", ...)``.
    """
    found = set()
    for path in VALIDATION.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            values = [k.value for k in node.keywords if k.arg == "rule"]
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            if name == "violation_at" and len(node.args) > 1:
                values.append(node.args[1])
            for value in values:
                if isinstance(value, ast.Name) and value.id == "rule":
                    continue  # violation_at passing its own parameter on
                assert isinstance(value, ast.Constant), (
                    f"{path.name}:{node.lineno}: rule ids are literals, so this "
                    "test can find them"
                )
                found.add(value.value)
    return found


def cited_rules() -> set[str]:
    """Ids cited to players and in docstrings: ``(B5)``, ``RULES.md D5'``."""
    cited = set()
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        cited |= set(re.findall(r"\(([A-D]\d{1,2})\)", text))
        cited |= set(re.findall(r"RULES\.md ([A-D]\d{1,2}'?)", text))
    return cited


def test_the_collector_finds_what_validation_emits():
    emitted = emitted_rules()
    # a floor, so a collector that finds nothing cannot pass the next test
    assert {"A1", "A2", "A3", "A4", "A5", "A6", "A7", "A10", "DATA"} <= emitted
    assert all(RULE_ID.fullmatch(rule) for rule in emitted), emitted


def test_every_emitted_rule_id_has_a_heading():
    missing = emitted_rules() - set(headings())
    assert not missing, f"add a '### ID · Title' section to docs/rules.md: {missing}"


def test_every_cited_rule_id_has_a_heading():
    cited = cited_rules()
    assert {"B1", "B5", "C1", "D5'"} <= cited
    assert not cited - set(headings())


@pytest.mark.parametrize(("letter", "last"), [("A", 16), ("B", 7), ("C", 4), ("D", 8)])
def test_every_numbered_item_has_one_heading(letter, last):
    found = headings()
    for number in range(1, last + 1):
        assert found.count(f"{letter}{number}") == 1, f"{letter}{number}"


def test_headings_are_unique_and_itemise_the_data_rule_and_its_later():
    found = headings()
    assert len(found) == len(set(found))
    assert "DATA" in found
    text = (docs_dir() / "rules.md").read_text(encoding="utf-8")
    assert "E1 to E11" in text


def test_each_item_names_its_source():
    text = (docs_dir() / "rules.md").read_text(encoding="utf-8")
    sections = re.split(r"^### ", text, flags=re.MULTILINE)[1:]
    for section in sections:
        assert "*Source:" in section, section.splitlines()[0]


def test_a_checkout_finds_the_docs_beside_the_package():
    assert docs_dir() == ROOT / "docs"
