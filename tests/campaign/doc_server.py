"""A loopback web server for the tests of a campaign read from its public address.

Why: the machine the tests run on has no network, and the tests must not need it. Each route
answers a hand-made document (the fixtures of tests/campaign/fixtures/interchange), a status, a
redirect, a body without a length, or nothing at all (a server that never answers)."""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Route:
    body: bytes = b""
    status: int = 200
    kind: str = "application/json"
    #: False: no Content-Length (the body ends when the connection closes).
    length: bool = True
    location: str | None = None
    #: Seconds to wait before answering (a server too slow for the timeout).
    stall: float = 0.0


@dataclass
class DocServer:
    port: int
    routes: dict[str, Route] = field(default_factory=dict)
    #: Paths asked for, in order.
    asked: list[str] = field(default_factory=list)

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"


@contextmanager
def doc_server() -> Iterator[DocServer]:
    """A server on 127.0.0.1 (a free port) for the length of the ``with``."""
    state = DocServer(port=0)
    stop = threading.Event()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            state.asked.append(self.path)
            route = state.routes.get(self.path)
            if route is None:
                route = Route(b'{"error": "not found"}', status=404)
            if route.stall:
                stop.wait(route.stall)
            self.send_response(route.status)
            self.send_header("Content-Type", route.kind)
            if route.location:
                self.send_header("Location", route.location)
            if route.length:
                self.send_header("Content-Length", str(len(route.body)))
            else:
                self.send_header("Connection", "close")
                self.close_connection = True
            self.end_headers()
            with contextlib.suppress(OSError):  # the client gave up (too large, timed out)
                self.wfile.write(route.body)

        def log_message(self, format: str, *args: object) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    state.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        stop.set()
        server.shutdown()
        server.server_close()


def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port
