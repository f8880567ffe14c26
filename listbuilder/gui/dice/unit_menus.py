"""The unit and option menus of a dice side: an army's units, a unit's options.

:func:`fill_unit_menu` lists an army's units (and reinforcements), telling
apart two units of one name by where they come from; :func:`fill_option_menu`
lists a unit's purchasable options with their points. Both fill the combo
boxes of :class:`~listbuilder.gui.dice.trooper_picker.TrooperPicker`.

Imports core and Qt widgets.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from listbuilder.core.catalog.army import Army
from listbuilder.gui.i18n import translate


def fill_unit_menu(combo: QComboBox, army: Army | None, army_name: str) -> None:
    """Offer ``army``'s units in ``combo``, data ``(reinforcement, unit id)``.

    Two units of one name (the army's own Monstruckers and the mercenary
    pool's) show where each comes from: ``army_name`` or "Mercenary".
    """
    combo.clear()
    if army is None:
        return
    names = [u.isc for u in army.units]
    for unit in sorted(army.units, key=lambda u: u.isc.casefold()):
        label = unit.isc
        if names.count(unit.isc) > 1:
            origin = (
                translate("TrooperPicker", "Mercenary")
                if unit.slug.startswith("merc-")
                else army_name
            )
            label = translate("TrooperPicker", "{unit} ({army})").format(
                unit=unit.isc, army=origin
            )
        combo.addItem(label, (False, unit.id))
    if army.reinforcements:
        for unit in sorted(army.reinforcements.units, key=lambda u: u.isc):
            combo.addItem(
                translate("TrooperPicker", "{unit} (reinforcement)").format(
                    unit=unit.isc
                ),
                (True, unit.id),
            )


def fill_option_menu(combo: QComboBox, army: Army | None, key: object) -> None:
    """Offer the options of unit ``key`` = ``(reinforcement, unit id)`` of ``army``."""
    combo.clear()
    if army is None or not isinstance(key, tuple):
        return
    unit = army.unit(key[1], reinforcement=key[0])
    if unit is None:
        return
    for profile_group_id, option in unit.purchasable():
        combo.addItem(
            translate("TrooperPicker", "{option} ({points} pts)").format(
                option=option.name, points=option.points
            ),
            (profile_group_id, option.id),
        )
