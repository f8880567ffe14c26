"""What every check sees (:class:`Context`) and how messages name things.

Messages name troopers and units as players do: the name from the data, the
group as "combat group 2" or "reinforcement group 1", and an id only when the
army's data has no such unit ("unit 1503, not in this army's data").

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import field

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.catalog.units import Unit
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import ArmyList, CombatGroup, group_name
from listbuilder.core.lists.counts import Counted, TrooperCount
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.rules.validation._report import Violation


@record
class Context:
    """A list being validated, with its data and ruleset.

    Attributes
    ----------
    army_list : ArmyList
        The list.
    army : Army or None
        Its army file (None when the data has no such army).
    ruleset : Ruleset
        Edition parameters.
    troopers : list of ResolvedTrooper
        Every trooper in display order.
    catalog : Catalog
        The loaded data.
    counted : Counted
        Each trooper's A7 count, worked out once for the list.
    """

    army_list: ArmyList
    army: Army | None
    ruleset: Ruleset
    troopers: list[ResolvedTrooper]
    catalog: Catalog
    counted: Counted

    main: list[ResolvedTrooper] = field(init=False, repr=False, compare=False)
    reinforcement: list[ResolvedTrooper] = field(init=False, repr=False, compare=False)
    resolved_main: list[ResolvedTrooper] = field(init=False, repr=False, compare=False)
    main_points: int = field(init=False, repr=False, compare=False)
    swc_spent_and_bonus: tuple[float, float] = field(
        init=False, repr=False, compare=False
    )
    main_count: TrooperCount = field(init=False, repr=False, compare=False)
    lieutenants: list[ResolvedTrooper] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Work out, in one pass, what most checks read.

        ``main``: troopers of the main list (reinforcement groups apart, RULES.md
        A10); ``reinforcement``: those of the reinforcement groups;
        ``resolved_main``: those of ``main`` the data knows; ``main_points``:
        their points (A1); ``swc_spent_and_bonus``: SWC spent and Lieutenant ``+N``
        bonus (A2, A3), summed as ``sum`` sums (from the integer 0, in list
        order: the same floats); ``main_count``: the main list's A7 count;
        ``lieutenants``: the troopers of ``resolved_main`` with a Lieutenant
        option (A3).
        """
        main: list[ResolvedTrooper] = []
        reinforcement: list[ResolvedTrooper] = []
        resolved: list[ResolvedTrooper] = []
        lieutenants: list[ResolvedTrooper] = []
        points = 0
        spent: float = 0
        bonus: float = 0
        for t in self.troopers:
            if t.group.reinforcement:
                reinforcement.append(t)
                continue
            main.append(t)
            option = t.option
            if option is not None:
                resolved.append(t)
                points += option.points
                spent += option.swc_cost
                bonus += option.swc_bonus
                if option.is_lieutenant:
                    lieutenants.append(t)
        values = self.__dict__  # where ``object.__setattr__`` would put them
        values["main"] = main
        values["reinforcement"] = reinforcement
        values["resolved_main"] = resolved
        values["main_points"] = points
        values["swc_spent_and_bonus"] = (spent, bonus)
        values["main_count"] = self.counted.of(main)
        values["lieutenants"] = lieutenants

    @property
    def is_company(self) -> bool:
        """True when the N2 Mercenary Company rules apply to this army (A8)."""
        return (
            self.ruleset.mercenary_rules
            and self.army_list.army_id in self.ruleset.mercenary_company_armies
        )


#: A check: one rule family's violations for a list.
Check = Callable[[Context], Iterable[Violation]]


def uids(troopers: Iterable[ResolvedTrooper]) -> tuple[str, ...]:
    """The troopers' uids, in order."""
    return tuple([t.entry.uid for t in troopers])


def named_group(group: CombatGroup) -> str:
    """``"combat group 2"`` or ``"reinforcement group 1"`` (RULES.md A10)."""
    return group_name(group.number, group.reinforcement, "sentence")


def and_list(names: Iterable[str]) -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"``."""
    items = list(names)
    if len(items) > 1:
        return _("{items} and {last}", items=_(", ").join(items[:-1]), last=items[-1])
    return "".join(items)


def find_unit(army: Army | None, unit_id: int) -> Unit | None:
    """Unit ``unit_id`` of the army file or its reinforcement file, or None.

    Unit ids are global, so a trooper put in the wrong list (a main-army unit in
    a reinforcement group) or a relation naming a reinforcement unit still gets
    its name from the data.
    """
    if army is None:
        return None
    return army.unit(unit_id) or army.unit(unit_id, reinforcement=True)


def unit_name(army: Army | None, unit_id: int) -> str:
    """A unit's name from the data, or ``"unit 1503 (not in this army's data)"``."""
    unit = find_unit(army, unit_id)
    return unit.isc if unit else _("unit {id} (not in this army's data)", id=unit_id)


def trooper_name(trooper: ResolvedTrooper, army: Army | None) -> str:
    """A trooper's name as players say it, resolved or not (see :func:`unit_name`)."""
    if trooper.unit is not None:
        return trooper.name
    return unit_name(army, trooper.entry.unit_id)


def located(troopers: Iterable[ResolvedTrooper], army: Army | None = None) -> str:
    """``"Fusiliers in combat group 1 and Teutonic Knights in combat group 2"``."""
    return and_list(
        _("{name} in {group}", name=trooper_name(t, army), group=named_group(t.group))
        for t in troopers
    )


def violation_at(
    group: CombatGroup, rule: str, code: str, message: str, troopers: Iterable[str]
) -> Violation:
    """A :class:`Violation` about one combat or reinforcement group."""
    return Violation(
        rule=rule,
        code=code,
        message=message,
        troopers=tuple(troopers),
        group=group.number,
        reinforcement=group.reinforcement,
    )
