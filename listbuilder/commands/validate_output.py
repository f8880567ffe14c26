"""What ``listbuilder validate`` prints for each list: text, JSON lines or CSV.

:func:`validation_record` is one list's result as a JSON object (what
``--json`` prints); the text lines and the CSV row are made from it, and
:class:`RecordWriter` writes each record in the format asked for. User text in
a CSV cell never starts a spreadsheet formula.

Imports core and the commands package only; never gui.
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Sequence
from typing import Any

from listbuilder.commands import say, say_json, say_lines
from listbuilder.core.catalog.army import army_name
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.i18n import _, count_text
from listbuilder.core.its.classified import ClassifiedDeck
from listbuilder.core.its.summary import covered_names
from listbuilder.core.lists.army_list import ArmyList, group_name
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.rules.orders import OrderPool
from listbuilder.core.rules.validation import ValidationReport, rules_in_order
from listbuilder.core.untrusted import one_line

#: Columns of ``validate --csv``, in order.
CSV_COLUMNS = (
    "file",
    "army",
    "name",
    "ruleset",
    "points",
    "points_limit",
    "swc",
    "swc_limit",
    "troopers",
    "legal",
    "rules_broken",
    "error",
)
# A spreadsheet runs a cell that starts with one of these as a formula
# (OWASP "CSV injection"); user text gets a leading apostrophe instead.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def validation_record(
    label: str,
    army: ArmyList,
    report: ValidationReport,
    pools: Sequence[OrderPool],
    catalog: Catalog,
    troopers: Sequence[ResolvedTrooper] = (),
) -> dict[str, Any]:
    """The JSON object ``listbuilder validate --json`` prints for one list.

    Keys: file (the file, or ``FILE:LINE`` for a code), army, army_id, name,
    ruleset, legal, points, points_limit, swc, swc_limit, troopers, trooper_cap,
    reinforcement_points, reinforcement_troopers, lieutenants, violations (rule,
    code, message, troopers), groups (number, reinforcement, troopers, orders);
    ``cmd_validate`` adds data_changes (what a data update changed for a saved
    list's troopers, one text each). A list with Spec-Ops also has ``specops``
    (see :func:`specops_records`), read from ``troopers``: the list's resolved
    troopers as the check made them (``ListState.troopers``; none, no key).
    """
    army_data = catalog.army(army.army_id)
    specops = specops_records(troopers)
    return {
        "file": label,
        "army": army_data.name if army_data else None,
        "army_id": army.army_id,
        "name": army.name,
        "ruleset": army.ruleset,
        "legal": report.is_legal,
        "points": report.points,
        "points_limit": report.points_limit,
        "swc": float(report.swc),
        "swc_limit": float(report.swc_limit),
        "troopers": report.troopers,
        "trooper_cap": report.trooper_cap,
        "reinforcement_points": report.reinforcement_points,
        "reinforcement_troopers": report.reinforcement_troopers,
        "lieutenants": list(report.lieutenants),
        "violations": [
            {
                "rule": v.rule,
                "code": v.code,
                "message": v.message,
                "troopers": list(v.troopers),
            }
            for v in report.violations
        ],
        "groups": [
            {
                "number": p.group,
                "reinforcement": p.reinforcement,
                "troopers": p.troopers,
                "orders": {
                    "regular": p.regular,
                    "irregular": p.irregular,
                    "impetuous": p.impetuous,
                    "tactical": p.tactical,
                    "lieutenant": p.lieutenant,
                    "pool": p.pool_orders,
                    "held_off_table": len(p.held_off_table),
                    "held_pool": p.held_pool_orders,
                },
            }
            for p in pools
        ],
        **({"specops": specops} if specops else {}),
    }


def its_record(
    troopers: Sequence[ResolvedTrooper], catalog: Catalog, deck: ClassifiedDeck
) -> dict[str, Any]:
    """The ITS keys of ``validate --json``: Specialist Troops and classified coverage.

    ``specialists``: how many Specialist Troops the list fields (E10);
    ``classified``: ``covered``, the numbers of the objectives the list covers,
    and ``by``, objective number (a string, as JSON keys are) -> the names of
    the troopers that can fulfil it (E11).

    Source: ITS.md E3, E10, E11
    """
    specialists, covered = covered_names(troopers, deck, catalog.hacking_programs)
    return {
        "specialists": specialists,
        "classified": {
            "covered": [number for number, _names in covered],
            "by": {str(number): names for number, names in covered},
        },
    }


def specops_records(troopers: Sequence[ResolvedTrooper]) -> list[dict[str, Any]]:
    """One JSON object per Spec-Ops trooper: its upgrades, XP and unpriced ones.

    Keys: ``trooper`` (name), ``upgrades`` (each ``kind`` stat/skill/equip/weapon,
    ``name`` as the data names it, ``amount``), ``xp`` (the priced upgrades, from
    the army's own shop), ``unpriced`` (attribute increases, ``BS+1``: their XP
    are not checked, ITS.md E8). Source: ITS.md E5, E7-E9
    """
    return [
        {
            "trooper": t.name,
            "upgrades": [
                {
                    "kind": u.upgrade.kind.value,
                    "name": u.name,
                    "amount": u.upgrade.amount,
                }
                for u in t.specops.upgrades
            ],
            "xp": t.specops.xp,
            "unpriced": list(t.specops.unpriced),
        }
        for t in troopers
        if t.specops is not None
    ]


def text_lines(record: dict[str, Any]) -> list[str]:
    """The text ``validate`` prints for one list (each line is escaped by ``say``)."""
    verdict = _("LEGAL") if record["legal"] else _("ILLEGAL")
    army = record["army"] or army_name(None, record["army_id"], sentence=True)
    name = f' "{record["name"]}"' if record["name"].strip() else ""
    swc = f"{record['swc']:g}/{record['swc_limit']:g}"
    cap = record["trooper_cap"]
    troopers = f"{record['troopers']}/{cap}" if cap else str(record["troopers"])
    lines = [
        f"{record['file']}: {verdict}",
        "  "
        + _(
            "{army}{name} ({ruleset}): {points}/{limit} pts, SWC {swc}, "
            "troopers {troopers}",
            army=army,
            name=name,
            ruleset=record["ruleset"],
            points=record["points"],
            limit=record["points_limit"],
            swc=swc,
            troopers=troopers,
        ),
    ]
    if record.get("extras"):  # text only; JSON and CSV keep their columns
        lines.append("  " + _("ITS Extras: {extras}", extras=record["extras"]))
    lines += [f"  [{v['rule']}] {v['message']}" for v in record["violations"]]
    # Notes break no rule (RULES.md C4): after the problems, never in the verdict.
    lines += [f"  {note}" for note in record.get("notes", ())]
    lines += [
        "  " + _("data update: {change}", change=change)
        for change in record.get("data_changes", ())
    ]
    for g in record["groups"]:
        o = g["orders"]
        group = group_name(g["number"], g["reinforcement"], "short")
        held = _(" (+{n} held off table)", n=o["held_pool"]) if o["held_pool"] else ""
        lines.append(
            "  "
            + _(
                "{group}: {troopers}, pool {pool}{held}; own orders: tactical "
                "{tactical}, irregular {irregular}, impetuous {impetuous}, "
                "lieutenant {lieutenant}",
                group=group,
                troopers=count_text(g["troopers"], "trooper"),
                pool=o["pool"],
                held=held,
                tactical=o["tactical"],
                irregular=o["irregular"],
                impetuous=o["impetuous"],
                lieutenant=o["lieutenant"],
            )
        )
    return lines


def spreadsheet_cell(text: str) -> str:
    """A spreadsheet cell of user text: one line, never a formula."""
    text = one_line(text)
    return "'" + text if text.startswith(_FORMULA_START) else text


def csv_row(record: dict[str, Any]) -> list[str]:
    """One spreadsheet row for ``validate --csv`` (columns: :data:`CSV_COLUMNS`).

    Cells holding user text (file, army, name, ruleset, error) are escaped
    like text output (one row is always one line), and those a spreadsheet
    would run as a formula get a leading apostrophe.
    """
    if "error" in record:
        blank = [""] * (len(CSV_COLUMNS) - 2)
        return [
            spreadsheet_cell(record["file"]),
            *blank,
            spreadsheet_cell(record["error"]),
        ]
    rules = rules_in_order(v["rule"] for v in record["violations"])
    return [
        spreadsheet_cell(record["file"]),
        spreadsheet_cell(record["army"] or str(record["army_id"])),
        spreadsheet_cell(record["name"]),
        spreadsheet_cell(record["ruleset"]),
        str(record["points"]),
        str(record["points_limit"]),
        f"{record['swc']:g}",
        f"{record['swc_limit']:g}",
        str(record["troopers"]),
        _("yes") if record["legal"] else _("no"),
        " ".join(rules),
        "",
    ]


class RecordWriter:
    """Writes each record in the format asked for (text, JSON lines or CSV)."""

    def __init__(self, fmt: str) -> None:
        self.fmt = fmt
        self.writer = (
            csv.writer(sys.stdout, lineterminator="\n") if fmt == "csv" else None
        )
        if self.writer:
            self.writer.writerow(CSV_COLUMNS)

    def record(self, record: dict[str, Any]) -> None:
        """Write one list's record, or an input's error (``file``, ``error``)."""
        if self.writer:
            self.writer.writerow(csv_row(record))
        elif self.fmt == "json":
            say_json(record)
        elif "error" in record:
            say(
                _(
                    "{file}: UNREADABLE: {error}",
                    file=record["file"],
                    error=record["error"],
                )
            )
        else:
            say_lines(text_lines(record))
