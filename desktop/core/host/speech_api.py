"""Speech for other apps: OpenAI's ``POST /v1/audio/speech`` beside llama-server's own
API, on the same address and behind the same key.

llama-server has no speech output, so when a speech model is served a small front
listens where other apps were told (the address and key of ``ServeAccess``): it answers
``/v1/audio/speech`` itself, with the speech host's ``llama-tts`` runs, and passes every
other request on, unchanged and streamed, to llama-server, which then listens on
loopback only behind a fresh key of its own. The key is checked here first, so a
request without it never reaches either (401, llama-server's own answer shape).

Speech is streamed as it is made: the WAV header goes out with the first sentence's
sound (its sizes marked unknown, as streamed WAV is), then each sentence as soon as
``llama-tts`` has made it; ``pcm`` is the same samples with no header (OpenAI's pcm:
24 kHz, 16-bit, mono, as both speech families make). A client that hangs up stops the
speech: nothing more is made. One text is spoken at a time; others wait their turn.

The standard library's threading HTTP server is enough: each request has its own
thread, and the heavy work is in llama-server and llama-tts.
"""

from __future__ import annotations

import hmac
import io
import json
import logging
import socket
import threading
import wave
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx

from desktop.core.errors import LlamaDeskError
from desktop.core.host.speech_host import SpeechHost
from desktop.core.runtime.serve_access import ServeAccess

_log = logging.getLogger(__name__)
SPEECH_PATH = "/v1/audio/speech"
# OpenAI's limit on the text of one request.
MAX_INPUT_CHARACTERS = 4096
FORMATS = ("wav", "pcm")
# Asked without the key, as llama-server allows them (health checks, CORS preflight).
_OPEN_PATHS = frozenset({"/health", "/v1/health"})
# Hop-by-hop headers (RFC 9110 7.6.1) and those the front sets itself.
_NOT_PASSED = frozenset({
    "host", "authorization", "x-api-key", "content-length", "transfer-encoding",
    "connection", "keep-alive", "proxy-connection", "te", "trailer", "upgrade",
})  # fmt: skip
_CHUNK = 64 * 1024


class SpeechApiError(LlamaDeskError):
    """The front could not start (the address is taken); the message says why."""


@dataclass(frozen=True)
class Inner:
    """Where llama-server answers behind the front, and its own key."""

    base_url: str  # http://127.0.0.1:PORT
    api_key: str


class SpeechApi:
    """The front: speech here, everything else passed on to llama-server."""

    def __init__(
        self,
        access: ServeAccess,
        inner: Inner,
        speech: SpeechHost,
        *,
        voice: Path | None = None,
        language: str | None = None,
    ) -> None:
        self.access = access
        self.inner = inner
        self.speech = speech
        self.voice = voice
        self.language = language
        self.speaking = threading.Lock()  # one text at a time
        # No timeout on reads: an answer may take minutes; the client decides.
        self.client = httpx.Client(
            base_url=inner.base_url, timeout=httpx.Timeout(30.0, read=None), trust_env=False
        )
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Listen at the access's address; raises SpeechApiError when it is taken."""
        server_class = _IPv6Server if ":" in self.access.host else ThreadingHTTPServer
        try:
            server = server_class((self.access.host, self.access.port), _Handler)
        except OSError as error:
            raise SpeechApiError(
                f"Port {self.access.port} on {self.access.host} is in use by another "
                f"program ({error.strerror or error}): choose another with --port."
            ) from error
        server.daemon_threads = True
        server.api = self  # type: ignore[attr-defined]
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, name="llamadesk-speech-api", daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        """Stop listening and any speech being made. Thread-safe."""
        self.speech.stop()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        self.client.close()

    def key_ok(self, headers: Any) -> bool:
        given = headers.get("Authorization", "")
        if given.startswith("Bearer "):
            given = given[len("Bearer "):]
        else:
            given = headers.get("X-Api-Key", "")
        return hmac.compare_digest(given.encode(), self.access.api_key.encode())


class _IPv6Server(ThreadingHTTPServer):
    address_family = socket.AF_INET6


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # chunked answers, kept-alive connections
    server_version = "llamadesk"

    def log_message(self, format: str, *args: Any) -> None:
        # Never the request line's query nor a key: the path and status only, at debug.
        _log.debug("speech api: %s", format % args)

    @property
    def api(self) -> SpeechApi:
        return self.server.api  # type: ignore[attr-defined,no-any-return]

    def do_GET(self) -> None:
        self._handle()

    def do_POST(self) -> None:
        self._handle()

    def do_PUT(self) -> None:
        self._handle()

    def do_DELETE(self) -> None:
        self._handle()

    def do_OPTIONS(self) -> None:
        self._handle()

    def _handle(self) -> None:
        path = self.path.split("?", 1)[0]
        body = self._body()
        open_path = path in _OPEN_PATHS or self.command == "OPTIONS"
        if not open_path and not self.api.key_ok(self.headers):
            self._error(401, "Invalid API Key", "authentication_error")
            return
        if path == SPEECH_PATH and self.command == "POST":
            self._speak(body)
        else:
            self._pass_on(body)

    def _body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            parts = []
            while (size := int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)) > 0:
                parts.append(self.rfile.read(size))
                self.rfile.readline()
            while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                pass  # trailers
            return b"".join(parts)
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    # --- speech ---------------------------------------------------------------------

    def _speak(self, body: bytes) -> None:
        request = _speech_request(body)
        if isinstance(request, str):
            self._error(400, request, "invalid_request_error")
            return
        text, response_format = request
        api = self.api
        with api.speaking:
            started = False
            try:
                for sentence in api.speech.speak(text, voice=api.voice, language=api.language):
                    samples, rate = _samples(sentence.wav)
                    if not started:
                        self._start_chunked(200, {"Content-Type": _content_type(response_format)})
                        if response_format == "wav":
                            self._chunk(_streamed_wav_header(rate))
                        started = True
                    self._chunk(samples)
            except (BrokenPipeError, ConnectionResetError):
                _log.info("speech api: the client hung up; speech stopped")
                return
            except LlamaDeskError as error:
                if not started:
                    self._error(500, error.message, "server_error")
                    return
                _log.warning("speech api: speech stopped: %s", error.message)
            if not started:  # nothing to say (all code): an empty sound, still valid
                self._start_chunked(200, {"Content-Type": _content_type(response_format)})
                if response_format == "wav":
                    self._chunk(_streamed_wav_header(24_000))
            self._end_chunked()

    # --- everything else: llama-server's ------------------------------------------

    def _pass_on(self, body: bytes) -> None:
        api = self.api
        headers = {k: v for k, v in self.headers.items() if k.lower() not in _NOT_PASSED}
        headers["Authorization"] = f"Bearer {api.inner.api_key}"
        try:
            with api.client.stream(self.command, self.path, headers=headers,
                                   content=body) as answer:  # fmt: skip
                passed = {k: v for k, v in answer.headers.items() if k.lower() not in _NOT_PASSED}
                self._start_chunked(answer.status_code, passed)
                for piece in answer.iter_raw(_CHUNK):
                    self._chunk(piece)
                self._end_chunked()
        except (BrokenPipeError, ConnectionResetError):
            return  # the client hung up; leaving the block drops llama-server's answer too
        except httpx.HTTPError as error:
            self._error(502, f"llama-server did not answer ({type(error).__name__})",
                        "server_error")  # fmt: skip

    # --- writing ----------------------------------------------------------------------

    def _start_chunked(self, status: int, headers: dict[str, str]) -> None:
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

    def _chunk(self, data: bytes) -> None:
        if data:
            self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
            self.wfile.flush()

    def _end_chunked(self) -> None:
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()

    def _error(self, status: int, message: str, kind: str) -> None:
        data = json.dumps({"error": {"code": status, "message": message, "type": kind}}).encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass


def _speech_request(body: bytes) -> tuple[str, str] | str:
    """(text, format) from OpenAI's request, or what is wrong with it, in words."""
    try:
        request = json.loads(body or b"{}")
    except ValueError:
        return "The request is not JSON."
    if not isinstance(request, dict):
        return "The request must be a JSON object."
    text = request.get("input")
    if not isinstance(text, str) or not text.strip():
        return "'input' must be the text to speak."
    if len(text) > MAX_INPUT_CHARACTERS:
        return f"'input' is longer than {MAX_INPUT_CHARACTERS} characters."
    response_format = request.get("response_format") or "wav"
    if response_format not in FORMATS:
        return (f"response_format '{response_format}' is not made here: ask for wav or pcm "
                "(24 kHz, 16-bit, mono).")  # fmt: skip
    speed = request.get("speed", 1.0)
    if not isinstance(speed, int | float) or abs(float(speed) - 1.0) > 1e-6:
        return ("speed other than 1.0 is not offered: llama-tts speaks at the model's own "
                "pace, and speeding the sound up would raise its pitch.")  # fmt: skip
    # 'model' and 'voice' are taken as given: one speech model is served, in the voice
    # chosen when serving began (--voice); OpenAI's clients send both always.
    return text, str(response_format)


def _samples(wav: bytes) -> tuple[bytes, int]:
    with wave.open(io.BytesIO(wav), "rb") as sound:
        return sound.readframes(sound.getnframes()), sound.getframerate()


def _streamed_wav_header(rate: int) -> bytes:
    """A 16-bit mono WAV header whose sizes say "unknown, read to the end" (0xFFFFFFFF),
    as streamed WAV is written: the length is not known when it is sent."""
    unknown = (0xFFFFFFFF).to_bytes(4, "little")
    return (
        b"RIFF" + unknown + b"WAVE"
        + b"fmt " + (16).to_bytes(4, "little") + (1).to_bytes(2, "little")
        + (1).to_bytes(2, "little") + rate.to_bytes(4, "little")
        + (rate * 2).to_bytes(4, "little") + (2).to_bytes(2, "little")
        + (16).to_bytes(2, "little")
        + b"data" + unknown
    )  # fmt: skip


def _content_type(response_format: str) -> str:
    return "audio/wav" if response_format == "wav" else "audio/pcm"

