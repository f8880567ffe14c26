"""The fireteam chart of an army: which teams it may field and who counts as whom.

Source: RULES.md F1-F6 (fireteams). Pure: imports only stdlib and pydantic.
"""

import re
import unicodedata
from functools import cached_property, lru_cache

from pydantic import Field

from listbuilder.core._base import FrozenModel

#: An FTO tag in a chart name or note, or in an option name ("AQUILA FTO").
FTO_TAG = re.compile(r"\bFTO\b")


#: Tags the chart adds to unit names that are not part of the name.
_CHART_TAGS = frozenset({"fto", "reinf", "ref"})


@lru_cache(maxsize=1024)
def chart_words(name: str) -> tuple[str, ...]:
    """A fireteam chart name as comparable words.

    ``"Order Sergeants FTO"`` → ``("order", "sergeant")``: lower case,
    punctuation (not hyphens) dropped, ``FTO``/``REINF`` tags left out, a
    plural ``s`` removed.
    """
    # accents dropped: the data writes "Sayó" in a note for its "Sayō" team
    bare = "".join(
        c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c)
    )
    words = re.sub(r"[^\w\s-]", " ", bare.casefold()).split()
    return tuple(
        w[:-1] if len(w) > 3 and w.endswith("s") else w
        for w in words
        if w not in _CHART_TAGS
    )


def _starts(note: tuple[str, ...], line: tuple[str, ...]) -> bool:
    """True when the note's words start a run of the line's words, in order.

    ``Mormaers`` names ``CALEDONIAN MORMAER``; ``Base Op.`` names ``BASE
    OPERATORS``.
    """
    if not note or len(note) > len(line):
        return False
    return any(
        all(b.startswith(a) for a, b in zip(note, line[i:], strict=False))
        for i in range(len(line) - len(note) + 1)
    )


class FireteamSlot(FrozenModel):
    """One unit line of a fireteam chart entry.

    Attributes
    ----------
    slug : str
        Unit slug (matches :attr:`Unit.slug`).
    name : str
        Display name.
    min, max : int
        How many of this unit the team may hold.
    required : bool
        True when the team must include this unit.
    comment : str
        Note from the data (e.g. ``"FTO"``).
    """

    slug: str
    name: str
    min: int
    max: int
    required: bool
    comment: str = ""

    @cached_property
    def fto_only(self) -> bool:
        """True when the chart takes only the unit's FTO options here.

        The chart says it in the note (``AQUILA`` noted ``FTO``) or in the name
        (``BRIGADIER BRUANT FTO``, ``ORDER SERGEANT FTO``). Source: RULES.md A12
        """
        return bool(FTO_TAG.search(self.comment) or FTO_TAG.search(self.name))

    @cached_property
    def counts_as(self) -> tuple[str, ...]:
        """Names a bracketed note makes this unit count as, in the note's order.

        ``ORDER SERGEANT FTO (Crosier)`` → ``("Crosier",)``; ``BROTHER
        KONSTANTINOS FTO (Crosier, Order Sergeant)`` → both. A note names a unit
        of the team (then the member counts as that unit for the team's
        composition) or a team keyword (``MARSPIDER REINF. (Vipera)``: bonus
        only). Source: RULES.md A12 (the chart's notes are part of the chart)
        """
        # The note may follow a tag (``FTO (Fusilier, Nisse)``) and join two
        # names with "&" (``(Silverstar & Mobility)``).
        names: list[str] = []
        for inside in re.findall(r"\(([^)]*)\)", self.comment):
            names.extend(n.strip() for n in re.split(r",|&", inside) if n.strip())
        return tuple(names)


class ChartTeam(FrozenModel):
    """One team of the army's fireteam chart.

    Attributes
    ----------
    name : str
        Team name.
    types : tuple[str, ...]
        Allowed team types: ``CORE``, ``HARIS``, ``DUO``.
    slots : tuple[FireteamSlot, ...]
        Units that may join.
    """

    name: str
    types: tuple[str, ...]
    slots: tuple[FireteamSlot, ...]

    @cached_property
    def slot_by_slug(self) -> dict[str, FireteamSlot]:
        """The team's slots by unit slug."""
        return {slot.slug: slot for slot in self.slots}

    def counted_as(self, slot: FireteamSlot) -> frozenset[str]:
        """Slugs of this team's units that ``slot``'s note makes it count as.

        ``slot`` may be one of the team's own lines or a wildcard. A note name
        matches a line whose name has the same words, singular or plural, with
        ``FTO`` and ``REINF`` tags left out, each note word the start of the
        line's word (``Base Op.`` → ``BASE OPERATORS REINF``, ``Helot`` →
        ``HELOT MILITIAMAN FTO``). Names that match no line (team keywords such
        as ``Vipera``) give nothing.

        Source: RULES.md A12
        """
        if not slot.counts_as:  # most lines: no note
            return frozenset()
        key = (slot.slug, slot.comment)
        found = self._counted.get(key)
        if found is None:
            # A line is known by its name (``ORC``) and by its unit's slug
            # (``orc-troops``): notes use either (``(Orc Troops)``).
            lines = [
                (
                    line.slug,
                    chart_words(line.name),
                    chart_words(line.slug.replace("-", " ")),
                )
                for line in self.slots
            ]
            found = frozenset(
                slug
                for name in slot.counts_as
                for slug, words, slug_words in lines
                if slug != slot.slug
                and (
                    _starts(chart_words(name), words)
                    or _starts(chart_words(name), slug_words)
                )
            )
            self._counted[key] = found
        return found

    @cached_property
    def _counted(self) -> dict[tuple[str, str], frozenset[str]]:
        # Memo of counted_as by (slug, note): the chart is frozen.
        return {}


class FireteamChart(FrozenModel):
    """The army's fireteam chart. Source: RULES.md A12.

    Attributes
    ----------
    spec : dict[str, int]
        How many teams of each type the army may field (the data's ``spec``).
    teams : tuple[ChartTeam, ...]
        Allowed teams.
    """

    spec: dict[str, int] = Field(default_factory=dict)
    teams: tuple[ChartTeam, ...] = ()

    @cached_property
    def wildcard_lines(self) -> dict[str, FireteamSlot]:
        """Wildcard units by slug: the line that says most (an FTO-only one)."""
        lines: dict[str, FireteamSlot] = {}
        for team in self.teams:
            if not team.types:
                for slot in team.slots:
                    current = lines.get(slot.slug)
                    if current is None or (slot.fto_only and not current.fto_only):
                        lines[slot.slug] = slot
        return lines

    @cached_property
    def wildcards(self) -> dict[str, int]:
        """Wildcard units (chart entries with no team type): slug → most per team."""
        slugs: dict[str, int] = {}
        for team in self.teams:
            if not team.types:
                for slot in team.slots:
                    slugs[slot.slug] = max(slugs.get(slot.slug, 0), slot.max)
        return slugs
