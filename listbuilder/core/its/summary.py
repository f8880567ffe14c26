"""What a list brings to an ITS table: its Specialist Troops and classified coverage.

One value the PDF sheet, ``validate --json`` and the app's summary bar and
classified view read, computed once per list state.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.army import HackingProgram
from listbuilder.core.i18n import _
from listbuilder.core.its.classified import (
    ClassifiedCoverage,
    ClassifiedDeck,
    coverage_of_fielded,
)
from listbuilder.core.its.fielded import fielded_troopers
from listbuilder.core.its.specialists import SpecialistTroop, specialists_of_fielded
from listbuilder.core.lists.resolve import ResolvedTrooper


class ItsSummary(FrozenModel):
    """A list's Specialist Troops and its coverage of the classified deck.

    Attributes
    ----------
    specialists : tuple[SpecialistTroop, ...]
        Its Specialist Troops, in list order (E10); their count is ``len``.
    coverage : ClassifiedCoverage
        Every objective of the deck with the troopers that can fulfil it (E11).

    Source: ITS.md E3, E10, E11
    """

    specialists: tuple[SpecialistTroop, ...]
    coverage: ClassifiedCoverage

    def lines(self) -> list[str]:
        """Two printed lines: the Specialist Troops, then the objectives covered.

        ``Specialist Troops (2): ...`` and ``Classified objectives covered (14 of
        20): ...``.

        Source: ITS.md E10, E11
        """
        names = ", ".join(s.label for s in self.specialists) or _("none")
        covered = [o for o in self.coverage.objectives if o.covered]
        objectives = ", ".join(f"{o.number} {o.name}" for o in covered) or _("none")
        return [
            _("Specialist Troops ({n}): {names}", n=len(self.specialists), names=names),
            _(
                "Classified objectives covered ({n} of {total}): {objectives}",
                n=len(covered),
                total=len(self.coverage.objectives),
                objectives=objectives,
            ),
        ]


def its_summary(
    troopers: Iterable[ResolvedTrooper],
    deck: ClassifiedDeck,
    programs: Iterable[HackingProgram] = (),
) -> ItsSummary:
    """The Specialist Troops and classified coverage of a list's troopers.

    ``troopers`` are ``ListState.troopers``; ``programs`` the catalog's hacking
    program table (``Catalog.hacking_programs``).

    Source: ITS.md E3, E10, E11
    """
    fielded = fielded_troopers(troopers)  # unfolded once for both
    return ItsSummary(
        specialists=specialists_of_fielded(fielded),
        coverage=coverage_of_fielded(fielded, deck, programs),
    )
