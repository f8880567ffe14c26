"""Speed goals of issue 6: B6 v B6 with saves in 5 ms or less, B10 v B10 in 50 ms."""

from __future__ import annotations

from listbuilder.core.dice.engine import Side
from listbuilder.core.dice.sums import face_to_face


def test_b6_vs_b6_with_saves(benchmark, n5):
    # Two saving rolls per hit (DA-like) on one side, one on the other, cover.
    active = Side(attribute=13, burst=6, ps=7, saving_num=(2,), saves=(3,))
    reactive = Side(attribute=12, burst=6, ps=5, saves=(1,), cover=True)
    result = benchmark(face_to_face, active, reactive, n5)
    assert result.active_wins + result.reactive_wins + result.neither == 1
    assert sum(result.active.wounds) == 1
    assert len(result.active.wounds) == 6 * 3 + 1


def test_b10_vs_b10_with_saves(benchmark, n5):
    active = Side(attribute=22, burst=10, ps=7, saving_num=(3,), saves=(3, 2))
    reactive = Side(attribute=12, burst=10, ps=5, saving_num=(1, 1), saves=(1,))
    result = benchmark(face_to_face, active, reactive, n5)
    assert sum(result.reactive.wounds) == 1
    assert len(result.active.wounds) == 10 * 4 + 1


def test_b10_vs_b10_n2_armour(benchmark, n2):
    active = Side(attribute=14, burst=10, ps=13, saves=(3,))
    reactive = Side(attribute=13, burst=10, ps=15, saves=(1,))
    result = benchmark(face_to_face, active, reactive, n2)
    assert sum(result.active.wounds) == 1
