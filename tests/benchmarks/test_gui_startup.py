"""Start-up time of the app: profiles loaded and the main window shown (goal ≤ 1.5 s).

Run: ``pytest tests/benchmarks/test_gui_startup.py --benchmark-only``. Offscreen;
PySide6 is already imported by the test session, so this measures our own
start-up: loading the bundled profiles, rulesets and settings, building the
window and showing it.
"""

from __future__ import annotations

from listbuilder.gui.app import create_main_window


def test_app_start_to_main_window_shown(benchmark, qtbot, qapp, user_home):
    windows = []

    def start():
        window = create_main_window()
        window.show()
        qapp.processEvents()
        windows.append(window)
        return window

    window = benchmark.pedantic(start, rounds=5, iterations=1, warmup_rounds=0)
    for built in windows:
        qtbot.addWidget(built)
    assert window.isVisible()
    assert window.catalog_panel.model.rowCount() > 50
    assert window.summary_bar.points_label.text() == "Points 0/300"
