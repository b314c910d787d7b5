"""A local server speaking enough of the Hugging Face Hub's HTTP API for the real
``huggingface_hub`` client and our downloader: model search, repo info with file sizes
and LFS sha256, file resolve (HEAD/GET, ranges), gated and missing errors, token checks
(``/api/whoami-v2``), LFS files served from a second "CDN" host after a 302, faults
(drop the connection after N bytes, corrupt the body, serve files or API answers
slowly, refuse them with a status and a Retry-After), and going offline and back
(``stop``, ``start``). A missing repo is answered as the real Hub answers it: 401 with
``X-Error-Code: RepoNotFound`` without a known token, 404 with one."""

from __future__ import annotations

import contextlib
import hashlib
import json
import socket
import sys
import threading
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

_CHUNK = 1024 * 1024


@dataclass
class Fault:
    drop_after: int | None = None  # close the connection after this many body bytes
    drop_times: int = 1  # how many responses drop (-1: every one)
    corrupt: bool = False  # flip a byte in the body
    bytes_per_second: float | None = None  # slow mode
    status: int | None = None  # answer with this status instead (e.g. 503)
    status_times: int = 1  # -1: every time
    # The CDN answers with this status instead (a 403 is an expired signed link).
    cdn_status: int | None = None
    cdn_status_times: int = 1  # -1: every time
    retry_after: str | None = None  # sent with ``status`` as the Retry-After header
    # Send this many body bytes, then nothing more (the connection stays open) until
    # the hub stops: a connection that stalls for good.
    stall_after: int | None = None
    # Answer with only this many bytes, framed as a complete response (Content-Length
    # says so; no reset): a proxy's limit. -1 times: every response.
    end_after: int | None = None
    end_times: int = 1


@dataclass
class HubFile:
    path: str
    source: bytes | Path
    lfs: bool = True
    sha256: str = ""
    size: int = 0

    def __post_init__(self) -> None:
        digest = hashlib.sha256()
        if isinstance(self.source, bytes):
            digest.update(self.source)
            self.size = len(self.source)
        else:
            with self.source.open("rb") as handle:
                while chunk := handle.read(_CHUNK):
                    digest.update(chunk)
            self.size = self.source.stat().st_size
        self.sha256 = digest.hexdigest()

    def read(self, start: int, end: int) -> Iterator[bytes]:
        """Bytes start..end-1."""
        if isinstance(self.source, bytes):
            for offset in range(start, end, _CHUNK):
                yield self.source[offset : min(offset + _CHUNK, end)]
            return
        with self.source.open("rb") as handle:
            handle.seek(start)
            left = end - start
            while left > 0:
                chunk = handle.read(min(_CHUNK, left))
                if not chunk:
                    return
                left -= len(chunk)
                yield chunk


@dataclass
class HubRepo:
    repo_id: str
    files: dict[str, HubFile]
    gated: bool = False
    license: str = "apache-2.0"
    downloads: int = 0
    likes: int = 0
    last_modified: str = "2024-06-01T00:00:00.000Z"
    sha: str = "0123456789abcdef0123456789abcdef01234567"
    # Tokens that may download this gated repo. When empty, any token the hub knows
    # (FakeHub.tokens) may; when not, a known token outside it is refused (403), as for
    # a user who has not accepted the licence.
    accepted_tokens: tuple[str, ...] = ()
    # The model's weights as the Hub reads them from its GGUF header ("gguf.total").
    parameters: int | None = None


@dataclass
class SeenRequest:
    method: str
    path: str
    headers: dict[str, str]
    file: str = ""  # for the CDN: the repo file its address stands for
    at: float = field(default_factory=time.monotonic)  # when it came (time.monotonic)


class _QuietServer(ThreadingHTTPServer):
    """A client hanging up mid-request (a cancelled download does) is no server error:
    nothing printed for it; anything else is printed as the standard server does."""

    def handle_error(self, request: object, client_address: object) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


@dataclass
class _Listener:
    """One HTTP server on 127.0.0.1 that keeps its port across stop() and start()."""

    handler: type[BaseHTTPRequestHandler]
    port: int = 0
    server: ThreadingHTTPServer | None = None
    thread: threading.Thread | None = None

    def start(self) -> None:
        self.server = _QuietServer(("127.0.0.1", self.port), self.handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        assert self.server is not None and self.thread is not None
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)
        self.server = None


@dataclass
class FakeHub:
    """Start with ``with FakeHub() as hub``; ``hub.endpoint`` is its address.

    As on the real Hub, a GET or HEAD of an LFS file's ``/resolve/`` address is
    answered with a 302 to another host (the "CDN": another port, a path named by the
    file's sha256, a signed-looking query) carrying ``X-Repo-Commit``, ``X-Linked-Etag``
    and ``X-Linked-Size``; the CDN serves the bytes (ranges, faults) and refuses a
    request that carries an Authorization header, as signed-URL storage does. Files
    kept in git (README.md) come from the Hub itself. ``requests``, ``gets_of`` and
    ``range_requests`` are the Hub's side; ``cdn_gets_of`` the CDN's.
    """

    repos: dict[str, HubRepo] = field(default_factory=dict)
    faults: dict[str, Fault] = field(default_factory=dict)  # keyed by file path
    # API answers sent slowly (``bytes_per_second``) or refused (``status``,
    # ``status_times``, ``retry_after``), keyed by the first two parts of the path:
    # "api/models" (search and repo info), "api/whoami-v2".
    api_faults: dict[str, Fault] = field(default_factory=dict)
    # Valid tokens and the user each belongs to, for /api/whoami-v2 and gated repos.
    tokens: dict[str, str] = field(default_factory=dict)
    # Fine-grained tokens (among ``tokens``) and whether each may read gated repos;
    # every other valid token is a classic "read" token.
    fine_grained: dict[str, bool] = field(default_factory=dict)
    # Whether LFS files are redirected to the CDN (False: the Hub serves them itself).
    cdn: bool = True
    requests: list[SeenRequest] = field(default_factory=list)
    cdn_requests: list[SeenRequest] = field(default_factory=list)
    _hub: _Listener | None = None
    _cdn: _Listener | None = None
    _connections: set[socket.socket] = field(default_factory=set)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    # Set while the hub is stopped: a stalled answer ends then (see Fault.stall_after).
    stopped: threading.Event = field(default_factory=threading.Event)

    def add_repo(
        self,
        repo_id: str,
        files: Mapping[str, bytes | Path],
        *,
        gated: bool = False,
        **extra: Any,
    ) -> HubRepo:
        repo = HubRepo(
            repo_id,
            {
                name: HubFile(name, source, lfs=name.endswith(".gguf"))
                for name, source in files.items()
            },
            gated=gated,
            **extra,
        )
        self.repos[repo_id] = repo
        return repo

    def add_faulty_file(self, repo_id: str, name: str, body: bytes, fault: Fault) -> HubRepo:
        """A repo holding the one file ``name``, served with ``fault`` (slow, dropped...)."""
        repo = self.add_repo(repo_id, {name: body})
        self.faults[name] = fault
        return repo

    @property
    def endpoint(self) -> str:
        assert self._hub is not None and self._hub.port, "start the hub first"
        return f"http://127.0.0.1:{self._hub.port}"

    @property
    def cdn_endpoint(self) -> str:
        assert self._cdn is not None and self._cdn.port, "start the hub first"
        return f"http://127.0.0.1:{self._cdn.port}"

    @property
    def is_up(self) -> bool:
        return self._hub is not None and self._hub.server is not None

    def range_requests(self, filename: str) -> list[str]:
        return [
            r.headers.get("range", "")
            for r in self.requests
            if r.method == "GET" and r.path.endswith("/" + filename) and r.headers.get("range")
        ]

    def gets_of(self, filename: str) -> list[SeenRequest]:
        return [r for r in self.requests if r.method == "GET" and r.path.endswith("/" + filename)]

    def cdn_gets_of(self, filename: str) -> list[SeenRequest]:
        return [r for r in self.cdn_requests if r.method == "GET" and r.file == filename]

    def file_by_sha256(self, sha256: str) -> HubFile | None:
        for repo in self.repos.values():
            for file in repo.files.values():
                if file.lfs and file.sha256 == sha256:
                    return file
        return None

    def start(self) -> None:
        """Listen (again, on the same ports after ``stop``)."""
        hub = self

        class Handler(_Handler):
            owner = hub

        class CdnHandler(_CdnHandler):
            owner = hub

        if self._hub is None or self._cdn is None:
            self._hub, self._cdn = _Listener(Handler), _Listener(CdnHandler)
        self.stopped.clear()
        self._hub.start()
        self._cdn.start()

    def stop(self) -> None:
        """Go offline: stop listening and cut every open connection mid-answer."""
        assert self._hub is not None and self._cdn is not None
        self.stopped.set()
        self._hub.stop()
        self._cdn.stop()
        with self._lock:
            connections = list(self._connections)
        for connection in connections:
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)

    def __enter__(self) -> FakeHub:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self.is_up:
            self.stop()


def _model_json(repo: HubRepo, *, blobs: bool) -> dict[str, Any]:
    siblings = []
    for file in repo.files.values():
        entry: dict[str, Any] = {"rfilename": file.path}
        if blobs:
            entry["size"] = file.size
            entry["blobId"] = hashlib.sha1(file.path.encode()).hexdigest()
            if file.lfs:
                entry["lfs"] = {"sha256": file.sha256, "size": file.size, "pointerSize": 134}
        siblings.append(entry)
    return {
        "_id": repo.repo_id,
        "id": repo.repo_id,
        "modelId": repo.repo_id,
        "author": repo.repo_id.split("/")[0],
        "sha": repo.sha,
        "private": False,
        "disabled": False,
        "gated": "manual" if repo.gated else False,
        "downloads": repo.downloads,
        "likes": repo.likes,
        "tags": ["gguf"],
        "library_name": "gguf",
        "lastModified": repo.last_modified,
        "createdAt": repo.last_modified,
        "cardData": {"license": repo.license},
        "siblings": siblings,
        **({"gguf": {"total": repo.parameters}} if repo.parameters else {}),
    }


class _BaseHandler(BaseHTTPRequestHandler):
    owner: FakeHub
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        return

    def setup(self) -> None:
        super().setup()
        with self.owner._lock:
            self.owner._connections.add(self.connection)

    def finish(self) -> None:
        with self.owner._lock:
            self.owner._connections.discard(self.connection)
        with contextlib.suppress(OSError):
            super().finish()

    def _record(self) -> None:
        self.owner.requests.append(
            SeenRequest(self.command, self.path, {k.lower(): v for k, v in self.headers.items()})
        )

    def _json(self, status: int, document: Any, headers: Mapping[str, str] | None = None) -> None:
        body = json.dumps(document).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        if self.command == "HEAD":
            return
        path = urlsplit(self.path).path.strip("/").split("/")
        fault = self.owner.api_faults.get("/".join(path[:2]))
        if fault is None or not fault.bytes_per_second:
            self.wfile.write(body)
            return
        # Byte by byte in small sends, so the client really waits for each piece.
        step = max(1, int(fault.bytes_per_second / 20))
        began = time.monotonic()
        try:
            for sent in range(0, len(body), step):
                self.wfile.write(body[sent : sent + step])
                wanted = (sent + step) / fault.bytes_per_second
                time.sleep(max(0.0, wanted - (time.monotonic() - began)))
        except OSError:  # the client went away, or ``stop`` cut the connection
            self.close_connection = True

    def _error(
        self, status: int, code: str, message: str, headers: Mapping[str, str] | None = None
    ) -> None:
        self._json(
            status,
            {"error": message},
            {"X-Error-Code": code, "X-Error-Message": message, **(headers or {})},
        )

    def _send_file(self, file: HubFile, headers: Mapping[str, str]) -> None:
        """The file's bytes, honouring Range, with ``headers`` and the file's faults."""
        start, end, status = 0, file.size, 200
        header = self.headers.get("Range", "")
        if header.startswith("bytes="):
            first, _, last = header[len("bytes=") :].partition("-")
            start = int(first or 0)
            end = min(int(last) + 1, file.size) if last else file.size  # as servers do
            if start >= file.size:
                self.send_response(416)
                self.send_header("Content-Range", f"bytes */{file.size}")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            status = 206
        fault = self.owner.faults.get(file.path)
        if (
            self.command == "GET" and fault is not None and fault.end_after is not None
            and fault.end_times != 0
        ):
            # A complete answer, properly framed, that holds less than was asked for.
            if fault.end_times > 0:
                fault.end_times -= 1
            end = min(end, start + fault.end_after)
        self.send_response(status)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(end - start))
        self.send_header("Accept-Ranges", "bytes")
        for key, value in headers.items():
            self.send_header(key, value)
        if status == 206:
            self.send_header("Content-Range", f"bytes {start}-{end - 1}/{file.size}")
        self.end_headers()
        if self.command == "HEAD":
            return
        self._send_body(file, start, end, self.owner.faults.get(file.path))

    def _send_body(self, file: HubFile, start: int, end: int, fault: Fault | None) -> None:
        drop_at: int | None = None
        dropping = fault is not None and fault.drop_after is not None and fault.drop_times != 0
        if (
            fault is not None
            and fault.drop_after is not None
            and dropping
            and start < fault.drop_after
        ):
            drop_at = fault.drop_after
            if fault.drop_times > 0:
                fault.drop_times -= 1
        position = start
        began = time.monotonic()
        try:
            for chunk in file.read(start, end):
                if fault is not None and fault.stall_after is not None and (
                    position + len(chunk) > fault.stall_after
                ):
                    self.wfile.write(chunk[: max(fault.stall_after - position, 0)])
                    self.wfile.flush()
                    self.owner.stopped.wait(60)
                    self.close_connection = True
                    return
                if fault is not None and fault.corrupt and position == start:
                    chunk = bytes([chunk[0] ^ 0xFF]) + chunk[1:]
                if drop_at is not None and position + len(chunk) > drop_at:
                    self.wfile.write(chunk[: drop_at - position])
                    self.wfile.flush()
                    self.close_connection = True
                    self.connection.shutdown(2)
                    return
                self.wfile.write(chunk)
                position += len(chunk)
                if fault is not None and fault.bytes_per_second:
                    # Pacing the server's own output is what "slow" means here.
                    wanted = (position - start) / fault.bytes_per_second
                    time.sleep(max(0.0, wanted - (time.monotonic() - began)))
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True


class _CdnHandler(_BaseHandler):
    """The file host the Hub redirects LFS downloads to: /repos/aa/bb/<sha256>?..."""

    def do_GET(self) -> None:
        parts = urlsplit(self.path).path.strip("/").split("/")
        file = (
            self.owner.file_by_sha256(parts[-1])
            if len(parts) == 4 and parts[0] == "repos"
            else None
        )
        self.owner.cdn_requests.append(
            SeenRequest(self.command, self.path,
                        {k.lower(): v for k, v in self.headers.items()},
                        file.path if file is not None else "")
        )  # fmt: skip
        if file is None:
            return self._json(404, {"error": "NoSuchKey"})
        if "Authorization" in self.headers:
            # Signed-URL storage takes one kind of credentials: the URL's own.
            return self._json(400, {"error": "Only one auth mechanism allowed"})
        fault = self.owner.faults.get(file.path)
        if fault is not None and fault.cdn_status and fault.cdn_status_times:
            if fault.cdn_status_times > 0:
                fault.cdn_status_times -= 1
            # S3's answer to an expired signature: XML, no Hub error code.
            return self._json(fault.cdn_status, {"error": "AccessDenied: Request has expired"})
        self._send_file(file, {"ETag": f'"{file.sha256}"'})

    def do_HEAD(self) -> None:
        self.do_GET()


class _Handler(_BaseHandler):
    """The Hub itself: the API, and /resolve/ (a 302 to the CDN for LFS files)."""

    def do_GET(self) -> None:
        self._record()
        url = urlsplit(self.path)
        parts = [unquote(p) for p in url.path.strip("/").split("/")]
        query = parse_qs(url.query)
        fault = self.owner.api_faults.get("/".join(parts[:2]))
        if parts[0] == "api" and fault is not None and fault.status and fault.status_times:
            if fault.status_times > 0:
                fault.status_times -= 1
            extra = {"Retry-After": fault.retry_after} if fault.retry_after else {}
            return self._error(fault.status, "", "temporary failure", extra)
        if parts[:2] == ["api", "models"] and len(parts) == 2:
            return self._search(query)
        if parts == ["api", "whoami-v2"]:
            return self._whoami()
        if parts[:2] == ["api", "models"] and len(parts) >= 4:
            repo = self.owner.repos.get(f"{parts[2]}/{parts[3]}")
            if repo is None:
                return self._repo_not_found()
            return self._json(200, _model_json(repo, blobs="blobs" in query))
        if len(parts) >= 5 and parts[2] == "resolve":
            return self._resolve(parts)
        self._error(404, "EntryNotFound", "not found")

    def do_HEAD(self) -> None:
        self.do_GET()

    def _bearer(self) -> str | None:
        auth = self.headers.get("Authorization", "")
        return auth.removeprefix("Bearer ") if auth.startswith("Bearer ") else None

    def _whoami(self) -> None:
        # The Hub answers an unknown or missing token with a bare 401 (no X-Error-Code).
        token = self._bearer()
        user = self.owner.tokens.get(token or "")
        if token is None or user is None:
            return self._json(401, {"error": "Invalid credentials in Authorization header"})
        access: dict[str, Any] = {"displayName": "llamadesk", "role": "read"}
        if token in self.owner.fine_grained:
            access["role"] = "fineGrained"
            access["fineGrained"] = {
                "canReadGatedRepos": self.owner.fine_grained[token],
                "global": [],
                "scoped": [],
            }
        self._json(
            200,
            {
                "type": "user",
                "id": hashlib.sha1(user.encode()).hexdigest()[:24],
                "name": user,
                "fullname": user.title(),
                "orgs": [],
                "auth": {"type": "access_token", "accessToken": access},
            },
        )

    def _repo_not_found(self) -> None:
        # As the Hub does: 401 to a request without a known token (the repo may be
        # private), 404 only to a signed-in one.
        status = 404 if self.owner.tokens.get(self._bearer() or "") else 401
        self._error(status, "RepoNotFound", "Repository not found")

    def _gated_refusal(self, repo: HubRepo) -> int | None:
        """401 for no or an unknown token, 403 for a known one without access, else None."""
        token = self._bearer()
        if token is not None and token in repo.accepted_tokens:
            return None
        if token is None or token not in self.owner.tokens:
            return 401
        return 403 if repo.accepted_tokens else None

    def _search(self, query: dict[str, list[str]]) -> None:
        text = (query.get("search") or [""])[0].lower()
        sort = (query.get("sort") or ["downloads"])[0]
        limit = int((query.get("limit") or ["1000"])[0])
        found = [r for r in self.owner.repos.values() if text in r.repo_id.lower()]
        key = (lambda r: r.last_modified) if sort == "lastModified" else (lambda r: r.downloads)
        found.sort(key=key, reverse=True)
        self._json(200, [_model_json(r, blobs=False) for r in found[:limit]])

    def _resolve(self, parts: list[str]) -> None:
        repo = self.owner.repos.get(f"{parts[0]}/{parts[1]}")
        if repo is None:
            return self._repo_not_found()
        filename = "/".join(parts[4:])
        file = repo.files.get(filename)
        if file is None:
            return self._error(404, "EntryNotFound", "Entry not found")
        if repo.gated and filename != "README.md":  # the Hub shows a gated model's card
            refusal = self._gated_refusal(repo)
            if refusal is not None:
                return self._error(refusal, "GatedRepo", "Access to this model is restricted")
        fault = self.owner.faults.get(filename)
        if self.command == "GET" and fault is not None and fault.status and fault.status_times:
            if fault.status_times > 0:
                fault.status_times -= 1
            extra = {"Retry-After": fault.retry_after} if fault.retry_after else {}
            return self._json(fault.status, {"error": "temporary failure"}, extra)
        git_etag = f'"{hashlib.sha1(file.path.encode()).hexdigest()}"'
        headers = {"X-Repo-Commit": repo.sha}
        if not file.lfs:
            return self._send_file(file, {**headers, "ETag": git_etag})
        headers.update({"X-Linked-Etag": f'"{file.sha256}"', "X-Linked-Size": str(file.size)})
        if not self.owner.cdn:
            return self._send_file(file, {**headers, "ETag": f'"{file.sha256}"'})
        sha = file.sha256
        disposition = quote(f'inline; filename="{filename.rsplit("/", 1)[-1]}"')
        location = (
            f"{self.owner.cdn_endpoint}/repos/{sha[:2]}/{sha[2:4]}/{sha}"
            f"?response-content-disposition={disposition}&Expires=4102444800"
            f"&Signature=fake{sha[:16]}&Key-Pair-Id=KFAKE"
        )
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.send_header("ETag", git_etag)
        for key, value in headers.items():
            self.send_header(key, value)
        self.end_headers()


def blob(size: int, seed: int = 0) -> bytes:
    """``size`` bytes that differ with ``seed``: a file to serve, with a sha256 of its own."""
    return (hashlib.sha256(str(seed).encode()).digest() * (size // 32 + 1))[:size]


@contextlib.contextmanager
def unanswered_endpoint() -> Iterator[str]:
    """An address whose host takes no new connection, as one that drops packets: a
    listener whose accept queue (one place, never accepted) is already full, so the
    system drops every further connection request and a connect waits until its own
    timeout. (Linux's behaviour for a full queue.)"""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(0)
        host, port = listener.getsockname()
        with socket.create_connection((host, port), timeout=5):
            yield f"http://{host}:{port}"
