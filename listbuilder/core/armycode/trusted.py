"""The list of a decoded army code, built without validating what the decoder checked.

The decoder reads ids as unsigned whole numbers, texts as texts, and refuses
lists beyond the size caps; :mod:`listbuilder.core.armycode.bind` checks group
numbers and the points limit. What the list models would check again is
checked already, so ``validate --codes`` builds its thousands of entries
without pydantic's validation (``instance``: every field in order, the
models' own defaults; an entry's new uid is not a field given). Values of other types (a
``DecodedCode`` made by hand) go through the models' validation, as before.
``tests/core/armycode/test_trusted.py`` checks the lists equal the validated
ones on real codes.

Pure: imports only stdlib and pydantic.
"""

from pydantic import ValidationError

from listbuilder.core._base import instance
from listbuilder.core.armycode.code import DecodedCode, DecodedGroup, DecodedMember
from listbuilder.core.armycode.reader import ArmyCodeError
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import (
    ArmyList,
    CombatGroup,
    TrooperEntry,
    new_uid,
)

#: The fields of a decoded member's entry that a code gives (the uid is new).
_ENTRY_FIELDS = frozenset({"unit_id", "profile_group_id", "option_id", "specops"})


#: What a decoded list gives its groups and itself; the other fields' defaults.
_GROUP_GIVEN = frozenset({"number", "troopers", "reinforcement"})
_GROUP_DEFAULTS = {"fireteams": CombatGroup.model_fields["fireteams"].default}
_LIST_GIVEN = frozenset({"army_id", "ruleset", "points_limit", "name", "groups"})
_LIST_DEFAULTS = {
    name: field.default
    for name, field in ArmyList.model_fields.items()
    if name not in _LIST_GIVEN
}


def decoded_entry(member: DecodedMember) -> TrooperEntry:
    """The list entry of a decoded member, built without validation.

    The decoder read its ids as unsigned whole numbers and its Spec-Ops as a
    tuple of texts, what ``TrooperEntry(...)`` checks: such a member is built
    without validation, equal to that model field for field
    (``tests/core/armycode/test_trusted.py``). A member made some other way
    with values of other types goes through the model's validation.
    """
    specops = member.specops
    if not (
        type(member.unit_id) is type(member.option_id) is int
        and type(member.profile_group_id) is int
        and member.profile_group_id >= 0
        and type(specops) is tuple
        and (not specops or all(type(s) is str for s in specops))
    ):
        return TrooperEntry(
            unit_id=member.unit_id,
            profile_group_id=member.profile_group_id,
            option_id=member.option_id,
            specops=specops,
        )
    return instance(
        TrooperEntry,
        {
            "uid": new_uid(),
            "unit_id": member.unit_id,
            "profile_group_id": member.profile_group_id,
            "option_id": member.option_id,
            "specops": member.specops,
            "saved": None,
        },
        set(_ENTRY_FIELDS),
    )


def decoded_list(
    decoded: DecodedCode,
    ruleset: str,
    name: str,
    groups: list[tuple[DecodedGroup, tuple[TrooperEntry, ...]]],
) -> ArmyList:
    """The list of ``decoded``: its groups (each with its entries) in order.

    Group numbers must be unique and at least 1 and the points at least 1
    (``bind`` checked them). Built without validation when every value has
    the models' type and the trooper uids are unique; otherwise the models
    validate it.

    Raises
    ------
    ArmyCodeError
        If the models refuse a value (the message names it).
    """
    trusted = type(decoded.army_id) is type(decoded.points) is int
    trusted = trusted and type(ruleset) is type(name) is str
    uids: set[str] = set()
    members = 0
    built = []  # every field in order, the models' own defaults (``instance``)
    for g, t in groups:
        trusted = trusted and type(g.number) is int and type(g.reinforcement) is bool
        uids.update([e.uid for e in t])
        members += len(t)
        given = {"number": g.number, "troopers": t, "reinforcement": g.reinforcement}
        built.append(instance(CombatGroup, given | _GROUP_DEFAULTS, set(_GROUP_GIVEN)))
    values = {
        "army_id": decoded.army_id,
        "ruleset": ruleset,
        "points_limit": decoded.points,
        "name": name,
    }
    if trusted and len(uids) == members:
        values["groups"] = tuple(built)
        return instance(ArmyList, values | _LIST_DEFAULTS, set(_LIST_GIVEN))
    # values of other types, or two uids alike: pydantic says why
    values["groups"] = tuple(
        CombatGroup(number=g.number, troopers=t, reinforcement=g.reinforcement)
        for g, t in groups
    )
    try:
        return ArmyList(**values)
    except ValidationError as exc:
        raise ArmyCodeError(
            _("cannot import: {value}", value=exc.errors()[0]["msg"])
        ) from None
