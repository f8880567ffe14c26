"""The metadata's hack table, read as the core's hacking programs.

A row not of the official shape is left out and reported with the file and
its JSON path; the rest of the table still loads. The row checker is built on
first use (a start that reads the metadata from the cache builds none).
"""

from typing import Required

from pydantic import ValidationError
from typing_extensions import TypedDict

from listbuilder.core.catalog.army import HackingProgram
from listbuilder.core.i18n import _
from listbuilder.data.profiles.raw_schema import METADATA_FILE, RawMetadata, adapter


class RawHack(TypedDict, total=False):
    """One hacking program of the metadata's hack table.

    Absent: the profile values "-", no targets, skill types or devices, no
    special text, no upgrade.
    """

    name: Required[str]
    attack: str
    opponent: str
    damage: str
    burst: str
    target: list[str]
    skillType: list[str]
    special: str
    devices: list[int]
    extra: int | None


def hacking_program(row: RawHack) -> HackingProgram:
    """A checked hack table row as the core's :class:`HackingProgram`."""
    # the data writes some names with no-break spaces ("Assisted\xa0Fire")
    return HackingProgram(
        name=" ".join(row["name"].split()),
        attack=row.get("attack", "-"),
        opponent=row.get("opponent", "-"),
        damage=row.get("damage", "-"),
        burst=row.get("burst", "-"),
        targets=tuple(row.get("target", ())),
        skill_types=tuple(row.get("skillType", ())),
        special=" ".join(row.get("special", "").split()),
        devices=tuple(row.get("devices", ())),
        upgrade=row.get("extra"),
    )


def hacking_programs_of(
    meta: RawMetadata, problems: list[str]
) -> tuple[HackingProgram, ...]:
    """The metadata's hacking programs, in data order.

    A row not of the official shape is left out and reported (file and JSON
    path) in ``problems``.
    """
    programs = []
    checker = adapter(RawHack)
    for i, row in enumerate(meta.get("hack", ())):
        try:
            programs.append(hacking_program(checker.validate_python(row)))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = "".join(
                f"[{p}]" if isinstance(p, int) else f".{p}" for p in first["loc"]
            )
            problems.append(
                _(
                    "{metadata}: at hack[{i}]{where}: {problem} (program skipped)",
                    metadata=METADATA_FILE,
                    i=i,
                    where=where,
                    problem=first["msg"],
                )
            )
    return tuple(programs)
