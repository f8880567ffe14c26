"""How a benchmark states its speed goal on a shared, noisy machine.

The figure and the goal go into the benchmark's ``extra_info`` (pytest-benchmark
prints them with ``--benchmark-verbose`` and saves them with ``--benchmark-json``),
with whether the goal was met in this run. The assertion is a regression guard
at ``slack`` times the goal: a busy moment of the machine does not fail the
build, a change that makes the path twice as slow does.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

#: A benchmark fails only beyond this multiple of its goal.
SLACK = 2.0


def check_goal(
    benchmark: Any, name: str, value: float, goal: float, *, slack: float = SLACK
) -> None:
    """Record ``value`` against ``goal`` (same unit) and guard against regressions.

    Parameters
    ----------
    benchmark : pytest_benchmark.fixture.BenchmarkFixture
        The running benchmark (when benchmarks are disabled, only the guard runs).
    name : str
        What is measured (``"ratio to json.load"``, ``"seconds"``).
    value, goal : float
        The figure of this run and the goal, lower is better.
    slack : float
        The guard: ``value`` must be at most ``goal * slack``.

    Raises
    ------
    AssertionError
        If ``value`` is beyond ``goal * slack``.
    """
    info = getattr(benchmark, "extra_info", None)
    if info is not None:
        info[name] = round(value, 4)
        info[f"{name} goal"] = goal
        info[f"{name} goal met"] = value <= goal
    assert value <= goal * slack, f"{name}: {value:.3g}, goal {goal:g} (x{slack})"


def json_load_floor(
    paths: Sequence[Path], floors: list[float]
) -> Callable[[], tuple[tuple[()], dict[str, Any]]]:
    """A ``benchmark.pedantic`` setup: times a bare ``json.load`` of ``paths``.

    Each call appends the seconds taken to ``floors``, so the floor is measured
    interleaved with the rounds: a busy moment of the machine weighs on the
    floor and on the figure alike.
    """

    def sample() -> tuple[tuple[()], dict[str, Any]]:
        began = time.perf_counter()
        for path in paths:
            with path.open("rb") as handle:
                json.load(handle)
        floors.append(time.perf_counter() - began)
        return (), {}

    return sample
