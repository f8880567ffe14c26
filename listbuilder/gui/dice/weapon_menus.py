"""The weapon and range menus of a dice side: the modes that can roll, their bands.

:func:`weapon_choices` lists every firing mode of a trooper's weapons with a
numeric burst as a :class:`WeaponChoice`; :func:`fill_weapon_menu` and
:func:`fill_band_menu` put those modes and the chosen mode's range bands in the
combo boxes of :class:`~listbuilder.gui.dice.trooper_picker.TrooperPicker`.

Imports core and Qt widgets.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.items import ItemRef, Weapon, WeaponMode
from listbuilder.core.frozen import record
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.roster.profile_text import save_text
from listbuilder.gui.i18n import translate

#: Distance (cm) whose band is chosen by default: 12", a common firing range.
DEFAULT_DISTANCE_CM = 30


@record(slots=True)
class WeaponChoice:
    """One entry of a weapon menu: a trooper's weapon and one of its modes.

    Attributes
    ----------
    ref : ItemRef
        The trooper's weapon reference (its ``extras`` such as ``+1B``).
    weapon : Weapon
        The catalog weapon.
    mode : WeaponMode
        The chosen firing mode.
    """

    ref: ItemRef
    weapon: Weapon
    mode: WeaponMode

    @property
    def label(self) -> str:
        """Menu text: ``MULTI Sniper Rifle — AP Mode`` or ``Combi Rifle (+1B)``."""
        text = self.ref.label if self.ref.extras else self.weapon.name
        if self.mode.name != self.weapon.name and len(self.weapon.modes) > 1:
            text += f" — {self.mode.name}"
        return text

    @property
    def summary(self) -> str:
        """Tooltip: burst, PS and saving roll as printed."""
        m = self.mode
        return translate(
            "TrooperPicker", "B {burst}, PS {damage}, saving {save}, ammunition {ammo}"
        ).format(
            burst=m.burst,
            damage=m.damage,
            save=save_text(m.saving, m.saving_num),
            ammo=m.ammunition or "-",
        )


def weapon_choices(trooper: ResolvedTrooper, catalog: Catalog) -> list[WeaponChoice]:
    """Every mode of every weapon of ``trooper`` that can roll (numeric burst).

    Repeated weapons (profile and option both listing one) appear once.
    """
    seen: set[tuple[int, tuple[str, ...]]] = set()
    out: list[WeaponChoice] = []
    for ref in trooper.weapons:
        key = (ref.id, ref.extras)
        weapon = catalog.weapon(ref.id)
        if key in seen or weapon is None:
            continue
        seen.add(key)
        out.extend(
            WeaponChoice(ref, weapon, mode)
            for mode in weapon.modes
            if mode.burst.strip().isdigit()
        )
    return out


def _band_label(mode: WeaponMode, index: int) -> str:
    band = mode.ranges[index]
    return f'{band.min_in}-{band.max_in}" ({band.modifier:+d})'


def fill_weapon_menu(
    combo: QComboBox, choices: Sequence[WeaponChoice], previous: WeaponChoice | None
) -> None:
    """Offer ``choices`` in ``combo``; the mode ``previous`` was stays chosen."""
    combo.clear()
    for choice in choices:
        combo.addItem(choice.label, choice)
        combo.setItemData(
            combo.count() - 1,
            choice.summary,
            Qt.ItemDataRole.ToolTipRole,
        )
    if previous is not None:
        for i in range(combo.count()):
            choice = combo.itemData(i)
            if choice.weapon.id == previous.weapon.id and (
                choice.mode.name == previous.mode.name
            ):
                combo.setCurrentIndex(i)
                break


def fill_band_menu(combo: QComboBox, choice: WeaponChoice | None) -> None:
    """Offer the range bands of ``choice``'s mode in ``combo`` (index as data).

    The band chosen before stays chosen if the mode has it, else the band
    holding :data:`DEFAULT_DISTANCE_CM`; a mode without bands gets one disabled
    entry whose data is None.
    """
    previous = combo.currentData()
    combo.clear()
    if choice is None:
        return
    mode = choice.mode
    if not mode.ranges:
        combo.addItem(translate("TrooperPicker", "no range bands"), None)
        combo.setEnabled(False)
        return
    combo.setEnabled(True)
    for i in range(len(mode.ranges)):
        combo.addItem(_band_label(mode, i), i)
    if isinstance(previous, int) and previous < len(mode.ranges):
        combo.setCurrentIndex(previous)
        return
    default = next(
        (
            i
            for i, b in enumerate(mode.ranges)
            if b.min_cm <= DEFAULT_DISTANCE_CM <= b.max_cm
        ),
        0,
    )
    combo.setCurrentIndex(default)
