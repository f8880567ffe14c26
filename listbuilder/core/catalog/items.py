"""What an option carries: item references (skills, equipment, weapons) and weapons.

A weapon is named once per army file and referenced by id from every option
that carries it; :class:`Weapon` holds its modes, and each mode its range
bands, as the profile card, the PDFs and the dice calculator print them.

Pure: imports only stdlib and pydantic.
"""

from listbuilder.core._base import FrozenModel


class ItemRef(FrozenModel):
    """A skill, piece of equipment, weapon or characteristic on a profile/option.

    Attributes
    ----------
    id : int
        The metadata id (weapon, skill or equipment id; 0 for characteristics).
    name : str
        The resolved English name.
    extras : tuple[str, ...]
        Resolved ``extra`` annotations, e.g. ``("+1B",)`` or ``("-3",)``.
    quantity : int
        How many of the item the trooper has (``q`` in the data, 1 when absent).
    """

    id: int
    name: str
    extras: tuple[str, ...] = ()
    quantity: int = 1

    @property
    def label(self) -> str:
        """Name with its extras and quantity as players write it: ``Mimetism (-6)``."""
        text = self.name
        if self.extras:
            text += f" ({', '.join(self.extras)})"
        if self.quantity > 1:
            text = f"{self.quantity}x {text}"
        return text


class RangeBand(FrozenModel):
    """One range band of a weapon mode.

    Attributes
    ----------
    min_cm, max_cm : int
        The band's limits in centimetres (the data is in cm; 0-40 cm is 0-16").
    modifier : int
        The attack modifier in that band (+3, 0, -3, -6 ...).
    """

    min_cm: int
    max_cm: int
    modifier: int

    @property
    def min_in(self) -> int:
        """Lower limit in inches (the game's 2.5 cm = 1" convention)."""
        return round(self.min_cm / 2.5)

    @property
    def max_in(self) -> int:
        """Upper limit in inches (the game's 2.5 cm = 1" convention)."""
        return round(self.max_cm / 2.5)


class WeaponMode(FrozenModel):
    """One firing mode (one metadata ``weapons`` row) of a weapon.

    Attributes
    ----------
    name : str
        The mode's name (the weapon's name when it has a single mode).
    burst, damage, saving, saving_num : str
        As printed: burst ``"3"``, damage/PS ``"7"`` or ``"-"``, saving attribute
        ``"ARM"``, ``"BTS"``, ``"ARM/2"``..., number of saving rolls ``"1"``.
    ammunition : str
        Resolved ammunition name (``"N"``, ``"AP"``, ``"DA"``...), or ``""``.
    properties : tuple[str, ...]
        Traits such as ``"Suppressive Fire"``.
    ranges : tuple[RangeBand, ...]
        Range bands in increasing distance; empty for CC weapons and templates.
    """

    name: str
    burst: str
    damage: str
    saving: str
    saving_num: str
    ammunition: str
    properties: tuple[str, ...] = ()
    ranges: tuple[RangeBand, ...] = ()


class Weapon(FrozenModel):
    """A weapon (or weapon-like skill/equipment) with all its firing modes.

    Attributes
    ----------
    id : int
        Metadata weapon id (not unique per row in the data: rows are modes).
    name : str
        The weapon's name.
    kind : str
        ``"WEAPON"``, ``"EQUIPMENT"`` or ``"SKILL"`` as in the metadata.
    modes : tuple[WeaponMode, ...]
        One or more firing modes.
    """

    id: int
    name: str
    kind: str
    modes: tuple[WeaponMode, ...]
