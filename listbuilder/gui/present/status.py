"""How the app states a list's standing: the status bar's totals and each problem.

The always-visible summary (points, SWC, troopers, Lieutenant, legality,
reinforcements, ruleset, Retreat, notes such as a hidden Lieutenant) and a
violation as the problems list shows it. Only the app prints these; the
command line words its own report.

Pure: imports only the core (stdlib and pydantic); never PySide6. The summary
is a frozen dataclass: texts the core derived, made at every edit (issue 28).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _, count_text, language, ngettext
from listbuilder.core.its.extras import Extra, extras_text
from listbuilder.core.roster.rows import Roster, RosterRow
from listbuilder.core.rules.notes import ListNote
from listbuilder.core.rules.orders import retreat_text
from listbuilder.core.rules.validation import ValidationReport, Violation


@record(slots=True, kw_only=True)
class StatusSummary:
    """The always-visible totals of a list, as printed in the status bar.

    Attributes
    ----------
    points : str
        ``"Points 10/300"``: the main list only (reinforcements apart).
    swc : str
        ``"SWC 0.5/6"``.
    troopers : str
        ``"Troopers 1/15"`` (``"Troopers 1"`` when the ruleset has no cap).
    lieutenant : str
        ``"Lieutenant: Fusiliers"``, ``"Lieutenant: none"`` or every name when
        several are chosen.
    legality : str
        ``"Legal"`` or ``"Illegal (3 problems)"``.
    reinforcements : str
        ``"Reinforcements: 42 pts, 2 troopers"``, or ``""`` when the list has
        no reinforcement trooper (RULES.md A10).
    ruleset : str
        ``"Rules: N5"`` (``""`` when no ruleset was given).
    troopers_detail : str
        How the troopers were counted when that is not one a row
        (``"6 troopers: Jazz & Billie counts 2, a pair"``), else ``""`` (A7).
    retreat : str
        ``"Retreat at 180 of 300 points lost (60%)"`` under a ruleset with a
        Retreat rule (RULES.md B7), else ``""``.
    notes : tuple[str, ...]
        Notes that are not violations (``Note (C4): ...``): a Lieutenant in
        Hidden Deployment starts in Loss of Lieutenant. They never change
        ``legality``.
    is_legal : bool
        True when the report has no violation.
    over_points, over_swc, over_troopers : bool
        True when that total is above its limit (for highlighting).

    Source: RULES.md A1, A2, A3, A7, A10, B7, C4
    """

    points: str
    swc: str
    troopers: str
    lieutenant: str
    legality: str
    is_legal: bool
    reinforcements: str = ""
    ruleset: str = ""
    troopers_detail: str = ""
    retreat: str = ""
    notes: tuple[str, ...] = ()
    over_points: bool = False
    over_swc: bool = False
    over_troopers: bool = False


def status_summary(
    report: ValidationReport,
    roster: Roster,
    ruleset: Ruleset | None = None,
    notes: Iterable[ListNote] = (),
    extras: Iterable[Extra] = (),
    rows: Mapping[str, RosterRow] | None = None,
) -> StatusSummary:
    """Summarise ``report`` for the status bar; names come from ``roster``.

    Parameters
    ----------
    report : ValidationReport
        The list's validation report.
    roster : Roster
        The list's roster (gives the lieutenant's name).
    ruleset : Ruleset, optional
        The list's ruleset, named by its edition.
    notes : iterable of ListNote, optional
        The list's notes (``ListState.notes``), shown apart from legality.
    extras : iterable of Extra, optional
        The ITS Extras of the list's event, named after the ruleset
        (``"Rules: N5 · ITS: Free Game"``). Source: ITS.md E5
    rows : Mapping[str, RosterRow], optional
        ``roster``'s rows by uid if the caller has them (``ListState.rows_by_uid``).

    Returns
    -------
    StatusSummary
        The texts and over-limit flags. Reinforcement points and troopers are
        given apart from the main list's.

    Source: RULES.md A1, A2, A3, A7, A10, C4
    """
    points = _(
        "Points {points}/{limit}", points=report.points, limit=report.points_limit
    )
    reinforcements = ""
    if report.reinforcement_troopers or report.reinforcement_points:
        n = report.reinforcement_troopers
        reinforcements = _(
            "Reinforcements: {points} pts, {troopers}",
            points=report.reinforcement_points,
            troopers=count_text(n, "trooper"),
        )
    if report.trooper_cap is None:
        troopers = _("Troopers {n}", n=report.troopers)
    else:
        troopers = _("Troopers {n}/{cap}", n=report.troopers, cap=report.trooper_cap)
    names: list[str] = []
    if report.lieutenants:
        if rows is None:
            rows = {r.uid: r for g in roster.groups for r in g.rows}
        names = [row.name for u in report.lieutenants if (row := rows.get(u))]
    if names:
        lieutenant = _("Lieutenant: {names}", names=_(", ").join(names))
    else:
        lieutenant = _("Lieutenant: none")
    count = len(report.violations)
    if count == 0:
        legality = _("Legal")
    else:
        legality = ngettext("Illegal ({n} problem)", "Illegal ({n} problems)", count)
    return StatusSummary(
        points=points,
        swc=_("SWC {swc}", swc=report.swc_text),
        troopers=troopers,
        lieutenant=lieutenant,
        legality=legality,
        is_legal=count == 0,
        reinforcements=reinforcements,
        ruleset=_ruleset_text(ruleset, extras),
        troopers_detail=_count_detail(report),
        retreat=retreat_text(report.points, ruleset) if ruleset else "",
        notes=tuple(n.text for n in notes),
        over_points=report.points > report.points_limit,
        over_swc=report.swc > report.swc_limit,
        over_troopers=report.trooper_cap is not None
        and report.troopers > report.trooper_cap,
    )


def _ruleset_text(ruleset: Ruleset | None, extras: Iterable[Extra]) -> str:
    if ruleset is None:
        return ""
    return _rules_text(language(), ruleset.edition, frozenset(extras))


@lru_cache(maxsize=64)
def _rules_text(lang: str, edition: str, extras: frozenset[Extra]) -> str:
    """``Rules: N5 · ITS: Free Game`` in language ``lang`` (the one in force).

    Worded once per language, edition and Extras: the bar shows it after
    every edit.
    """
    del lang  # the key: the words follow the language in force
    text = _("Rules: {edition}", edition=edition)
    named = extras_text(extras)
    return _("{rules} · ITS: {extras}", rules=text, extras=named) if named else text


def _count_detail(report: ValidationReport) -> str:
    count = report.trooper_count
    return count.text if count is not None and count.notes else ""


def violation_text(violation: Violation) -> str:
    """One legality message as listed: ``A3: The list has no Lieutenant.``."""
    return f"{violation.rule}: {violation.message}"
