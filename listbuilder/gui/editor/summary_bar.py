"""The always-visible status line: points, SWC, troopers, lieutenant, legality.

It also counts the list's Specialist Troops (ITS.md E10), naming them in a
tooltip.

Shows a :class:`listbuilder.gui.present.status.StatusSummary`; totals over their
limit are drawn in red. Reinforcements (when the list has any) and the ruleset
are shown apart from the main list's totals.

The totals flow onto a second line when the window is narrow (a 1280-pixel
laptop with the profile dock open), and a long lieutenant text is elided with
the full text in its tooltip, so the bar never sets the window's width. It
follows the open list itself (:meth:`SummaryBar.follow`), from its state.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from listbuilder.core.bounded_cache import BoundedCache
from listbuilder.core.catalog.units import Unit
from listbuilder.core.its.specialists import SpecialistTroop, specialist_troops
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.gui.document import ArmyDocument, StateChange
from listbuilder.gui.present.status import StatusSummary, status_summary
from listbuilder.gui.widgets.flow_layout import FlowLayout

#: Style sheets of a total over its limit and of the legality label.
OVER_STYLE = "color: #b00020; font-weight: bold;"
LEGAL_STYLE = "color: #1b5e20; font-weight: bold;"
ILLEGAL_STYLE = "color: #b00020; font-weight: bold;"
_REINFORCEMENTS = "color: #6a4c93;"
_NOTE = "color: #8a5a00;"
#: Widest the lieutenant text is shown before it is elided (pixels).
LIEUTENANT_MAX_WIDTH = 320
#: Widest a note (a hidden Lieutenant, RULES.md C4) is shown before it is elided.
NOTE_MAX_WIDTH = 420
#: A resolved trooper and the Specialist Troops it fields.
_TrooperSpecialists = tuple[ResolvedTrooper, tuple[SpecialistTroop, ...]]
#: A trooper's entry as the bar keeps its Specialist Troops: uid, unit,
#: profile group, option, Spec-Ops, and the id of the unit it resolved to.
_EntryKey = tuple[str, int, int, int, tuple[str, ...], int]
#: Troopers whose Specialist Troops the bar keeps by entry (a long session's).
_ENTRIES_KEPT = 1024


class SummaryBar(QFrame):
    """A row of labels summarising the list.

    Attributes
    ----------
    points_label, swc_label, troopers_label, lieutenant_label, legality_label : QLabel
        One label per total.
    reinforcements_label : QLabel
        Reinforcement points and troopers; hidden when there are none.
    notes_label : QLabel
        Notes that break no rule (a Lieutenant in Hidden Deployment starts in
        Loss of Lieutenant, RULES.md C4), the full text in its tooltip;
        hidden when there are none.
    specialists_label : QLabel
        The list's Specialist Troops count (ITS.md E10), a tooltip naming
        each and why (``Fusiliers (Hacker)``).
    ruleset_label : QLabel
        The list's ruleset (``Rules: N5``).
    totals : QWidget
        Holds the totals in a :class:`FlowLayout` (wraps when narrow).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("summary_bar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.setSpacing(24)
        self.totals = QWidget(self)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.totals.setSizePolicy(policy)
        flow = FlowLayout(self.totals, spacing=24)
        self.points_label = QLabel(self)
        self.swc_label = QLabel(self)
        self.troopers_label = QLabel(self)
        self.reinforcements_label = QLabel(self)
        self.reinforcements_label.setStyleSheet(_REINFORCEMENTS)
        self.reinforcements_label.setToolTip(
            self.tr("Reinforcement groups are counted apart from the main list")
        )
        self.reinforcements_label.hide()
        self.lieutenant_label = QLabel(self)
        self.specialists_label = QLabel(self)
        self._specialists: tuple[SpecialistTroop, ...] | None = None
        # Each trooper's Specialist Troops in list order, kept while its entry
        # and unit are the same objects (an edit makes new ones where it touched).
        self._specialists_of: list[_TrooperSpecialists] = []
        self._specialists_by_entry: BoundedCache[
            _EntryKey, tuple[Unit | None, tuple[SpecialistTroop, ...]]
        ] = BoundedCache(_ENTRIES_KEPT)
        self._summary: StatusSummary | None = None  # the summary shown
        self._ruleset_tip: str | None = None  # the ruleset label's tooltip
        self._sheets: dict[QLabel, str] = {}  # the style sheets given
        self.retreat_label = QLabel(self)
        self.retreat_label.setToolTip(
            self.tr("Points of troopers lost at which the army is in Retreat")
        )
        self.retreat_label.hide()
        # A note is not a problem: the legality label stays as it is.
        self.notes_label = QLabel(self)
        self.notes_label.setStyleSheet(_NOTE)
        self.notes_label.hide()
        self.ruleset_label = QLabel(self)
        self.legality_label = QLabel(self)
        for label in (
            self.points_label,
            self.swc_label,
            self.troopers_label,
            self.reinforcements_label,
            self.lieutenant_label,
            self.specialists_label,
            self.notes_label,
            self.retreat_label,
        ):
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.1)
            label.setFont(font)
            label.setParent(self.totals)
            flow.addWidget(label)
        layout.addWidget(self.totals, 1)
        layout.addWidget(self.ruleset_label, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.legality_label, 0, Qt.AlignmentFlag.AlignTop)

    def follow(self, document: ArmyDocument) -> None:
        """Show ``document``'s totals now and after each change."""
        document.followers.connect(self._on_document_state_changed)

    def _on_document_state_changed(self, change: StateChange) -> None:
        state = change.state  # every edit may change the totals
        self.set_summary(
            status_summary(
                state.report,
                state.roster,
                state.ruleset,
                state.notes,
                state.army_list.extras,
                state.rows_by_uid,
            ),
            state.ruleset.name,
        )
        self.set_specialists(self._list_specialists(state.troopers))

    def _list_specialists(
        self, troopers: Sequence[ResolvedTrooper]
    ) -> tuple[SpecialistTroop, ...]:
        """``specialist_troops(troopers)``, worked out again only for changed ones.

        A member's Specialist Troops are its own and those it fields, in list
        order, so the list's are each member's one after the other.
        Source: ITS.md E10
        """
        shown = self._specialists_of
        if len(shown) == len(troopers):  # most edits: the same troopers in order
            rows = [
                hit if hit[0] is trooper else self._with_specialists(trooper, hit)
                for hit, trooper in zip(shown, troopers, strict=True)
            ]
        else:
            rows = [self._with_specialists(t) for t in troopers]
        self._specialists_of = rows
        return tuple(s for _, specialists in rows for s in specialists)

    def _with_specialists(
        self, trooper: ResolvedTrooper, hit: _TrooperSpecialists | None = None
    ) -> _TrooperSpecialists:
        """``trooper`` with its Specialist Troops, found by its entry and unit.

        The same entry of the same unit has the same specialists: ``hit``'s
        (the trooper in its place before, resolved again with its edited
        group), else those found by entry (an option changed back, undo and
        redo). Source: ITS.md E10
        """
        if hit is not None and (
            hit[0].entry is trooper.entry and hit[0].unit is trooper.unit
        ):
            return (trooper, hit[1])
        entry = trooper.entry  # (its fields: hashing the model costs more)
        key = (
            entry.uid,
            entry.unit_id,
            entry.profile_group_id,
            entry.option_id,
            entry.specops,
            id(trooper.unit),
        )
        found = self._specialists_by_entry.get(key)
        if found is None or found[0] is not trooper.unit:  # (kept: ids hold)
            found = (trooper.unit, specialist_troops((trooper,)))
            self._specialists_by_entry.put(key, found)
        return (trooper, found[1])

    def set_specialists(self, specialists: Sequence[SpecialistTroop]) -> None:
        """Show how many Specialist Troops the list has; the tooltip names them.

        Source: ITS.md E10
        """
        specialists = tuple(specialists)
        if specialists == self._specialists:
            return  # most edits change no specialist
        self._specialists = specialists
        self.specialists_label.setText(
            self.tr("Specialists: {n}").format(n=len(specialists))
        )
        if specialists:
            lines = [self.tr("Specialist Troops (ITS):")]
            lines += [s.label for s in specialists]
            self.specialists_label.setToolTip("\n".join(lines))
        else:
            self.specialists_label.setToolTip(
                self.tr(
                    "No Specialist Troops: no Hacker, Doctor, Engineer, Forward "
                    "Observer, Paramedic, Chain of Command or Specialist Operative"
                )
            )

    def set_summary(self, summary: StatusSummary, ruleset_name: str = "") -> None:
        """Show ``summary``; ``ruleset_name`` is the ruleset label's tooltip.

        Only the labels whose text changed since the last summary are set
        again (an edit changes the points and SWC; a lieutenant seldom).
        """
        was, self._summary = self._summary, summary
        if ruleset_name != self._ruleset_tip:
            self._ruleset_tip = ruleset_name
            self.ruleset_label.setToolTip(ruleset_name)  # (a change says so)
        elif was == summary:
            return  # an edit that changed no total (an option of the same cost)

        def changed(*names: str) -> bool:
            return was is None or any(
                getattr(was, n) != getattr(summary, n) for n in names
            )

        # the totals an edit changes most, compared without a call each
        if was is None or (was.points, was.over_points) != (
            summary.points,
            summary.over_points,
        ):
            self.points_label.setText(summary.points)
            self._restyle(self.points_label, OVER_STYLE if summary.over_points else "")
        if was is None or (was.swc, was.over_swc) != (summary.swc, summary.over_swc):
            self.swc_label.setText(summary.swc)
            self._restyle(self.swc_label, OVER_STYLE if summary.over_swc else "")
        if changed("troopers", "over_troopers", "troopers_detail"):
            self.troopers_label.setText(summary.troopers)
            self._restyle(
                self.troopers_label, OVER_STYLE if summary.over_troopers else ""
            )
            self.troopers_label.setToolTip(summary.troopers_detail)
        if changed("retreat", "reinforcements"):
            self.retreat_label.setText(summary.retreat)
            self.retreat_label.setVisible(bool(summary.retreat))
            self.reinforcements_label.setText(summary.reinforcements)
            self.reinforcements_label.setVisible(bool(summary.reinforcements))
        if changed("lieutenant"):
            metrics = self.lieutenant_label.fontMetrics()
            shown = metrics.elidedText(
                summary.lieutenant, Qt.TextElideMode.ElideRight, LIEUTENANT_MAX_WIDTH
            )
            self.lieutenant_label.setText(shown)
            self.lieutenant_label.setToolTip(
                summary.lieutenant if shown != summary.lieutenant else ""
            )
        if changed("notes"):
            note = " ".join(summary.notes)
            self.notes_label.setText(
                self.notes_label.fontMetrics().elidedText(
                    note, Qt.TextElideMode.ElideRight, NOTE_MAX_WIDTH
                )
            )
            self.notes_label.setToolTip(note)
            self.notes_label.setVisible(bool(note))
        if changed("ruleset", "legality", "is_legal"):
            self.ruleset_label.setText(summary.ruleset)
            self.ruleset_label.setVisible(bool(summary.ruleset))
            self.legality_label.setText(summary.legality)
            self._restyle(
                self.legality_label, LEGAL_STYLE if summary.is_legal else ILLEGAL_STYLE
            )

    def _restyle(self, label: QLabel, sheet: str) -> None:
        """Give ``label`` style sheet ``sheet``, only if it has another one.

        Setting a style sheet polishes the widget again, even the same sheet:
        most edits do not change a total's colour. The sheets given are kept
        here, so an edit asks Qt for none.
        """
        if self._sheets.get(label, "") != sheet:
            self._sheets[label] = sheet
            label.setStyleSheet(sheet)
