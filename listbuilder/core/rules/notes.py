"""Notes on a list: what a player should know that breaks no rule.

A note is not a violation: it never makes a list illegal, and ``validate``'s
verdict and exit code ignore it: a Lieutenant in Hidden Deployment starts the
game in Loss of Lieutenant (RULES.md C4); a Spec-Ops' attribute increases have
no XP cost in the data, so their XP are not checked (ITS.md E8).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from listbuilder.core._base import FrozenModel
from listbuilder.core.i18n import _
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.rules.orders import HIDDEN_DEPLOYMENT, OrderPool


class ListNote(FrozenModel):
    """Something a player should know about a list that breaks no rule.

    Attributes
    ----------
    rule : str
        RULES.md item (``"C4"``).
    code : str
        Dotted machine code (``"lieutenant.hidden"``).
    message : str
        Plain text for a player.
    troopers : tuple[str, ...]
        Uids of the troopers it is about.
    """

    rule: str
    code: str
    message: str
    troopers: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """``Note (C4): ...`` as the app and the command line list it."""
        return _("Note ({rule}): {message}", rule=self.rule, message=self.message)


def list_notes(
    lieutenants: Collection[str],
    pools: Iterable[OrderPool],
    troopers: Sequence[ResolvedTrooper] = (),
) -> tuple[ListNote, ...]:
    """The notes of a list, from its Lieutenants' uids, order pools and troopers.

    A Lieutenant held off the table in Hidden Deployment is not on the table
    when the game starts, so the army starts in Loss of Lieutenant (N5: it
    "lacks a Lieutenant because they did not deploy it on the game table").

    Spec-Ops attribute increases are listed once: their XP are not checked,
    as the official data prices none (``troopers``, resolved).

    Source: RULES.md C4, B5; ITS.md E8
    """
    notes = []
    for pool in pools:
        for held in pool.held:
            if held.uid in lieutenants and held.reason == HIDDEN_DEPLOYMENT:
                notes.append(
                    ListNote(
                        rule="C4",
                        code="lieutenant.hidden",
                        # The consequence first: the status bar may cut the end.
                        message=_(
                            "The army starts the game in Loss of Lieutenant: "
                            "{name}, the Lieutenant, deploys in Hidden Deployment.",
                            name=held.name,
                        ),
                        troopers=(held.uid,),
                    )
                )
    unpriced = [t for t in troopers if t.specops and t.specops.unpriced]
    increases = [i for t in unpriced if t.specops for i in t.specops.unpriced]
    if unpriced:
        notes.append(
            ListNote(
                rule="E8",
                code="specops.unpriced",
                message=_(
                    "Spec-Ops attribute increases have no XP cost in the official "
                    "data, so their XP are not checked: {increases}.",
                    increases=_(", ").join(increases),
                ),
                troopers=tuple(t.uid for t in unpriced),
            )
        )
    return tuple(notes)
