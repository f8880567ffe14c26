"""Speed goal of issue 28 for the command line: ``listbuilder dice ... --json``
as a whole process within 1.5x of ``python -c "import pydantic"`` (the house's
validation library, which every command may need), both timed in the same run.

Run: ``pytest tests/benchmarks/test_cli_benchmark.py --benchmark-only``; the
floor and the min and median ratio are in ``extra_info``.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time

from tests.benchmarks.goals import check_goal

#: The issue's goal: the dice command's process over the floor's.
GOAL_RATIO = 1.5
DICE = [
    "-c",
    "import sys; from listbuilder.cli import main; sys.exit(main(sys.argv[1:]))",
    "dice",
    *("--sv", "12", "--burst", "3", "--ps", "7"),
    *("--vs-sv", "11", "--vs-arm", "3", "--json"),
]
FLOOR = ["-c", "import pydantic"]


def _run(args: list[str], env: dict[str, str]) -> tuple[float, str]:
    began = time.perf_counter()
    done = subprocess.run(
        [sys.executable, *args], env=env, check=True, capture_output=True, text=True
    )
    return time.perf_counter() - began, done.stdout


def test_dice_command_within_1_5x_of_importing_pydantic(benchmark, tmp_path):
    env = {**os.environ, "LISTBUILDER_HOME": str(tmp_path / "home")}
    # an installed command runs from compiled bytecode (see the app-start benchmark)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(tmp_path / "pycache")
    _, out = _run(DICE, env)  # warm-up: writes the bytecode
    _run(FLOOR, env)
    record = json.loads(out)  # the input is what it claims: a full answer
    assert record["ruleset"] == "n5"
    assert (
        round(record["active_wins"] + record["reactive_wins"] + record["neither"])
        == 100
    )
    assert record["active"]["expected_wounds"] is not None
    floors: list[float] = []
    ours: list[float] = []

    def floor_sample():
        floors.append(_run(FLOOR, env)[0])  # interleaved with the rounds
        return (), {}

    def dice():
        seconds, _ = _run(DICE, env)
        ours.append(seconds)

    benchmark.pedantic(dice, setup=floor_sample, rounds=9, iterations=1)
    ratios = [a / b for a, b in zip(ours, floors, strict=True)]
    benchmark.extra_info["import_pydantic_floor_s"] = round(min(floors), 4)
    benchmark.extra_info["ratio_min"] = round(min(ours) / min(floors), 2)
    benchmark.extra_info["ratio_median"] = round(statistics.median(ratios), 2)
    check_goal(
        benchmark, "ratio to import pydantic", min(ours) / min(floors), GOAL_RATIO
    )
