"""A small web site and search service on 127.0.0.1 for the web tools' tests.

The tools speak real HTTP to it; nothing leaves the machine. Pages:
``/page.html`` (HTML with a script and a style to strip), ``/notes.txt``,
``/big.html`` (more than the tools read), ``/photo.png`` (not text), ``/missing``
(404), ``/moved`` (a redirect to /notes.txt); the search service answers
``/search?q=...&format=json`` in the SearXNG shape, and ``/not-search`` answers HTML.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

PAGE_HTML = """<!doctype html>
<html><head><title>Llamas of the Andes</title>
<style>body { color: red; }</style>
<script>var secret = "do not show this script";</script></head>
<body><h1>Llamas</h1><p>Llamas are <b>domesticated</b> South American camelids.</p>
<ul><li>They hum.</li><li>They spit &amp; kick.</li></ul></body></html>
"""
NOTES_TEXT = "Plain notes: alpacas are smaller than llamas.\n"
# 3.6 MB: more than fetch_url reads (2 MiB), far more than the model is shown.
BIG_HTML = "<html><body>" + ("<p>" + "llama " * 200 + "</p>") * 3000 + "</body></html>"


class _Handler(BaseHTTPRequestHandler):
    server: LocalWeb._Server

    def log_message(self, format: str, *args: object) -> None:
        pass  # quiet: the tests assert on what the tools return

    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        self.server.owner.requests.append(self.path)
        if parts.path == "/page.html":
            self._send(200, "text/html; charset=utf-8", PAGE_HTML.encode())
        elif parts.path == "/notes.txt":
            self._send(200, "text/plain; charset=utf-8", NOTES_TEXT.encode())
        elif parts.path == "/big.html":
            self._send(200, "text/html", BIG_HTML.encode())
        elif parts.path == "/photo.png":
            self._send(200, "image/png", b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 10)
        elif parts.path == "/moved":
            self.send_response(302)
            self.send_header("Location", "/notes.txt")
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif parts.path == "/search":
            self._search(parse_qs(parts.query))
        elif parts.path == "/not-search":
            self._send(200, "text/html", b"<html><body>Search is down</body></html>")
        else:
            self._send(404, "text/plain", b"not found")

    def _search(self, query: dict[str, list[str]]) -> None:
        words = query.get("q", [""])[0]
        if query.get("format") != ["json"]:
            self._send(400, "text/plain", b"format=json only")
            return
        results = [
            {
                "title": f"About {words}",
                "url": f"{self.server.owner.base_url}/page.html",
                "content": "Llamas are   domesticated camelids.",
            },
            {"title": "Notes", "url": f"{self.server.owner.base_url}/notes.txt", "content": ""},
            {"title": "junk entry without an address"},
        ]
        self._send(200, "application/json", json.dumps({"results": results}).encode())

    def _send(self, status: int, content_type: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class LocalWeb:
    """``with LocalWeb() as web:`` serves on a free port; ``web.base_url``."""

    class _Server(ThreadingHTTPServer):
        owner: LocalWeb
        daemon_threads = True

    def __init__(self) -> None:
        self._server = self._Server(("127.0.0.1", 0), _Handler)
        self._server.owner = self
        self.base_url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self.requests: list[str] = []
        self._thread = threading.Thread(target=self._server.serve_forever, name="local-web")

    def __enter__(self) -> LocalWeb:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(5)
