"""The one pydantic base class of the rules core.

Pure: imports only stdlib and pydantic.
"""

from typing import Any, Self

from pydantic import BaseModel, ConfigDict


class FrozenModel(BaseModel):
    """Immutable, strictly-shaped pydantic model (frozen, ``extra="forbid"``)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    def replace(self, **changes: Any) -> Self:
        """Return a copy with ``changes`` applied, validated again.

        Unlike ``model_copy(update=...)``, which skips validation, this rebuilds the
        model through its validators, so a bad change raises ``ValidationError``.
        """
        data = {name: getattr(self, name) for name in type(self).model_fields}
        data.update(changes)
        return type(self).model_validate(data)
