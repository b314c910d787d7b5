"""What the core reports, worded by the window (issue 29): the answer's figures line,
where a model will run, what it needs and why. The core hands typed kinds and figures
(``read_figures``, ``Verdict``, ``PlanReason``) and words them in English for the command
line and exports; the window words the same in its language. In English both must say
the same, so a change to one side's words shows here; in another language none of the
core's English may show."""

from __future__ import annotations

import string
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import FailureKind
from desktop.core.chat.failure_sentences import Explained, FailureReason
from desktop.core.chat.figures import figures_text
from desktop.core.chat.wire import server_error
from desktop.core.models.fit_plan import Verdict
from desktop.core.models.memory import MemoryBreakdown
from desktop.core.models.memory_need import need_text as english_need
from desktop.core.models.memory_need import use_text as english_use
from desktop.core.models.plan_reasons import Figure, PlanReason, ReasonKind
from desktop.core.runtime.server_failures import ServerFailure, ServerFailureKind, classify_failure
from desktop.gui.chat.figures_words import FiguresWords
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.widgets.failure_words import answer_failure_text, load_failure_text
from desktop.gui.widgets.plan_words import need_text, reason_text, use_text, verdict_text
from tests.gui.chat_helpers import from_store
from tests.support.language_window import window_in_language

ON_PROCESSOR = {"devices": ["CPU"], "context": 4096, "layers": 30, "gpu_layers": 0}
PART_ON_CARD = {"devices": ["RTX 4060"], "context": 8192, "layers": 30, "gpu_layers": 12}
STATS: tuple[dict[str, object], ...] = (
    {"tokens_per_second": 83.14, "ttft_ms": 120.4, "completion_tokens": 42,
     "ran_on": ON_PROCESSOR},
    {"tokens_per_second": 4.3, "ttft_ms": 3274.1, "completion_tokens": 1, "cancelled": True,
     "ran_on": PART_ON_CARD},
    {"completion_tokens": 512, "finish_reason": "length",
     "ran_on": {"devices": ["NVIDIA H100"], "context": 4096, "layers": 30, "gpu_layers": 30}},
    {"ttft_ms": 10.0, "ran_on": {"devices": ["server.lan"]}},  # a remote server
    {"ran_on": {"devices": "damaged"}},
    {},
)  # fmt: skip
BREAKDOWN = MemoryBreakdown(98_000_000, 45_000_000, 0, 100_000_000, 23_000_000)


def _figures(kind: ReasonKind) -> dict[str, Figure]:
    """Figures for every field of a reason, of the type its name says."""
    figures: dict[str, Figure] = {}
    for _text, name, _spec, _conversion in string.Formatter().parse(kind.value):
        if name is None:
            continue
        if name == "gpus":
            figures[name] = ("NVIDIA RTX 4090", "Radeon RX 7900", "Arc A770")
        elif name.endswith("_tokens"):
            figures[name] = 32_768
        elif name.endswith("_size"):
            figures[name] = 9_771_000_000
        else:
            figures[name] = 12
    return figures


def test_in_english_the_window_says_what_the_command_line_says(qapp: QApplication) -> None:
    words = FiguresWords()
    for stats in STATS:
        assert words.line(stats) == figures_text(stats), stats
    for verdict in Verdict:
        assert verdict_text(verdict)  # worded for people: "graphics card", not "GPU"
    for kind in ReasonKind:
        reason = PlanReason(kind, _figures(kind))
        assert reason_text(reason) == reason.text, kind
    one_card = PlanReason(ReasonKind.FITS_ONE_CARD, {"gpus": ("RTX 4060",), "usable_size": 10})
    assert reason_text(one_card) == one_card.text
    assert need_text(BREAKDOWN) == english_need(BREAKDOWN)
    assert need_text(BREAKDOWN, detailed=False) == english_need(BREAKDOWN, detailed=False)
    assert use_text(98_000_000, 86_000_000) == english_use(98_000_000, 86_000_000)
    assert use_text(98_000_000, None) == english_use(98_000_000, None)
    for reason in FailureReason:
        figures = {name: "Say" for _t, name, _s, _c in string.Formatter().parse(reason.value)
                   if name}  # fmt: skip
        explained = Explained(reason, **figures)
        assert answer_failure_text(explained) == explained, reason


@pytest.fixture
def german(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[MainWindow]:
    with window_in_language("de", qtbot, qapp, tmp_path) as window:
        yield window


def test_in_german_none_of_the_cores_english_shows(german: MainWindow) -> None:
    line = FiguresWords().line(dict(STATS[1]))
    assert "Token/s" in line and "ran on" not in line and "first token" not in line
    assert "1 Token" in line  # the plural form for one
    # Counts in plural forms are written the language's way too (%Ln): "1.234", not "1234".
    assert "1.234 Token" in FiguresWords().line({"completion_tokens": 1234})
    assert verdict_text(Verdict.CPU_ONLY) == "Läuft auf dem Prozessor"
    for kind in ReasonKind:
        reason = PlanReason(kind, _figures(kind))
        assert reason_text(reason) != reason.text, kind
    assert "keine Grafikkarte gefunden" in reason_text(PlanReason(ReasonKind.NO_CARD))
    assert need_text(BREAKDOWN).startswith("braucht etwa")


def test_every_load_failure_is_said_with_a_fix_in_the_app(qapp: QApplication) -> None:
    """Each way llama-server fails to load (as the core classifies it from a real log)
    is said with the model's name where it matters and a fix made in the window, never
    the command line's (`llamadesk runtime install`), which stays in the details."""
    model = Path("/models/tiny.gguf")
    logs = {
        ServerFailureKind.OUT_OF_MEMORY: ["ggml_backend_cpu_buffer_type_alloc_buffer: "
                                          "failed to allocate buffer of size 4096"],
        ServerFailureKind.UNKNOWN_ARCHITECTURE: ["llama_model_load: error loading model: "
                                                 "unknown model architecture: 'qwen9'"],
        ServerFailureKind.MISSING_LIBRARY: ["llama-server: error while loading shared "
                                            "libraries: libggml-cuda.so: cannot open"],
        ServerFailureKind.BAD_MODEL: ["gguf_init_from_file: invalid magic characters"],
    }  # fmt: skip
    server = Path("/rt/llama-server")
    for kind, lines in logs.items():
        failure = classify_failure(1, lines, model_path=model, server_path=server)
        assert failure.kind is kind
        shown = load_failure_text(failure)
        assert "`" not in shown and "llamadesk runtime" not in shown, shown
        assert "{" not in shown, shown
        if kind is not ServerFailureKind.MISSING_LIBRARY:
            assert "tiny.gguf" in shown, shown
    missing = logs[ServerFailureKind.MISSING_LIBRARY]
    library = classify_failure(1, missing, model_path=model, server_path=server)
    assert "libggml-cuda.so" in load_failure_text(library)
    for kind in ServerFailureKind:  # also those the load itself raises
        shown = load_failure_text(ServerFailure(kind, "English", figures={"model": "m.gguf"}))
        assert shown and "{" not in shown and "English" not in shown, kind
    port = {"port": "8080", "fixed_port": "8080"}
    fixed = ServerFailure(ServerFailureKind.PORT_IN_USE, "", figures=port)
    assert "8080" in load_failure_text(fixed)


def test_an_answers_failure_is_said_in_the_windows_language(german: MainWindow) -> None:
    """The core's sentences for a broken-off answer (server_error reads llama-server's
    own error; the session's are constants) come out in German, with their figures."""
    kind, sentence, _said = server_error(
        400, {"type": "exceed_context_size_error", "n_ctx": 4096, "n_prompt_tokens": 5000}
    )
    assert kind is FailureKind.CONTEXT_OVERFLOW and isinstance(sentence, Explained)
    shown = answer_failure_text(sentence)
    assert "4.096" in shown and "5.000" in shown and shown != str(sentence)
    for reason in FailureReason:
        figures = {name: "7" for _t, name, _s, _c in string.Formatter().parse(reason.value)
                   if name}  # fmt: skip
        explained = Explained(reason, **figures)
        assert answer_failure_text(explained) != str(explained), reason
    assert answer_failure_text("Bild kaputt") == "Bild kaputt"  # the core's own words


def test_a_saved_failure_is_said_in_the_windows_language_when_the_chat_is_opened(
    qtbot: QtBot, german: MainWindow
) -> None:
    """The chat's file keeps the failure's English words (the command line and exports
    read them) and its reason; opened again in a German window, it is said in German."""
    sentence = Explained(FailureReason.TOO_LONG_FOR, context="4096")

    def failed_chat(store: ConversationStore) -> int:
        chat = store.create_conversation("Zu lang")
        store.add_message(chat.id, "user", "A very long question")
        reply = store.begin_reply(chat.id)
        store.finish_reply(reply, stats={}, error=sentence)  # as the chat session saves it
        return chat.id

    chat_id = from_store(qtbot, german, failed_chat)
    german.chat_view.open_conversation(chat_id)
    qtbot.waitUntil(lambda: len(german.chat_view.message_widgets()) == 2, timeout=10_000)
    shown = german.chat_view.message_widgets()[1].error_label.text()
    assert shown == answer_failure_text(sentence) and "4.096" in shown
    assert shown != str(sentence)
