"""A trooper and weapon mode as one side of a Face to Face roll.

Reads the attack attribute (BS, PH, WIP, CC), the saving values (ARM, BTS) and
the weapon's burst and damage from the resolved profile. Source: RULES.md D1-D6.
Pure: imports only stdlib (the catalog's models only for their types).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.core.dice.engine import DIE, MAX_BURST, DiceError, DiceRules, Side
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _

if TYPE_CHECKING:
    from listbuilder.core.catalog.items import WeaponMode
    from listbuilder.core.catalog.units import Profile


@record(slots=True, kw_only=True)
class Combatant:
    """A trooper from the profiles with the weapon mode it uses.

    Attributes
    ----------
    profile : Profile
        The trooper's stat line (BS, CC, PH, WIP, ARM, BTS).
    mode : WeaponMode
        The weapon mode fired (``catalog.weapon(id).modes[i]``).
    band : int or None
        Index into ``mode.ranges`` of the range band (its modifier is applied);
        None for weapons without range bands (CC weapons, templates).
    cover : bool
        The trooper is in partial cover (RULES.md D5', -3 to its attacker, +3
        to its saves).
    extras : tuple[str, ...]
        The trooper's ``ItemRef.extras`` for this weapon: ``+1B``/``+2B`` add
        burst, ``PS=6`` sets the PS; others are ignored.
    modifier : int
        Further modifiers to the attack (skills, the target's Mimetism...).
    """

    profile: Profile
    mode: WeaponMode
    band: int | None = None
    cover: bool = False
    extras: tuple[str, ...] = ()
    modifier: int = 0


def _number(text: str, what: str, mode: WeaponMode) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise DiceError(
            _(
                "weapon mode {mode} has no numeric {what} ({text})",
                mode=repr(mode.name),
                what=what,
                text=repr(text),
            )
        ) from None


def attack_attribute(profile: Profile, mode: WeaponMode) -> int:
    """The attribute a weapon mode rolls against: CC, PH, WIP or BS.

    ``CC`` weapons use CC; the data's ``BS Weapon (PH)`` / ``BS Weapon (WIP)``
    properties name PH or WIP; everything else uses BS.

    Source: RULES.md D1; Data (weapon ``properties``).
    """
    props = set(mode.properties)
    if "CC" in props:
        return profile.cc
    if "BS Weapon (PH)" in props:
        return profile.ph
    if "BS Weapon (WIP)" in props:
        return profile.wip
    return profile.bs


def is_direct_template(mode: WeaponMode) -> bool:
    """True for a direct template mode (``Direct Template (...)`` in its properties).

    Such a weapon hits without a roll (Flamethrower, Nanopulser, Chain Rifle).

    Source: RULES.md D8; Data (weapon ``properties``).
    """
    return any(p.startswith("Direct Template") for p in mode.properties)


def saving_values(saving: str, profile: Profile) -> tuple[int, ...] | None:
    """A target's attribute for each kind of saving roll a weapon's ``saving`` names.

    ``ARM`` and ``BTS`` give the attribute; ``ARM/2`` halves it, rounding up;
    ``ARM=0`` gives 0; ``PH-6`` gives PH - 6; ``ARM and BTS`` gives both.

    Returns
    -------
    tuple[int, ...] or None
        One value per kind of roll; None when the text names no saving roll
        (``-``, ``*``, empty).

    Source: RULES.md D5'; Data (weapon ``saving``).
    """
    parts = [p.strip() for p in saving.split(" and ")]
    values: list[int] = []
    attrs = {"ARM": profile.arm, "BTS": profile.bts, "PH": profile.ph}
    for part in parts:
        if part in attrs:
            values.append(attrs[part])
        elif part.endswith("/2") and part[:-2] in attrs:
            values.append(-(-attrs[part[:-2]] // 2))
        elif part.endswith("=0") and part[:-2] in attrs:
            values.append(0)
        elif "-" in part and part.split("-", 1)[0] in attrs:
            name, amount = part.split("-", 1)
            if not amount.isdigit():
                return None
            values.append(attrs[name] - int(amount))
        else:
            return None
    return tuple(values)


def _side(
    me: Combatant, opponent: Combatant, ruleset: DiceRules, fixed_burst: int | None
) -> Side:
    mode = me.mode
    burst = _number(mode.burst, _("burst"), mode)
    ps: int | None = None
    if mode.damage.strip().isdigit():
        ps = int(mode.damage)
    for extra in me.extras:
        text = extra.replace(" ", "").upper()
        if text.startswith("+") and text.endswith("B") and text[1:-1].isdigit():
            burst += int(text[1:-1])
        elif text.startswith("PS=") and text[3:].isdigit():
            ps = int(text[3:])
    if fixed_burst is not None:
        burst = fixed_burst
    burst = max(1, min(MAX_BURST, burst))
    target_saves = saving_values(mode.saving, opponent.profile)
    if target_saves is None:
        ps = None
    if ps is not None and ruleset.save_rule == "armour":
        # N5 data gives PS; the N2 Damage with the same save chance is 20 - PS.
        ps = DIE - ps
    nums = [p.strip() for p in mode.saving_num.split(" and ")]
    saving_num = tuple(int(n) if n.isdigit() else 1 for n in nums)
    kinds = len(target_saves) if target_saves else 1
    if len(saving_num) != kinds:
        saving_num = (saving_num[0],) * kinds
    modifier = me.modifier
    if mode.ranges:
        if me.band is None or not 0 <= me.band < len(mode.ranges):
            raise DiceError(
                _(
                    "weapon mode {mode} has range bands 0 to {last}; got {band}",
                    mode=repr(mode.name),
                    last=len(mode.ranges) - 1,
                    band=me.band,
                )
            )
        modifier += mode.ranges[me.band].modifier
    elif me.band is not None:
        raise DiceError(
            _("weapon mode {mode} has no range bands", mode=repr(mode.name))
        )
    # The opponent's weapon decides which of my attributes I save with.
    my_saves = saving_values(opponent.mode.saving, me.profile) or (me.profile.arm,)
    return Side(
        attribute=attack_attribute(me.profile, mode),
        modifier=modifier,
        burst=burst,
        ps=ps,
        saving_num=saving_num,
        saves=my_saves,
        cover=me.cover,
        template=is_direct_template(mode),
    )


def sides_from_combatants(
    active: Combatant,
    reactive: Combatant,
    ruleset: DiceRules,
    *,
    reactive_burst: int = 1,
) -> tuple[Side, Side]:
    """Calculator inputs for two troopers from the profiles, each with a weapon.

    Each side rolls against :func:`attack_attribute` with its range band's
    modifier (plus ``Combatant.modifier``); its burst and PS come from the weapon
    mode and the trooper's extras (``+1B``, ``PS=6``); the hits it causes force
    ``savingNum`` rolls against the opponent's attribute named by ``saving``
    (:func:`saving_values`). A mode whose damage or saving is not a number
    (``-``, ``*``) causes no wounds (``ps`` None). Under the 'armour' rule the
    data's PS is turned into the N2 Damage with the same save chance,
    ``20 - PS`` (PS 7 ↔ Damage 13, PS 5 ↔ Damage 15). A burst raised by extras
    beyond 10 is held at 10, the calculator's limit. The reactive side rolls
    ``reactive_burst`` dice whatever its weapon's B: 1 in an ARO, more only
    when a skill says so (Fireteam bonus, Total Reaction, Neurocinetics). A
    direct template mode gives a side with ``template`` set.

    Parameters
    ----------
    active, reactive : Combatant
        The two troopers with their weapon mode, range band and cover.
    ruleset : DiceRules
        The ruleset the sides will be rolled under.
    reactive_burst : int
        Dice the reactive side rolls (1 to 10; default 1, RULES.md D8).

    Returns
    -------
    tuple[Side, Side]
        ``(active, reactive)`` for :func:`face_to_face`.

    Raises
    ------
    DiceError
        If a mode has no numeric burst, or the band index does not fit the
        mode's range bands (None is required for modes without bands).

    Source: RULES.md D1, D4, D5, D5', D8; Data (weapon modes, ``extras``).
    """
    if not 1 <= reactive_burst <= MAX_BURST:
        raise DiceError(
            _(
                "burst must be 1 to {max}, not {burst}",
                max=MAX_BURST,
                burst=reactive_burst,
            )
        )
    return (
        _side(active, reactive, ruleset, None),
        _side(reactive, active, ruleset, reactive_burst),
    )


def dodge_side(combatant: Combatant) -> Side:
    """The Dodge roll of a trooper: its PH with its own further modifier.

    The weapon's range band plays no part; the opponent's cover neither.

    Source: RULES.md D8.
    """
    return Side(attribute=combatant.profile.ph, modifier=combatant.modifier)
