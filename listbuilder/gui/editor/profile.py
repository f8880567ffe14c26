"""What the profile card shows: the selected trooper, or the option previewed.

The card shows the first selected trooper of the list; with none selected, the
option picked in the options panel (a preview of what it would field); else
nothing. The dice calculator follows the selected trooper.

Imports core and Qt widgets.
"""

from __future__ import annotations

from collections.abc import Callable

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.catalog.units import Option, Unit
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.roster.rows import RosterRow
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.editor.options_panel import OptionsPanel
from listbuilder.gui.editor.profile_card import ProfileCard
from listbuilder.gui.present.option_wording import (
    OptionSummary,
    option_ava,
    option_preview_row,
    option_summary,
    trooper_ava,
)


class ProfileCardController:
    """Keeps the profile card on the selection or the previewed option.

    Parameters
    ----------
    document : ArmyDocument
        The open list.
    card : ProfileCard
        The card it fills.
    options : OptionsPanel
        Whose unit a previewed option belongs to.
    catalog : Catalog
        The loaded profiles (a preview's weapons).
    follow : callable
        Told the trooper shown and the ruleset (the dice calculator).
    """

    def __init__(
        self,
        document: ArmyDocument,
        card: ProfileCard,
        options: OptionsPanel,
        catalog: Catalog,
        follow: Callable[[ResolvedTrooper | None, Ruleset], None],
    ) -> None:
        self._document = document
        self._card = card
        self._options = options
        self._catalog = catalog
        self._follow = follow
        self._preview: OptionSummary | None = None
        # The card of the last option previewed: (unit, profile group id,
        # option, its row, its AVA), kept while the same option is previewed.
        self._preview_card: tuple[Unit, int, Option, RosterRow, str] | None = None

    def preview(self, summary: OptionSummary | None, selected: list[str]) -> None:
        """Remember the previewed option (None: none) and refresh the card."""
        self._preview = summary
        if summary is not None:
            self._show_preview(summary)
        else:
            self.show_selection(selected)

    def show_unit(self, unit: Unit | None) -> None:
        """A unit picked in the browser: preview its first option on the card."""
        if unit is None or not unit.purchasable():
            return
        profile_group_id, option = unit.purchasable()[0]
        self._preview = option_summary(unit, profile_group_id, option)
        self._show_preview(self._preview)

    def show_selection(self, selected: list[str]) -> None:
        """Show the first of ``selected`` troopers, else the preview, else nothing."""
        state = self._document.state
        trooper = state.trooper(selected[0]) if selected else None
        self._follow(trooper, state.ruleset)
        if trooper is not None:
            self._card.set_row(state.row(trooper.uid), trooper_ava(trooper))
        elif self._preview is not None:
            self._show_preview(self._preview)
        else:
            self._card.set_row(None)

    def _show_preview(self, summary: OptionSummary) -> None:
        unit = self._options.model.unit()
        option = (
            unit.option(summary.profile_group_id, summary.option_id) if unit else None
        )
        if unit is None or option is None:
            return
        group_id = summary.profile_group_id
        kept = self._preview_card
        if (
            kept is None
            or kept[0] is not unit
            or kept[1] != group_id
            or kept[2] is not option
        ):
            # made once per option: every edit shows the preview again while
            # no trooper is selected
            row = option_preview_row(unit, group_id, option, self._catalog)
            kept = (unit, group_id, option, row, option_ava(unit, group_id, option))
            self._preview_card = kept
        self._card.set_row(kept[3], kept[4])
