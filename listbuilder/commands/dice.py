"""``listbuilder dice``: exact face-to-face odds and wounds from plain numbers.

``listbuilder dice --sv 9 --burst 3 --vs-sv 12 --vs-burst 1`` prints the chances
that the active side (``--sv``, ``--burst``...) or the reactive side (``--vs-*``)
wins, the distributions of uncancelled hits and criticals, and, when a side has
``--ps``, the wounds it causes. Percentages have two decimals; ``--json`` prints
one JSON object instead. Exit 0 on success, 2 on bad input (burst out of range,
unknown ruleset).

Imports core and data only; never gui.
"""

from __future__ import annotations

import argparse
import json
import sys
from fractions import Fraction
from typing import Any

from listbuilder.commands import say
from listbuilder.core.dice.engine import (
    DiceRules,
    FaceToFace,
    Side,
    SideOutcome,
    percent_value,
)
from listbuilder.core.dice.sums import face_to_face
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import _, count_text, pad, text_width
from listbuilder.crash import EXIT_OK, EXIT_UNREADABLE
from listbuilder.data.rulesets import dice_rules


def _side_record(outcome: SideOutcome) -> dict[str, Any]:
    expected = outcome.expected_wounds
    return {
        "success_value": outcome.success_value,
        "burst": outcome.burst,
        "hits": [percent_value(p) for p in outcome.hits],
        "crits": [percent_value(p) for p in outcome.crits],
        "wounds": None
        if outcome.wounds is None
        else [percent_value(p) for p in outcome.wounds],
        "expected_hits": round(float(outcome.expected_hits), 4),
        "expected_wounds": None if expected is None else round(float(expected), 4),
    }


def dice_record(result: FaceToFace) -> dict[str, Any]:
    """The JSON object ``listbuilder dice --json`` prints.

    Keys: ruleset, active_wins, reactive_wins, neither (percentages, two
    decimals), active and reactive (success_value, burst, hits, crits, wounds:
    lists of percentages indexed by count, wounds null without ``--ps``;
    expected_hits, expected_wounds).
    """
    return {
        "ruleset": result.ruleset,
        "active_wins": percent_value(result.active_wins),
        "reactive_wins": percent_value(result.reactive_wins),
        "neither": percent_value(result.neither),
        "active": _side_record(result.active),
        "reactive": _side_record(result.reactive),
    }


def _describe(
    side: Side, outcome: SideOutcome, target: Side, ruleset: DiceRules
) -> str:
    text = _("SV {n}", n=outcome.success_value)
    if outcome.success_value != side.attribute + side.modifier:
        text += _(" ({sv}, -3 for the target's cover)", sv=side.attribute)
    text += _(", burst {n}", n=outcome.burst)
    if side.ps is not None:
        rolls = count_text(side.saving_num[0], "save")
        if ruleset.save_rule == "armour":
            text += _(
                ", Damage {ps}: {saves} per hit at ARM {arm}",
                ps=side.ps,
                saves=rolls,
                arm=target.saves[0],
            )
        else:
            text += _(
                ", PS {ps}: {saves} per hit at ARM {arm}",
                ps=side.ps,
                saves=rolls,
                arm=target.saves[0],
            )
    if side.cover:
        text += _(", in partial cover")
    return text


def _row(cells: list[str], widths: list[int]) -> str:
    """Cells right-aligned to ``widths`` terminal columns, two spaces apart."""
    return "  ".join(
        " " * (w - text_width(c)) + c for c, w in zip(cells, widths, strict=True)
    )


def _column(values: tuple[Fraction, ...] | None, n: int) -> str:
    if values is None or n >= len(values):
        return ""
    return f"{percent_value(values[n]):.2f}%"


def format_result(
    result: FaceToFace, active: Side, reactive: Side, ruleset: DiceRules
) -> str:
    """The text ``listbuilder dice`` prints: win chances, hits and wounds tables."""
    a, r = result.active, result.reactive
    labels = [_("active:"), _("reactive:")]
    label_width = max(text_width(t) for t in labels)
    chances = [_("Active wins"), _("Reactive wins"), _("Neither")]
    chance_width = max(text_width(t) for t in chances)
    describe = [
        _describe(active, a, reactive, ruleset),
        _describe(reactive, r, active, ruleset),
    ]
    lines = [
        _("Face to face ({ruleset})", ruleset=ruleset.name),
        *(
            f"  {pad(t, label_width)} {d}"
            for t, d in zip(labels, describe, strict=True)
        ),
        "",
        *(
            f"{pad(t, chance_width)}  {percent_value(p):6.2f}%"
            for t, p in zip(
                chances,
                (result.active_wins, result.reactive_wins, result.neither),
                strict=True,
            )
        ),
        "",
    ]
    head = [
        "n",
        _("active hits"),
        _("of which crits"),
        _("reactive hits"),
        _("of which crits"),
    ]
    widths = [3, *(max(9, text_width(h)) for h in head[1:])]
    lines.append(_row(head, widths))
    for n in range(max(a.burst, r.burst) + 1):
        cells = [_column(v, n) for v in (a.hits, a.crits, r.hits, r.crits)]
        lines.append(_row([str(n), *cells], widths))
    if a.wounds is not None or r.wounds is not None:
        head = ["n", _("wounds by active"), _("wounds by reactive")]
        widths = [3, *(max(9, text_width(h)) for h in head[1:])]
        lines += ["", _row(head, widths)]
        most = max(len(w) for w in (a.wounds, r.wounds) if w is not None)
        for n in range(most):
            cells = [_column(v, n) for v in (a.wounds, r.wounds)]
            lines.append(_row([str(n), *cells], widths))
        for text, outcome in (
            (_("  mean wounds by active: {n}"), a),
            (_("  mean wounds by reactive: {n}"), r),
        ):
            expected = outcome.expected_wounds
            if expected is not None:
                lines.append(text.format(n=f"{float(expected):.3f}"))
    return "\n".join(line.rstrip() for line in lines)


def _side(args: argparse.Namespace, prefix: str) -> Side:
    """The active (``prefix=""``) or reactive (``"vs_"``) side of the command line."""

    def arg(name: str) -> Any:
        return getattr(args, prefix + name)

    return Side(
        attribute=arg("sv"),
        burst=arg("burst"),
        ps=arg("ps"),
        saving_num=(arg("saves"),),
        saves=(arg("arm"),),
        cover=arg("cover"),
    )


def cmd_dice(args: argparse.Namespace) -> int:
    """Compute one face-to-face roll from the command line; print text or JSON."""
    try:
        ruleset = dice_rules(args.ruleset)
        active, reactive = _side(args, ""), _side(args, "vs_")
        result = face_to_face(
            active, reactive, ruleset, critical_extra_saves=args.crit_saves
        )
    except ListbuilderError as exc:
        say(f"listbuilder dice: {exc}", error=True)
        return EXIT_UNREADABLE
    if args.json:
        sys.stdout.write(json.dumps(dice_record(result)) + "\n")
    else:
        sys.stdout.write(format_result(result, active, reactive, ruleset) + "\n")
    return EXIT_OK


def register(subparsers: Any) -> None:
    """Add the ``dice`` subcommand to the ``listbuilder`` parser."""
    p = subparsers.add_parser(
        "dice",
        help=_("exact face-to-face odds, hits and wounds for two troopers"),
        description=_(
            "Exact probabilities of a face-to-face roll (no sampling): the "
            "active trooper's options, then the reactive trooper's (--vs-...). Each "
            "side's --arm is its own armour (or BTS) against the other side's weapon; "
            "--cover puts that side in partial cover (-3 to the opponent's success "
            "value, +3 to its own saving rolls). Exit 0, or 2 on bad input."
        ),
    )
    for prefix, who in (("", _("active")), ("vs-", _("reactive"))):
        p.add_argument(
            f"--{prefix}sv",
            type=int,
            required=True,
            metavar="N",
            help=_(
                "{who} success value (attribute after modifiers other than cover)",
                who=who,
            ),
        )
        p.add_argument(
            f"--{prefix}burst",
            type=int,
            default=1,
            metavar="B",
            help=_("{who} burst, 1 to 10 (default 1)", who=who),
        )
        p.add_argument(
            f"--{prefix}ps",
            type=int,
            default=None,
            metavar="PS",
            help=_(
                "{who} weapon PS (N5) or Damage (N2 ruleset); without it no "
                "wounds are computed for this side",
                who=who,
            ),
        )
        p.add_argument(
            f"--{prefix}saves",
            type=int,
            default=1,
            metavar="N",
            help=_(
                "saving rolls each {who} hit forces (savingNum, default 1)", who=who
            ),
        )
        p.add_argument(
            f"--{prefix}arm",
            type=int,
            default=0,
            metavar="ARM",
            help=_(
                "{who} trooper's ARM (or BTS) against the other weapon (default 0)",
                who=who,
            ),
        )
        p.add_argument(
            f"--{prefix}cover",
            action="store_true",
            help=_("the {who} trooper is in partial cover", who=who),
        )
    p.add_argument(
        "--crit-saves",
        type=int,
        default=1,
        metavar="N",
        help=_(
            "extra saving rolls per critical hit under the N5 saving rule (default 1)"
        ),
    )
    p.add_argument(
        "--ruleset",
        default="n5",
        metavar="ID",
        help=_("ruleset id: n5 (default), n2, or one in the user rulesets folder"),
    )
    p.add_argument("--json", action="store_true", help=_("print one JSON object"))
    p.set_defaults(handler=cmd_dice)
