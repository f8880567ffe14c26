"""Helpers for the rich text (Qt's HTML subset) the panels' labels show."""

from __future__ import annotations

import html


def escape(text: str) -> str:
    """``text`` safe inside a rich-text label: ``&``, ``<`` and ``>`` escaped.

    Names and loadouts come from the data and the user; a ``<`` in them must
    print, not start a tag. Quotes are left as they are.
    """
    return html.escape(text, quote=False)
