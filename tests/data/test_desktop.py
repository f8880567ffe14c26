"""Desktop integration files: the entry, the list MIME type and the icons."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from listbuilder.data.desktop import (
    ICON_SIZES,
    MIME_TYPE,
    config_home,
    data_home,
    desktop_entry,
    desktop_files,
    exec_quote,
    install_desktop,
    launch_command,
    uninstall_desktop,
)


@pytest.fixture
def xdg(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return home


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_data_home_follows_xdg_data_home_and_ignores_a_relative_one(tmp_path):
    assert data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    home = {"HOME": "/home/p", "XDG_DATA_HOME": "rel/share"}
    assert data_home(home) == Path("/home/p/.local/share")
    assert data_home({"HOME": "/home/p"}) == Path("/home/p/.local/share")


def test_config_home_follows_xdg_config_home_and_ignores_a_relative_one(tmp_path):
    assert config_home({"XDG_CONFIG_HOME": str(tmp_path)}) == tmp_path
    home = {"HOME": "/home/p", "XDG_CONFIG_HOME": "rel/config"}
    assert config_home(home) == Path("/home/p/.config")


@pytest.mark.parametrize(
    ("word", "quoted"),
    [
        ("/opt/listbuilder/listbuilder", "/opt/listbuilder/listbuilder"),
        ("/home/a b/listbuilder", '"/home/a b/listbuilder"'),
        ("/x/100%/lb", "/x/100%%/lb"),
        ('/x/"q"/lb', '"/x/\\\\"q\\\\"/lb"'),
        ("/x/$HOME/lb", '"/x/\\\\$HOME/lb"'),
    ],
)
def test_exec_words_are_quoted_as_the_desktop_entry_spec_says(word, quoted):
    assert exec_quote(word) == quoted


def test_the_entry_runs_the_command_with_files_and_links(tmp_path):
    text = desktop_entry(["/opt/lb dir/listbuilder"])
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    assert 'Exec="/opt/lb dir/listbuilder" %U' in lines
    assert f"MimeType={MIME_TYPE};" in lines
    assert "Icon=listbuilder" in lines
    validate = shutil.which("desktop-file-validate")
    if validate:
        path = tmp_path / "listbuilder.desktop"
        path.write_text(text, encoding="utf-8")
        done = subprocess.run([validate, str(path)], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr


def test_launch_command_is_this_installs_listbuilder():
    command = launch_command()
    # a venv: its console script; the tests never run frozen
    script = Path(sys.executable).parent / "listbuilder"
    if script.is_file():
        assert command == [str(script.absolute())]
    else:
        assert command[1:] == ["-m", "listbuilder"]


def test_install_writes_entry_mime_type_and_every_icon_size(xdg):
    report = install_desktop(xdg, ["/opt/listbuilder/listbuilder"])
    files = desktop_files(xdg)
    assert set(report.files) == set(files.values())
    assert all(path.is_file() for path in files.values())
    entry = (xdg / "applications" / "listbuilder.desktop").read_text("utf-8")
    assert "Exec=/opt/listbuilder/listbuilder %U\n" in entry
    mime = (xdg / "mime" / "packages" / "listbuilder.xml").read_text("utf-8")
    assert f'type="{MIME_TYPE}"' in mime
    assert 'pattern="*.lbl.json"' in mime
    for size in ICON_SIZES:
        path = xdg / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "listbuilder.png"
        assert png_size(path) == (size, size)
    svg = xdg / "icons" / "hicolor" / "scalable" / "apps" / "listbuilder.svg"
    assert svg.read_text("utf-8").startswith("<svg")


@pytest.mark.skipif(
    shutil.which("update-mime-database") is None, reason="no shared-mime-info"
)
def test_the_mime_database_knows_saved_lists_after_install(xdg):
    install_desktop(xdg, ["/opt/listbuilder/listbuilder"])
    globs = (xdg / "mime" / "globs2").read_text("utf-8")
    assert f"{MIME_TYPE}:*.lbl.json" in globs


@pytest.mark.skipif(shutil.which("xdg-mime") is None, reason="no xdg-utils")
def test_saved_lists_open_with_listbuilder_after_install(xdg, tmp_path):
    report = install_desktop(xdg, ["/opt/listbuilder/listbuilder"])
    assert "xdg-mime" in report.tools
    env = {**os.environ, "XDG_DATA_HOME": str(xdg)}
    done = subprocess.run(
        ["xdg-mime", "query", "default", MIME_TYPE],
        capture_output=True,
        text=True,
        env=env,
    )
    assert done.stdout.strip() == "listbuilder.desktop"
    uninstall_desktop(xdg)
    mimeapps = (tmp_path / "config" / "mimeapps.list").read_text("utf-8")
    assert "listbuilder.desktop" not in mimeapps


def test_missing_desktop_tools_are_noted_not_fatal(xdg, monkeypatch):
    monkeypatch.setenv("PATH", str(xdg / "nowhere"))
    report = install_desktop(xdg, ["/opt/listbuilder/listbuilder"])
    assert report.tools == ()
    assert "update-desktop-database not found (skipped)" in report.notes
    assert "xdg-mime not found (skipped)" in report.notes
    assert (xdg / "applications" / "listbuilder.desktop").is_file()


def test_uninstall_removes_what_install_wrote_and_nothing_else(xdg):
    other = xdg / "applications" / "other.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    install_desktop(xdg, ["/opt/listbuilder/listbuilder"])
    report = uninstall_desktop(xdg)
    assert len(report.files) == len(desktop_files(xdg))
    assert not any(path.exists() for path in desktop_files(xdg).values())
    assert other.is_file()
    assert uninstall_desktop(xdg).files == ()
