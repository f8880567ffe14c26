"""`listbuilder dice`: the published figure, JSON shape, wounds, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from listbuilder.cli import main

PUBLISHED = ["dice", "--sv", "9", "--burst", "3", "--vs-sv", "12", "--vs-burst", "1"]


def run_json(capsys, *args: str) -> dict:
    assert main([*args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_published_figure_as_text(capsys):
    assert main(PUBLISHED) == 0
    out = capsys.readouterr().out
    assert "Active wins     55.64%" in out
    assert "Reactive wins   33.53%" in out
    assert "Neither         10.82%" in out
    assert "wounds" not in out  # no --ps: hits only


def test_published_figure_as_json(capsys):
    record = run_json(capsys, *PUBLISHED)
    assert (record["active_wins"], record["reactive_wins"]) == (55.64, 33.53)
    assert record["ruleset"] == "n5"
    assert record["active"]["hits"] == [44.36, 32.5, 18.69, 4.46]
    assert record["reactive"]["hits"] == [66.47, 33.53]
    assert record["active"]["wounds"] is None


def test_wounds_with_ps_arm_and_cover(capsys):
    args = [*PUBLISHED, "--ps", "7", "--arm", "1", "--vs-ps", "7", "--vs-arm", "1"]
    open_ = run_json(capsys, *args)
    covered = run_json(capsys, *args, "--vs-cover")
    wounds = open_["active"]["wounds"]
    assert len(wounds) == 7  # 3 hits, each a critical with 2 saves at most
    assert abs(sum(wounds) - 100) < 0.05
    # The reactive trooper's cover: -3 to the active SV, +3 to its saves.
    assert covered["active"]["success_value"] == 6
    assert covered["active"]["wounds"][0] > open_["active"]["wounds"][0]
    assert covered["reactive_wins"] > open_["reactive_wins"]
    assert open_["active"]["expected_wounds"] > covered["active"]["expected_wounds"]


def test_text_lists_wound_table(capsys):
    assert main([*PUBLISHED, "--ps", "7", "--vs-arm", "1"]) == 0
    out = capsys.readouterr().out
    assert "wounds by active" in out
    assert "mean wounds by active" in out
    assert "mean wounds by reactive" not in out


def test_n2_ruleset_uses_damage(capsys):
    record = run_json(
        capsys, *PUBLISHED, "--ruleset", "n2", "--ps", "13", "--vs-arm", "1"
    )
    assert record["ruleset"] == "n2"
    # N2 ties and criticals go to the higher SV: "neither" only when all fail.
    assert record["neither"] == round((11 / 20) ** 3 * (8 / 20) * 100, 2) == 6.66
    assert record["reactive_wins"] > 33.53
    assert len(record["active"]["wounds"]) == 4  # criticals wound without a roll


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--burst", "11"], "burst must be 1 to 10"),
        (["--vs-burst", "0"], "burst must be 1 to 10"),
        (["--ruleset", "n9"], "n9"),
        (["--crit-saves", "-1"], "negative"),
    ],
)
def test_bad_input_exits_2(capsys, args, message):
    assert main([*PUBLISHED, *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("listbuilder dice: ")
    assert message in err


def test_every_subcommand_is_known_without_argparse_internals():
    from listbuilder.cli import COMMAND_NAMES, command_names

    # the app decides "command or file to open" from the written-out names
    assert command_names() == COMMAND_NAMES
    assert command_names() == {
        "validate",
        "export",
        "import-code",
        "code",
        "dice",
        "library",
        "text",
        "armies",
        "data",
        "event",
        "install-desktop",
        "uninstall-desktop",
    }


def test_one_set_of_exit_codes():
    """Only listbuilder.crash defines EXIT_* names; every command imports them."""
    import ast

    import listbuilder.crash as crash

    assert (crash.EXIT_OK, crash.EXIT_ILLEGAL, crash.EXIT_UNREADABLE) == (
        0,
        1,
        2,
    )
    package = Path(crash.__file__).parent
    defined = {
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name) and target.id.startswith("EXIT_")
    }
    assert defined == {"crash.py"}
