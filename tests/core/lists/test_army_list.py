"""ArmyList: its Extras are written as a sorted list, at no import cost; new uids."""

from __future__ import annotations

import json
import re

from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import ArmyList, TrooperEntry, new_uid
from tests.helpers import run_python

PANO = 101


def test_extras_are_written_sorted_in_every_mode_and_read_back():
    extras = frozenset(Extra)
    army_list = ArmyList(army_id=PANO, extras=extras)
    values = sorted(e.value for e in Extra)
    assert values[:2] == ["escalation", "free-game"]
    assert army_list.model_dump()["extras"] == values
    assert army_list.model_dump(mode="json")["extras"] == values
    assert json.loads(army_list.model_dump_json())["extras"] == values
    back = ArmyList.model_validate_json(army_list.model_dump_json())
    assert back == army_list
    assert back.extras == extras
    assert ArmyList(army_id=PANO).model_dump()["extras"] == []


def test_writing_a_list_needs_no_serializer_module():
    code = (
        "import sys\n"
        "from listbuilder.core.lists.army_list import ArmyList\n"
        "ArmyList(army_id=101).model_dump_json()\n"
        "print('pydantic.functional_serializers' in sys.modules)\n"
    )
    done = run_python(code)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False"]


def test_new_uids_are_12_hex_characters_and_do_not_repeat():
    uids = [new_uid() for _ in range(20_000)]
    assert all(re.fullmatch(r"[0-9a-f]{12}", u) for u in uids)
    assert len(set(uids)) == len(uids)
    assert any(u.startswith("0") for u in uids)  # zero-padded to 12
    # a new entry takes one (the field's default)
    entry = TrooperEntry(unit_id=1, group_id=1, option_id=1)
    assert re.fullmatch(r"[0-9a-f]{12}", entry.uid)


def test_a_forked_process_makes_other_uids_than_its_parent():
    code = (
        "import os\n"
        "from listbuilder.core.lists.army_list import new_uid\n"
        "new_uid()\n"
        "r, w = os.pipe()\n"
        "pid = os.fork()\n"
        "if pid == 0:\n"
        "    os.write(w, new_uid().encode()); os._exit(0)\n"
        "os.waitpid(pid, 0)\n"
        "print(os.read(r, 12).decode(), new_uid())\n"
    )
    done = run_python(code)
    assert done.returncode == 0, done.stderr
    child, parent = done.stdout.split()
    assert child != parent
