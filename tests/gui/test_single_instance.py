"""One app per user (issue 27): later launches hand their argument to it.

The running app is ``gui_app.main`` with its event loop replaced by each
test's scenario; a later launch is :func:`hand_over` (the Unix socket client
without Qt) or :func:`hand_over_with_qt` (Windows' client) in a process of its
own (its waits block, the app's loop must run), or a real
``python -m listbuilder`` process.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from listbuilder.core import ArmyList
from listbuilder.core.armycode.encode import share_url
from listbuilder.data.lists import save_army
from listbuilder.data.settings import Settings, save_settings
from listbuilder.gui import app as gui_app
from listbuilder.gui.files.arguments import LaunchArgument, read_argument
from listbuilder.gui.files.import_code_dialog import ImportCodeDialog
from listbuilder.gui.main_window import MainWindow
from listbuilder.gui.single_instance import InstanceServer, hand_over_with_qt
from listbuilder.instance import Request, hand_over, server_name
from listbuilder.paths import user_dirs
from tests.helpers import fusilier, with_trooper

ROOT = Path(__file__).resolve().parents[2]
VECTORS = json.loads((ROOT.parent / "shared/armycodes/vectors.json").read_text())
#: The official builder's "demo hg" list of PanOceania.
DEMO = next(v for v in VECTORS if v["name"] == "demo hg")
PANO = 101


@pytest.fixture
def saved_list(user_home):
    path = user_dirs().lists / "kept.lbl.json"
    path.parent.mkdir(parents=True)
    save_army(with_trooper(ArmyList(army_id=PANO, name="Kept"), 0, fusilier(1)), path)
    save_settings(Settings(last_army=PANO), user_dirs())  # not a first launch
    return path


@pytest.fixture
def previews(monkeypatch):
    """The import previews opened: each dialog's text; each is accepted."""
    texts: list[str] = []

    def accept(dialog):
        texts.append(dialog.code_edit.toPlainText())
        return QDialog.DialogCode.Accepted if dialog.army_list else 0

    monkeypatch.setattr(ImportCodeDialog, "exec", accept)
    return texts


def run_app(qtbot, monkeypatch, scenario: Callable[[MainWindow], None], args=()):
    """Run ``gui_app.main(args)``; ``scenario(window)`` is its event loop."""
    built: list[MainWindow] = []
    real = gui_app.create_main_window

    def create(path=None, **kwargs):
        window = real(path, **kwargs)
        qtbot.addWidget(window)
        built.append(window)
        return window

    def run(self):
        scenario(built[0])
        return 0

    monkeypatch.setattr(gui_app, "create_main_window", create)
    monkeypatch.setattr(QApplication, "exec", run)
    assert gui_app.main(list(args)) == 0
    assert len(built) == 1
    return built[0]


#: A later launch: the client function in a process of its own (its waits
#: block and keep Python's lock, so it cannot share this process's loop).
CLIENT = (
    "import sys\n"
    "from listbuilder.instance import hand_over\n"
    "sys.exit(0 if hand_over(sys.argv[1] if len(sys.argv) > 1 else None) else 3)\n"
)
#: The same launch through Qt's client, as on Windows.
CLIENT_WITH_QT = CLIENT.replace(
    "listbuilder.instance import hand_over",
    "listbuilder.gui.single_instance import hand_over_with_qt as hand_over",
)


def run_later(qtbot, args: list[str], cwd: Path | None = None) -> tuple[int, str]:
    """``python ARGS`` run while the app's loop goes on: (exit code, its output).

    The environment is this test's (its ``LISTBUILDER_HOME``); the process is
    killed after a minute.
    """
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    later = subprocess.Popen(
        [sys.executable, *args],
        env=env,
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        qtbot.waitUntil(lambda: later.poll() is not None, timeout=60000)
    finally:
        if later.poll() is None:
            later.kill()
        out, err = later.communicate(timeout=30)
    assert later.returncode in (0, 3), err
    return later.returncode, out


def launch(
    qtbot, argument: str | None, cwd: Path | None = None, client_script: str = CLIENT
) -> bool:
    """A later launch given ``argument``: True when the running app took it."""
    args = [] if argument is None else [argument]
    code, _out = run_later(qtbot, ["-c", client_script, *args], cwd)
    return code == 0


def test_a_later_launch_opens_a_file_and_a_share_link_in_the_window(
    qtbot, monkeypatch, saved_list, previews
):
    link = share_url(DEMO["code"])

    def scenario(window):
        window.showMinimized()
        assert launch(qtbot, str(saved_list))
        qtbot.waitUntil(lambda: window.document.path == saved_list)
        assert window.document.army_list.name == "Kept"
        assert not window.isMinimized()  # raised to the front
        assert launch(qtbot, link)
        qtbot.waitUntil(lambda: previews == [link])
        army = window.document.army_list
        assert (army.army_id, army.name) == (DEMO["faction"], "demo hg")
        assert window.document.path is None
        assert window.document.is_modified  # imported, not yet saved

    run_app(qtbot, monkeypatch, scenario)


def test_a_relative_file_is_found_where_the_later_launch_ran(
    qtbot, monkeypatch, saved_list, tmp_path
):
    monkeypatch.chdir(tmp_path)  # the app's own folder is another

    def scenario(window):
        assert launch(qtbot, "kept.lbl.json", cwd=saved_list.parent)
        qtbot.waitUntil(lambda: window.document.path == saved_list)

    run_app(qtbot, monkeypatch, scenario)


def test_a_real_second_process_hands_over_and_exits(
    qtbot, monkeypatch, saved_list, user_home
):
    def scenario(window):
        code, _out = run_later(qtbot, ["-m", "listbuilder", str(saved_list)])
        assert code == 0
        qtbot.waitUntil(lambda: window.document.path == saved_list)

    run_app(qtbot, monkeypatch, scenario)


@pytest.mark.parametrize("client", [hand_over, hand_over_with_qt])
def test_with_no_app_running_a_launch_is_not_taken(user_home, client):
    started = time.monotonic()
    assert client(str(user_home / "x.lbl.json"), server_name()) is False
    assert time.monotonic() - started < 2


def test_windows_qt_client_hands_over_too(qtbot, monkeypatch, saved_list):
    def scenario(window):
        assert launch(qtbot, str(saved_list), client_script=CLIENT_WITH_QT)
        qtbot.waitUntil(lambda: window.document.path == saved_list)

    run_app(qtbot, monkeypatch, scenario)


def test_a_later_launch_hands_over_without_loading_qt_or_the_app(
    qtbot, monkeypatch, saved_list, user_home
):
    """``listbuilder FILE`` with an app running: no Qt, no pydantic, no gui module."""
    script = (
        "import json, sys\n"
        "from listbuilder.cli import main\n"
        "code = main(sys.argv[1:])\n"
        "heavy = ('PySide6', 'shiboken6', 'pydantic', 'listbuilder.gui')\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith(heavy))))\n"
        "sys.exit(code)\n"
    )
    loaded: list[list[str]] = []

    def scenario(window):
        code, out = run_later(qtbot, ["-c", script, str(saved_list)])
        assert code == 0
        loaded.append(json.loads(out.splitlines()[-1]))
        qtbot.waitUntil(lambda: window.document.path == saved_list)

    run_app(qtbot, monkeypatch, scenario)
    assert loaded == [[]]


def test_a_crashed_apps_socket_is_removed_and_the_app_starts(
    qtbot, monkeypatch, saved_list
):
    # a socket file nobody listens on, as an app killed with SIGKILL leaves
    stale = Path(server_name())
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(str(stale))
    dead.close()
    assert stale.exists()
    assert not hand_over(None, server_name())

    def scenario(window):
        assert launch(qtbot, None)  # this app took the name
        other = InstanceServer(server_name())
        assert not other.listen()  # a live app keeps its name
        assert stale.exists()

    run_app(qtbot, monkeypatch, scenario)
    assert not stale.exists()  # the app removed it at exit


def test_the_socket_is_this_users_and_this_homes(tmp_path, monkeypatch, user_home):
    mine = server_name()
    monkeypatch.setenv("LISTBUILDER_HOME", str(tmp_path / "other"))
    assert server_name() != mine
    assert server_name(user_dirs()) == server_name()
    assert os.path.isabs(mine)  # a socket file both clients find (not Windows)
    assert len(os.fsencode(mine)) <= 100  # Unix socket paths are short


def test_the_socket_is_in_tmpdir_when_it_is_absolute_and_short(monkeypatch, tmp_path):
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    assert Path(server_name()).parent == tmp_path
    monkeypatch.setenv("TMPDIR", "relative/tmp")
    assert Path(server_name()).parent == Path("/tmp")
    monkeypatch.setenv("TMPDIR", str(tmp_path / ("x" * 90)))  # too long for a socket
    assert Path(server_name()).parent == Path("/tmp")


def test_a_bad_request_is_dropped_and_the_app_goes_on(qtbot, monkeypatch, saved_list):
    def scenario(window):
        for junk in (b"\xff\xfe\n", b"[1, 2]\n", b'{"argument": 3, "cwd": "/"}\n'):
            client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            client.connect(str(Path(server_name())))
            client.sendall(junk)
            client.setblocking(False)  # the app's loop runs while we wait
            answer: list[bytes] = []

            def hung_up(client=client, answer=answer):
                try:
                    chunk = client.recv(10)
                except BlockingIOError:
                    return False
                answer.append(chunk)
                return not chunk

            qtbot.waitUntil(hung_up, timeout=10000)
            assert answer == [b""]  # no "ok": the app hung up
            client.close()
        assert launch(qtbot, str(saved_list))
        qtbot.waitUntil(lambda: window.document.path == saved_list)

    run_app(qtbot, monkeypatch, scenario)


@pytest.mark.parametrize(
    ("line", "request_"),
    [
        (b'{"argument": null, "cwd": "/tmp"}', Request(None, Path("/tmp"))),
        (b'{"argument": "a b", "cwd": "/h"}', Request("a b", Path("/h"))),
    ],
)
def test_requests_read_back(line, request_):
    assert Request.decode(line) == request_
    assert Request.decode(request_.encode().rstrip(b"\n")) == request_


# -- the first launch given a file or a code -----------------------------------------


def test_a_code_given_at_start_opens_the_import_preview(
    qtbot, monkeypatch, user_home, previews
):
    asked = []
    monkeypatch.setattr(
        "listbuilder.gui.files.new_list_dialog.ask_new_list",
        lambda *a: asked.append(a) or None,
    )

    def scenario(window):
        qtbot.waitUntil(lambda: previews == [DEMO["code"]])
        assert window.document.army_list.name == "demo hg"

    run_app(qtbot, monkeypatch, scenario, [DEMO["code"]])
    assert asked == []  # not the first launch's new-list dialog


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(DEMO["code"], LaunchArgument(code=DEMO["code"]), id="code"),
        pytest.param(
            share_url(DEMO["code"]),
            LaunchArgument(code=share_url(DEMO["code"])),
            id="share-link",
        ),
        pytest.param(
            "https://infinityuniverse.com/army/list/%%%",
            LaunchArgument(code="https://infinityuniverse.com/army/list/%%%"),
            id="bad-link-is-previewed",
        ),
        pytest.param(
            "gone.lbl.json", LaunchArgument(path=Path("/w/gone.lbl.json")), id="gone"
        ),
    ],
)
def test_what_a_launch_argument_names(text, expected):
    assert read_argument(text, Path("/w")) == expected


def test_a_file_url_is_its_file(saved_list):
    url = saved_list.as_uri()
    assert read_argument(url, Path("/")) == LaunchArgument(path=saved_list)


def test_a_request_waits_for_the_open_dialog(qtbot, monkeypatch, saved_list):
    def scenario(window):
        dialog = QDialog(window)
        dialog.setModal(True)
        dialog.show()  # the player is answering a question
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
        assert launch(qtbot, str(saved_list))  # taken at once
        qtbot.wait(800)
        assert window.document.path is None  # but not opened under the dialog
        dialog.close()
        qtbot.waitUntil(lambda: window.document.path == saved_list)

    run_app(qtbot, monkeypatch, scenario)
