"""Speed goal of issue 5: decode + resolve one 15-trooper army code in 1 ms or less."""

from __future__ import annotations

from listbuilder.core.armycode.bind import army_list_from_code
from listbuilder.core.lists.resolve import resolve_list

#: Real Yu Jing code from vectors.json: 15 troopers in two groups, percent-encoded.
FIFTEEN = (
    "gMkHeXUtamluZxlDb3Jwb3JhdGUgQXByb3ByaWF0aW9uIFYygSwCAQEACgCAggEHAACG3AECAAB%2F"
    "AQgAAITrAQQAAICUAQUAAICOAQEAAIcxAQQAAIcxAQQAAIYiAQUAAICiAQEAAgEABQCDswEBAACAjQEB"
    "AACAiAECAACGAQEDAACGAQEDAA%3D%3D"
)


def test_decode_and_resolve_15_trooper_code(benchmark, catalog):
    result = benchmark(army_list_from_code, FIFTEEN, catalog)
    assert sum(len(g.troopers) for g in result.army_list.groups) == 15
    assert result.unresolved == ()


def test_decode_resolve_and_join_to_profiles_15_troopers(benchmark, catalog):
    def run():
        result = army_list_from_code(FIFTEEN, catalog)
        return resolve_list(result.army_list, catalog)

    troopers = benchmark(run)
    assert len(troopers) == 15
    assert all(t.is_resolved for t in troopers)
