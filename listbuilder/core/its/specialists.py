"""The Specialist Troops of a list: how many, who, and why (ITS.md E10).

Only Hackers, Doctors, Engineers, Forward Observers, Paramedics and troopers
with Chain of Command or Specialist Operative (a Spec-Ops has the Infinity
Spec-Ops skill) are Specialist Troops; peripherals never count. Matched on the
data's skill ids.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.frozen import record
from listbuilder.core.its.fielded import FieldedTrooper, fielded_troopers
from listbuilder.core.lists.resolve import ResolvedTrooper

#: Skill ids (metadata ``skills``) that make a Specialist Troop, in the order
#: reasons are given: Hacker, Doctor, Engineer, Forward Observer, Paramedic,
#: Chain of Command, Specialist Operative, Infinity Spec-Ops.
#: Source: ITS.md E10, E7 (the Spec-Ops option's skill 204)
SPECIALIST_SKILLS: tuple[int, ...] = (1000, 53, 49, 59, 64, 26, 189, 204)
_SPECIALIST_SET = frozenset(SPECIALIST_SKILLS)


@record(slots=True)
class SpecialistTroop:
    """One Specialist Troop of a list (a derived value: a frozen dataclass).

    Attributes
    ----------
    uid : str
        The list member that fields it.
    name : str
        The trooper's name as the roster prints it (``Fusiliers``).
    reasons : tuple[str, ...]
        The skills that make it one, as the data names them
        (``("Hacker",)``, ``("Doctor", "Chain of Command")``).

    Source: ITS.md E10
    """

    uid: str
    name: str
    reasons: tuple[str, ...]

    @property
    def label(self) -> str:
        """``Fusiliers (Hacker)``: the name and its reasons."""
        return f"{self.name} ({', '.join(self.reasons)})"


def specialist_reasons(trooper: FieldedTrooper) -> tuple[str, ...]:
    """The skills that make ``trooper`` a Specialist Troop (empty if none).

    A peripheral has none, whatever its skills (ITS.md E11: peripherals never
    count). Names are the data's skill names, in :data:`SPECIALIST_SKILLS` order.

    Source: ITS.md E10
    """
    if trooper.peripheral:
        return ()
    names = {s.id: s.name for s in trooper.skills}
    return tuple(names[i] for i in SPECIALIST_SKILLS if i in names)


def specialist_troops(
    troopers: Iterable[ResolvedTrooper],
) -> tuple[SpecialistTroop, ...]:
    """The Specialist Troops a list fields, in list order.

    Parameters
    ----------
    troopers : iterable of ResolvedTrooper
        The list's resolved members (``ListState.troopers``); each trooper a
        member fields is looked at (a pair's two troopers, a peripheral...).

    Returns
    -------
    tuple of SpecialistTroop
        One per trooper that is one (its count is the list's Specialist
        Troops); peripherals and unresolved members never are.

    Source: ITS.md E10
    """
    # the summary bar asks at every edit: members that field no one else and
    # have no specialist skill (most of a list) are passed over quickly
    maybe = [
        m
        for m in troopers
        if m.option is not None
        and (m.option.includes or any(s.id in _SPECIALIST_SET for s in m.skills))
    ]
    return specialists_of_fielded(fielded_troopers(maybe))


def specialists_of_fielded(
    fielded: Iterable[FieldedTrooper],
) -> tuple[SpecialistTroop, ...]:
    """:func:`specialist_troops` of troopers already unfolded (``fielded_troopers``).

    Source: ITS.md E10
    """
    out = []
    for trooper in fielded:
        reasons = specialist_reasons(trooper)
        if reasons:
            out.append(
                SpecialistTroop(uid=trooper.uid, name=trooper.name, reasons=reasons)
            )
    return tuple(out)
