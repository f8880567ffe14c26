"""The app's own hover texts (gui.texts), on the bundled PanOceania data."""

from __future__ import annotations

from listbuilder.core import ArmyList, build_roster, validate
from listbuilder.gui.editor.tooltips import (
    group_tooltip,
    option_tooltip,
    roster_row_tooltip,
    violation_tooltip,
)
from listbuilder.gui.present.option_wording import option_summary
from tests.helpers import PANO, fusilier, with_group, with_trooper


def test_option_tooltip_lists_cost_orders_and_items(catalog):
    fusiliers = catalog.army(PANO).unit(1)
    summary = option_summary(fusiliers, 1, fusiliers.option(1, 10))
    assert option_tooltip(summary).splitlines() == [
        "FUSILIER: 10 pts · 0 SWC",
        "Orders: 1 Regular, 1 Lieutenant",
        "Skills: Lieutenant",
        "Weapons: Combi Rifle, Pistol, CC Weapon",
    ]


def test_group_and_row_tooltips(catalog, n5):
    army = with_trooper(ArmyList(army_id=PANO), 0, fusilier(10))
    army = with_trooper(army, 0, fusilier(1))
    group = build_roster(army, catalog, n5).groups[0]
    assert group_tooltip(group) == group.orders.summary
    assert roster_row_tooltip(group.rows[0]).splitlines() == [
        "Fusiliers (Lieutenant)",
        "FUSILIER: Lieutenant · Combi Rifle, Pistol, CC Weapon",
        "10 pts · 0 SWC",
    ]


def test_reinforcement_group_tooltip_says_what_it_is(catalog, n5):
    army = with_group(ArmyList(army_id=PANO), reinforcement=True)
    groups = build_roster(army, catalog, n5).groups
    assert group_tooltip(groups[1]).startswith("Reinforcement group: units of")
    assert group_tooltip(groups[1].replace(orders=None)).count("\n") == 0


def test_violation_tooltip_names_the_code(catalog, n5):
    report = validate(ArmyList(army_id=PANO), catalog, n5)
    assert violation_tooltip(report.violations[0]).endswith(
        "(lieutenant.missing) No trooper to select."
    )
