"""A local stand-in for the official army API (stdlib HTTP server in a thread).

It serves the official layout from the bundled profiles:
``/army/infinity/en/metadata`` and ``/army/units/en/<faction id>`` (a faction
with no file, such as 901, answers 404 as the real API answers an error).
Tests change what it serves per file: other bytes (an army changed, a corrupt
file), a stall past the client's timeout, an answer cut off mid-body, a
``Content-Encoding`` header (with bytes compressed to match, see
:func:`gzip_bomb`), or a body trickled a byte at a time.
"""

from __future__ import annotations

import json
import threading
import time
import zlib
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from listbuilder.paths import bundled_profiles_dir

METADATA = "metadata_n5.json"


class ArmyAPI:
    """The server and what it serves.

    Attributes
    ----------
    url : str
        Base URL (``http://127.0.0.1:PORT``).
    files : dict[str, bytes]
        Bytes served instead of the bundled file, by file name.
    stall : dict[str, float]
        Seconds to wait before answering, by file name.
    cut : set[str]
        Files whose answer stops half-way (Content-Length says more).
    encoding : dict[str, str]
        ``Content-Encoding`` header sent with a file, by file name (the bytes
        served are the caller's, already compressed).
    trickle : dict[str, float]
        Files sent one byte at a time, this many seconds apart.
    requests : list[str]
        Paths asked for, in order; ``headers`` the last request's headers.
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or bundled_profiles_dir()
        self.files: dict[str, bytes] = {}
        self.stall: dict[str, float] = {}
        self.cut: set[str] = set()
        self.encoding: dict[str, str] = {}
        self.trickle: dict[str, float] = {}
        self.requests: list[str] = []
        self.headers: dict[str, str] = {}
        api = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                api.requests.append(self.path)
                api.headers = dict(self.headers.items())
                name = api.file_for(self.path)
                body = api.body(name) if name else None
                if body is None:
                    self._send(404, b'{"error": "not found"}')
                    return
                if name in api.stall:
                    time.sleep(api.stall[name])
                if name in api.cut:
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body[: len(body) // 2])
                    self.wfile.flush()
                    self.close_connection = True
                    return
                if name in api.trickle:
                    self._trickle(body, api.trickle[name])
                    return
                self._send(200, body, api.encoding.get(name))

            def _send(
                self, status: int, body: bytes, encoding: str | None = None
            ) -> None:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                if encoding is not None:
                    self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def _trickle(self, body: bytes, pause: float) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                try:
                    for i in range(len(body)):
                        self.wfile.write(body[i : i + 1])
                        self.wfile.flush()
                        time.sleep(pause)
                except OSError:  # the client gave up: what the test wants
                    pass
                self.close_connection = True

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        host, port = self.server.server_address[:2]
        self.url = f"http://{host}:{port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def file_for(self, path: str) -> str | None:
        if path == "/army/infinity/en/metadata":
            return METADATA
        prefix = "/army/units/en/"
        if path.startswith(prefix) and path[len(prefix) :].isdigit():
            return f"{path[len(prefix) :]}.json"
        return None

    def body(self, name: str) -> bytes | None:
        if name in self.files:
            return self.files[name]
        path = self.folder / name
        return path.read_bytes() if path.is_file() else None

    def edit(self, name: str, change: Callable[[Any], None]) -> None:
        """Serve ``name`` changed by ``change`` (applied to its parsed JSON)."""
        data = json.loads(self.body(name) or b"null")
        change(data)
        self.files[name] = json.dumps(data).encode("utf-8")

    def start(self) -> ArmyAPI:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def gzip_bomb(size: int, layers: int = 1) -> bytes:
    """``size`` zero bytes gzipped ``layers`` times, built a megabyte at a time.

    A gigabyte gzips to about a megabyte, and that again to a few kilobytes:
    what a client that inflates a whole layer at once holds in memory.
    """
    data = b""
    for layer in range(layers):
        packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
        pieces = []
        if layer == 0:
            block = bytes(2**20)
            left = size
            while left > 0:
                pieces.append(packer.compress(block[: min(left, len(block))]))
                left -= len(block)
        else:
            pieces.append(packer.compress(data))
        pieces.append(packer.flush())
        data = b"".join(pieces)
    return data


def dead_url() -> str:
    """A local URL where nothing listens (a server that is down)."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"
