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

from listbuilder.commands import EXIT_OK, EXIT_UNREADABLE, say
from listbuilder.core.counts import count_text
from listbuilder.core.dice import FaceToFace, Side, SideOutcome, face_to_face
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.ruleset import Ruleset
from listbuilder.core.wording import percent_value
from listbuilder.data.rulesets import load_ruleset


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


def _describe(side: Side, outcome: SideOutcome, target: Side, ruleset: Ruleset) -> str:
    text = f"SV {outcome.success_value}"
    if outcome.success_value != side.attribute + side.modifier:
        text += f" ({side.attribute}, -3 for the target's cover)"
    text += f", burst {outcome.burst}"
    if side.ps is not None:
        word = "Damage" if ruleset.save_rule == "armour" else "PS"
        rolls = side.saving_num[0]
        text += (
            f", {word} {side.ps}: {count_text(rolls, 'save')} per hit "
            f"at ARM {target.saves[0]}"
        )
    if side.cover:
        text += ", in partial cover"
    return text


def _column(values: tuple[Fraction, ...] | None, n: int) -> str:
    if values is None or n >= len(values):
        return f"{'':>9}"
    return f"{percent_value(values[n]):8.2f}%"


def format_result(
    result: FaceToFace, active: Side, reactive: Side, ruleset: Ruleset
) -> str:
    """The text ``listbuilder dice`` prints: win chances, hits and wounds tables."""
    a, r = result.active, result.reactive
    lines = [
        f"Face to face ({ruleset.name})",
        f"  active:   {_describe(active, a, reactive, ruleset)}",
        f"  reactive: {_describe(reactive, r, active, ruleset)}",
        "",
        f"Active wins    {percent_value(result.active_wins):6.2f}%",
        f"Reactive wins  {percent_value(result.reactive_wins):6.2f}%",
        f"Neither        {percent_value(result.neither):6.2f}%",
        "",
        "  n  active hits  of which crits  reactive hits  of which crits",
    ]
    for n in range(max(a.burst, r.burst) + 1):
        lines.append(
            f"{n:3d}  {_column(a.hits, n):>11}  {_column(a.crits, n):>14}  "
            f"{_column(r.hits, n):>13}  {_column(r.crits, n):>14}"
        )
    if a.wounds is not None or r.wounds is not None:
        lines += ["", "  n  wounds by active  wounds by reactive"]
        most = max(len(w) for w in (a.wounds, r.wounds) if w is not None)
        for n in range(most):
            lines.append(
                f"{n:3d}  {_column(a.wounds, n):>16}  {_column(r.wounds, n):>18}"
            )
        for name, outcome in (("active", a), ("reactive", r)):
            expected = outcome.expected_wounds
            if expected is not None:
                lines.append(f"  mean wounds by {name}: {float(expected):.3f}")
    return "\n".join(line.rstrip() for line in lines)


def cmd_dice(args: argparse.Namespace) -> int:
    """Compute one face-to-face roll from the command line; print text or JSON."""
    try:
        ruleset = load_ruleset(args.ruleset)
        active = Side(
            attribute=args.sv,
            burst=args.burst,
            ps=args.ps,
            saving_num=(args.saves,),
            saves=(args.arm,),
            cover=args.cover,
        )
        reactive = Side(
            attribute=args.vs_sv,
            burst=args.vs_burst,
            ps=args.vs_ps,
            saving_num=(args.vs_saves,),
            saves=(args.vs_arm,),
            cover=args.vs_cover,
        )
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
        help="exact face-to-face odds, hits and wounds for two troopers",
        description="Exact probabilities of a face-to-face roll (no sampling): the "
        "active trooper's options, then the reactive trooper's (--vs-...). Each "
        "side's --arm is its own armour (or BTS) against the other side's weapon; "
        "--cover puts that side in partial cover (-3 to the opponent's success "
        "value, +3 to its own saving rolls). Exit 0, or 2 on bad input.",
    )
    for prefix, who in (("", "active"), ("vs-", "reactive")):
        p.add_argument(
            f"--{prefix}sv",
            type=int,
            required=True,
            metavar="N",
            help=f"{who} success value (attribute after modifiers other than cover)",
        )
        p.add_argument(
            f"--{prefix}burst",
            type=int,
            default=1,
            metavar="B",
            help=f"{who} burst, 1 to 10 (default 1)",
        )
        p.add_argument(
            f"--{prefix}ps",
            type=int,
            default=None,
            metavar="PS",
            help=f"{who} weapon PS (N5) or Damage (N2 ruleset); without it no "
            "wounds are computed for this side",
        )
        p.add_argument(
            f"--{prefix}saves",
            type=int,
            default=1,
            metavar="N",
            help=f"saving rolls each {who} hit forces (savingNum, default 1)",
        )
        p.add_argument(
            f"--{prefix}arm",
            type=int,
            default=0,
            metavar="ARM",
            help=f"{who} trooper's ARM (or BTS) against the other weapon (default 0)",
        )
        p.add_argument(
            f"--{prefix}cover",
            action="store_true",
            help=f"the {who} trooper is in partial cover",
        )
    p.add_argument(
        "--crit-saves",
        type=int,
        default=1,
        metavar="N",
        help="extra saving rolls per critical hit under the N5 saving rule (default 1)",
    )
    p.add_argument(
        "--ruleset",
        default="n5",
        metavar="ID",
        help="ruleset id: n5 (default), n2, or one in the user rulesets folder",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=cmd_dice)
