"""Load the ITS classified deck (``resources/its/classifieds.json``) for the core.

The table of ITS.md E11 is data, not code: a new deck is a new file. The
bundled file is read once per process and handed to
:func:`listbuilder.core.its.summary.classified_coverage`.

Imports core, paths, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.core.its.classified import ClassifiedDeck
from listbuilder.core.its.summary import ItsSummary, its_summary
from listbuilder.core.state import ListState
from listbuilder.data.files import read_model_file
from listbuilder.paths import resources_dir

#: Largest deck file read (bytes); the bundled one is about 6 KB.
MAX_DECK_BYTES = 256 * 1024


def deck_path() -> Path:
    """The bundled deck file: ``resources/its/classifieds.json``."""
    return resources_dir() / "its" / "classifieds.json"


def read_classified_deck(path: Path) -> ClassifiedDeck:
    """Read a classified deck file.

    Raises
    ------
    DataError
        The file cannot be read, is not a deck (the JSON path and the problem
        are named), or numbers two objectives alike.

    Source: ITS.md E11
    """
    deck = read_model_file(ClassifiedDeck, path, limit=MAX_DECK_BYTES)
    numbers = [o.number for o in deck.objectives]
    if len(set(numbers)) != len(numbers):
        raise DataError(_("{path}: two objectives have the same number", path=path))
    return deck


@lru_cache(maxsize=1)
def load_classified_deck() -> ClassifiedDeck:
    """The bundled classified deck, read once.

    Raises
    ------
    DataError
        As :func:`read_classified_deck`.

    Source: ITS.md E11
    """
    return read_classified_deck(deck_path())


def its_of(state: ListState) -> ItsSummary:
    """The Specialist Troops and classified coverage of an evaluated list.

    Reads the bundled deck (once per process).

    Raises
    ------
    DataError
        As :func:`load_classified_deck`.

    Source: ITS.md E10, E11
    """
    return its_summary(
        state.troopers, load_classified_deck(), state.catalog.hacking_programs
    )
