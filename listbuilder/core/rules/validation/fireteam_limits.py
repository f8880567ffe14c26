"""How many fireteams of each type an army allows, and the lists over it.

The army's fireteam chart caps each type with its ``spec``; a reinforcement
file's ``spec`` adds to the army's for the whole list (RULES.md A12, A10).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.fireteam_chart import FireteamChart
from listbuilder.core.i18n import _, ngettext
from listbuilder.core.lists.army_list import ArmyList, CombatGroup, Fireteam
from listbuilder.core.rules.validation._context import and_list
from listbuilder.core.rules.validation._report import Violation

FIRETEAM_TYPES = ("CORE", "HARIS", "DUO")
#: ``spec`` values at or above this mean "no limit" (the data writes 256).
UNLIMITED_TEAMS = 256


def _spec_limit(chart: FireteamChart, kind: str) -> int:
    limit = chart.spec.get(kind, 0)
    return 10**9 if limit >= UNLIMITED_TEAMS else limit


def team_limits(army: Army, kind: str) -> tuple[int, int]:
    """(main-list limit, whole-list limit) of fireteams of type ``kind``.

    Main-list teams count against the army chart's ``spec``. Reinforcement teams
    count against the army's ``spec`` plus the reinforcement file's: most
    reinforcement files give 0 of each (their teams share the army's allowance:
    ``199.json``), L'Équipe Argent (``399.json``) gives one CORE, HARIS and DUO
    more. 256 (or more) means unlimited.

    Source: RULES.md A12, A10
    """
    main = _spec_limit(army.fireteam_chart, kind)
    reinf = army.reinforcements
    extra = _spec_limit(reinf.fireteam_chart, kind) if reinf else 0
    return main, main + extra


def teams_used(army_list: ArmyList) -> tuple[Counter[str], Counter[str]]:
    """Teams declared per type: (main list only, main and reinforcements)."""
    main: Counter[str] = Counter()
    every: Counter[str] = Counter()
    for group in army_list.groups:
        for team in group.fireteams:
            every[team.type] += 1
            if not group.reinforcement:
                main[team.type] += 1
    return main, every


def type_refusal(army: Army, group: CombatGroup, kind: str) -> str | None:
    """Why ``kind`` teams are refused outright in ``group``, or None."""
    main_limit, all_limit = team_limits(army, kind)
    if (all_limit if group.reinforcement else main_limit) > 0:
        return None
    whose = _with_reinforcements(army) if group.reinforcement else army.name
    others = [
        k
        for k in FIRETEAM_TYPES
        if k != kind and team_limits(army, k)[1 if group.reinforcement else 0] > 0
    ]
    if others:
        return _(
            "{army} allows no {kind} fireteam (it allows {others}).",
            army=whose,
            kind=kind,
            others=and_list(others),
        )
    return _("{army} allows no {kind} fireteam.", army=whose, kind=kind)


def _with_reinforcements(army: Army) -> str:
    """``"Shindenbutai with its reinforcements"``."""
    return _("{army} with its reinforcements", army=army.name)


def too_many_teams(
    army: Army,
    used: Counter[str],
    used_main: Counter[str],
    counted: list[tuple[CombatGroup, Fireteam]],
) -> Iterable[Violation]:
    """One violation per team type declared more often than the army allows.

    Source: RULES.md A12, A10
    """
    for kind, n in used.items():
        main_limit, all_limit = team_limits(army, kind)
        if used_main[kind] > main_limit:
            n, limit, whose, main_only = used_main[kind], main_limit, army.name, True
        elif n > all_limit:
            whose = _with_reinforcements(army)
            limit, main_only = all_limit, False
        else:
            continue
        uids = tuple(
            u
            for group, team in counted
            if team.type == kind and not (main_only and group.reinforcement)
            for u in team.members
        )
        yield Violation(
            rule="A12",
            code="fireteam.too_many_teams",
            message=ngettext(
                "The list declares {n} {kind} fireteam; {army} allows {limit}.",
                "The list declares {n} {kind} fireteams; {army} allows {limit}.",
                n,
                kind=kind,
                army=whose,
                limit=limit,
            ),
            troopers=uids,
        )
