"""One app per user: a second launch hands its argument to the running window.

The running app listens on a local socket (:class:`InstanceServer`, a
``QLocalServer`` readable by this user only) whose name is derived from the
user data folder (``LISTBUILDER_HOME`` included), so each user, and each test
with its own home, has its own. ``listbuilder FILE``, ``listbuilder CODE`` or
plain ``listbuilder`` first tries :func:`hand_over`: if an app answers, the
argument (and the folder it was given in, for a relative path) goes to it as
one line of JSON, the app replies ``ok`` and the new process exits. A socket
that a crashed app left behind answers no one: it is removed and the new
process starts as the running app.

Imports only Qt's core and network modules and ``listbuilder.paths``, so a
second launch hands over without loading the rest of the app.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from listbuilder.gui.signals import emit
from listbuilder.paths import UserDirs, user_dirs

#: Milliseconds a second launch waits for the running app at each step.
TIMEOUT_MS = 3000
#: The longest request read (bytes): an army code has at most 100,000
#: characters; anything longer is not a launch argument.
MAX_REQUEST = 1_000_000
#: What the running app answers once it has the request.
REPLY = b"ok\n"


@dataclass(frozen=True, slots=True)
class Request:
    """What a second launch asks the running app.

    Attributes
    ----------
    argument : str or None
        The file, army code or share link given (None: just show the window).
    cwd : Path
        The folder the second launch ran in (a relative file is found there).
    """

    argument: str | None
    cwd: Path

    def encode(self) -> bytes:
        """The request as sent: one line of JSON."""
        body = {"argument": self.argument, "cwd": str(self.cwd)}
        return json.dumps(body).encode("utf-8") + b"\n"

    @classmethod
    def decode(cls, line: bytes) -> Request:
        """Read a request sent by :meth:`encode`.

        Raises
        ------
        ValueError
            If ``line`` is not such a request.
        """
        body = json.loads(line.decode("utf-8"))
        if not isinstance(body, dict):
            raise ValueError("a request is a JSON object")
        argument, cwd = body.get("argument"), body.get("cwd")
        if not (argument is None or isinstance(argument, str)) or not isinstance(
            cwd, str
        ):
            raise ValueError("a request has an argument and a folder")
        return cls(argument, Path(cwd))


def server_name(dirs: UserDirs | None = None) -> str:
    """The local socket name of the app running on ``dirs`` (default: the user's).

    Short (a hash of the data folder), as Unix socket paths are limited.
    """
    folder = (dirs or user_dirs()).data
    digest = hashlib.sha256(os.fsencode(folder.absolute())).hexdigest()[:24]
    return f"listbuilder-{digest}"


def hand_over(
    argument: str | None, name: str | None = None, *, timeout_ms: int = TIMEOUT_MS
) -> bool:
    """Give ``argument`` to the app already running; True when it took it.

    False when no app runs (or a crashed one left its socket, or it does not
    answer within ``timeout_ms``): the caller then starts the app itself.
    ``name`` is the server's (default :func:`server_name`).
    """
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(timeout_ms):
        return False
    try:
        socket.write(Request(argument, working_folder()).encode())
        if not socket.waitForBytesWritten(timeout_ms):
            return False
        reply = b""
        while len(reply) < len(REPLY) and socket.waitForReadyRead(timeout_ms):
            reply += bytes(socket.readAll().data())
        return reply == REPLY
    finally:
        socket.abort()


def working_folder() -> Path:
    """The folder a launch's relative file names are read from (home if it is gone)."""
    try:
        return Path.cwd()
    except OSError:  # the folder was deleted under the shell
        return Path.home()


class InstanceServer(QObject):
    """The running app's end: takes requests of later launches.

    Parameters
    ----------
    name : str
        The socket name (:func:`server_name`).
    parent : QObject, optional
        Qt parent.
    """

    #: A later launch asked something (argument: a :class:`Request`); emitted
    #: from the event loop once the request is answered, so a handler may open
    #: dialogs.
    requested = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        # only this user may connect (the socket file's mode on Unix)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_server_new_connection)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        """Start listening; False when another app already does.

        A socket left by an app that died (nothing answers on it) is removed
        first.
        """
        # Asked first: with access options, Qt's listen() puts its socket in
        # place by renaming it over any file of that name, a live one too.
        probe = QLocalSocket()
        probe.connectToServer(self.name)
        if probe.waitForConnected(TIMEOUT_MS):
            probe.abort()
            return False  # a live app: it keeps the name
        QLocalServer.removeServer(self.name)
        return self._server.listen(self.name)

    def close(self) -> None:
        """Stop listening (the socket file goes)."""
        self._server.close()

    @property
    def is_listening(self) -> bool:
        """True while later launches reach this app."""
        return self._server.isListening()

    def _on_server_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        data = self._buffers[socket] + bytes(socket.readAll().data())
        self._buffers[socket] = data
        line, newline, _rest = data.partition(b"\n")
        if not newline:
            if len(data) > MAX_REQUEST:
                self._drop(socket)
            return
        try:
            request = Request.decode(line)
        except ValueError:  # UnicodeDecodeError and JSONDecodeError included
            self._drop(socket)
            return
        socket.write(REPLY)
        socket.flush()
        socket.disconnectFromServer()
        self._buffers.pop(socket, None)
        # answered first: the later launch exits while the app opens dialogs
        QTimer.singleShot(0, self, lambda: emit(self.requested, request))

    def _drop(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.abort()

    def _forget(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()
