"""Issue 10: every hostile saved list gives exit 2 and one clear line, and is
left as it was, through ``validate``, ``export`` and ``code``; a folder run
checks every file; a crash in one file is that file's error."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from listbuilder.cli import main
from listbuilder.data.lists import save_army
from tests.hostile import HOSTILE, ILLEGAL, LEGAL, Hostile, make_folder, snapshot

#: The longest error line we accept: a file name plus a short excerpt.
MAX_LINE = 400


@pytest.fixture(autouse=True)
def loaded_catalog(monkeypatch, catalog):
    """Hand the commands the session's catalog: loading it per call is slow."""
    monkeypatch.setattr("listbuilder.data.store.open_catalog", lambda *a, **k: catalog)


@pytest.fixture
def hostile_dir(tmp_path):
    return make_folder(tmp_path / "hostile")


def one_line_about(text: str, path, case: Hostile) -> str:
    lines = text.splitlines()
    assert len(lines) == 1, lines
    line = lines[0]
    assert str(path) in line
    assert case.problem.lower() in line.lower(), line
    assert len(line) < MAX_LINE, line
    assert "Traceback" not in line
    return line


@pytest.mark.parametrize("case", HOSTILE, ids=lambda c: c.name)
def test_validate_reports_each_hostile_file_in_one_line(tmp_path, capsys, case):
    path = case.create(tmp_path)
    before = snapshot(path)
    assert main(["validate", str(path)]) == 2
    captured = capsys.readouterr()
    line = one_line_about(captured.out, path, case)
    assert line.startswith(f"{path}: UNREADABLE: ")
    assert captured.err == ""
    assert snapshot(path) == before


@pytest.mark.parametrize("case", HOSTILE, ids=lambda c: c.name)
def test_validate_json_and_csv_report_each_hostile_file(tmp_path, capsys, case):
    path = case.create(tmp_path)
    assert main(["validate", "--json", str(path)]) == 2
    record = json.loads(capsys.readouterr().out)
    assert record["file"] == str(path)
    assert case.problem.lower() in record["error"].lower()
    assert len(record["error"]) < MAX_LINE
    assert main(["validate", "--csv", str(path)]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2  # header and this file's row, one line each


@pytest.mark.parametrize("case", HOSTILE, ids=lambda c: c.name)
def test_export_refuses_each_hostile_file(tmp_path, capsys, case):
    path = case.create(tmp_path)
    before = snapshot(path)
    out = tmp_path / "out.pdf"
    assert main(["export", str(path), "--pdf", str(out)]) == 2
    captured = capsys.readouterr()
    one_line_about(captured.err, path, case)
    assert captured.out == ""
    assert not out.exists()
    assert snapshot(path) == before


@pytest.mark.parametrize("case", HOSTILE, ids=lambda c: c.name)
def test_code_refuses_each_hostile_file(tmp_path, capsys, case):
    path = case.create(tmp_path)
    before = snapshot(path)
    assert main(["code", str(path)]) == 2
    captured = capsys.readouterr()
    one_line_about(captured.err, path, case)
    assert captured.out == ""
    assert snapshot(path) == before


def test_a_folder_run_checks_every_file_in_a_real_process(tmp_path):
    """The whole hostile folder plus three good lists, as an organiser runs it."""
    paths = make_folder(tmp_path / "lists")
    good = {
        "a-legal": LEGAL,
        "b-illegal": ILLEGAL,
        "c-legal": LEGAL.replace(name="Another"),
    }
    for stem, army in good.items():
        save_army(army, tmp_path / "lists" / f"{stem}.lbl.json")
    before = {name: snapshot(p) for name, p in paths.items()}
    env = {**os.environ, "LISTBUILDER_HOME": str(tmp_path / "home")}
    run = subprocess.run(
        [sys.executable, "-m", "listbuilder", "validate", str(tmp_path / "lists")],
        capture_output=True,
        text=True,
        timeout=240,
        env=env,
        check=False,
    )
    assert run.returncode == 2
    assert "Traceback" not in run.stderr + run.stdout
    verdicts = {
        line.split(": ")[0]: line.split(": ")[1]
        for line in run.stdout.splitlines()
        if not line.startswith("  ")
    }
    lists = tmp_path / "lists"
    assert verdicts[str(lists / "a-legal.lbl.json")] == "LEGAL"
    assert verdicts[str(lists / "b-illegal.lbl.json")] == "ILLEGAL"
    assert verdicts[str(lists / "c-legal.lbl.json")] == "LEGAL"
    for case in HOSTILE:
        assert verdicts[str(paths[case.name])] == "UNREADABLE", case.name
    # the planted ruleset file is valid JSON but no list: reported, not skipped
    assert verdicts[str(lists / "planted-ruleset.json")] == "UNREADABLE"
    assert {name: snapshot(p) for name, p in paths.items()} == before


def test_a_crash_in_one_file_is_that_files_error(tmp_path, capsys, monkeypatch):
    """A bug met by one list is reported as its error; the run goes on."""
    import listbuilder.commands.validate as validate_command

    real = validate_command.check_state

    def check_state(army, *args, **kwargs):
        if army.name == "boom":
            raise ZeroDivisionError("division by zero")
        return real(army, *args, **kwargs)

    monkeypatch.setattr(validate_command, "check_state", check_state)
    save_army(LEGAL, tmp_path / "a.lbl.json")
    save_army(LEGAL.replace(name="boom"), tmp_path / "b.lbl.json")
    save_army(ILLEGAL, tmp_path / "c.lbl.json")
    assert main(["validate", str(tmp_path)]) == 2
    out = capsys.readouterr().out
    assert f"{tmp_path / 'a.lbl.json'}: LEGAL" in out
    assert f"{tmp_path / 'c.lbl.json'}: ILLEGAL" in out
    crash = next(line for line in out.splitlines() if "b.lbl.json" in line)
    assert crash.startswith(f"{tmp_path / 'b.lbl.json'}: UNREADABLE: internal error")
    assert "ZeroDivisionError" in crash
    assert "Traceback" not in out


@pytest.mark.parametrize("command", ["export", "code"])
def test_a_crash_in_export_or_code_names_the_file(
    tmp_path, capsys, monkeypatch, command
):
    import listbuilder.commands.armycode as armycode_command
    import listbuilder.export.pdf as pdf

    def boom(*args, **kwargs):
        raise KeyError("surprise")

    monkeypatch.setattr(pdf, "write_roster_pdf", boom)
    monkeypatch.setattr(armycode_command, "army_code", boom)
    path = tmp_path / "a.lbl.json"
    save_army(LEGAL, path)
    argv = [command, str(path)]
    if command == "export":
        argv += ["--pdf", str(tmp_path / "out.pdf")]
    assert main(argv) == 2
    captured = capsys.readouterr()
    line = one_line_about(
        captured.err, path, Hostile("crash", "internal error (KeyError")
    )
    assert line.startswith(f"listbuilder {command}: {path}: internal error")
    assert not (tmp_path / "out.pdf").exists()


def test_no_command_shows_a_traceback(tmp_path, capsys, monkeypatch):
    """Whatever escapes a command is one line on stderr and exit 2."""
    import listbuilder.commands.dice as dice_command

    def boom(*args, **kwargs):
        raise RuntimeError("unexpected\nsecond line")

    monkeypatch.setattr(dice_command, "face_to_face", boom)
    assert main(["dice", "--sv", "12", "--vs-sv", "10"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "listbuilder dice: internal error (RuntimeError: unexpected\\nsecond" in err


def test_debug_env_prints_the_traceback(tmp_path, capsys, monkeypatch):
    import listbuilder.commands.dice as dice_command

    monkeypatch.setenv("LISTBUILDER_DEBUG", "1")
    monkeypatch.setattr(
        dice_command, "face_to_face", lambda *a, **k: 1 / 0, raising=True
    )
    assert main(["dice", "--sv", "12", "--vs-sv", "10"]) == 2
    assert "Traceback" in capsys.readouterr().err


def test_a_folder_given_as_a_list_is_refused(tmp_path, capsys):
    folder = tmp_path / "not-a-list.lbl.json"
    folder.mkdir()
    assert main(["code", str(folder)]) == 2
    assert "it is a folder, not a regular file" in capsys.readouterr().err
    assert main(["export", str(folder), "--pdf", str(tmp_path / "o.pdf")]) == 2
    assert "it is a folder" in capsys.readouterr().err


def test_a_list_with_a_bom_is_read(tmp_path, capsys):
    """Notepad writes a byte-order mark; that is still a UTF-8 list."""
    path = tmp_path / "bom.lbl.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(json.loads(_legal_text())).encode())
    assert main(["validate", str(path)]) == 0
    assert f"{path}: LEGAL" in capsys.readouterr().out


def _legal_text() -> str:
    from listbuilder.data.lists import army_to_json

    return army_to_json(LEGAL)


def test_a_symlink_to_a_list_is_read(tmp_path, capsys):
    target = tmp_path / "real.lbl.json"
    save_army(LEGAL, target)
    link = tmp_path / "link.lbl.json"
    link.symlink_to(target)
    assert main(["validate", str(link)]) == 0
    assert f"{link}: LEGAL" in capsys.readouterr().out
