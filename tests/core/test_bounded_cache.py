"""The core's and the views' memo starts again when full, never grows past its limit."""

from __future__ import annotations

from listbuilder.core.bounded_cache import BoundedCache


def test_a_full_cache_starts_again_and_keeps_the_new_entry():
    cache: BoundedCache[str, int] = BoundedCache(3)
    assert [cache.put(k, len(k)) for k in ("a", "bb", "ccc")] == [1, 2, 3]
    assert dict(cache) == {"a": 1, "bb": 2, "ccc": 3}
    assert cache.put("dddd", 4) == 4  # the fourth empties it first
    assert dict(cache) == {"dddd": 4}
    assert cache.get("a") is None
