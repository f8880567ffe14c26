"""One app per user, without Qt: where the app listens, and a later launch's hand-over.

The running app listens on a local socket (``gui.single_instance``'s
``InstanceServer``, readable by this user only) at :func:`server_name`, derived
from the user data folder (``LISTBUILDER_HOME`` included), so each user, and
each test with its own home, has its own. A later launch (``listbuilder FILE``,
``listbuilder CODE`` or plain ``listbuilder``) first calls :func:`hand_over`:
if an app answers, the argument and the folder it was given in go to it as one
line of JSON (:class:`Request`), the app replies ``ok`` and the launch exits.

On Linux and macOS the socket is a Unix socket file at an absolute path, which
:func:`hand_over` reaches with Python's ``socket`` module: a later launch imports
neither Qt nor the rest of the app (issue 28). On Windows the name is a local
pipe's, which only Qt's ``QLocalSocket`` speaks: :func:`hand_over` answers
None there and the caller uses ``gui.single_instance.hand_over_with_qt``.

Imports only the standard library and ``listbuilder.paths``.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
import sys
from pathlib import Path

from listbuilder.core.frozen import record
from listbuilder.paths import UserDirs, user_dirs

#: Milliseconds a later launch waits for the running app at each step.
TIMEOUT_MS = 3000
#: The longest request read (bytes): an army code has at most 100,000
#: characters; anything longer is not a launch argument.
MAX_REQUEST = 1_000_000
#: What the running app answers once it has the request.
REPLY = b"ok\n"
#: Longest Unix socket path used (bytes; the system limit is 104 on macOS).
_MAX_SOCKET_PATH = 100


@record(slots=True)
class Request:
    """What a later launch asks the running app.

    Attributes
    ----------
    argument : str or None
        The file, army code or share link given (None: just show the window).
    cwd : Path
        The folder the later launch ran in (a relative file is found there).
    """

    argument: str | None
    cwd: Path

    def encode(self) -> bytes:
        """The request as sent: one line of JSON (UTF-8, ending in a newline)."""
        body = {"argument": self.argument, "cwd": str(self.cwd)}
        return json.dumps(body).encode("utf-8") + b"\n"

    @classmethod
    def decode(cls, line: bytes) -> Request:
        """Read a request sent by :meth:`encode` (``line`` without its newline).

        Raises
        ------
        ValueError
            If ``line`` is not such a request (``UnicodeDecodeError`` and
            ``json.JSONDecodeError`` are ValueErrors too).
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


def uses_pipes() -> bool:
    """True on Windows, where the app listens on a local pipe, not a socket file."""
    return sys.platform == "win32"


def server_name(dirs: UserDirs | None = None) -> str:
    """Where the app running on ``dirs`` (default: the user's) listens.

    ``listbuilder-`` and a hash of the data folder: on Windows that is the
    pipe's name; elsewhere it is a socket file of that name in the temporary
    folder (``$TMPDIR`` if it is absolute and short enough for a socket path,
    else ``/tmp``), given as an absolute path so that Qt's server and this
    module's client agree on it.
    """
    folder = (dirs or user_dirs()).data
    digest = hashlib.sha256(os.fsencode(folder.absolute())).hexdigest()[:24]
    name = f"listbuilder-{digest}"
    if uses_pipes():
        return name
    temp = os.environ.get("TMPDIR", "")
    if temp and os.path.isabs(temp):
        path = os.path.join(os.path.normpath(temp), name)
        if len(os.fsencode(path)) <= _MAX_SOCKET_PATH:
            return path
    return os.path.join("/tmp", name)


def working_folder() -> Path:
    """The folder a launch's relative file names are read from (home if it is gone)."""
    try:
        return Path.cwd()
    except OSError:  # the folder was deleted under the shell
        return Path.home()


def hand_over(
    argument: str | None, name: str | None = None, *, timeout_ms: int = TIMEOUT_MS
) -> bool | None:
    """Give ``argument`` to the app already running; True when it took it.

    False when no app runs (or a crashed one left its socket, or it does not
    answer within ``timeout_ms`` at a step): the caller then starts the app
    itself. None on Windows, where only Qt reaches the app (see the module's
    text). ``name`` is the server's (default :func:`server_name`). Never raises.
    """
    if uses_pipes():
        return None
    request = Request(argument, working_folder()).encode()
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
            client.settimeout(timeout_ms / 1000)
            client.connect(name or server_name())
            client.sendall(request)
            reply = b""
            while len(reply) < len(REPLY):
                chunk = client.recv(len(REPLY) - len(reply))
                if not chunk:
                    break
                reply += chunk
    except OSError:  # no socket, a dead app's socket, a timeout
        return False
    return reply == REPLY
