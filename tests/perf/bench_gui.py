"""The desktop window's own costs, each against its baseline in the same run.

- ``gui_stall``: the event loop's longest stall while a 20,000-token answer streams in
  as fast as a worker thread can push it (through the real batcher, store and widget).
  The worker shares the interpreter with the window: while it still runs, each turn of
  the window's loop takes longer. Its cost per delta is what the figure mostly says
  (2026-11-29, 2 cores: 4.0 µs per delta, 17 ms; 3.1 µs, 11 ms; 2.3 µs, 6.8 ms, the
  worker then done before the window's first batch; deltas pushed 100 at a time, 7.4).
- ``gui_render_cost``: what appending a token costs when the answer already holds
  20,000 tokens against when it holds 2,000.
- ``gui_startup``: launch to first paint, our window against a bare ``QMainWindow``;
  and launch to the first paint of the page on show, built, against the same.
- ``gui_startup_translated``: the same with a translation loaded (German, Arabic,
  Japanese where complete) against English.
- ``gui_idle_memory``: resident memory of the idle window against a bare one.
- ``gui_tokens_per_second``: the pace at which a real answer's text reaches the chat
  view (real server, starter model, through the app's backend and its screen batching)
  against a bare httpx read of the same request's SSE from the same server, in
  back-to-back pairs; and the tokens/s figure the view prints against the server's own.

Everything runs offscreen in throwaway app folders; nothing touches the real home.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import httpx
from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop, Qt, QTimer, SignalInstance
from PySide6.QtWidgets import QApplication, QWidget

from desktop.bootstrap import translations
from desktop.core import paths
from desktop.core.chat.chat_backend import ChatRequest
from desktop.core.chat.client import ChatClient
from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import (
    ChatEvent,
    ChatMessage,
    ContentDelta,
    ReplyFinished,
    SamplingOptions,
)
from desktop.core.chat.turns import ChatSettings, SendMessage, TurnFinished
from desktop.core.models.load_choice import LoadRequest
from desktop.core.models.starter_model import find_starter_model
from desktop.core.paths import SERVER_PATH_ENV
from desktop.core.runtime.discovery import find_runtime
from desktop.core.settings import SettingsStore
from desktop.gui.chat.message_view import MessageWidget
from desktop.gui.shell.app import configure_application
from desktop.gui.shell.main_window import PAGES, MainWindow
from desktop.gui.shell.theme import apply_theme
from tests.perf.interleaved import interleaved_medians
from tests.support.environment import changed_environment

REPO_ROOT = Path(__file__).resolve().parents[2]
STREAM_TOKENS = 20_000
SMALL_TOKENS = 2_000
# Tokens per append when measuring render cost: what the batcher hands out at ~400 tok/s.
BATCH_TOKENS = 10
MEASURED_TOKENS = 1_000
TICK_MS = 2
POLL_MS = 5
WAKE_POLL_MS = 200
ROUNDS = 3
IDLE_MS = 2000
WAIT_S = 120.0
WORDS = (
    "the",
    "dragon",
    "knight",
    "castle",
    "river",
    "and",
    "of",
    "a",
    "slowly",
    "towards",
    "mountain",
    "**bold**",
    "`code`",
    "fire,",
    "night.",
)


def synthetic_tokens(count: int, seed: int = 7) -> list[str]:
    """Word-sized tokens with a paragraph break now and then, like a long answer."""
    rng = random.Random(seed)
    tokens = [" " + rng.choice(WORDS) for _ in range(count)]
    for index in range(60, count, 60):
        tokens[index] = "\n\n" + tokens[index].lstrip()
    return tokens


@contextmanager
def isolated_app_dirs() -> Iterator[dict[str, str]]:
    """App folders in a temporary directory for this process and its children."""
    names = (paths.DATA_DIR_ENV, paths.CONFIG_DIR_ENV, paths.CACHE_DIR_ENV)
    with tempfile.TemporaryDirectory(prefix="llamadesk-bench-") as root:
        folders = {name: str(Path(root) / sub) for name, sub in
                   zip(names, ("data", "config", "cache"), strict=True)}
        with changed_environment(folders):
            yield dict(os.environ)


def application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([sys.argv[0]])
    configure_application(app)
    return app


def wait_until(
    condition: Callable[[], bool],
    what: str,
    timeout_s: float = WAIT_S,
    *,
    wake: SignalInstance | None = None,
) -> None:
    """Run the real event loop until ``condition`` holds: checked every few ms, or, with
    ``wake``, whenever that signal fires (and rarely otherwise), so that waiting costs
    the process no CPU the measurement would see."""
    if condition():
        return
    loop = QEventLoop()
    timed_out: list[bool] = []

    def check(*_args: object) -> None:
        if condition():
            loop.quit()

    def give_up() -> None:
        timed_out.append(True)
        loop.quit()

    poll = QTimer()
    poll.setInterval(POLL_MS if wake is None else WAKE_POLL_MS)
    poll.timeout.connect(check)
    if wake is not None:
        wake.connect(check, Qt.ConnectionType.QueuedConnection)
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(give_up)
    poll.start()
    deadline.start(int(timeout_s * 1000))
    try:
        loop.exec()
    finally:
        poll.stop()
        deadline.stop()
        if wake is not None:
            wake.disconnect(check)
    if timed_out and not condition():
        raise RuntimeError(f"timed out waiting for {what}")


@contextmanager
def main_window() -> Iterator[MainWindow]:
    """The main window built as ``run_gui`` builds it, shown on the Chat page."""
    app = application()
    store = SettingsStore()
    # No model loading as the window opens (the app's first start loads the starter):
    # its load would take the cores from what is measured, and a benchmark that loads a
    # model itself would answer while that load replaced its own.
    settings = replace(store.load(), load_last_model_at_start=False)
    apply_theme(app, settings.theme)
    window = MainWindow.with_new_services(store, settings)
    try:
        window.show()
        window.show_page("Chat")
        wait_until(window.isVisible, "the window to show")
        # Startup is over (its own figure is gui_startup): the pages, built one per turn
        # after the first paint, would otherwise be built inside the measured stream.
        wait_until(lambda: pages_built(window), "every page to be built")
        # And what the pages look up once built (the library's scan, the Load page's
        # preview: GGUF headers read in Python, which hold the interpreter's lock).
        wait_until(lambda: window.services.probes.pending() == 0, "the pages' first lookups")
        yield window
    finally:
        window.shutdown()
        window.close()
        window.deleteLater()
        QCoreApplication.processEvents()


def pages_built(window: MainWindow) -> bool:
    """Every page made (a page still to come is a bare placeholder widget)."""
    return all(type(window.pages.widget(index)) is not QWidget for index in range(len(PAGES)))


class SyntheticBackend:
    """Streams the given tokens as fast as it can once ``go`` is set (a stop ends it)."""

    def __init__(self, tokens: Sequence[str] = ()) -> None:
        self.tokens = tokens
        self.go = threading.Event()

    def stream(
        self, request: ChatRequest, *, cancel: threading.Event | None = None
    ) -> Iterator[ChatEvent]:
        while not self.go.wait(0.01):
            if cancel is not None and cancel.is_set():
                yield ReplyFinished(None, None, None, None, None, cancelled=True)
                return
        for token in self.tokens:
            yield ContentDelta(token)
        yield ReplyFinished("stop", None, None, None, None, False, text="".join(self.tokens))


def begin_reply(window: MainWindow, backend: SyntheticBackend) -> None:
    """A stored conversation with an answer being written, shown as the app shows it:
    the chat session runs as it does for a model, with ``backend`` in its place."""
    chat = window.chat_view
    controller = window.services.controller
    controller.worker.host.session.backend = backend
    settings = ChatSettings("", SamplingOptions())
    controller.send(SendMessage(None, "Write a long story.", (), settings, "Benchmark"))
    wait_until(lambda: chat._streaming_widget is not None, "the reply's widget")
    settle()


def settle(seconds: float = 0.3) -> None:
    """Let the event loop lay out and paint what was just shown. A new chat's first
    layout and paint (about 80 ms offscreen here) is the page switch, not the stream:
    without this it lands inside the stall measured while streaming."""
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()


def streaming_widget(window: MainWindow) -> MessageWidget:
    widget = window.chat_view._streaming_widget
    if widget is None:
        raise RuntimeError("no answer is being streamed")
    return widget


class StallMeter:
    """A fast timer on the GUI thread; the longest gap between its ticks is the stall."""

    def __init__(self) -> None:
        self._clock = QElapsedTimer()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._last_ms = 0.0
        self.max_gap_ms = 0.0

    def start(self) -> None:
        self._clock.start()
        self._last_ms = self._clock.nsecsElapsed() / 1e6
        self.max_gap_ms = 0.0
        self._timer.start()

    def take(self) -> float:
        """The longest gap so far (including the one up to now), then start afresh."""
        self._tick()
        gap = self.max_gap_ms
        self.max_gap_ms = 0.0
        return gap

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = self._clock.nsecsElapsed() / 1e6
        self.max_gap_ms = max(self.max_gap_ms, now - self._last_ms)
        self._last_ms = now


@dataclass
class StallRun:
    streaming_ms: float
    finishing_ms: float
    seconds: float


def _stream_once(window: MainWindow, tokens: list[str]) -> StallRun:
    backend = SyntheticBackend(tokens)
    begin_reply(window, backend)
    controller = window.services.controller
    widget = streaming_widget(window)
    expected = "".join(tokens)
    shown: list[float] = []
    ended: list[float] = []
    meter = StallMeter()

    def on_token(_text: str) -> None:
        # Connected after the chat view's slot: the widget already holds this batch.
        if not shown and len(widget.content()) == len(expected):
            shown.append(time.perf_counter())
            streaming.append(meter.take())

    streaming: list[float] = []
    controller.token_received.connect(on_token)
    controller.reply_finished.connect(lambda _result: ended.append(time.perf_counter()))

    meter.start()
    began = time.perf_counter()
    # What a model does, minus the HTTP: as fast as it can.
    backend.go.set()
    try:
        wait_until(lambda: bool(ended), "the answer to finish")
        # One more turn of the loop after the Markdown render, so its stall is counted.
        QCoreApplication.processEvents()
        finishing_ms = meter.take()
    finally:
        meter.stop()
        controller.token_received.disconnect(on_token)
    if not shown:
        raise RuntimeError("the whole answer was never shown while streaming")
    return StallRun(streaming[0], finishing_ms, shown[0] - began)


def gui_stall() -> list[str]:
    """Longest event-loop stall while 20,000 tokens stream into the chat view."""
    tokens = synthetic_tokens(STREAM_TOKENS)
    with isolated_app_dirs(), main_window() as window:
        runs = [_stream_once(window, tokens) for _ in range(ROUNDS)]
    streaming = statistics.median(run.streaming_ms for run in runs)
    finishing = statistics.median(run.finishing_ms for run in runs)
    seconds = statistics.median(run.seconds for run in runs)
    return [
        f"gui_event_loop_max_stall_ms: {streaming:.1f} (target <= 16, one 60 Hz frame)",
        f"gui_stream_shown_tokens_per_second: {STREAM_TOKENS / seconds:.0f} "
        f"({STREAM_TOKENS} tokens shown in {seconds:.2f} s, median of {ROUNDS})",
        f"gui_finish_render_stall_ms: {finishing:.1f} "
        f"(Markdown render of the complete {STREAM_TOKENS}-token answer, target <= 50)",
    ]


def _append_cost_us(widget: MessageWidget, tokens: list[str]) -> float:
    """Microseconds per token to append ``tokens`` batch by batch, each painted."""
    batches = [
        "".join(tokens[start : start + BATCH_TOKENS])
        for start in range(0, len(tokens), BATCH_TOKENS)
    ]
    QCoreApplication.processEvents()
    began = time.perf_counter()
    for batch in batches:
        widget.append_content(batch)
        # Layout, follow-scroll and paint, as the event loop does between batches.
        QCoreApplication.processEvents()
    return (time.perf_counter() - began) * 1e6 / len(tokens)


def _fill(widget: MessageWidget, tokens: list[str]) -> None:
    for start in range(0, len(tokens), 200):
        widget.append_content("".join(tokens[start : start + 200]))
        QCoreApplication.processEvents()


def gui_render_cost() -> list[str]:
    """Per-token append cost at 20,000 tokens against at 2,000."""
    tokens = synthetic_tokens(STREAM_TOKENS + MEASURED_TOKENS)
    measured = tokens[:MEASURED_TOKENS]
    small: list[float] = []
    large: list[float] = []
    with isolated_app_dirs(), main_window() as window:
        begin_reply(window, SyntheticBackend())
        widget = streaming_widget(window)
        for _ in range(ROUNDS):
            widget.begin_streaming()
            _fill(widget, tokens[:SMALL_TOKENS])
            small.append(_append_cost_us(widget, measured))
            _fill(widget, tokens[SMALL_TOKENS + MEASURED_TOKENS : STREAM_TOKENS])
            large.append(_append_cost_us(widget, measured))
    small_us = statistics.median(small)
    large_us = statistics.median(large)
    return [
        f"gui_render_cost_ratio_20k_vs_2k: {large_us / small_us:.2f} "
        f"({large_us:.1f} us/token vs {small_us:.1f} us/token, target <= 1.5)"
    ]


# -- separate processes: launch time and idle memory ---------------------------------

# The watcher sits on the window itself: an application-wide Python event filter makes
# PySide wrap every object that gets an event, and for our window (animations, scroll
# areas) that loads ~190 lazy enum types the app itself never touches before its first
# paint: ~40 ms charged to the measurement, not to the app.
_CHILD_COMMON = """
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

import httpx

class FirstPaint(QObject):
    def __init__(self, on_paint):
        super().__init__()
        self.on_paint = on_paint

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and self.on_paint is not None:
            on_paint, self.on_paint = self.on_paint, None
            on_paint()
        return False

def report_memory():
    import psutil
    print("rss", psutil.Process().memory_info().rss, flush=True)
    app.quit()

def painted():
    if os.environ.get("LLAMADESK_BENCH_EXIT_AT"):  # counting instructions: up to here
        os._exit(0)
    print("painted", flush=True)
    print("page", flush=True)
    if sys.argv[1] == "memory":
        QTimer.singleShot(IDLE_MS, report_memory)
    else:
        QTimer.singleShot(0, app.quit)
"""

_CHILD_OURS = """
from desktop.core.settings import SettingsStore
from desktop.gui.shell.app import collect_after_pages, configure_application
from desktop.gui.shell.main_window import PAGES, MainWindow
from desktop.gui.shell.theme import apply_theme, qt_arguments

app = QApplication(qt_arguments(sys.argv[0], []))
configure_application(app)
store = SettingsStore()
settings = store.load()
# As the app does before any widget; English unless a benchmark asks for a language
# (its .qm built into LLAMADESK_BENCH_TRANSLATIONS).
from pathlib import Path
from desktop.gui.shell import language
language.install_language(
    app,
    os.environ.get("LLAMADESK_BENCH_LANGUAGE", language.ENGLISH),
    Path(os.environ.get("LLAMADESK_BENCH_TRANSLATIONS", ".")),
)
apply_theme(app, settings.theme)
window = MainWindow.with_new_services(store, settings, first_page="Chat")  # as the app opens
collect_after_pages(window)
app.aboutToQuit.connect(window.shutdown)

def all_pages_built():
    return all(not type(window.pages.widget(i)).__name__ == "QWidget" for i in range(len(PAGES)))

def page_painted():
    if os.environ.get("LLAMADESK_BENCH_EXIT_AT") == "page":
        os._exit(0)
    # The page on show has its own content on screen: what a person can use.
    print("page", flush=True)
    if sys.argv[1] == "memory":
        wait_for_pages()
    else:
        QTimer.singleShot(0, app.quit)

def wait_for_pages():
    # Idle means every page built, not a shell with its pages still to come.
    if all_pages_built():
        QTimer.singleShot(IDLE_MS, report_memory)
    else:
        QTimer.singleShot(50, wait_for_pages)

def watch_page():
    page = getattr(window.pages.currentWidget(), "page", window.pages.currentWidget())
    if type(page).__name__ == "QWidget":  # the placeholder: not built yet
        QTimer.singleShot(1, watch_page)
        return
    page.installEventFilter(page_watcher)
    page.update()

page_watcher = FirstPaint(page_painted)

def shell_painted():
    if os.environ.get("LLAMADESK_BENCH_EXIT_AT") == "shell":
        os._exit(0)
    print("painted", flush=True)
    watch_page()

watcher = FirstPaint(shell_painted)
window.installEventFilter(watcher)
window.show()
app.exec()
window.shutdown()
"""

_CHILD_BARE = """
from PySide6.QtWidgets import QMainWindow

app = QApplication([sys.argv[0]])
window = QMainWindow()
window.setWindowTitle("Bare")
window.resize(1100, 720)
watcher = FirstPaint(painted)
window.installEventFilter(watcher)
window.show()
app.exec()
"""


@dataclass
class ChildRun:
    painted_ms: float  # the window's first paint
    page_ms: float  # the first paint of the page on show, built
    rss_bytes: int | None


def _run_child(body: str, mode: str, env: dict[str, str]) -> ChildRun:
    script = (_CHILD_COMMON + body).replace("IDLE_MS", str(IDLE_MS))
    began = time.perf_counter()
    with subprocess.Popen(
        [sys.executable, "-c", script, mode],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as child:
        try:
            assert child.stdout is not None
            painted_ms: float | None = None
            page_ms: float | None = None
            rss: int | None = None
            for line in child.stdout:
                if line.strip() == "painted" and painted_ms is None:
                    painted_ms = (time.perf_counter() - began) * 1000.0
                elif line.strip() == "page" and page_ms is None:
                    page_ms = (time.perf_counter() - began) * 1000.0
                elif line.startswith("rss "):
                    rss = int(line.split()[1])
            _out, errors = child.communicate(timeout=WAIT_S)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
    if painted_ms is None or page_ms is None or child.returncode != 0:
        raise RuntimeError(f"the {mode} child failed ({child.returncode}): {errors[-2000:]}")
    return ChildRun(painted_ms, page_ms, rss)


def gui_startup() -> list[str]:
    """Launch to first paint, our app against a bare window; interleaved, medians. And
    launch to the first paint of the page on show with its content, against the same."""
    ours: list[ChildRun] = []
    bare: list[float] = []
    with isolated_app_dirs() as env:
        env["QT_QPA_PLATFORM"] = os.environ["QT_QPA_PLATFORM"]
        # Compiled modules, as an installed app has them (the installer's and pip's
        # bytecode): without them (PYTHONDONTWRITEBYTECODE, set on some machines) every
        # launch compiled the app's sources first, ~0.2 s no user waits for.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(env[paths.CACHE_DIR_ENV]) / "bytecode")
        # Warm-up (not measured): fills the OS file cache and the bytecode for both.
        _run_child(_CHILD_OURS, "startup", env)
        _run_child(_CHILD_BARE, "startup", env)
        for _ in range(ROUNDS):
            ours.append(_run_child(_CHILD_OURS, "startup", env))
            bare.append(_run_child(_CHILD_BARE, "startup", env).painted_ms)
    window_ms = statistics.median(run.painted_ms for run in ours)
    page_ms = statistics.median(run.page_ms for run in ours)
    bare_ms = statistics.median(bare)
    return [
        f"gui_startup_ratio: {window_ms / bare_ms:.2f} "
        f"(ours {window_ms:.0f} ms vs bare {bare_ms:.0f} ms, target <= 1.3)",
        f"gui_startup_page_ratio: {page_ms / bare_ms:.2f} (target <= 2.0; the first page's "
        "own content "
        f"painted: ours {page_ms:.0f} ms vs the bare window {bare_ms:.0f} ms)",
    ]


# Languages whose words run longest (German), whose window is mirrored (Arabic) and
# whose letters come from another font (Japanese), where complete.
STARTUP_LANGUAGES = ("de", "ar", "ja")


def gui_startup_translated() -> list[str]:
    """Launch to first paint and to the page's own content with a translation loaded
    (its .qm built as the app's are, Qt's own words too), against English; interleaved,
    medians."""
    lines: list[str] = []
    with isolated_app_dirs() as env, tempfile.TemporaryDirectory() as built:
        env["QT_QPA_PLATFORM"] = os.environ["QT_QPA_PLATFORM"]
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(env[paths.CACHE_DIR_ENV]) / "bytecode")
        env["LLAMADESK_BENCH_TRANSLATIONS"] = built
        codes = [code for code in STARTUP_LANGUAGES if code in translations.started_languages()]
        for code in codes:
            shutil.copy(translations.ts_path(code), built)
        released, _lacking = translations.release(Path(built))
        english = dict(env)
        for code in codes:
            if Path(built) / f"llamadesk_{code}.qm" not in released:
                lines.append(f"gui_startup_{code}_ratio: not measured (translation incomplete)")
                continue
            spoken = {**env, "LLAMADESK_BENCH_LANGUAGE": code}
            _run_child(_CHILD_OURS, "startup", spoken)  # warm-up: file cache, bytecode
            _run_child(_CHILD_OURS, "startup", english)
            runs: dict[str, list[ChildRun]] = {"en": [], code: []}
            for _ in range(ROUNDS * 2):
                runs["en"].append(_run_child(_CHILD_OURS, "startup", english))
                runs[code].append(_run_child(_CHILD_OURS, "startup", spoken))
            window = {key: statistics.median(run.painted_ms for run in value)
                      for key, value in runs.items()}  # fmt: skip
            page = {key: statistics.median(run.page_ms for run in value)
                    for key, value in runs.items()}  # fmt: skip
            lines.append(
                f"gui_startup_{code}_ratio: {window[code] / window['en']:.2f} (target <= 1.05; "
                f"first paint in {code} {window[code]:.0f} ms vs English {window['en']:.0f} ms; "
                f"the page's own content {page[code]:.0f} ms vs {page['en']:.0f} ms, "
                f"{page[code] / page['en']:.2f})"
            )
    return lines


def gui_idle_memory() -> list[str]:
    """Resident memory ~2 s after every page was built, no model loaded, against a bare
    window."""
    with isolated_app_dirs() as env:
        env["QT_QPA_PLATFORM"] = os.environ["QT_QPA_PLATFORM"]
        ours = _run_child(_CHILD_OURS, "memory", env).rss_bytes
        bare = _run_child(_CHILD_BARE, "memory", env).rss_bytes
    if ours is None or bare is None:
        raise RuntimeError("a child did not report its memory")
    mib = 1024 * 1024
    return [
        f"gui_idle_rss_mb: {ours / mib:.0f} (bare PySide6 window {bare / mib:.0f} MB, "
        "target <= 200)"
    ]


# -- a real answer: the speed shown against a bare read of the same stream -----------

# Long enough (1.5-3 s on a 2-core machine) that one screen batch (33 ms) of lag in
# when the first piece is shown weighs little against the measured span.
ANSWER_TOKENS = 256
ANSWER_CONTEXT = 2048
# The server's speed wanders by a few percent from answer to answer on a small machine;
# interleaved rounds, compared pair by pair, keep that drift out of the ratio.
SPEED_ROUNDS = 9
SYSTEM_PROMPT = "You are a helpful assistant."
PROMPT = "Write a long story about a dragon and a knight."
_SHOWN_SPEED = re.compile(r"([0-9]+(?:\.[0-9]+)?) tokens/s")


@dataclass
class Arrivals:
    """When each piece of an answer's text arrived, and how long it was."""

    times: list[float]
    pieces: list[str]

    def add(self, text: str) -> None:
        if text:
            self.times.append(time.perf_counter())
            self.pieces.append(text)

    def text(self) -> str:
        return "".join(self.pieces)

    def characters_per_second(self) -> float:
        """The pace from the first piece to the last: what a reader sees move.

        Characters, not tokens: both sides carry the same text (same request, greedy),
        so their ratio is the token ratio, and the screen's batches hold many tokens.
        """
        if len(self.times) < 2 or self.times[-1] <= self.times[0]:
            raise RuntimeError("too little text arrived to measure a pace")
        return sum(map(len, self.pieces[1:])) / (self.times[-1] - self.times[0])


@dataclass
class ShownAnswer:
    pace: float  # characters a second, as the chat view received them
    figure: float  # the tokens/s figure the view prints under the answer
    text: str


def ask_in_view(window: MainWindow) -> TurnFinished:
    """Ask the benchmark's question through the chat view as a person would, in a new
    chat; returns once the answer has ended."""
    chat = window.chat_view
    controller = window.services.controller
    finished: list[TurnFinished] = []
    failed: list[object] = []
    controller.reply_finished.connect(finished.append)
    controller.reply_failed.connect(failed.append)
    try:
        chat.new_chat()
        chat.system_prompt.setText(SYSTEM_PROMPT)
        chat.temperature.setValue(0.0)
        chat.max_tokens.setValue(ANSWER_TOKENS)
        chat.input.setPlainText(PROMPT)
        chat.send()
        # Woken by the answer's end, not polled: a 5 ms poll would cost this process CPU
        # the server then misses, charged to the chat view.
        wait_until(
            lambda: (bool(finished) or bool(failed)) and not controller.generating,
            "the answer",
            wake=controller.reply_finished,
        )
    finally:
        controller.reply_finished.disconnect(finished.append)
        controller.reply_failed.disconnect(failed.append)
    if not finished:
        raise RuntimeError(f"the answer failed: {failed}")
    return finished[-1]


def _shown_answer(window: MainWindow) -> ShownAnswer:
    """Ask through the chat view; time the text as it reaches the view (the same
    signal, on the GUI thread, that appends it to the page)."""
    controller = window.services.controller
    arrivals = Arrivals([], [])
    controller.token_received.connect(arrivals.add)
    try:
        ask_in_view(window)
        # The figures line is set by the view's own slot; give it the loop's next turn.
        wait_until(lambda: bool(_figures_lines(window)), "the answer's figures")
    finally:
        controller.token_received.disconnect(arrivals.add)
    match = _SHOWN_SPEED.search(_figures_lines(window)[-1])
    if match is None:
        raise RuntimeError(f"no speed in the figures line: {_figures_lines(window)[-1]!r}")
    return ShownAnswer(arrivals.characters_per_second(), float(match.group(1)), arrivals.text())


def _figures_lines(window: MainWindow) -> list[str]:
    widgets = window.chat_view.findChildren(MessageWidget)
    return [text for widget in widgets if (text := widget.figures_shown())]


@dataclass
class RawAnswer:
    pace: float  # characters a second, as the bare reader received them
    server_speed: float  # the server's own generation timing, tokens/s
    text: str


def _raw_answer(http: httpx.Client, url: str, body: dict[str, object]) -> RawAnswer:
    """The same request read bare with httpx, each content delta timed on arrival."""
    arrivals = Arrivals([], [])
    server_speed: float | None = None
    with http.stream("POST", url, json=body) as response:
        response.raise_for_status()
        for line in response.iter_lines():
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            chunk = json.loads(line[6:])
            timings = chunk.get("timings")
            if isinstance(timings, dict) and timings.get("predicted_per_second"):
                server_speed = float(timings["predicted_per_second"])
            choices = chunk.get("choices")
            if choices:
                arrivals.add(choices[0]["delta"].get("content") or "")
    if server_speed is None:
        raise RuntimeError("the server sent no timings")
    return RawAnswer(arrivals.characters_per_second(), server_speed, arrivals.text())


@dataclass
class LoadedWindow:
    """The window with the starter model loaded, and what a bare reader of its server
    needs: the server's address and key, and the request body the view sends."""

    window: MainWindow
    base_url: str
    api_key: str
    request: ChatRequest
    body: dict[str, object]

    @property
    def url(self) -> str:
        return f"{self.base_url}/v1/chat/completions"

    def bare_client(self) -> httpx.Client:
        return httpx.Client(
            headers={"Authorization": f"Bearer {self.api_key}"}, timeout=None, trust_env=False
        )


@contextmanager
def loaded_window() -> Iterator[LoadedWindow]:
    """The app's window in throwaway folders, the starter model loaded through its
    backend, and one answer already given (the prompt is in the server's cache)."""
    runtime = find_runtime()
    model = find_starter_model()
    if model is None:
        raise RuntimeError("the starter model is not installed")
    saved_path = os.environ.get(SERVER_PATH_ENV)
    os.environ[SERVER_PATH_ENV] = str(runtime.server_path)
    try:
        with isolated_app_dirs(), main_window() as window:
            controller = window.services.controller
            failures: list[object] = []
            controller.load_failed.connect(failures.append)
            controller.load(LoadRequest(model, context=ANSWER_CONTEXT))
            wait_until(
                lambda: controller.loaded_model is not None or bool(failures), "the model to load"
            )
            if controller.loaded_model is None:
                raise RuntimeError(f"the starter model did not load: {failures}")
            server = controller.worker.host._server
            if server is None:
                raise RuntimeError("the backend has no server")
            # Warm-up, not measured; it also sets the view's sampling the bare read copies.
            _shown_answer(window)
            messages = (ChatMessage("system", SYSTEM_PROMPT), ChatMessage("user", PROMPT))
            with ChatClient(server.base_url, server.api_key) as client:
                request = ChatRequest(messages, window.chat_view.sampling.options())
                body = client.request_body(request)
            yield LoadedWindow(window, server.base_url, server.api_key, request, body)
    finally:
        if saved_path is None:
            os.environ.pop(SERVER_PATH_ENV, None)
        else:
            os.environ[SERVER_PATH_ENV] = saved_path


def gui_tokens_per_second() -> list[str]:
    """The pace at which an answer reaches the chat view against a bare httpx read of
    the same request from the same server, in back-to-back pairs."""
    shown: list[ShownAnswer] = []
    raw: list[RawAnswer] = []
    with loaded_window() as loaded:
        for _ in range(SPEED_ROUNDS):
            shown.append(_shown_answer(loaded.window))
            # A fresh connection each time: the server closes one left idle for seconds.
            with loaded.bare_client() as http:
                raw.append(_raw_answer(http, loaded.url, loaded.body))
    if any(s.text != r.text for s, r in zip(shown, raw, strict=True)):
        # Characters stand in for tokens only when both sides carry the same answer.
        raise RuntimeError("the chat view and the bare read got different answers")
    # Each pair ran back to back: the ratio within a pair cancels the drift of a shared
    # machine's speed from one second to the next.
    pace_ratio = statistics.median(s.pace / r.pace for s, r in zip(shown, raw, strict=True))
    figure_ratio = statistics.median(
        s.figure / r.server_speed for s, r in zip(shown, raw, strict=True)
    )
    shown_figure = statistics.median(s.figure for s in shown)
    raw_figure = statistics.median(r.server_speed for r in raw)
    return [
        f"gui_tokens_per_second_ratio: {pace_ratio:.3f} (text reaching the chat view vs a "
        f"bare httpx read, median of {len(shown)} back-to-back pairs of {ANSWER_TOKENS}-token "
        f"answers; {statistics.median(s.pace for s in shown):.0f} vs "
        f"{statistics.median(r.pace for r in raw):.0f} chars/s, target >= 0.98)",
        f"gui_tokens_per_second_figure_ratio: {figure_ratio:.3f} (the figure printed under "
        f"the answer, {shown_figure:.1f} tok/s, vs the server's timing for the bare read, "
        f"{raw_figure:.1f} tok/s)",
    ]


LONG_CHAT_MESSAGES = 200
# Each figure is ~20 ms, most of it making the two new message widgets, which varies by
# several ms between runs on a busy 2-core machine: the median of 11 rounds holds still
# where 5 gave 0.94-1.17 for the same code.
FIRST_TOKEN_ROUNDS = 11
# An answer as models write them: paragraphs, a list, a code block (each laid out and
# highlighted when shown).
LONG_CHAT_ANSWER = (
    "Here is how it works, **step by step**:\n\n"
    "1. The river carries the *stones* down the mountain.\n"
    "2. The castle stands where the water slows.\n\n"
    "```python\ndef flow(height: float) -> float:\n    return height * 9.81\n```\n\n"
    "So the knight crossed at night, when the dragon slept and the fire was low. "
) * 3


def _long_chat(window: MainWindow) -> int:
    """A stored chat of 200 messages, made as the store makes them."""

    def make(store: ConversationStore) -> int:
        chat = store.create_conversation("A long chat")
        for index in range(LONG_CHAT_MESSAGES // 2):
            store.add_message(chat.id, "user", f"Question {index}: and then what happened?")
            store.add_message(chat.id, "assistant", LONG_CHAT_ANSWER)
        return chat.id

    return window.services.conversations.call(make)


def _first_token_ms(window: MainWindow, conversation_id: int | None) -> float:
    """From Send to the answer's first token in its widget, in the chat ``conversation_id``
    (None: a new chat), with an answer that is ready at once."""
    chat = window.chat_view
    controller = window.services.controller
    if conversation_id is None:
        chat.new_chat()
    else:
        chat.open_conversation(conversation_id)
        wait_until(lambda: len(chat.message_widgets()) >= LONG_CHAT_MESSAGES, "the long chat")
    settle()
    backend = SyntheticBackend(["Once"])
    backend.go.set()
    controller.worker.host.session.backend = backend
    shown: list[float] = []
    ended: list[bool] = []

    def on_token(_text: str) -> None:
        # Connected after the chat view's slot: the widget already holds the token.
        if not shown:
            shown.append(time.perf_counter())

    controller.token_received.connect(on_token)
    controller.reply_finished.connect(lambda _result: ended.append(True))
    settings = ChatSettings("", SamplingOptions())
    began = time.perf_counter()
    try:
        controller.send(SendMessage(conversation_id, "And then?", (), settings, "Benchmark"))
        wait_until(lambda: bool(ended), "the answer to finish")
    finally:
        controller.token_received.disconnect(on_token)
    if not shown:
        raise RuntimeError("no token was shown")
    return (shown[0] - began) * 1000


def gui_first_token_long_chat() -> list[str]:
    """Time to show the first token of a new turn in a 200-message chat vs a new chat."""
    with isolated_app_dirs(), main_window() as window:
        long_chat = _long_chat(window)
        new_ms, long_ms = interleaved_medians(
            FIRST_TOKEN_ROUNDS,
            lambda: _first_token_ms(window, None),
            lambda: _first_token_ms(window, long_chat),
        )
    return [
        f"gui_first_token_long_chat_ratio: {long_ms / new_ms:.2f} (target <= 1.1; "
        f"{LONG_CHAT_MESSAGES}-message chat {long_ms:.1f} ms, new chat {new_ms:.1f} ms, "
        f"median of {FIRST_TOKEN_ROUNDS})",
    ]


# -- the same launches counted in instructions -----------------------------------------

_COLLECTED = re.compile(r"Collected : (\d+)")


def _instructions(body: str, exit_at: str, env: dict[str, str]) -> int:
    """The instructions a launch runs up to its first paint (``exit_at``: "shell" or
    "page" for ours), counted by valgrind's callgrind."""
    script = (_CHILD_COMMON + body).replace("IDLE_MS", str(IDLE_MS))
    with tempfile.TemporaryDirectory(prefix="llamadesk-callgrind-") as folder:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/out",
             sys.executable, "-c", script, "startup"],
            cwd=REPO_ROOT, env={**env, "LLAMADESK_BENCH_EXIT_AT": exit_at},
            capture_output=True, text=True, timeout=WAIT_S * 5, check=False,
        )  # fmt: skip
    found = _COLLECTED.search(done.stderr)
    if done.returncode != 0 or found is None:
        raise RuntimeError(f"callgrind's {exit_at} run failed: {done.stderr[-2000:]}")
    return int(found.group(1))


def gui_startup_instructions() -> list[str]:
    """gui_startup's two ratios in instructions instead of milliseconds: the same launches
    run under callgrind, which a busy machine does not move (the wall-clock figures moved
    by 0.2 between runs on 2 cores shared with a test run). Both children as the app
    runs: bytecode cached, the same hash seed."""
    if shutil.which("valgrind") is None:
        return ["gui_startup_instructions: not measured (valgrind is not installed)"]
    with isolated_app_dirs() as env:
        env["QT_QPA_PLATFORM"] = os.environ["QT_QPA_PLATFORM"]
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(env[paths.CACHE_DIR_ENV]) / "bytecode")
        env["PYTHONHASHSEED"] = "0"
        _run_child(_CHILD_OURS, "startup", env)  # the bytecode, written once
        _run_child(_CHILD_BARE, "startup", env)
        bare = _instructions(_CHILD_BARE, "bare", env)
        shell = _instructions(_CHILD_OURS, "shell", env)
        page = _instructions(_CHILD_OURS, "page", env)
    millions = 1_000_000
    return [
        f"gui_startup_instructions_ratio: {shell / bare:.2f} (ours {shell / millions:,.0f} M "
        f"instructions to the first paint vs bare {bare / millions:,.0f} M, the target of "
        "gui_startup_ratio: <= 1.3)",
        f"gui_startup_page_instructions_ratio: {page / bare:.2f} (to the first page's own "
        f"content: {page / millions:,.0f} M; the target of gui_startup_page_ratio: <= 2.0)",
    ]


BENCHMARKS: dict[str, Callable[[], list[str]]] = {
    "gui_stall": gui_stall,
    "gui_render_cost": gui_render_cost,
    "gui_startup": gui_startup,
    "gui_startup_translated": gui_startup_translated,
    "gui_startup_instructions": gui_startup_instructions,
    "gui_idle_memory": gui_idle_memory,
    "gui_tokens_per_second": gui_tokens_per_second,
    "gui_first_token_long_chat": gui_first_token_long_chat,
}
