"""Autosave and recovery: the list being edited survives a crash.

In-process tests drive the controller; the last ones kill a real app process
(offscreen) with SIGKILL and start it again, as a crash would.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from listbuilder.core import ArmyList, CombatGroup
from listbuilder.core.lists import edits
from listbuilder.data.autosave import (
    autosave_file,
    autosave_files,
    read_autosave,
    write_autosave,
)
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.files import autosave as autosave_module
from listbuilder.gui.files.autosave import DISCARD, LATER, RESTORE, AutosaveController
from listbuilder.paths import user_dirs
from tests.core.roster.test_roster import LIEUTENANT
from tests.helpers import e

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def document(qtbot, catalog, n5):
    return ArmyDocument(catalog, {"n5": n5}, ArmyList(army_id=101, name="Pano"))


@pytest.fixture
def controller(document, tmp_path):
    made = AutosaveController(document, tmp_path / "autosave", delay_ms=20)
    yield made
    made.finish()


def test_a_change_is_autosaved_after_a_delay(qtbot, document, controller):
    assert not controller.file.exists()
    with qtbot.waitSignal(controller.autosaved, timeout=3000):
        document.apply(edits.add_trooper, 0, 1, 1, 10)
    recovery = read_autosave(controller.file)
    assert recovery.army_list == document.army_list
    assert recovery.original is None
    assert not controller.pending


def test_autosave_never_touches_the_players_file(qtbot, document, controller, tmp_path):
    path = tmp_path / "mine.lbl.json"
    document.save(path)
    before = path.read_bytes()
    with qtbot.waitSignal(controller.autosaved, timeout=3000):
        document.apply(edits.add_trooper, 0, 1, 1, 10)
    assert path.read_bytes() == before
    assert read_autosave(controller.file).original == path


def test_saving_or_undoing_to_the_saved_state_removes_the_copy(
    qtbot, document, controller, tmp_path
):
    with qtbot.waitSignal(controller.autosaved, timeout=3000):
        document.apply(edits.add_trooper, 0, 1, 1, 10)
    document.undo_stack.undo()  # back to the state it was created in: clean
    assert not controller.file.exists()
    with qtbot.waitSignal(controller.autosaved, timeout=3000):
        document.apply(edits.add_trooper, 0, 1, 1, 10)
    document.save(tmp_path / "saved.lbl.json")
    assert not controller.file.exists()
    assert not controller.autosave_now()  # nothing unsaved: nothing written


def test_clean_finish_leaves_nothing(qtbot, document, controller):
    with qtbot.waitSignal(controller.autosaved, timeout=3000):
        document.apply(edits.add_trooper, 0, 1, 1, 10)
    controller.finish()
    assert os.listdir(controller.folder) == []  # copy and lock both gone


def dead_session_copy(folder: Path, army: ArmyList, original: Path | None = None):
    path = autosave_file(folder, "deadbeef")
    write_autosave(path, army, original)
    return path


LOST = ArmyList(
    army_id=101,
    name="Lost work",
    groups=(CombatGroup(number=1, troopers=(LIEUTENANT, e(1, 1, 1))),),
)


def test_recovery_restores_the_list_unsaved(
    document, controller, monkeypatch, tmp_path
):
    original = tmp_path / "lost.lbl.json"
    dead = dead_session_copy(controller.folder, LOST, original)
    asked = []
    monkeypatch.setattr(
        autosave_module,
        "ask_restore",
        lambda parent, text: asked.append(text) or RESTORE,
    )
    assert controller.offer_recovery()
    assert asked[0].startswith("“Lost work” (PanOceania, 20/300 pts), autosaved ")
    assert document.army_list == LOST
    assert document.is_modified
    assert document.path == original  # Save goes where the list came from
    assert not dead.exists()
    assert controller.file.exists()  # this session's own copy, right away


@pytest.mark.parametrize(("answer", "kept"), [(DISCARD, False), (LATER, True)])
def test_recovery_discard_or_later(document, controller, monkeypatch, answer, kept):
    dead = dead_session_copy(controller.folder, LOST)
    monkeypatch.setattr(autosave_module, "ask_restore", lambda parent, text: answer)
    assert not controller.offer_recovery()
    assert document.army_list.name == "Pano"
    assert dead.exists() is kept


def test_a_running_sessions_copy_is_not_offered(
    qtbot, catalog, n5, document, controller
):
    other_doc = ArmyDocument(catalog, {"n5": n5}, ArmyList(army_id=101))
    other = AutosaveController(other_doc, controller.folder, delay_ms=20)
    with qtbot.waitSignal(other.autosaved, timeout=3000):
        other_doc.apply(edits.add_trooper, 0, 1, 1, 10)
    assert controller.orphans() == []  # its lock is held by a live process
    other.finish()


def test_an_unreadable_copy_is_reported_and_kept(document, controller, monkeypatch):
    controller.folder.mkdir(parents=True, exist_ok=True)
    bad = autosave_file(controller.folder, "broken")
    bad.write_bytes(b"{half")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    assert not controller.offer_recovery()
    assert bad.exists()
    assert "cannot be read" in shown[0]


# -- a real app process, killed ---------------------------------------------------

DRIVER = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox
    from listbuilder.gui import app as gui_app
    from listbuilder.gui.files import autosave
    from listbuilder.gui.main_window import MainWindow

    phase = sys.argv[1]
    gui_app.application()  # main() uses this one; timers need it first

    def window():
        return next(w for w in QApplication.topLevelWidgets()
                    if isinstance(w, MainWindow))

    def edit():
        win = window()
        win.add_option(1, 1, 10, 0)   # Fusilier Lieutenant
        win.add_option(1, 1, 1, 0)    # Fusilier
        print("edited", flush=True)

    def report_and_quit():
        win = window()
        doc = win.document
        print(json.dumps({"name": doc.army_list.name,
                          "troopers": len(doc.army_list.troopers()),
                          "modified": doc.is_modified,
                          "autosaved": win.autosave.file.exists()}), flush=True)
        QMessageBox.question = lambda *a, **k: QMessageBox.StandardButton.Discard
        win.close()

    if phase.startswith("edit"):
        QTimer.singleShot(500, edit)
    if phase == "edit-quit":
        QTimer.singleShot(6000, report_and_quit)
    if phase == "recover":
        autosave.ask_restore = lambda parent, text: autosave.RESTORE
        QTimer.singleShot(1500, report_and_quit)
    sys.exit(gui_app.main([]))
    """
)


def run_app(phase: str, home: Path) -> subprocess.Popen[str]:
    env = {
        **os.environ,
        "LISTBUILDER_HOME": str(home),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
    }
    return subprocess.Popen(
        [sys.executable, "-c", DRIVER, phase],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_killed_app_offers_its_list_at_the_next_start(user_home):
    folder = user_dirs().autosave
    app = run_app("edit", user_home)
    try:
        deadline = time.monotonic() + 60
        while not autosave_files(folder) and time.monotonic() < deadline:
            assert app.poll() is None, "the app ended before autosaving"
            time.sleep(0.2)
        (copy,) = autosave_files(folder)
        time.sleep(0.3)  # let the write that made it visible finish
    finally:
        app.send_signal(signal.SIGKILL)
        app.communicate(timeout=30)  # reaps it and closes its pipes
    assert app.returncode == -signal.SIGKILL
    assert autosave_files(folder) == [copy]  # the crash left it behind
    assert len(read_autosave(copy).army_list.troopers()) == 2
    assert not user_dirs().lists.exists()  # nothing written among the lists

    again = run_app("recover", user_home)
    out, err = again.communicate(timeout=120)
    assert again.returncode == 0, err
    state = json.loads(out.strip().splitlines()[-1])
    assert state == {"name": "", "troopers": 2, "modified": True, "autosaved": True}
    assert autosave_files(folder) == []  # a clean exit leaves nothing to restore
    assert [p.suffix for p in folder.iterdir()] == []  # no lock left either


def test_clean_exit_after_editing_leaves_nothing(user_home):
    app = run_app("edit-quit", user_home)
    out, err = app.communicate(timeout=120)
    assert app.returncode == 0, err
    state = json.loads(out.strip().splitlines()[-1])
    assert state["troopers"] == 2
    assert state["modified"]
    assert state["autosaved"]  # it was autosaved while running...
    assert autosave_files(user_dirs().autosave) == []  # ...and the exit removed it
