"""How a profile prints: attributes, movement, SWC, AVA, loadouts, weapon lines.

Presentation-neutral texts that the roster, the PDF, the list as text and the app
all share (units: inches or cm as asked). Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.items import ItemRef, RangeBand, WeaponMode
from listbuilder.core.catalog.units import SKILL_LIEUTENANT, Option, Profile, loadout_of
from listbuilder.core.i18n import N_

#: Attribute columns of a profile line, in printed order.
ATTRIBUTE_NAMES = ("MOV", "CC", "BS", "PH", "WIP", "ARM", "BTS", "W", "S")


#: Skills whose presence on a trooper is private information (RULES.md C1): the
#: Lieutenant skill names the Lieutenant.
PRIVATE_SKILLS = frozenset({SKILL_LIEUTENANT})


#: What separates the names of a loadout text (``Hacker, Pistol · Knife``).
_LOADOUT_SEPARATOR = re.compile(" · |, ")

#: Marker names of the private-marker skills (RULES.md C1): the marker on the
#: table is Open, what it hides is not.
MARKER_NAMES = {29: "Camouflage", 249: "Impersonation"}


#: The note an opponent copy prints. It avoids the very words it hides (costs,
#: SWC, the Lieutenant) so a reader can check the copy for them.
OPPONENT_COPY_NOTE = N_(
    "Opponent copy: Open information only. This copy hides "
    "private information: point costs, support weapon costs, the identity of the "
    "army's commander, troopers deploying hidden or airborne, and the contents of "
    "camouflage and impersonation markers."
)


def move_text(profile: Profile, units: str = "in") -> str:
    """MOV as printed: ``4-4`` in inches or ``10-10`` in cm (``units`` 'in'|'cm')."""
    first, second = profile.move_inches if units == "in" else profile.move
    return f"{first}-{second}"


def attribute_values(
    profile: Profile, units: str = "in"
) -> tuple[tuple[str, str], ...]:
    """The profile line as (label, value) pairs: MOV, CC, BS ... W/STR, S.

    ``units`` is ``"in"`` or ``"cm"`` for MOV.
    """
    return (
        ("MOV", move_text(profile, units)),
        ("CC", _attribute(profile.cc)),
        ("BS", _attribute(profile.bs)),
        ("PH", _attribute(profile.ph)),
        ("WIP", _attribute(profile.wip)),
        ("ARM", _attribute(profile.arm)),
        ("BTS", _attribute(profile.bts)),
        ("STR" if profile.is_str else "W", _attribute(profile.w)),
        ("S", _attribute(profile.s)),
    )


def _attribute(value: int) -> str:
    """An attribute as printed: the data marks one a profile lacks with -1."""
    return "-" if value < 0 else str(value)


def loadout_text(
    option: Option, *, hide: Callable[[ItemRef], bool] | None = None
) -> str:
    """The option's loadout as the official builder prints it.

    ``"Lieutenant · Combi Rifle, Light Shotgun, Pistol, Knife"``: the option's own
    skills and equipment, then its weapons. Skills and equipment for which
    ``hide`` is true are left out (the opponent copy hides what points to the
    Lieutenant, RULES.md C1, C3).
    """
    skills = tuple(s for s in option.skills if not (hide and hide(s)))
    equipment = tuple(s for s in option.equipment if not (hide and hide(s)))
    if len(skills) + len(equipment) == len(option.skills) + len(option.equipment):
        return option.loadout  # cached on the option
    return loadout_of(option.name, skills, equipment, option.weapons)


def skills_beyond(loadout: str, skills: Sequence[str]) -> tuple[str, ...]:
    """The ``skills`` a ``loadout`` text does not name, in order.

    A trooper's skills are its profile's (``Mimetism (-6)``, ``Hidden
    Deployment``) and its option's; the loadout (:func:`loadout_text`) names
    only the option's. The compact sheet prints the loadout and these.
    """
    named = set(_LOADOUT_SEPARATOR.split(loadout))
    return tuple(s for s in skills if s not in named)


def range_text(band: RangeBand, units: str = "in") -> str:
    """One range band: ``0-8" +3`` (inches) or ``0-20 cm +3``."""
    mod = f"{band.modifier:+d}" if band.modifier else "0"
    if units == "cm":
        return f"{band.min_cm}-{band.max_cm} cm {mod}"
    return f'{band.min_in}-{band.max_in}" {mod}'


def save_text(saving: str, saving_num: str) -> str:
    """A weapon mode's saving roll as printed: ``ARM``, ``BTS x2`` (``-`` for none).

    The number of rolls shows only above one. A weapon that forces two kinds of
    saving roll names both (the data's ``"ARM and BTS"`` with ``"1 and 1"``):
    ``ARM and BTS``, ``ARM x2 and BTS``. Source: RULES.md D5'
    """
    saving = saving or "-"
    kinds = saving.split(" and ")
    counts = saving_num.split(" and ")
    if len(kinds) > 1 and len(counts) == len(kinds):
        return " and ".join(map(save_text, kinds, counts))
    if saving_num in ("", "-", "0", "1"):
        return saving
    return f"{saving} x{saving_num}"


class WeaponLine(WeaponMode):
    """One weapon mode as printed in a weapons table: a :class:`WeaponMode` row.

    Its fields are the mode's; ``name`` is the weapon's name, with its mode when
    it has several (``Boarding Shotgun (Hit)``), and ``damage`` is PS in N5.
    """

    def ranges_text(self, units: str = "in") -> str:
        """All bands: ``0-8" +3 | 8-16" 0 | 16-32" -3``."""
        return " | ".join(range_text(b, units) for b in self.ranges)

    @property
    def save_text(self) -> str:
        """Saving attribute, with the number of rolls above one: ``ARM``, ``BTS x2``.

        Source: RULES.md D5'
        """
        return save_text(self.saving, self.saving_num)

    @property
    def traits_text(self) -> str:
        """Traits joined for print: ``Suppressive Fire, CC``; ``""`` when none."""
        return ", ".join(self.properties)


def weapon_lines(
    weapons: tuple[ItemRef, ...], catalog: Catalog
) -> tuple[WeaponLine, ...]:
    """Resolve weapon items to printable lines, one per firing mode."""
    out: list[WeaponLine] = []
    seen: set[int] = set()
    for item in weapons:
        if item.id in seen:
            continue
        seen.add(item.id)
        weapon = catalog.weapon(item.id)
        if weapon is None:
            out.append(
                WeaponLine(
                    name=item.label,
                    burst="-",
                    damage="-",
                    saving="-",
                    saving_num="-",
                    ammunition="",
                )
            )
            continue
        for mode in weapon.modes:
            out.append(_mode_line(item, weapon.name, mode, len(weapon.modes) > 1))
    return tuple(out)


def _mode_line(item: ItemRef, name: str, mode: WeaponMode, several: bool) -> WeaponLine:
    label = item.label if not several else f"{item.label} ({mode.name})"
    if several and mode.name == name:
        label = item.label
    # the mode's own fields (its __dict__: iterating a model is slower)
    return WeaponLine(**{**mode.__dict__, "name": label})
