"""Helpers for the rich text (Qt's HTML subset) the panels' labels show."""

from __future__ import annotations

import html


def escape(text: str) -> str:
    """``text`` safe inside a rich-text label: ``&``, ``<`` and ``>`` escaped.

    Names and loadouts come from the data and the user; a ``<`` in them must
    print, not start a tag. Quotes are left as they are.
    """
    return html.escape(text, quote=False)


def labelled(title: str, items: tuple[str, ...], *, bold: bool = True) -> str:
    """One rich-text line ``<b>Skills:</b> Dodge (+5), Hacker`` (``—`` if empty).

    ``items`` are escaped; ``title`` is ours and printed as given.
    """
    head = f"<b>{title}:</b>" if bold else f"{title}:"
    return f"{head} {escape(', '.join(items)) if items else '—'}"


def bold(text: str) -> str:
    """``text`` (ours, already translated) in bold: ``<b>Order pools</b>``."""
    return f"<b>{text}</b>"
