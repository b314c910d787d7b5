"""The streaming chat client against the real llama-server and the starter model."""

from __future__ import annotations

import struct
import threading
import time
import zlib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import httpcore
import httpx
import pytest

from desktop.core.chat import paced_reads
from desktop.core.chat.chat_backend import ChatRequest
from desktop.core.chat.client import PACED_READ_INTERVAL_S, ChatClient
from desktop.core.chat.events import (
    ChatEvent,
    ChatMessage,
    ContentDelta,
    ContextFilled,
    FailureKind,
    ReasoningDelta,
    ReplyFailed,
    ReplyFinished,
    SamplingOptions,
    final_text,
)
from tests.support.raw_server import RawServer, free_port, start_raw_server

CONTEXT = 2048
GREEDY = SamplingOptions(temperature=0.0, seed=7)
SYSTEM = ChatMessage("system", "You are a helpful assistant.")
CAPITAL_QUESTION = (SYSTEM, ChatMessage("user", "What is the capital of France?"))
STORY_REQUEST = (SYSTEM, ChatMessage("user", "Write a long story about a dragon and a knight."))

# A template in the style of hybrid-thinking models (Qwen3): the generation prompt
# opens a <think> block unless enable_thinking is false. With it, llama-server splits
# the output into reasoning_content and content even for the starter model.
THINKING_TEMPLATE = Path(__file__).parent / "fixtures" / "thinking-chatml.jinja"


@pytest.fixture(scope="module")
def server(
    llama_server_path: Path, starter_model_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[RawServer]:
    # Module scope: pytest sets it up before the first test's function fixtures, so
    # the leak check's "before" snapshot already contains it.
    # Small batches: the server looks for dropped requests between batches, so a
    # cancelled long prompt stops within a batch instead of running to its end.
    with start_raw_server(
        llama_server_path,
        starter_model_path,
        tmp_path_factory.mktemp("server"),
        context=CONTEXT,
        extra_args=("--batch-size", "256", "--ubatch-size", "256"),
    ) as running:
        yield running


@pytest.fixture
def client(server: RawServer) -> Iterator[ChatClient]:
    with ChatClient(server.base_url, server.api_key) as chat:
        yield chat


def split(events: Sequence[ChatEvent]) -> tuple[list[ChatEvent], ChatEvent]:
    """The deltas before the terminal event (the context counts between them left out),
    and the terminal one (checked to be last)."""
    terminal = [e for e in events if isinstance(e, ReplyFinished | ReplyFailed)]
    assert len(terminal) == 1, events
    assert events[-1] is terminal[0]
    return [e for e in events[:-1] if not isinstance(e, ContextFilled)], terminal[0]


@pytest.mark.server
def test_reports_the_context_filled_from_the_servers_counts(client: ChatClient) -> None:
    events = list(client.stream(ChatRequest(CAPITAL_QUESTION, GREEDY)))
    finished = events[-1]
    assert isinstance(finished, ReplyFinished) and finished.usage is not None
    filled = [event.tokens for event in events if isinstance(event, ContextFilled)]
    # From the first token on: the whole prompt, then what was written, never more than
    # the server's own total at the end.
    assert filled and filled == sorted(filled)
    usage = finished.usage
    assert usage.prompt_tokens < filled[0] <= filled[-1]
    assert filled[-1] <= usage.prompt_tokens + usage.completion_tokens


def content_of(events: Sequence[ChatEvent]) -> str:
    return "".join(e.text for e in events if isinstance(e, ContentDelta))


def wait_for_slots(server: RawServer, timeout_s: float, *, processing: bool, poll_s: float) -> bool:
    """Poll /slots every ``poll_s`` until some slot is processing (``processing``) or
    none is (the server dropped the task); False when ``timeout_s`` ran out first."""
    deadline = time.monotonic() + timeout_s
    headers = {"Authorization": f"Bearer {server.api_key}"}
    with httpx.Client(trust_env=False, timeout=2.0) as http:
        while time.monotonic() < deadline:
            slots = http.get(f"{server.base_url}/slots", headers=headers).json()
            if any(slot["is_processing"] for slot in slots) == processing:
                return True
            time.sleep(poll_s)
    return False


def wait_until_idle(server: RawServer, timeout_s: float) -> bool:
    return wait_for_slots(server, timeout_s, processing=False, poll_s=0.02)


def wait_until_processing(server: RawServer, timeout_s: float) -> None:
    # Polled fast: the task must be caught while it is still being processed.
    if not wait_for_slots(server, timeout_s, processing=True, poll_s=0.005):
        raise AssertionError("the server never started processing the request")


def tiny_png(path: Path) -> Path:
    """Write a valid 1x1 PNG picture."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )
    return path


@pytest.mark.server
def test_streams_a_coherent_answer_as_deltas(client: ChatClient) -> None:
    events = list(client.stream(ChatRequest(CAPITAL_QUESTION, GREEDY)))
    deltas, finished = split(events)
    assert isinstance(finished, ReplyFinished)
    assert not finished.cancelled
    assert finished.finish_reason == "stop"
    text = content_of(deltas)
    assert "Paris" in text
    assert finished.text == text
    assert finished.answer == text

    # Deltas, not the whole text so far.
    accumulated = ""
    for event in deltas:
        assert isinstance(event, ContentDelta)
        assert event.text
        assert not (len(accumulated) > 3 and event.text.startswith(accumulated))
        accumulated += event.text

    assert finished.usage is not None and finished.timings is not None
    assert finished.usage.completion_tokens == finished.timings.predicted_n
    assert finished.usage.total_tokens == (
        finished.usage.prompt_tokens + finished.usage.completion_tokens
    )
    # One delta per generated token (a few merge when a token ends mid-character).
    assert 0.8 * finished.timings.predicted_n <= len(deltas) <= finished.timings.predicted_n
    assert finished.ttft_ms is not None and finished.ttft_ms > 0
    assert finished.tokens_per_second == finished.timings.predicted_per_second > 0


@pytest.mark.server
def test_same_seed_at_temperature_zero_repeats_the_answer(client: ChatClient) -> None:
    first = list(client.stream(ChatRequest(CAPITAL_QUESTION, GREEDY)))[-1]
    second = list(client.stream(ChatRequest(CAPITAL_QUESTION, GREEDY)))[-1]
    assert isinstance(first, ReplyFinished) and isinstance(second, ReplyFinished)
    assert first.text == second.text
    # The second request reuses the server's prompt cache.
    assert second.timings is not None and second.timings.cache_n > 0


@pytest.mark.server
def test_max_tokens_is_honoured(client: ChatClient) -> None:
    request = ChatRequest(STORY_REQUEST, SamplingOptions(temperature=0.0, max_tokens=5))
    events = list(client.stream(request))
    _, finished = split(events)
    assert isinstance(finished, ReplyFinished)
    assert finished.finish_reason == "length"
    assert finished.usage is not None and finished.usage.completion_tokens == 5


@pytest.mark.server
def test_default_max_tokens_applies_only_without_an_explicit_one(client: ChatClient) -> None:
    defaulted_request = ChatRequest(STORY_REQUEST, GREEDY, default_max_tokens=3)
    defaulted = list(client.stream(defaulted_request))[-1]
    assert isinstance(defaulted, ReplyFinished) and defaulted.usage is not None
    assert defaulted.finish_reason == "length"
    assert defaulted.usage.completion_tokens == 3

    explicit = SamplingOptions(temperature=0.0, max_tokens=6)
    overridden_request = ChatRequest(STORY_REQUEST, explicit, default_max_tokens=3)
    overridden = list(client.stream(overridden_request))[-1]
    assert isinstance(overridden, ReplyFinished) and overridden.usage is not None
    assert overridden.usage.completion_tokens == 6


@pytest.mark.server
def test_cancel_mid_stream_keeps_what_arrived(server: RawServer, client: ChatClient) -> None:
    cancel = threading.Event()
    received: list[str] = []
    terminal: ChatEvent | None = None
    cancelled_at = 0.0
    options = SamplingOptions(temperature=0.0, max_tokens=1500)
    for event in client.stream(ChatRequest(STORY_REQUEST, options), cancel=cancel):
        if isinstance(event, ContentDelta):
            received.append(event.text)
            if len(received) == 5:
                cancelled_at = time.monotonic()
                cancel.set()
        else:
            terminal = event
    assert isinstance(terminal, ReplyFinished)
    assert terminal.cancelled
    assert terminal.finish_reason is None
    assert time.monotonic() - cancelled_at < 1.0
    assert terminal.text == "".join(received)
    assert len(received) >= 5
    # Closing the connection made the server drop the task.
    assert wait_until_idle(server, timeout_s=10.0)


@pytest.fixture
def paced_client(server: RawServer) -> Iterator[ChatClient]:
    with ChatClient(
        server.base_url, server.api_key, read_interval_s=PACED_READ_INTERVAL_S
    ) as chat:
        yield chat


@pytest.fixture
def socket_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The size of each socket read a paced client makes (httpcore's own streams)."""
    reads: list[int] = []

    class CountingBackend(httpcore.SyncBackend):
        def connect_tcp(self, *args: Any, **kwargs: Any) -> httpcore.NetworkStream:
            stream = super().connect_tcp(*args, **kwargs)
            read = stream.read

            def counted(max_bytes: int, timeout: float | None = None) -> bytes:
                data = read(max_bytes, timeout)
                reads.append(len(data))
                return data

            stream.read = counted  # type: ignore[method-assign]
            return stream

    monkeypatch.setattr(paced_reads, "SyncBackend", CountingBackend)
    return reads


@pytest.mark.server
def test_a_paced_client_reads_the_same_answer_a_few_times_a_second(
    socket_reads: list[int], client: ChatClient, paced_client: ChatClient
) -> None:
    # (socket_reads first: the paced client's backend is made with the counting one.)
    request = ChatRequest(STORY_REQUEST, SamplingOptions(temperature=0.0, seed=7, max_tokens=96))
    plain = list(client.stream(request))[-1]
    began = time.monotonic()
    events = list(paced_client.stream(request))
    seconds = time.monotonic() - began
    deltas, finished = split(events)
    assert isinstance(plain, ReplyFinished) and isinstance(finished, ReplyFinished)
    assert finished.finish_reason == "length" and finished.text == plain.text
    # Still a delta per token (tool calls and the context meter count them)...
    assert finished.usage is not None and len(deltas) >= 0.8 * finished.usage.completion_tokens
    # ...from a read per interval at most, besides the prompt's (headers, first token).
    # Read as they come, ~100 tokens take ~100 reads.
    assert 0 < len(socket_reads) <= seconds / PACED_READ_INTERVAL_S + 4
    assert finished.ttft_ms is not None and finished.ttft_ms > 0


@pytest.mark.server
def test_a_paced_client_reads_the_end_when_the_server_hangs_up(server: RawServer) -> None:
    # Paced every 3 s: read then, the end of a short answer would come seconds late.
    # The server closes the connection once all is sent, and that ends the wait.
    request = ChatRequest(STORY_REQUEST, SamplingOptions(temperature=0.0, max_tokens=24))
    with ChatClient(server.base_url, server.api_key, read_interval_s=3.0) as slow_paced:
        began = time.monotonic()
        finished = list(slow_paced.stream(request))[-1]
        seconds = time.monotonic() - began
    assert isinstance(finished, ReplyFinished) and finished.finish_reason == "length"
    assert finished.usage is not None and finished.usage.completion_tokens == 24
    assert seconds < 2.0


@pytest.mark.server
def test_cancel_stops_a_paced_read_as_fast(server: RawServer, paced_client: ChatClient) -> None:
    cancel = threading.Event()
    received: list[str] = []
    cancelled_at = 0.0
    request = ChatRequest(STORY_REQUEST, SamplingOptions(temperature=0.0, max_tokens=1500))
    for event in paced_client.stream(request, cancel=cancel):
        if isinstance(event, ContentDelta):
            received.append(event.text)
            if len(received) == 20:
                cancelled_at = time.monotonic()
                cancel.set()
        elif isinstance(event, ReplyFinished | ReplyFailed):
            assert isinstance(event, ReplyFinished) and event.cancelled
            assert event.text.startswith("".join(received[:20]))
    assert time.monotonic() - cancelled_at < 1.0
    assert wait_until_idle(server, timeout_s=10.0)


@pytest.mark.server
def test_abandoning_the_stream_frees_the_server(server: RawServer, client: ChatClient) -> None:
    request = ChatRequest(STORY_REQUEST, SamplingOptions(temperature=0.0, max_tokens=1500))
    stream = client.stream(request)
    deltas = (event for event in stream if not isinstance(event, ContextFilled))
    for received, event in enumerate(deltas, start=1):
        assert isinstance(event, ContentDelta)
        if received == 3:
            break
    stream.close()
    assert wait_until_idle(server, timeout_s=10.0)


@pytest.mark.server
def test_cancel_while_the_prompt_is_processed(server: RawServer, client: ChatClient) -> None:
    # About 900 prompt tokens: seconds of prompt processing on two CPU threads,
    # during which llama-server sends nothing at all.
    long_prompt = (ChatMessage("user", "Summarise: " + "the quiet river flows " * 180),)
    cancel = threading.Event()
    cancelled_at: list[float] = []

    def cancel_once_busy() -> None:
        wait_until_processing(server, timeout_s=10.0)
        cancelled_at.append(time.monotonic())
        cancel.set()

    cancels_before = server.log_text().count("cancel task")
    canceller = threading.Thread(target=cancel_once_busy)
    canceller.start()
    events = list(client.stream(ChatRequest(long_prompt, GREEDY), cancel=cancel))
    returned_at = time.monotonic()
    canceller.join()

    deltas, finished = split(events)
    assert deltas == []
    assert isinstance(finished, ReplyFinished)
    assert finished.cancelled
    assert finished.ttft_ms is None
    assert cancelled_at and returned_at - cancelled_at[0] < 1.0
    # The closed connection told the server the reply is no longer wanted: it
    # cancels the task (and frees the slot after the batch in progress).
    assert wait_until_idle(server, timeout_s=30.0)
    assert server.log_text().count("cancel task") > cancels_before


@pytest.mark.server
def test_a_cancel_set_before_sending_sends_nothing(client: ChatClient) -> None:
    cancel = threading.Event()
    cancel.set()
    events = list(client.stream(ChatRequest(CAPITAL_QUESTION, GREEDY), cancel=cancel))
    assert len(events) == 1
    assert isinstance(events[0], ReplyFinished) and events[0].cancelled


@pytest.mark.server
def test_wall_limit_stops_a_long_reply(client: ChatClient) -> None:
    options = SamplingOptions(temperature=0.0, max_tokens=1800)
    events = list(client.stream(ChatRequest(STORY_REQUEST, options, wall_limit_s=1.0)))
    deltas, finished = split(events)
    assert isinstance(finished, ReplyFinished)
    assert finished.finish_reason == "time_limit"
    assert not finished.cancelled
    assert finished.text == content_of(deltas)


@pytest.mark.server
def test_server_killed_mid_answer_fails_fast_and_keeps_the_text(
    llama_server_path: Path, starter_model_path: Path, tmp_path: Path
) -> None:
    with (
        start_raw_server(llama_server_path, starter_model_path, tmp_path, context=1024) as doomed,
        ChatClient(doomed.base_url, doomed.api_key) as chat,
    ):
        received: list[str] = []
        terminal: ChatEvent | None = None
        killed_at = 0.0
        options = SamplingOptions(temperature=0.0, max_tokens=800)
        for event in chat.stream(ChatRequest(STORY_REQUEST, options)):
            if isinstance(event, ContentDelta):
                received.append(event.text)
                if len(received) == 5:
                    killed_at = time.monotonic()
                    doomed.process.kill()
            else:
                terminal = event
        failed_after = time.monotonic() - killed_at
    assert isinstance(terminal, ReplyFailed)
    assert failed_after < 1.0
    assert terminal.partial_text == "".join(received)
    assert len(received) >= 5
    assert "stopped while answering" in terminal.message
    assert terminal.kind is FailureKind.SERVER_GONE


def test_no_server_listening_is_a_plain_failure() -> None:
    with ChatClient(f"http://127.0.0.1:{free_port()}", "key", connect_timeout=2.0) as chat:
        events = list(chat.stream(ChatRequest(CAPITAL_QUESTION)))
    assert len(events) == 1
    assert isinstance(events[0], ReplyFailed)
    assert events[0].message.startswith("Can't reach the model server")
    assert events[0].kind is FailureKind.SERVER_GONE


@pytest.mark.server
def test_wrong_api_key_is_a_plain_failure(server: RawServer) -> None:
    with ChatClient(server.base_url, "not-the-key") as chat:
        events = list(chat.stream(ChatRequest(CAPITAL_QUESTION, GREEDY)))
    assert len(events) == 1
    failed = events[0]
    assert isinstance(failed, ReplyFailed)
    assert "refused the app's key" in failed.message
    assert failed.details == "Invalid API Key"
    assert failed.kind is FailureKind.KEY_REFUSED


@pytest.mark.server
def test_prompt_longer_than_the_context_names_its_size(client: ChatClient) -> None:
    too_long = (ChatMessage("user", "the quiet river flows " * 700),)
    events = list(client.stream(ChatRequest(too_long, GREEDY)))
    assert len(events) == 1
    failed = events[0]
    assert isinstance(failed, ReplyFailed)
    assert failed.message.startswith(
        f"This conversation is longer than the model's context ({CONTEXT} tokens)"
    )
    assert failed.kind is FailureKind.CONTEXT_OVERFLOW


@pytest.mark.server
def test_picture_to_a_model_without_vision_is_a_plain_failure(
    client: ChatClient, tmp_path: Path
) -> None:
    picture = tiny_png(tmp_path / "dot.png")
    message = ChatMessage("user", "What is in this picture?", images=(picture,))
    events = list(client.stream(ChatRequest((message,), GREEDY)))
    assert len(events) == 1
    failed = events[0]
    assert isinstance(failed, ReplyFailed)
    assert failed.message.startswith("This model can't read pictures")
    assert failed.kind is FailureKind.UNSUPPORTED_INPUT


def test_unreadable_picture_fails_before_sending(tmp_path: Path) -> None:
    # Nothing listens on this port: a failure about the picture proves nothing was sent.
    with ChatClient(f"http://127.0.0.1:{free_port()}", "key") as chat:
        missing = ChatMessage("user", "Look", images=(tmp_path / "gone.png",))
        not_a_picture = ChatMessage("user", "Look", images=(tmp_path / "notes.txt",))
        (tmp_path / "notes.txt").write_text("hello", encoding="utf-8")
        missing_events = list(chat.stream(ChatRequest((missing,))))
        wrong_type_events = list(chat.stream(ChatRequest((not_a_picture,))))
    assert len(missing_events) == 1 and isinstance(missing_events[0], ReplyFailed)
    assert missing_events[0].message.startswith("Couldn't read the picture gone.png")
    assert len(wrong_type_events) == 1 and isinstance(wrong_type_events[0], ReplyFailed)
    assert wrong_type_events[0].message.startswith("notes.txt is not a picture")
    assert {missing_events[0].kind, wrong_type_events[0].kind} == {FailureKind.BAD_ATTACHMENT}


def test_picture_becomes_an_image_url_part(tmp_path: Path) -> None:
    picture = tiny_png(tmp_path / "dot.PNG")
    with ChatClient("http://127.0.0.1:1", "key") as chat:
        message = ChatMessage("user", "Describe", images=(picture,))
        body = chat.request_body(ChatRequest((message,)))
    messages = body["messages"]
    assert isinstance(messages, list)
    parts = messages[0]["content"]
    assert parts[0] == {"type": "text", "text": "Describe"}
    assert parts[1]["type"] == "image_url"
    assert parts[1]["image_url"]["url"].startswith("data:image/png;base64,iVBORw0KGgo")


def test_final_text_falls_back_to_the_reasoning() -> None:
    assert final_text("Paris.", "thinking about France") == "Paris."
    assert final_text("  \n", " The answer is Paris. ") == "The answer is Paris."
    assert final_text("", "") == ""


@pytest.mark.server
def test_reasoning_streams_separately_and_can_be_switched_off(
    llama_server_path: Path, starter_model_path: Path, tmp_path: Path
) -> None:
    with (
        start_raw_server(
            llama_server_path,
            starter_model_path,
            tmp_path,
            context=1024,
            extra_args=("--chat-template-file", str(THINKING_TEMPLATE)),
        ) as thinking_server,
        ChatClient(thinking_server.base_url, thinking_server.api_key) as chat,
    ):
        options = SamplingOptions(temperature=0.0, max_tokens=24)
        thinking = list(chat.stream(ChatRequest(CAPITAL_QUESTION, options)))
        no_thinking = {"enable_thinking": False}
        plain = list(
            chat.stream(ChatRequest(CAPITAL_QUESTION, options, chat_template_kwargs=no_thinking))
        )

    deltas, finished = split(thinking)
    assert isinstance(finished, ReplyFinished)
    # The small model never closes its <think> block: the reply is only reasoning,
    # and that reasoning is what the UI shows as the answer.
    assert deltas and all(isinstance(e, ReasoningDelta) for e in deltas)
    assert finished.text == ""
    assert finished.reasoning == "".join(e.text for e in deltas if isinstance(e, ReasoningDelta))
    assert finished.answer == finished.reasoning.strip() != ""
    assert finished.ttft_ms is not None

    plain_deltas, plain_finished = split(plain)
    assert isinstance(plain_finished, ReplyFinished)
    assert plain_deltas and all(isinstance(e, ContentDelta) for e in plain_deltas)
    assert plain_finished.reasoning == ""
    assert plain_finished.answer == plain_finished.text != ""
