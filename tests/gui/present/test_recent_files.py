"""Open Recent's labels: file names, told apart by folder (gui.present.recent_files)."""

from __future__ import annotations

import pytest

from listbuilder.gui.present.recent_files import recent_labels


@pytest.mark.parametrize(
    ("paths", "labels"),
    [
        pytest.param([], [], id="none"),
        pytest.param(
            ["/h/lists/friars.lbl.json", "/h/lists/pano.lbl.json"],
            ["friars.lbl.json", "pano.lbl.json"],
            id="names-differ",
        ),
        pytest.param(
            ["/h/lists/ITS/friars.lbl.json", "/h/lists/Casual/friars.lbl.json"],
            ["friars.lbl.json — ITS", "friars.lbl.json — Casual"],
            id="innermost-folder-tells",
        ),
        pytest.param(
            ["/h/a/ITS/f.lbl.json", "/h/b/ITS/f.lbl.json", "/h/lists/x.lbl.json"],
            ["f.lbl.json — a/ITS", "f.lbl.json — b/ITS", "x.lbl.json"],
            id="two-folders-tell",
        ),
        pytest.param(
            ["/ITS/f.lbl.json", "/h/ITS/f.lbl.json"],
            ["f.lbl.json — /ITS", "f.lbl.json — h/ITS"],
            id="one-path-ends-the-other",
        ),
        pytest.param(
            ["/h/2026/ITS/f.lbl.json", "/h/2025/ITS/f.lbl.json", "/h/ITS2/f.lbl.json"],
            ["f.lbl.json — 2026/ITS", "f.lbl.json — 2025/ITS", "f.lbl.json — ITS2"],
            id="each-takes-what-it-needs",
        ),
        pytest.param(
            ["f.lbl.json", "/h/f.lbl.json"],
            ["f.lbl.json — .", "f.lbl.json — h"],
            id="relative-path-without-folder",
        ),
    ],
)
def test_recent_labels(paths, labels):
    assert recent_labels(paths) == labels


def test_the_same_path_twice_shows_its_whole_folder():
    # the settings never hold one path twice; if they did, both say where
    assert recent_labels(["/h/l/f.json", "/h/l/f.json"]) == [
        "f.json — /h/l",
        "f.json — /h/l",
    ]
