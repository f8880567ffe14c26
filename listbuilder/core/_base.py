"""The one pydantic base class of the rules core.

Pure: imports only stdlib and pydantic.
"""

from typing import Any, Self

from pydantic import BaseModel, ConfigDict

_setattr = object.__setattr__


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

    # Pickling (the army cache, ``data/profiles/army_cache.py``): the state is
    # (field values, fields set) rather than pydantic's dict of four entries,
    # whose extra and private parts are always None here. A resolved army is
    # thousands of models: this reads them back a quarter faster.

    def __getstate__(self) -> Any:
        """The pickled state: ``(values, fields set)``, or pydantic's own dict."""
        if self.__pydantic_extra__ is not None or self.__pydantic_private__:
            return super().__getstate__()
        return (self.__dict__, self.__pydantic_fields_set__)

    def __setstate__(self, state: Any) -> None:
        """Restore a pickled state of :meth:`__getstate__` (either shape)."""
        if isinstance(state, dict):
            super().__setstate__(state)
            return
        values, fields_set = state
        _setattr(self, "__dict__", values)
        _setattr(self, "__pydantic_fields_set__", fields_set)
        _setattr(self, "__pydantic_extra__", None)
        _setattr(self, "__pydantic_private__", None)
