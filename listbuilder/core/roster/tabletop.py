"""What a player needs at the table beside the roster rows.

The orders each trooper brings (RULES.md B6), the declared fireteams with their
members (A12) and the hacking programs a list's hacking devices give (the
metadata's ``hack`` table). :mod:`listbuilder.core.roster.rows` attaches them to its
rows and groups, so the sheets, the trooper cards and the charts page print the
same text.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.army import HackingProgram
from listbuilder.core.catalog.items import ItemRef
from listbuilder.core.catalog.units import HACKING_DEVICES, Option, OrderType
from listbuilder.core.i18n import N_, _

#: Order types in printed order, each with its count as printed (RULES.md B1-B4).
ORDER_LABELS = (
    (OrderType.REGULAR, N_("{n} Regular")),
    (OrderType.IRREGULAR, N_("{n} Irregular")),
    (OrderType.IMPETUOUS, N_("{n} Impetuous")),
    (OrderType.TACTICAL, N_("{n} Tactical")),
    (OrderType.LIEUTENANT, N_("{n} Lieutenant")),
)
#: "UPGRADE: Trinity (+1B)", "UPGRADES: Carbonite, Firewall (-3)".
_UPGRADE = re.compile(r"^\s*UPGRADES?\s*:\s*(.*)$", re.IGNORECASE | re.DOTALL)
#: A comma outside parentheses.
_TOP_LEVEL_COMMA = re.compile(r",(?![^()]*\))")
_SKILL_TYPES = {
    "short": N_("Short Skill"),
    "aro": N_("ARO"),
    "entire order": N_("Entire Order"),
}


def orders_brought(
    option: Option | None, order_types: Collection[OrderType] | None = None
) -> tuple[tuple[OrderType, int], ...]:
    """The orders a trooper brings, by type in printed order.

    Parameters
    ----------
    option : Option or None
        The trooper's option (None for a placeholder: no orders).
    order_types : collection of OrderType, optional
        The ruleset's order types (``Ruleset.order_types``); others count 0.

    Returns
    -------
    tuple of (OrderType, int)
        ``((REGULAR, 1), (LIEUTENANT, 1))``; types it does not bring are left out.

    Source: RULES.md B1-B4, B6
    """
    if option is None:
        return ()
    return tuple(
        (kind, option.order_count(kind))
        for kind, _label in ORDER_LABELS
        if option.order_count(kind) and (order_types is None or kind in order_types)
    )


def orders_phrase(orders: Iterable[tuple[OrderType, int]]) -> str:
    """Orders as printed on a card: ``1 Regular · 1 Lieutenant`` (``none``).

    Source: RULES.md B6
    """
    labels = dict(ORDER_LABELS)
    parts = [_(labels[kind], n=count) for kind, count in orders if count]
    return " · ".join(parts) if parts else _("none")


class FireteamLine(FrozenModel):
    """A declared fireteam as a roster prints it.

    Attributes
    ----------
    label : str
        ``HARIS 1``: the type and its number among the list's teams of that type.
    type : str
        ``CORE``, ``HARIS`` or ``DUO``.
    name : str
        The chart team it was declared as, or ``""``.
    members : tuple[str, ...]
        Uids of its members, in list order.
    member_names : tuple[str, ...]
        Their names as the roster prints them, in the same order.

    Source: RULES.md A12
    """

    label: str
    type: str
    name: str = ""
    members: tuple[str, ...] = ()
    member_names: tuple[str, ...] = ()

    @property
    def heading(self) -> str:
        """``HARIS 1 · Military Orders Fireteams`` (the label alone without a name)."""
        return (
            f"{self.label} · {self.name.strip()}" if self.name.strip() else self.label
        )

    @property
    def text(self) -> str:
        """``HARIS 1 · Military Orders Fireteams: Knight, Knight, Father-Knight``."""
        return f"{self.heading}: {', '.join(self.member_names) or '-'}"


def number_fireteams(teams: Iterable[FireteamLine]) -> tuple[FireteamLine, ...]:
    """Give each team its label, numbering per type in list order (``DUO 2``).

    Source: RULES.md A12
    """
    numbers: dict[str, int] = {}
    out = []
    for team in teams:
        numbers[team.type] = numbers.get(team.type, 0) + 1
        out.append(team.replace(label=f"{team.type} {numbers[team.type]}"))
    return tuple(out)


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()


def _upgrade_names(extra: str) -> list[str]:
    """Program names an ``UPGRADE:`` extra names, modifiers dropped."""
    match = _UPGRADE.match(" ".join(extra.split()))
    if not match:
        return []
    names = []
    for part in _TOP_LEVEL_COMMA.split(match.group(1)):
        name = re.sub(r"\(.*?\)", "", part).strip()
        if name:
            names.append(_plain(name))
    return names


def device_programs(
    items: Iterable[ItemRef], programs: Iterable[HackingProgram]
) -> tuple[tuple[str, str], ...]:
    """The hacking programs a trooper's equipment gives, with the device giving each.

    A hacking device gives the programs whose ``devices`` name its id, plus
    those an ``UPGRADE:`` extra on it names (``Hacking Device (UPGRADE:
    Trinity (+1B))``).

    Parameters
    ----------
    items : iterable of ItemRef
        The trooper's equipment.
    programs : iterable of HackingProgram
        The catalog's ``hack`` table.

    Returns
    -------
    tuple of (str, str)
        (program name, device label) pairs in table order, each once.
    """
    table = tuple(programs)
    out: dict[tuple[str, str], None] = {}
    for item in items:
        if item.id not in HACKING_DEVICES:
            continue
        upgrades = {n for extra in item.extras for n in _upgrade_names(extra)}
        for program in table:
            if item.id in program.devices or _plain(program.name) in upgrades:
                out.setdefault((program.name, item.label), None)
    return tuple(out)


class ProgramLine(FrozenModel):
    """One hacking program as the charts page prints it.

    Attributes
    ----------
    name : str
        Program name.
    sources : tuple[str, ...]
        The list's devices that give it (``Hacking Device Plus``).
    attack, opponent, damage, burst : str
        Attack MOD, opponent MOD, PS and Burst (``"-"`` when none).
    targets : str
        ``TAG, HI, REM`` or ``"-"``.
    skill : str
        ``Short Skill / ARO``, ``Entire Order``...
    special : str
        Effects in words.
    """

    name: str
    sources: tuple[str, ...] = ()
    attack: str = "-"
    opponent: str = "-"
    damage: str = "-"
    burst: str = "-"
    targets: str = "-"
    skill: str = ""
    special: str = ""


def program_lines(
    given: Iterable[tuple[str, str]], programs: Iterable[HackingProgram]
) -> tuple[ProgramLine, ...]:
    """The chart lines of the programs in ``given``, in table order.

    Parameters
    ----------
    given : iterable of (str, str)
        (program name, device label) pairs, as :func:`device_programs` makes.
    programs : iterable of HackingProgram
        The catalog's ``hack`` table.
    """
    sources: dict[str, dict[str, None]] = {}
    for name, device in given:
        sources.setdefault(name, {})[device] = None
    return tuple(
        ProgramLine(
            name=p.name,
            sources=tuple(sources[p.name]),
            attack=p.attack,
            opponent=p.opponent,
            damage=p.damage,
            burst=p.burst,
            targets=", ".join(p.targets) or "-",
            skill=" / ".join(
                _(_SKILL_TYPES[t]) if t in _SKILL_TYPES else t.title()
                for t in p.skill_types
            ),
            special=p.special,
        )
        for p in programs
        if p.name in sources
    )
