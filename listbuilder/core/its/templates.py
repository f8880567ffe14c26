"""What one fielded trooper brings to ITS, worked out once: templates and their memo.

A :class:`Template` is one profile group and option's Specialist Troop skills
and the classified objectives it covers, plain and as the Lieutenant. It is
worked out the first time a list fields them and kept on the deck's index
(:func:`template`), or worked out ahead and kept with a unit for the army
cache (:func:`keep_templates`), so that a list's summary
(``its.summary.its_summary``) costs a lookup per trooper.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace
from typing import Any

from listbuilder.core.catalog.army import HackingProgram
from listbuilder.core.catalog.units import Option, ProfileGroup, Unit
from listbuilder.core.frozen import record
from listbuilder.core.its.classified import DesignationIndex
from listbuilder.core.its.fielded import (
    FieldedTrooper,
    fielded_trooper,
    option_items,
)
from listbuilder.core.its.specialists import specialist_reasons

#: Entries the deck's memo keeps before it starts afresh (the whole data
#: holds fewer options than this).
MEMO_LIMIT = 50_000
#: The memo's key for the program table its entries were worked out with: a
#: new table (another catalog) empties the memo, so it never keeps an old
#: catalog's units alive.
_TABLE = "programs"
#: The memo's key for :func:`its_token` of the memo's program table.
_TOKEN = "token"
#: Where a profile group keeps its templates (:func:`keep_templates`).
KEPT = "_its_templates"


@record(slots=True)
class Template:
    """What one fielded trooper brings to ITS, whoever fields it.

    Attributes
    ----------
    reasons : tuple[str, ...]
        Its Specialist Troop skills (``specialist_reasons``), empty if none.
    objectives : frozenset[int]
        The objectives (deck positions) it can fulfil as any trooper.
    as_lieutenant : frozenset[int]
        The same when it is the list's Lieutenant.
    keep : tuple[object, ...]
        The group and option it was worked out from, kept alive so that the
        memo's keys (their ids) stay theirs.

    Source: ITS.md E3, E10, E11
    """

    reasons: tuple[str, ...]
    objectives: frozenset[int]
    as_lieutenant: frozenset[int]
    keep: tuple[object, ...] = ()

    @classmethod
    def of(
        cls,
        trooper: FieldedTrooper,
        index: DesignationIndex,
        programs: tuple[HackingProgram, ...],
        keep: tuple[object, ...] = (),
    ) -> Template:
        """The template of ``trooper`` (its uid, name and Lieutenant ignored)."""
        plain = trooper if not trooper.lieutenant else _as(trooper, False)
        objectives = frozenset(index.of_trooper(plain, programs))
        # as the Lieutenant it also fulfils the Lieutenant's objectives, unless
        # it is a peripheral (which fulfils none): what ``of_trooper`` answers
        # for it as the Lieutenant, without asking again
        lieutenant = objectives | index.lieutenant if not plain.peripheral else None
        return cls(
            reasons=specialist_reasons(plain),
            objectives=objectives,
            as_lieutenant=frozenset() if lieutenant is None else lieutenant,
            keep=keep,
        )


def _as(trooper: FieldedTrooper, lieutenant: bool) -> FieldedTrooper:
    """``trooper`` as the Lieutenant or not."""
    return replace(trooper, lieutenant=lieutenant)


def template(
    index: DesignationIndex,
    group: ProfileGroup,
    option: Option,
    programs: tuple[HackingProgram, ...],
) -> Template:
    """What a trooper of ``group`` bought as ``option`` brings, looked up once.

    Source: ITS.md E3, E10, E11
    """
    found = memo_of(index, programs).get((id(group), id(option)))
    if found is None:
        found = new_template(index, group, option, programs)
    return found


def memo_of(
    index: DesignationIndex, programs: tuple[HackingProgram, ...]
) -> dict[object, Any]:
    """The deck's memo of templates worked out with ``programs`` (emptied if not)."""
    memo = index.memo
    if memo.get(_TABLE) is not programs:  # another catalog: start afresh
        memo.clear()
        memo[_TABLE] = programs
    return memo


def new_template(
    index: DesignationIndex,
    group: ProfileGroup,
    option: Option,
    programs: tuple[HackingProgram, ...],
) -> Template:
    """Work out the template of (``group``, ``option``) and keep it in the memo."""
    found = _kept(index, group, option, programs)
    if found is None:
        trooper = fielded_trooper("", "", group, option_items(group, option), False)
        found = Template.of(trooper, index, programs, (group, option))
    memo = index.memo
    if len(memo) >= MEMO_LIMIT:
        memo.clear()
        memo[_TABLE] = programs
    memo[(id(group), id(option))] = found
    return found


def its_token(index: DesignationIndex, programs: tuple[HackingProgram, ...]) -> str:
    """A digest of what templates are worked out from: ``index`` and ``programs``.

    Templates kept with a unit (:func:`keep_templates`) are used only under the
    same token, so a new deck or program table never reads old ones. Kept in
    the deck's memo (which a new program table empties).
    """
    memo = memo_of(index, programs)
    found = memo.get(_TOKEN)
    if not isinstance(found, str):
        maps = (index.skills, index.equipment, index.weapons, index.programs)
        canon = (
            index.count,
            sorted(index.any_trooper),
            sorted(index.lieutenant),
            [sorted((k, sorted(v)) for k, v in m.items()) for m in maps],
            [sorted((k, sorted(v)) for k, v in index.unit_types.items())],
            [sorted((k, sorted(v)) for k, v in index.categories.items())],
            programs,
        )
        text = repr(canon).encode("utf-8", "surrogatepass")
        found = memo[_TOKEN] = hashlib.blake2b(text, digest_size=16).hexdigest()
    return found


def keep_templates(
    unit: Unit, index: DesignationIndex, programs: tuple[HackingProgram, ...]
) -> None:
    """Work out every template of ``unit`` now and keep them with its profile groups.

    Each group's ``__dict__`` gains ``(its_token(index, programs), one
    (reasons, objectives, as_lieutenant) a option in the order of its
    options)`` under :data:`KEPT`, the objectives as bit masks of deck
    positions (plain tuples and ints: they read back from a pickle ten times
    faster than templates), as ``catalog.warm`` keeps cached facts: the army
    cache pickles them with the unit, so a run whose armies come from the cache
    looks them up (:func:`template`) instead of working them out for every
    option it meets. Neither compared nor dumped.

    Source: ITS.md E3, E10, E11
    """
    token = its_token(index, programs)
    for group in unit.profile_groups:
        made = []
        for option in group.options:
            trooper = fielded_trooper("", "", group, option_items(group, option), False)
            found = Template.of(trooper, index, programs)
            made.append(
                (found.reasons, _mask(found.objectives), _mask(found.as_lieutenant))
            )
        group.__dict__[KEPT] = (token, tuple(made))


def _mask(positions: frozenset[int]) -> int:
    """``positions`` as a bit mask (bit ``i`` set for deck position ``i``)."""
    return sum(1 << at for at in positions)


def _kept(
    index: DesignationIndex,
    group: ProfileGroup,
    option: Option,
    programs: tuple[HackingProgram, ...],
) -> Template | None:
    """The template kept with ``group`` for ``option`` under today's token, or None.

    Anything but the shape :func:`keep_templates` writes is None (worked out).
    """
    kept = group.__dict__.get(KEPT)
    if not (type(kept) is tuple and len(kept) == 2 and type(kept[1]) is tuple):
        return None
    token, templates = kept
    if token != its_token(index, programs) or len(templates) != len(group.options):
        return None
    for candidate, found in zip(group.options, templates, strict=True):
        if candidate is option:
            return _template(found, index, (group, option))
    return None


def _template(
    found: object, index: DesignationIndex, keep: tuple[object, ...]
) -> Template | None:
    """The template kept as ``found`` for the deck of ``index``, or None."""
    if not (type(found) is tuple and len(found) == 3):
        return None
    reasons, objectives, lieutenant = found
    if type(reasons) is not tuple or any(type(r) is not str for r in reasons):
        return None
    count = index.count
    if not all(
        type(m) is int and 0 <= m < 1 << count for m in (objectives, lieutenant)
    ):
        return None
    return Template(
        reasons, _positions(index, objectives), _positions(index, lieutenant), keep
    )


def _positions(index: DesignationIndex, mask: int) -> frozenset[int]:
    """The deck positions of bit ``mask``, each mask's set made once (the memo)."""
    found = index.memo.get(("mask", mask))
    if not isinstance(found, frozenset):
        found = frozenset([at for at in range(index.count) if mask >> at & 1])
        index.memo["mask", mask] = found
    return found
