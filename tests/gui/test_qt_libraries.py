"""The one line naming what Qt's xcb plugin lacks, instead of Qt's abort text."""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest

from listbuilder.gui import app as gui_app
from listbuilder.gui import qt_libraries
from listbuilder.gui.qt_libraries import (
    missing_libraries,
    platform_problem,
    problem_line,
    wants_xcb,
    xcb_plugin,
)

# ldd's output on a Debian 12 without libxcb-icccm4 (abridged)
LDD_WITHOUT_ICCCM = """\
\tlinux-vdso.so.1 (0x00007ffd5f5e6000)
\tlibQt6XcbQpa.so.6 => /opt/lb/_internal/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x7f)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-util.so.1 => /lib/x86_64-linux-gnu/libxcb-util.so.1 (0x00007f)
\tlibxcb-icccm.so.4 => not found
\tlibxkbcommon-x11.so.0 => not found
\t/lib64/ld-linux-x86-64.so.2 (0x00007f)
"""


def test_missing_libraries_are_read_from_ldd_once_each_in_order():
    assert missing_libraries(LDD_WITHOUT_ICCCM) == [
        "libxcb-icccm.so.4",
        "libxkbcommon-x11.so.0",
    ]
    assert missing_libraries("\tlibc.so.6 => /lib/libc.so.6 (0x1)\n") == []
    assert missing_libraries("") == []


def test_the_line_names_the_libraries_and_the_packages():
    assert problem_line(["libxcb-icccm.so.4", "libxkbcommon-x11.so.0"]) == (
        "listbuilder: Qt's xcb platform plugin cannot load: missing "
        "libxcb-icccm.so.4, libxkbcommon-x11.so.0 "
        "(Debian/Ubuntu: sudo apt install libxcb-icccm4 libxkbcommon-x11-0)"
    )
    assert problem_line(["libodd.so.1"]) == (
        "listbuilder: Qt's xcb platform plugin cannot load: missing libodd.so.1"
    )


@pytest.mark.parametrize(
    ("platform", "checked"),
    [
        (None, True),
        ("", True),
        ("xcb", True),
        ("xcb:foo", True),
        ("offscreen", False),
        ("wayland", False),
        ("wayland;xcb", False),
    ],
)
def test_only_a_start_on_xcb_is_checked(platform, checked):
    env = {} if platform is None else {"QT_QPA_PLATFORM": platform}
    assert wants_xcb(env) is checked


def fake_ldd(folder: Path, output: str) -> dict[str, str]:
    folder.mkdir()
    (folder / "ldd.out").write_text(output, encoding="utf-8")
    script = folder / "ldd"
    cat = shutil.which("cat")
    script.write_text(f"#!/bin/sh\nexec {cat} {folder / 'ldd.out'}\n", encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return {"PATH": str(folder)}


@pytest.fixture
def plugin_fails(monkeypatch):
    """The plugin does not load here (as on a machine missing a library)."""
    monkeypatch.setattr(qt_libraries, "loads", lambda plugin: False)


def test_a_plugin_that_loads_needs_no_ldd(tmp_path):
    env = fake_ldd(tmp_path / "bin", LDD_WITHOUT_ICCCM)
    plugin = xcb_plugin()
    assert plugin is not None
    assert qt_libraries.loads(plugin)
    assert platform_problem(env) is None  # ldd's (fake) answer never asked


def test_platform_problem_runs_ldd_on_the_plugin(tmp_path, plugin_fails):
    env = fake_ldd(tmp_path / "bin", LDD_WITHOUT_ICCCM)
    assert xcb_plugin() is not None
    line = platform_problem(env)
    assert line is not None
    assert "missing libxcb-icccm.so.4, libxkbcommon-x11.so.0" in line
    assert platform_problem({**env, "QT_QPA_PLATFORM": "offscreen"}) is None
    found = fake_ldd(tmp_path / "ok", "\tlibc.so.6 => /lib/libc.so.6 (0x1)\n")
    assert platform_problem(found) is None
    assert platform_problem({"PATH": str(tmp_path / "empty")}) is None  # no ldd


def test_a_wayland_session_is_left_to_qt_when_it_has_the_wayland_plugin(
    tmp_path, plugin_fails
):
    env = fake_ldd(tmp_path / "bin", LDD_WITHOUT_ICCCM)
    wayland = {**env, "XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}
    plugin = xcb_plugin()
    assert plugin is not None
    has_wayland = (plugin.parent / "libqwayland.so").is_file()
    assert (platform_problem(wayland) is None) is has_wayland
    # asked for xcb by name: checked in a Wayland session too
    assert platform_problem({**wayland, "QT_QPA_PLATFORM": "xcb"}) is not None


def test_a_library_really_missing_is_named(tmp_path, monkeypatch):
    """A copy of the real plugin whose libxcb-icccm.so.4 is renamed: the real ldd."""
    real = xcb_plugin()
    if real is None or shutil.which("ldd") is None:
        pytest.skip("no xcb plugin or no ldd")
    data = real.read_bytes()
    assert b"libxcb-icccm.so.4\x00" in data
    qt = tmp_path / "Qt"
    (qt / "plugins" / "platforms").mkdir(parents=True)
    (qt / "lib").symlink_to(real.parent.parent.parent / "lib")
    copy = qt / "plugins" / "platforms" / "libqxcb.so"
    copy.write_bytes(data.replace(b"libxcb-icccm.so.4\x00", b"libxcb-icccX.so.4\x00"))
    monkeypatch.setattr(qt_libraries, "xcb_plugin", lambda: copy)
    line = platform_problem({"PATH": os.environ["PATH"]})
    assert line == (
        "listbuilder: Qt's xcb platform plugin cannot load: missing libxcb-icccX.so.4"
    )


def test_the_app_prints_the_line_and_stops_before_qt(
    tmp_path, monkeypatch, capsys, plugin_fails
):
    env = fake_ldd(tmp_path / "bin", LDD_WITHOUT_ICCCM)
    monkeypatch.setenv("PATH", env["PATH"])
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.setattr(
        gui_app, "application", lambda: pytest.fail("Qt started anyway")
    )
    assert gui_app.main([]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1
    assert err[0].startswith("listbuilder: Qt's xcb platform plugin cannot load: ")
    assert "sudo apt install libxcb-icccm4 libxkbcommon-x11-0" in err[0]
