"""Load rulesets (edition parameters) from ``resources/rulesets/*.json``.

Imports core, paths, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from listbuilder.core.errors import DataError
from listbuilder.core.ruleset import Ruleset
from listbuilder.paths import rulesets_dir

DEFAULT_RULESET = "n5"


def list_rulesets(directory: Path | None = None) -> list[Ruleset]:
    """Every ruleset file in ``directory`` (default: the bundled folder), N5 first.

    Raises
    ------
    DataError
        If a ruleset file is malformed.
    """
    folder = directory or rulesets_dir()
    found = [load_ruleset(p) for p in sorted(folder.glob("*.json"))]
    return sorted(found, key=lambda r: (r.id != DEFAULT_RULESET, r.id))


def load_ruleset(name_or_path: str | Path, directory: Path | None = None) -> Ruleset:
    """Load a ruleset by id (``"n5"``, ``"n2"``) or by file path.

    Raises
    ------
    DataError
        If no such ruleset exists or its file is malformed (file and field named).
    """
    path = Path(name_or_path)
    if path.suffix != ".json":
        path = (directory or rulesets_dir()) / f"{name_or_path}.json"
    try:
        raw = path.read_bytes()
    except OSError:
        known = ", ".join(
            p.stem for p in sorted((directory or rulesets_dir()).glob("*.json"))
        )
        raise DataError(
            f"unknown ruleset {str(name_or_path)!r} (known: {known})"
        ) from None
    try:
        return Ruleset.model_validate_json(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "the top level"
        raise DataError(f"{path.name}: at {where}: {err['msg']}") from exc
