"""The document's followers: called as the Qt signal's slots were, for less."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QLabel

from listbuilder.core.lists import edits
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.followers import Followers
from tests.fixtures.lists import FIFTEEN


class _View(QLabel):
    """A widget that records what it is told, as a view would."""

    def __init__(self, log: list[str], name: str) -> None:
        super().__init__()
        self.log, self.name = log, name

    def on_change(self, value: object) -> None:
        self.log.append(f"{self.name}:{value}")


def test_followers_are_told_in_order_and_a_deleted_view_is_dropped(qtbot):
    log: list[str] = []
    a, b = _View(log, "a"), _View(log, "b")
    followers = Followers()
    followers.connect(a.on_change)
    followers.connect(b.on_change)
    followers.connect(lambda v: log.append(f"f:{v}"))
    followers.tell(1)
    assert log == ["a:1", "b:1", "f:1"]
    a.deleteLater()
    qtbot.wait(1)  # the C++ side goes; the Python wrapper is still held here
    followers.tell(2)
    assert log[3:] == ["b:2", "f:2"]
    assert len(followers) == 2
    del b
    followers.tell(3)  # a collected view: gone with it, as a Qt connection
    assert log[5:] == ["f:3"]
    assert len(followers) == 1


def test_a_follower_that_raises_is_reported_and_the_next_still_told(monkeypatch):
    reported: list[type] = []
    monkeypatch.setattr(sys, "excepthook", lambda t, v, tb: reported.append(t))
    told: list[int] = []
    followers = Followers()
    followers.connect(lambda v: 1 / 0)
    followers.connect(told.append)
    followers.tell(7)
    assert reported == [ZeroDivisionError]
    assert told == [7]


def test_disconnect_stops_a_follower_and_refuses_an_unknown_one():
    log: list[str] = []
    view = _View(log, "v")
    followers = Followers()
    followers.connect(view.on_change)
    followers.disconnect(view.on_change)  # an equal bound method, made again
    followers.tell(1)
    assert log == []
    with pytest.raises(RuntimeError):
        followers.disconnect(view.on_change)


def test_the_document_tells_its_followers_then_emits_state_changed(qtbot, catalog, n5):
    document = ArmyDocument(catalog, {"n5": n5}, FIFTEEN)
    order: list[str] = []
    document.followers.connect(lambda change: order.append("follower"))
    document.state_changed.connect(lambda change: order.append("signal"))
    document.followers.connect(lambda change: order.append(change.touched.troopers))
    uid = FIFTEEN.groups[1].troopers[0].uid
    document.apply(edits.change_option, uid, 1, 2)  # a Fusilier's HMG
    assert order == ["follower", (uid,), "signal"]
