"""The dice fields of a ruleset, read without building the Ruleset model (issue 28)."""

from __future__ import annotations

import json

import pytest

from listbuilder.core import DataError
from listbuilder.core.dice.engine import DiceRuleset
from listbuilder.data.rulesets import dice_rules, load_ruleset, ruleset_files
from listbuilder.paths import rulesets_dir, user_dirs
from tests.helpers import run_python


def test_every_bundled_ruleset_gives_the_dice_fields_of_its_model(user_home):
    bundled = sorted(ruleset_files([rulesets_dir()]))
    assert bundled == ["n2", "n5"]
    for ruleset_id in bundled:
        model = load_ruleset(ruleset_id)
        assert dice_rules(ruleset_id) == DiceRuleset.of(model)
    assert dice_rules("n5").modifier_cap == 12
    assert dice_rules("n2").save_rule == "armour"


def test_a_user_ruleset_file_goes_through_the_model(user_home):
    folder = user_dirs().rulesets
    folder.mkdir(parents=True)
    data = json.loads((rulesets_dir() / "n5.json").read_bytes())
    # the user's n5 replaces the bundled one: its fields, its defaults
    del data["modifier_cap"]
    (folder / "n5.json").write_text(json.dumps({**data, "name": "Mine"}))
    mine = dice_rules("n5")
    assert (mine.name, mine.modifier_cap) == ("Mine", load_ruleset("n5").modifier_cap)
    (folder / "bad.json").write_text(json.dumps({**data, "id": "bad", "tie_rule": "x"}))
    with pytest.raises(DataError, match=r"bad\.json: at tie_rule"):
        dice_rules("bad")
    with pytest.raises(DataError, match="unknown ruleset"):
        dice_rules("n9")


def test_the_dice_command_builds_no_pydantic_model(user_home):
    """``listbuilder dice`` starts within 1.5x of ``import pydantic`` only if it
    builds no model (one model costs twice the import): checked here, timed in
    tests/benchmarks/test_cli_benchmark.py."""
    script = (
        "import sys\n"
        "from listbuilder.cli import main\n"
        "code = main(['dice', '--sv', '12', '--burst', '3', '--vs-sv', '11',"
        " '--ps', '7', '--vs-arm', '3', '--json'])\n"
        "assert code == 0, code\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(('pydantic', "
        "'listbuilder.core.catalog', 'listbuilder.data.profiles')))\n"
        "assert not loaded, loaded\n"
    )
    done = run_python(script)
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout)
    assert record["ruleset"] == "n5"
    assert record["active"]["expected_wounds"] is not None
