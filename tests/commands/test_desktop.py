"""`listbuilder install-desktop` and `uninstall-desktop`."""

from __future__ import annotations

from listbuilder.cli import main


def test_install_then_uninstall_desktop(tmp_path, monkeypatch, capsys):
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("PATH", str(tmp_path / "no-tools"))
    assert main(["install-desktop"]) == 0
    captured = capsys.readouterr()
    out = captured.out.splitlines()
    assert out[0] == f"Installed the desktop entry in {home}"
    assert out[1].startswith("It runs: ")
    assert "  applications/listbuilder.desktop" in out
    assert "note: xdg-mime not found (skipped)" in captured.err.splitlines()
    entry = (home / "applications" / "listbuilder.desktop").read_text("utf-8")
    assert f"Exec={out[1].removeprefix('It runs: ')} %U" in entry
    assert main(["uninstall-desktop"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Removed 10 desktop files from {home}"
    assert not (home / "applications" / "listbuilder.desktop").exists()


def test_install_desktop_that_cannot_write_exits_2(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert main(["install-desktop"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("listbuilder install-desktop: ")
    assert len(err.splitlines()) == 1
