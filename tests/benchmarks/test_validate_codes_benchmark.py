"""Speed goal of issue 28: ``validate --codes`` of ~1,380 real-data army codes.

The goal is at most 2.5x the floor measured in the same run: a bare
``json.load`` of the army files those lists use (with the reinforcement files
their armies attach) and of the metadata file, which any validator of these
codes must at least parse. Floor and figure are interleaved over 7 rounds;
``extra_info`` holds the floor's seconds and the min and median ratio.

The repository holds about 20 real published codes, so the input is built
from real data: the mixed real lists of the all-armies benchmark (a legal core
plus random real options, some with a reinforcement group of their army's real
reinforcement units) written with our army-code writer, and the real codes of
``tests/fixtures/golden/codes.txt`` that resolve fully against the bundled
data. The input is asserted: every code decodes and resolves, 20 or more
armies, legal and illegal lists both present. Both the default text output
and ``--json`` are measured, each from a fresh user home, whose
first run (which fills the army cache) is reported apart
(``ratio_first_run_cache_cold``).

Run: ``pytest tests/benchmarks/test_validate_codes_benchmark.py --benchmark-only
--benchmark-verbose``.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import statistics
import time
from pathlib import Path

import pytest

from listbuilder.cli import main
from listbuilder.core import CombatGroup
from listbuilder.core.armycode.bind import army_code, army_list_from_code
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.data.profiles.raw_schema import METADATA_FILE
from listbuilder.paths import bundled_profiles_dir
from tests.benchmarks.goals import check_goal, json_load_floor
from tests.benchmarks.test_all_armies_benchmark import mixed_lists
from tests.fixtures import FIXTURES
from tests.helpers import e

#: Codes in the benchmark's input: mixed real lists plus the real codes.
COUNT = 1380
ROUNDS = 7


def _real_codes(catalog: Catalog) -> list[str]:
    """The published codes of the golden test that resolve fully here."""
    lines = (FIXTURES / "golden" / "codes.txt").read_text("utf-8").splitlines()
    codes = [line for line in lines if line and not line.startswith("#")]
    return [c for c in codes if not army_list_from_code(c, catalog).unresolved]


def build_codes(catalog: Catalog, count: int = COUNT, seed: int = 28) -> list[str]:
    """``count`` army codes: the real ones, then mixed real lists as codes.

    Every third mixed list whose army has a reinforcement list gains a
    reinforcement group of one to three of its real reinforcement troopers.
    """
    real = _real_codes(catalog)
    rng = random.Random(seed)
    codes = list(real)
    for army_list in mixed_lists(count - len(real), seed=seed):
        army = catalog.army(army_list.army_id)
        assert army is not None
        extra = army.reinforcements
        if extra is not None and extra.units and rng.random() < 1 / 3:
            choices = [(u.id, g, o.id) for u in extra.units for g, o in u.purchasable()]
            troopers = tuple(e(*rng.choice(choices)) for _ in range(rng.randint(1, 3)))
            group = CombatGroup(number=1, reinforcement=True, troopers=troopers)
            army_list = army_list.replace(groups=(*army_list.groups, group))
        codes.append(army_code(army_list, catalog))
    return codes


@pytest.fixture(scope="module")
def codes(catalog) -> list[str]:
    return build_codes(catalog)


def _floor_files(catalog: Catalog, codes: list[str]) -> list[Path]:
    """The files a validator of ``codes`` must parse: armies, theirs, metadata."""
    used = {army_list_from_code(c, catalog).army_list.army_id for c in codes}
    profiles = bundled_profiles_dir()
    extra = {
        a.reinforcements.id
        for i in used
        if (a := catalog.army(i)) is not None and a.reinforcements is not None
    }
    files = [profiles / f"{i}.json" for i in sorted(used | extra)]
    return [*files, profiles / METADATA_FILE]


def test_the_input_is_real_decodable_and_mixed(codes, catalog):
    assert len(codes) == COUNT
    assert len(_real_codes(catalog)) >= 10  # the published codes are in
    armies = set()
    reinforced = 0
    for code in codes:
        result = army_list_from_code(code, catalog)  # raises if it does not decode
        assert result.unresolved == (), code
        armies.add(result.army_list.army_id)
        reinforced += any(g.reinforcement for g in result.army_list.groups)
    assert len(armies) >= 20
    assert reinforced >= 50


@pytest.mark.parametrize("form", ["text", "json"])
def test_validate_codes_of_1380_real_lists(
    benchmark, tmp_path, codes, catalog, user_home, form
):
    path = tmp_path / "codes.txt"
    path.write_text("\n".join(codes) + "\n", encoding="utf-8")
    read = _floor_files(catalog, codes)
    assert len(read) >= 20
    floors: list[float] = []

    floor_sample = json_load_floor(read, floors)

    flags = ["--json"] if form == "json" else []

    def run():
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = main(["validate", "--codes", str(path), *flags])
        return status, out.getvalue()

    # The first run in a fresh user home parses every army file and fills the
    # army cache; the rounds are the runs after it, as an organiser's second
    # and later runs are.
    floor_sample()
    began = time.perf_counter()
    run()
    cold = (time.perf_counter() - began) / floors.pop()
    status, text = benchmark.pedantic(
        run, setup=floor_sample, rounds=ROUNDS, iterations=1
    )
    assert status == 1  # some lists are illegal
    if form == "json":
        records = [json.loads(line) for line in text.splitlines()]
        assert all("classified" in r and "error" not in r for r in records)
        legal = sum(1 for r in records if r["legal"])
        verdicts = records
    else:
        verdicts = [line for line in text.splitlines() if line.startswith(str(path))]
        legal = sum(1 for line in verdicts if line.endswith(": LEGAL"))
    assert len(verdicts) == COUNT, text[:2000]
    assert 100 < legal < COUNT - 100, legal  # legal and illegal lists both
    times = benchmark.stats.stats.data
    assert len(times) == len(floors) == ROUNDS
    ratios = [t / f for t, f in zip(times, floors, strict=True)]
    benchmark.extra_info["json_load_floor_s"] = round(min(floors), 4)
    benchmark.extra_info["ratio_min"] = round(min(ratios), 2)
    benchmark.extra_info["ratio_median"] = round(statistics.median(ratios), 2)
    benchmark.extra_info["ratio_first_run_cache_cold"] = round(cold, 2)
    # The 2.5x goal is not met. Before issue 28's work: min 7.2-10.5x, median
    # 9-10.6x (text and --json); after it, on this busy 2-core machine: text
    # min 2.6-3.5x, median 4.2-4.6x; --json (which adds the ITS keys) min
    # 5.8-6.0x, median 6.8-7.6x. What is left is spread over decoding,
    # resolving and the rule checks of each list (evaluate is 60%, no single
    # step above 15%). The guard (7.5x) catches a slide back to the old figure.
    # The core's evaluate and ITS part made faster (perf-core), measured back
    # to back with the code before: text 1.02 -> 0.84 s min (1.26 -> 0.88 s
    # median), --json 1.56 -> 1.15 s min. The ratios are noisy (the floor is
    # 0.2 s): over three runs text min 2.9-3.4x, median 4.1-4.6x (before:
    # 3.4-3.5x, 4.0-4.2x); --json min 3.8-5.5x, median 5.4-6.6x (before:
    # 5.5x, 7.0-7.1x). Decoding and army loading now weigh as much as evaluate.
    # Issue 28, second stop (perf-validate2): units keep their cached facts in
    # the army cache, decoded lists and derived models are built without
    # re-validation, each army keeps its trooper lookups, cheaper pools,
    # counts, AVA and ITS. Interleaved A/B runs against the code before
    # (whole command in-process, best of 6, quiet rounds): text 873-895 ->
    # 649-697 ms, --json 1,187-1,255 -> 961-1,058 ms (floor 189-203 ms). Here,
    # two runs: text min 2.74-2.76x, median 3.12-3.21x (0.68-0.86 s); --json
    # min 3.66-4.18x, median 3.87-5.12x. Still above 2.5x: loading the 56
    # cached armies is ~0.13 s (pickle's own object building), and per list
    # decode + bind ~70 us, evaluate ~230 us, text ~45 us remain, spread over
    # many small steps.
    # Third stop (perf-validate3): profile groups keep their ITS templates in
    # the army cache (format 4, plain tuples and bit masks: ~2 ms more to
    # unpickle), templates ask the deck once, and the per-list ITS assembly
    # makes fewer objects. Three interleaved benchmark runs against the code
    # before: --json 1.19/0.98/0.87 -> 0.91/0.85/0.81 s min, ratio min
    # 3.3-3.9x -> 3.0-3.5x, median 4.5-4.8x -> 3.5-3.9x; text unchanged
    # (2.0-3.1x min, 2.8-3.3x median, the same as before within the noise).
    # --json still pays ~55 us a list for its ITS keys (names gathered per
    # objective, best of 9 in-process) and ~35 us to write its JSON line.
    # Fourth stop (perf-validate4), many small steps per list: trooper uids
    # from random.getrandbits (os.urandom was a system call per trooper, 6%),
    # frozen dataclasses built per trooper set their fields directly
    # (core/frozen.py, record's __init__ now), the off-table flag kept with each
    # resolution and each unit's main AVA pool with its army, relations
    # skipped by a set of unit ids, pools, counts and decoded lists built
    # with instance(), bare codes skip the paste clean-up, the text in
    # English written with f-strings. Measured against the code before in
    # the same minutes on this busy machine: the per-list loop (catalog
    # preloaded, best of 5, alternated 3 times) 0.485-0.49 -> 0.34-0.39 s;
    # a whole run is 3.00 -> 2.29 G instructions (valgrind, -24%). Here,
    # four runs: text min 2.03-2.15x, median 2.68-2.81x (0.54-0.60 s; the
    # code before, same minutes: 2.34x, 3.29x, 0.65 s); --json min
    # 2.45-2.9x, median 3.14-3.38x (before: 3.16x, 3.76x). The text median
    # is still above 2.5x while other sessions load the machine: loading
    # the cached armies (~0.14 s, 28% of a run) is the largest single step,
    # and a run's first sight of each option (4,500 resolutions, ~30 ms)
    # waits on memory more than on Python.
    # Fifth stop (perf-validate5): the army cache reads each shared model once
    # (format 6, data/profiles/cache_pickle.py). Every entry is pickled
    # against a base army (a sectorial's generic army, any other army's the
    # first generic army) and refers to each model equal to one of the
    # base's by its number in the base's pickle memo; equal fields sets and
    # cached facts of an entry are pickled once; __setstate__ and instance()
    # share one _fill of pydantic's slots. Loading the 56 armies unpickles
    # 13,563 models instead of 37,425: 704 -> 302 M instructions
    # (callgrind), 135-141 -> 57-59 ms (best of 9, alternated with main);
    # a whole in-process run is 2.43 -> 2.06 G instructions (-15%). A cold
    # run, which fills the cache, is ~10% more instructions (each model is
    # looked up in its base's models). Nine interleaved benchmark runs
    # against main on a loaded machine (floor 0.20-0.33 s): text min
    # 1.59-2.05x, median 1.78-2.46x (0.46-0.67 s min); main, same minutes:
    # min 2.04-2.43x, median 2.39-2.97x (0.55-0.78 s). The per-list loop
    # is now ~85% of a run. The same stop, --json's ITS keys come from
    # its/summary.py covered_names without building the summary: 35-40 us a
    # list, from 59-67 (its_record, alternated with the code before).
    check_goal(benchmark, "ratio to json.load", min(ratios), 2.5, slack=3.0)
