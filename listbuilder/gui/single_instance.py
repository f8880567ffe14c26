"""One app per user: the running app's end, and the hand-over Windows needs.

The running app listens with :class:`InstanceServer` (a ``QLocalServer``
readable by this user only) at ``listbuilder.instance.server_name``; a later
launch hands its argument over with ``listbuilder.instance.hand_over``, which
needs no Qt, except on Windows, where the server is a local pipe that only
:func:`hand_over_with_qt` reaches. A socket that a crashed app left behind
answers no one: it is removed and the new process starts as the running app.

Imports only Qt's core and network modules and ``listbuilder.instance``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from listbuilder.gui.signals import emit
from listbuilder.instance import (
    MAX_REQUEST,
    REPLY,
    TIMEOUT_MS,
    Request,
    server_name,
    working_folder,
)


def hand_over_with_qt(
    argument: str | None, name: str | None = None, *, timeout_ms: int = TIMEOUT_MS
) -> bool:
    """Give ``argument`` to the app already running, through Qt; True when it took it.

    What ``listbuilder.instance.hand_over`` does, for Windows' local pipes
    (it works on a Unix socket too). False when no app runs, a crashed one
    left its socket, or it does not answer within ``timeout_ms``. ``name`` is
    the server's (default ``listbuilder.instance.server_name``).
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


class InstanceServer(QObject):
    """The running app's end: takes requests of later launches.

    Parameters
    ----------
    name : str
        The socket name (``listbuilder.instance.server_name``).
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
