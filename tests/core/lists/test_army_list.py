"""ArmyList: its Extras are written as a sorted list, at no import cost."""

from __future__ import annotations

import json

from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import ArmyList
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
