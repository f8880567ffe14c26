"""``say_json``'s and ``say_lines``' quick tests equal asking the unsafe pattern."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

import pytest

from listbuilder.commands import say_json, say_lines
from listbuilder.core.untrusted import UNSAFE, one_line
from listbuilder.data.profiles.load import load_catalog
from listbuilder.paths import bundled_profiles_dir


def _straight(record: object) -> str:
    """The line as the pattern decides it, asked on the whole text."""
    text = json.dumps(record, ensure_ascii=False)
    if UNSAFE.search(text) is not None:
        text = json.dumps(record)
    return text + "\n"


def _said(record: object) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        say_json(record)
    return out.getvalue()


@pytest.fixture(scope="module")
def names() -> list[str]:
    """Every unit name of the bundled data (some not ASCII: Sāchā)."""
    catalog = load_catalog(bundled_profiles_dir())
    return sorted(
        {u.isc for i in catalog.army_ids if (a := catalog.army(i)) for u in a.units}
    )


UNSAFE_TEXTS = ["\x7f", "\x85", "\u202e", "\u2066", "\u2028", "\udc80", "\x00", "\t"]


def test_every_line_is_the_patterns_answer(names):
    assert any(not n.isascii() for n in names)
    assert len(names) > 500
    records = [{"name": n, "points": 10} for n in names]
    for bad in UNSAFE_TEXTS:  # each unsafe character, in ASCII and other text
        records += [{"name": f"Fusiliers{bad}"}, {"name": f"Sāchā{bad}", "n": [1]}]
    escaped = 0
    for record in records:
        said = _said(record)
        assert said == _straight(record), record
        escaped += said != json.dumps(record, ensure_ascii=False) + "\n"
    # JSON escapes the C0 controls itself (NUL, TAB): the six others are unsafe
    assert escaped == 2 * 6
    # the control: unsafe text is escaped, safe text is written as is
    assert _said({"name": "Sāchā\u202e"}) == '{"name": "S\\u0101ch\\u0101\\u202e"}\n'
    assert _said({"name": "Sāchā"}) == '{"name": "Sāchā"}\n'
    assert _said({"name": "a\x7f"}) == '{"name": "a\\u007f"}\n'


def test_say_lines_writes_each_line_as_one_line_escapes_it(names):
    """One list's report in one write: each line as ``one_line`` makes it,
    for real unit names alone, with each unsafe character, with a line break,
    and for no line at all."""
    reports = [names[i : i + 7] for i in range(0, len(names), 7)]
    reports += [[*names[:3], f"  {names[4]}{bad}", names[5]] for bad in UNSAFE_TEXTS]
    reports += [["a", "b\nc"], [], [""], ["", ""]]
    escaped = 0
    for lines in reports:
        out = io.StringIO()
        with redirect_stdout(out):
            say_lines(lines)
        straight = "".join(one_line(line) + "\n" for line in lines)
        assert out.getvalue() == straight, lines
        escaped += out.getvalue() != "".join(line + "\n" for line in lines)
    assert escaped == len(UNSAFE_TEXTS) + 1
