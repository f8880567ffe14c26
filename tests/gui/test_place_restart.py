"""Your place kept across a real restart: two app processes, one layout (issue 27).

The processes run offscreen on a 1400x900 screen (Qt's offscreen platform
reads its screens from a config file), as the app meets a desktop: the
default offscreen screen is smaller than the window, which Qt then shrinks.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

DRIVER = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDockWidget, QSplitter
    from listbuilder.gui import app as gui_app
    from listbuilder.gui.main_window import MainWindow

    from listbuilder.gui.files import new_list_dialog

    phase = sys.argv[1]
    gui_app.application()
    asked = []  # the first launch's new-list dialog: Cancel
    new_list_dialog.ask_new_list = lambda *a: asked.append(1)

    def window():
        return next(w for w in QApplication.topLevelWidgets()
                    if isinstance(w, MainWindow))

    def arrange():
        win = window()
        win.add_option(1, 1, 10, 0)   # Fusilier Lieutenant
        win.files.save_to(win.files.default_save_path())
        win.resize(1180, 760)
        win.move(40, 30)
        win.dice.show(True)
        win.profile_dock.raise_()
        QApplication.processEvents()
        win.resizeDocks([win.profile_dock], [480], Qt.Orientation.Horizontal)
        win.main_splitter.setSizes([260, 440])
        win.findChild(QSplitter, "centre_splitter").setSizes([420, 230])
        QTimer.singleShot(300, report_and_quit)

    def report_and_quit():
        win = window()
        docks = {d.objectName(): [d.isHidden(), d.visibleRegion().isEmpty()]
                 for d in win.findChildren(QDockWidget)}
        print(json.dumps({
            "list": str(win.document.path),
            "name": win.document.army_list.name,
            "troopers": len(win.document.army_list.troopers()),
            "size": list(win.size().toTuple()),
            "pos": list(win.pos().toTuple()),
            "profile_width": win.profile_dock.width(),
            "splitters": {s.objectName(): s.sizes()
                          for s in win.findChildren(QSplitter) if s.objectName()},
            "docks": docks,
            "asked": len(asked),
        }), flush=True)
        win.close()

    from PySide6.QtCore import Qt
    QTimer.singleShot(500, arrange if phase == "arrange" else report_and_quit)
    sys.exit(gui_app.main([]))
    """
)


def run_app(phase: str, home: Path, screen: Path) -> dict:
    env = {
        **os.environ,
        "LISTBUILDER_HOME": str(home),
        "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
        "PYTHONPATH": str(ROOT),
    }
    result = subprocess.run(
        [sys.executable, "-c", DRIVER, phase],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_quit_and_start_again_gives_the_same_list_and_window(tmp_path):
    screen = tmp_path / "screen.json"
    screen.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "desk",
                        "x": 0,
                        "y": 0,
                        "width": 1400,
                        "height": 900,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        )
    )
    home = tmp_path / "home"
    before = run_app("arrange", home, screen)
    assert before["troopers"] == 1
    assert before["size"] == [1180, 760]
    assert before["docks"]["dice_dock"] == [False, True]  # behind the card's tab
    assert before["asked"] == 1  # a first launch
    after = run_app("again", home, screen)
    assert after["asked"] == 0  # the list is back: nothing to ask
    assert after == {**before, "asked": 0}
