"""Streaming chat with a running llama-server through its OpenAI-style API.

``ChatClient.stream`` yields small events: text deltas as they arrive (never the
whole text so far, so long answers cost linear work), then exactly one terminal
event, ``ReplyFinished`` or ``ReplyFailed``. Server and network failures become a
``ReplyFailed`` with a plain-language message; nothing raises out of ``stream``.

Cancelling works at any moment, including while the server is still reading a long
prompt (before it has sent a single byte): the client shuts the request's socket
down, which both unblocks the reader and tells llama-server to drop the task.

For the UI: a reply that carries only reasoning (some models put the whole answer
in their thinking) should be shown as the answer; ``ReplyFinished.answer`` and
``final_text`` do that choice.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Generator, Iterator, Mapping
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING

from desktop.core.chat.chat_backend import ChatRequest
from desktop.core.chat.events import (
    ChatEvent,
    ContentDelta,
    ContextFilled,
    FailureKind,
    ReasoningDelta,
    ReplyFailed,
    ReplyFinished,
    Timings,
    ToolCall,
    ToolCallDelta,
    Usage,
)
from desktop.core.chat.failure_sentences import Explained, FailureReason
from desktop.core.chat.request_abort import RequestAbort, watch_request
from desktop.core.chat.wire import (
    ImageError,
    as_float,
    as_int,
    message_json,
    parse_timings,
    parse_usage,
    server_error,
)

if TYPE_CHECKING:
    import httpx

# How often the context's fill is reported while an answer streams: once a second is
# enough for a meter, and each report repaints the window's meter at once (a progress
# bar repaints synchronously: ~1.4 ms of the window's thread each, profiled).
CONTEXT_FILL_INTERVAL_S = 1.0


@dataclass(frozen=True)
class _PromptSize:
    """The prompt as the server counted it (its ``prompt_progress``)."""

    total: int  # every prompt token, those reused from the cache included
    cache: int
    time_ms: float

    @staticmethod
    def parse(raw: object) -> _PromptSize | None:
        if not isinstance(raw, dict):
            return None
        return _PromptSize(
            as_int(raw.get("total")), as_int(raw.get("cache")), as_float(raw.get("time_ms"))
        )


class _StreamError(Exception):
    """Internal: ends a stream with a ReplyFailed carrying this message."""

    def __init__(self, kind: FailureKind, message: str, details: str = "") -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.details = details


# How often a reader on the model's own machine reads a streamed answer once it has
# begun (``paced_reads``): the window shows text at most twenty times a second
# (gui.delta_batcher), so reading faster gains the eye nothing and takes CPU from the
# model; reading a little slower, each slice read is one update of the window.
PACED_READ_INTERVAL_S = 0.06


class ChatClient:
    """Streams chat replies from one llama-server; one persistent HTTP client."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        model: str | None = None,
        connect_timeout: float = 5.0,
        read_interval_s: float = 0.0,
    ) -> None:
        """``read_interval_s``: once an answer's first token has come, read its stream
        at most this often (``paced_reads``); 0 reads every token as it comes."""
        import httpx  # deferred: importing it costs the window's start ~70 ms

        transport: httpx.BaseTransport | None = None
        if read_interval_s > 0:
            from desktop.core.chat.paced_reads import paced_transport

            transport = paced_transport(read_interval_s)
        self._model = model
        self._client = httpx.Client(
            transport=transport,
            base_url=base_url.rstrip("/"),
            headers={"Authorization": f"Bearer {api_key}"},
            # No read timeout: a long prompt can take minutes before the first
            # byte; cancel and wall_limit_s bound the wait instead.
            timeout=httpx.Timeout(connect=connect_timeout, read=None, write=30.0, pool=30.0),
            # The server is on this machine: a proxy from the environment must not
            # get in between.
            trust_env=False,
        )

    def close(self) -> None:
        """Close the HTTP client; streams already finished are unaffected."""
        self._client.close()

    @property
    def closed(self) -> bool:
        return self._client.is_closed

    def __enter__(self) -> ChatClient:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc_value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def count_tokens(self, text: str) -> int | None:
        """How many tokens the loaded model makes of ``text`` (llama-server's
        ``/tokenize``); None where the server could not say (not a llama-server)."""
        import httpx

        if self._client.is_closed:
            return None
        try:
            response = self._client.post(
                "/tokenize", json={"content": text}, timeout=httpx.Timeout(30.0)
            )
            tokens = response.json().get("tokens") if response.status_code == 200 else None
        except (httpx.HTTPError, ValueError, AttributeError):
            return None
        return len(tokens) if isinstance(tokens, list) else None

    def request_body(self, request: ChatRequest) -> dict[str, object]:
        """The JSON body ``stream`` sends (raises ImageError for a bad picture)."""
        body: dict[str, object] = {
            "messages": [message_json(message) for message in request.messages],
            "stream": True,
            "stream_options": {"include_usage": True},
            # The prompt's size once, before the answer: with the tokens streamed since,
            # the context meter shows the fill while answering and a stopped answer keeps
            # what it used. (Asking for timings with every token instead slows the
            # server's own generation by about 4%, measured with tests/perf/run.py.)
            "return_progress": True,
        }
        if self._model is not None:
            body["model"] = self._model
        options = request.options
        for name in ("temperature", "top_p", "top_k", "min_p", "repeat_penalty", "seed"):
            value = getattr(options, name)
            if value is not None:
                body[name] = value
        max_tokens = options.max_tokens
        if max_tokens is None:
            max_tokens = request.default_max_tokens
        if max_tokens is not None:
            body["max_tokens"] = max_tokens
        if request.wall_limit_s is not None:
            # The server only honours this at a line break, so the client also
            # enforces the limit itself.
            body["t_max_predict_ms"] = max(1, int(request.wall_limit_s * 1000))
        if request.chat_template_kwargs:
            body["chat_template_kwargs"] = dict(request.chat_template_kwargs)
        if request.stop:
            body["stop"] = list(request.stop)
        if request.tools:
            body["tools"] = [dict(tool) for tool in request.tools]
        if request.json_schema is not None:
            # The server refuses a grammar (which this becomes) beside tools.
            body["json_schema"] = dict(request.json_schema)
        return body

    def stream(
        self, request: ChatRequest, *, cancel: threading.Event | None = None
    ) -> Generator[ChatEvent, None, None]:
        """Send ``request`` and yield deltas, then one ReplyFinished or ReplyFailed.

        ``cancel`` stops the reply at any time (ReplyFinished with cancelled=True and
        what arrived so far). ``request.wall_limit_s`` bounds the whole request;
        reaching it ends the reply with finish_reason "time_limit". Tool calls come
        back as ToolCallDelta fragments and, whole, in ReplyFinished.tool_calls.
        Closing the generator early (``close()``) closes the connection, which also
        stops the server's work on it.
        """
        try:
            body = self.request_body(request)
        except ImageError as error:
            yield ReplyFailed(FailureKind.BAD_ATTACHMENT, str(error), "", "")
            return
        if cancel is not None and cancel.is_set():
            yield ReplyFinished(None, None, None, None, None, cancelled=True)
            return
        yield from _Exchange(self._client, body, cancel, request.wall_limit_s).run()


class _Exchange:
    """One streamed request: its state, so each failure path keeps the partial reply."""

    def __init__(
        self,
        client: httpx.Client,
        body: dict[str, object],
        cancel: threading.Event | None,
        wall_limit_s: float | None,
    ) -> None:
        self._client = client
        self._body = body
        self._cancel = cancel
        self._wall_limit_s = wall_limit_s
        self._abort = RequestAbort()
        self._stream: object = None  # the connection's network stream, from the trace
        self._pacing = False
        self._text: list[str] = []
        self._reasoning: list[str] = []
        self._tool_parts: dict[int, list[str]] = {}  # index -> [id, name, arguments...]
        self._finish_reason: str | None = None
        self._usage: Usage | None = None
        self._timings: Timings | None = None
        self._ttft_ms: float | None = None
        self._sent_at = 0.0
        self._first_at: float | None = None
        self._completion_deltas = 0
        self._generated = 0  # deltas of any kind: one per token the server streams
        self._prompt: _PromptSize | None = None
        self._complete = False  # the server sent the whole reply
        self._filled_at = 0.0  # when ContextFilled was last sent

    def run(self) -> Iterator[ChatEvent]:
        import httpx  # deferred: importing it costs the window's start ~70 ms

        done = threading.Event()
        watcher: threading.Thread | None = None
        if self._cancel is not None or self._wall_limit_s is not None:
            deadline = (
                time.monotonic() + self._wall_limit_s if self._wall_limit_s is not None else None
            )
            watcher = threading.Thread(
                target=watch_request,
                args=(self._abort, done, self._cancel, deadline),
                name="chat-stream-watch",
                daemon=True,
            )
            watcher.start()
        try:
            yield from self._exchange()
        except _StreamError as failure:
            if self._abort.reason is not None:
                yield self._finished()
            else:
                yield self._failed(failure.kind, failure.message, failure.details)
        except (httpx.HTTPError, OSError, ValueError) as error:
            if self._abort.reason is not None:
                yield self._finished()
            else:
                yield self._failed(*self._network_message(error))
        finally:
            done.set()

    def _exchange(self) -> Iterator[ChatEvent]:
        request = self._client.build_request(
            "POST",
            "/v1/chat/completions",
            json=self._body,
            # A fresh connection per reply, so the trace hook always sees the socket
            # (cancel must be able to shut it down before any response arrives).
            headers={"Connection": "close", "Accept": "text/event-stream"},
            extensions={"trace": self._trace},
        )
        self._sent_at = time.perf_counter()
        response = self._client.send(request, stream=True)
        try:
            if response.status_code != 200:
                raise _StreamError(*self._http_error(response))
            yield from self._read_events(response)
        finally:
            response.close()
        yield self._finished()

    def _trace(self, event_name: str, info: Mapping[str, object]) -> None:
        self._abort.trace(event_name, info)
        if event_name == "connection.connect_tcp.complete":
            self._stream = info.get("return_value")

    def _read_events(self, response: httpx.Response) -> Iterator[ChatEvent]:
        cancel = self._cancel
        pending = b""
        for chunk in response.iter_bytes():
            if cancel is not None and cancel.is_set():
                self._abort.abort("cancel")
                return
            if pending:
                chunk = pending + chunk
            lines = chunk.split(b"\n")
            pending = lines.pop()
            for line in lines:
                if not line.startswith(b"data:"):
                    continue  # blank separators, ": ping" comments, other SSE fields
                payload = line[5:].strip()
                if payload == b"[DONE]":
                    self._complete = True
                    return
                if payload:
                    yield from self._handle_chunk(json.loads(payload))
        if self._abort.reason is None and self._finish_reason is None:
            raise _StreamError(
                FailureKind.SERVER_GONE,
                Explained(FailureReason.STOPPED_WHILE_ANSWERING),
                "The response ended without a finish reason.",
            )

    def _handle_chunk(self, chunk: object) -> Iterator[ChatEvent]:
        if not isinstance(chunk, dict):
            return
        if "error" in chunk:
            raise _StreamError(*server_error(None, chunk["error"]))
        choices = chunk.get("choices")
        choice = choices[0] if isinstance(choices, list) and choices else None
        if isinstance(choice, dict):
            delta = choice.get("delta")
            delta = delta if isinstance(delta, dict) else {}
            reasoning = delta.get("reasoning_content")
            generated = self._generated
            if isinstance(reasoning, str) and reasoning:
                self._mark_first()
                self._reasoning.append(reasoning)
                self._generated += 1
                yield ReasoningDelta(reasoning)
            content = delta.get("content")
            if isinstance(content, str) and content:
                self._mark_first()
                self._text.append(content)
                self._completion_deltas += 1
                self._generated += 1
                yield ContentDelta(content)
            tool_calls = delta.get("tool_calls")
            if isinstance(tool_calls, list):
                for call in tool_calls:
                    if isinstance(call, dict):
                        self._generated += 1
                        yield self._tool_call_delta(call)
            if self._generated != generated:
                if not self._pacing:
                    # The prompt is read and the first token is out: from here on the
                    # stream may be read a few times a second (paced clients only).
                    self._pacing = True
                    # Only paced streams have it (paced_reads.PacedStream; that module
                    # is not imported here: it brings httpx with it).
                    start = getattr(self._stream, "start_pacing", None)
                    if callable(start):
                        start()
                yield from self._context_filled()
            finish_reason = choice.get("finish_reason")
            if finish_reason:
                self._finish_reason = str(finish_reason)
        if "usage" in chunk:
            self._usage = parse_usage(chunk["usage"])
        if "timings" in chunk:
            self._timings = parse_timings(chunk["timings"])
        if "prompt_progress" in chunk:
            self._prompt = _PromptSize.parse(chunk["prompt_progress"]) or self._prompt

    def _context_filled(self) -> Iterator[ContextFilled]:
        """The context's fill (the whole prompt and what was written since), at most
        every CONTEXT_FILL_INTERVAL_S."""
        now = time.perf_counter()
        if self._prompt is None or now - self._filled_at < CONTEXT_FILL_INTERVAL_S:
            return
        self._filled_at = now
        yield ContextFilled(self._prompt.total + self._generated)

    def _tool_call_delta(self, call: Mapping[str, object]) -> ToolCallDelta:
        self._mark_first()
        function = call.get("function")
        function = function if isinstance(function, dict) else {}
        index = as_int(call.get("index"))
        call_id = call.get("id")
        name = function.get("name")
        arguments = function.get("arguments")
        delta = ToolCallDelta(
            index=index,
            id=call_id if isinstance(call_id, str) else None,
            name=name if isinstance(name, str) else None,
            arguments=arguments if isinstance(arguments, str) else "",
        )
        parts = self._tool_parts.setdefault(index, ["", ""])
        if delta.id:
            parts[0] = delta.id
        if delta.name:
            parts[1] += delta.name
        parts.append(delta.arguments)
        return delta

    def _mark_first(self) -> None:
        if self._first_at is None:
            self._first_at = time.perf_counter()
            self._ttft_ms = (self._first_at - self._sent_at) * 1000.0

    def _http_error(self, response: httpx.Response) -> tuple[FailureKind, str, str]:
        raw = response.read()
        try:
            parsed = json.loads(raw)
        except ValueError:
            parsed = None
        error: object = raw.decode("utf-8", "replace").strip()
        if isinstance(parsed, dict) and "error" in parsed:
            error = parsed["error"]
        return server_error(response.status_code, error)

    def _network_message(self, error: Exception) -> tuple[FailureKind, str, str]:
        import httpx  # deferred: importing it costs the window's start ~70 ms

        details = f"{type(error).__name__}: {error}"
        if isinstance(error, httpx.ConnectError | httpx.ConnectTimeout):
            return FailureKind.SERVER_GONE, Explained(FailureReason.CANT_REACH), details
        if isinstance(error, ValueError):
            return FailureKind.UNREADABLE_REPLY, Explained(FailureReason.UNREADABLE), details
        if self._text or self._reasoning or self._first_at is not None:
            said = Explained(FailureReason.STOPPED_WHILE_ANSWERING)
            return FailureKind.SERVER_GONE, said, details
        said = Explained(FailureReason.STOPPED_BEFORE_ANSWERING)
        return FailureKind.SERVER_GONE, said, details

    def _counted_timings(self) -> Timings | None:
        """A stopped answer gets no timings from the server: what it used, counted here
        (the prompt's size it reported, one token per streamed delta)."""
        if self._prompt is None:
            return None
        written_ms = 0.0
        if self._first_at is not None:
            written_ms = (time.perf_counter() - self._first_at) * 1000.0
        speed = self._tokens_per_second() or 0.0
        return Timings(
            prompt_n=self._prompt.total - self._prompt.cache,
            prompt_ms=self._prompt.time_ms,
            predicted_n=self._generated,
            predicted_ms=written_ms,
            predicted_per_second=speed,
            cache_n=self._prompt.cache,
        )

    def _tokens_per_second(self) -> float | None:
        if self._timings is not None and self._timings.predicted_per_second > 0:
            return self._timings.predicted_per_second
        # Without server timings (a cancelled reply), estimate from what arrived.
        if self._first_at is not None and self._completion_deltas > 1:
            elapsed = time.perf_counter() - self._first_at
            if elapsed > 0:
                return (self._completion_deltas - 1) / elapsed
        return None

    def _tool_calls(self) -> tuple[ToolCall, ...]:
        return tuple(
            ToolCall(id=parts[0], name=parts[1], arguments="".join(parts[2:]))
            for _, parts in sorted(self._tool_parts.items())
        )

    def _finished(self) -> ReplyFinished:
        # A cancel that lands after the last byte arrived cancels nothing.
        reason = None if self._complete else self._abort.reason
        finish_reason = self._finish_reason
        if reason == "time_limit" and finish_reason is None:
            finish_reason = "time_limit"
        return ReplyFinished(
            finish_reason=finish_reason,
            usage=self._usage,
            timings=self._timings or self._counted_timings(),
            ttft_ms=self._ttft_ms,
            tokens_per_second=self._tokens_per_second(),
            cancelled=reason == "cancel",
            text="".join(self._text),
            reasoning="".join(self._reasoning),
            tool_calls=self._tool_calls(),
        )

    def _failed(self, kind: FailureKind, message: str, details: str) -> ReplyFailed:
        return ReplyFailed(
            kind=kind,
            message=message,
            partial_text="".join(self._text),
            partial_reasoning="".join(self._reasoning),
            details=details,
        )
