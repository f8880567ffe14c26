"""Help > Check for data updates...: the label counts files and megabytes."""

from __future__ import annotations

import pytest

from listbuilder.gui.profile_data.update_dialog import DataUpdateDialog
from listbuilder.paths import user_dirs


@pytest.fixture
def dialog(qtbot, user_home, army_api):
    dlg = DataUpdateDialog(user_dirs(), army_api.url, timeout=10)
    qtbot.addWidget(dlg)
    return dlg


def test_the_label_shows_files_and_megabytes(dialog):
    dialog._on_worker_progressed(12, 57, "101.json", 3.4)
    assert dialog.status_label.text() == ("Fetching 101.json: 12 of 57 files, 3.4 MB…")
    assert (dialog.progress_bar.value(), dialog.progress_bar.maximum()) == (12, 57)


def test_a_run_reports_the_megabytes_received(qtbot, dialog):
    seen = []
    dialog.start()
    dialog._worker.progressed.connect(lambda *args: seen.append(args))
    with qtbot.waitSignal(dialog.update_finished, timeout=60_000):
        pass
    sizes = [size for *_, size in seen]
    assert sizes == sorted(sizes)
    assert 10 < sizes[-1] < 100  # the bundled set is about 20 MB
