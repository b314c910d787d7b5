"""What the chat page says when tools, reading aloud, listening or the saved chats fail,
worded by the window (issue 29). The core's errors carry their kind and figures and an
English message for the command line and the log; the window words them from the kind
and figures. In English it says what the core says (where the core's words are a
person's); in another language none of the core's English shows, and the figures do."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.store_errors import (
    ChatsProblem,
    ConversationStoreError,
    ConversationStoreRecoveredError,
    save_failure_message,
)
from desktop.core.chat.tool_loop import NOT_RUN_AGAIN, REFUSED_BY_USER, STOPPED_BY_USER
from desktop.core.errors import LlamaDeskError
from desktop.core.host.listening_host import TranscriptionError, TranscriptionProblem
from desktop.core.host.speech_host import SpeechError, SpeechProblem, _failure, speech_program
from desktop.core.host.voice import (
    NO_LISTENING_MODEL,
    NO_SPEECH_MODEL,
    NO_WORDS_HEARD,
    NOTHING_TO_READ,
    VoiceError,
    VoiceProblem,
)
from desktop.core.runtime.discovery import Runtime
from desktop.core.sound_input import (
    NO_MICROPHONE,
    NOTHING_HEARD,
    SoundInputError,
    SoundInputProblem,
)
from desktop.core.sound_output import NO_SOUND_DEVICE, SoundOutputError, SoundOutputProblem
from desktop.core.tools.base import ToolsError, ToolsProblem
from desktop.gui.bridge.conversation_calls import ConversationCalls
from desktop.gui.settings.tool_servers import describe_test
from desktop.gui.widgets import documents_words, store_words, tool_words, voice_words
from desktop.gui.widgets.documents_words import search_failure_text
from desktop.gui.widgets.store_words import store_error_text, store_sentence_text
from desktop.gui.widgets.tool_words import call_error_text, tools_error_text
from desktop.gui.widgets.voice_words import voice_error_text
from tests.support.core_english import word_runs
from tests.test_chat_error_figures import raised, tools_errors

SERVER_NAME = "Dateiablage"


def _server_errors() -> list[ToolsError]:
    """A server's kinds, figures as the core's McpConnection gives them (its tests make
    them against a real server: tests/test_mcp_tools.py)."""
    return [
        ToolsError(f"The MCP server '{SERVER_NAME}' did not answer within 60 seconds and was "
                   "stopped. It said: booting", problem=ToolsProblem.SERVER_SILENT,
                   name=SERVER_NAME, seconds=60.0, said="booting"),
        ToolsError(f"The MCP server '{SERVER_NAME}' could not be started: [Errno 2] No such "
                   "file or directory: 'npx'.", problem=ToolsProblem.SERVER_FAILED,
                   name=SERVER_NAME, reason="[Errno 2] No such file or directory: 'npx'"),
    ]  # fmt: skip


def _speech_errors(folder: Path) -> list[SpeechError]:
    server = folder / "llama-server"
    server.write_bytes(b"")
    command = ["llama-tts", "-m", str(folder / "voice.gguf")]
    made = [raised(lambda: speech_program(Runtime(server, "env")))]
    made += [_failure(1, [marker], command) for marker in (
        "failed to load speaker file", "unknown language", "failed to load mmproj",
        "mmproj does not support audio generation", "failed to load model",
        "failed to init model", "something never seen")]  # fmt: skip
    made += [
        SpeechError("No speech model is loaded.", problem=SpeechProblem.NOT_LOADED),
        SpeechError("Speech is already being made; stop it first.", problem=SpeechProblem.BUSY),
        SpeechError("The app is closing; nothing can be spoken now.",
                    problem=SpeechProblem.CLOSING),
        SpeechError("/opt/llama-tts could not be started (Permission denied); reinstall the "
                    "runtime with `llamadesk runtime install`.", problem=SpeechProblem.NOT_STARTED,
                    program=Path("/opt/llama-tts"), reason="Permission denied"),
        SpeechError("llama-tts finished but left no readable sound for sentence 2 (bad).",
                    problem=SpeechProblem.NO_SOUND_LEFT, sentence=2, reason="bad"),
    ]  # fmt: skip
    return made  # type: ignore[return-value]


def _transcription_errors() -> list[TranscriptionError]:
    return [
        TranscriptionError("The app is closing; nothing can be transcribed now.",
                           problem=TranscriptionProblem.CLOSING),
        TranscriptionError("No listening model is running.",
                           problem=TranscriptionProblem.NOT_RUNNING),
        TranscriptionError("The recording /tmp/x/said.wav could not be read: Permission denied.",
                           problem=TranscriptionProblem.NOT_READ, file="said.wav",
                           reason="Permission denied"),
        TranscriptionError("said.ogg is not a sound file this can read: give a WAV, MP3 or "
                           "FLAC file.", problem=TranscriptionProblem.NOT_SOUND, file="said.ogg"),
        TranscriptionError("The listening model did not answer (ConnectError): is it still "
                           "running?", problem=TranscriptionProblem.NO_ANSWER),
        TranscriptionError("The listening model could not transcribe said.wav: audio too long.",
                           problem=TranscriptionProblem.REFUSED, file="said.wav",
                           reason="audio too long"),
        TranscriptionError("The listening model answered without a transcript.",
                           problem=TranscriptionProblem.NO_TRANSCRIPT),
    ]  # fmt: skip


def _fixed_voice_errors() -> list[LlamaDeskError]:
    return [
        SoundInputError(NO_MICROPHONE, problem=SoundInputProblem.NO_MICROPHONE),
        SoundInputError(NOTHING_HEARD, problem=SoundInputProblem.NOTHING_HEARD),
        SoundOutputError(NO_SOUND_DEVICE, problem=SoundOutputProblem.NO_SOUND_DEVICE),
        VoiceError(NO_SPEECH_MODEL, problem=VoiceProblem.NO_SPEECH_MODEL),
        VoiceError(NO_LISTENING_MODEL, problem=VoiceProblem.NO_LISTENING_MODEL),
        VoiceError(NOTHING_TO_READ, problem=VoiceProblem.NOTHING_TO_READ),
        VoiceError(NO_WORDS_HEARD, problem=VoiceProblem.NO_WORDS_HEARD),
    ]


def _store_errors(folder: Path) -> list[ConversationStoreError]:
    import sqlite3

    from desktop.core.chat.store_schema import SCHEMA_VERSION

    folder.mkdir(exist_ok=True)
    newer = folder / "newer.sqlite3"
    connection = sqlite3.connect(newer)
    connection.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    connection.close()
    damaged = folder / "chats.sqlite3"
    damaged.write_bytes(b"this is not a database at all\n" * 200)
    errors = [raised(lambda: ConversationStore(newer)), raised(lambda: ConversationStore(damaged))]
    with ConversationStore(folder / "fresh.sqlite3") as store:
        errors.append(raised(lambda: store.get_conversation(404)))
    errors.append(raised(lambda: store.list_conversations()))
    errors.append(
        ConversationStoreRecoveredError(
            "Your saved chats file was damaged. LlamaDesk recovered 3 chats (1,204 messages) "
            "into a new file; some parts could not be read and are only in the damaged copy. "
            f"The damaged file was kept as {folder / 'old.sqlite3'}.",
            folder / "old.sqlite3", chats_recovered=3, messages_recovered=1204, lost=True,
        )
    )  # fmt: skip
    return errors  # type: ignore[return-value]


def test_every_kind_has_a_sentence() -> None:
    assert set(tool_words.TOOLS_PROBLEMS) == set(ToolsProblem)
    assert set(voice_words.SPEECH_PROBLEMS) == set(SpeechProblem) - {SpeechProblem.SERVER_FAILURE}
    assert set(voice_words.TRANSCRIPTION_PROBLEMS) == set(TranscriptionProblem)
    assert set(store_words.PROBLEMS) == set(ChatsProblem) - {ChatsProblem.RECOVERED}


def test_in_english_the_window_says_what_the_core_says(qapp: QApplication, tmp_path: Path) -> None:
    for error in _fixed_voice_errors():
        assert voice_error_text(error) == error.message
    newer, _recovered, gone, closed, _lost = _store_errors(tmp_path / "store")
    for error in (newer, gone, closed):
        assert store_error_text(error) == error.message
    # A failed answer brings the store's sentence only: it is one the window knows.
    assert store_sentence_text(gone.message) == gone.message
    import sqlite3

    full = sqlite3.OperationalError("full")
    full.sqlite_errorname = "SQLITE_FULL"  # type: ignore[attr-defined]
    assert store_sentence_text(save_failure_message(full)) == save_failure_message(full)
    # Errors it does not know, or made with a message only, as the core wrote them.
    for unknown in (LlamaDeskError("Something else."), ToolsError("Odd."), SpeechError("Odd.")):
        assert tools_error_text(unknown) == voice_error_text(unknown) == unknown.message
        assert store_error_text(unknown) == unknown.message
    assert search_failure_text("Something else.") == "Something else."
    for sentence in (STOPPED_BY_USER, REFUSED_BY_USER, NOT_RUN_AGAIN, "A tool's own words."):
        assert call_error_text(sentence) == sentence
    assert call_error_text(None) is None


def _no_english_of_the_core(shown: str, error: LlamaDeskError, figures: list[str]) -> None:
    assert shown != error.message and "{" not in shown, (type(error), shown)
    english = word_runs(error.message) & word_runs(shown)
    english -= {run for figure in figures for run in word_runs(figure)}
    assert not english, (shown, english)


def test_in_german_no_english_of_the_core_shows(german: None, tmp_path: Path) -> None:
    (tmp_path / "empty.json").write_text("{}", encoding="utf-8")
    # Figures, and names that are no English (a search for a model by its name).
    figures = ["[Errno 2] No such file or directory", "Permission denied", "audio too long",
               "booting", "Qwen3-TTS GGUF", "Qwen2-Audio or Gemma"]  # fmt: skip
    for tools_error in [*tools_errors(tmp_path), *_server_errors()]:
        _no_english_of_the_core(tools_error_text(tools_error), tools_error, figures)
    voice_errors = [*_speech_errors(tmp_path), *_transcription_errors(), *_fixed_voice_errors()]
    for voice_error in voice_errors:
        _no_english_of_the_core(voice_error_text(voice_error), voice_error, figures)
    for store_error in _store_errors(tmp_path / "store"):
        _no_english_of_the_core(store_error_text(store_error), store_error, figures)

    silent, failed = _server_errors()
    assert tools_error_text(silent) == (
        f"Der MCP-Server „{SERVER_NAME}“ hat nicht rechtzeitig geantwortet und wurde beendet. "
        "Er meldete: „booting“"
    )
    assert "No such file or directory: 'npx'" in tools_error_text(failed)
    again = tmp_path / "again"
    again.mkdir()
    off = tools_errors(again)[1]
    # A built-in tool is named by its title, in the window's language.
    assert "„Befehle auf diesem Computer ausführen“" in tools_error_text(off), tools_error_text(off)
    lost = _store_errors(tmp_path / "store2")[-1]
    assert "(Chats: 3, Nachrichten: 1.204)" in store_error_text(lost)
    exit_code = _speech_errors(tmp_path)[7]
    assert "(Exit-Code 1)" in voice_error_text(exit_code)
    assert store_sentence_text("This chat no longer exists.") == "Diesen Chat gibt es nicht mehr."
    assert call_error_text(REFUSED_BY_USER) == "Sie haben diesen Aufruf abgelehnt."
    assert call_error_text("A tool's own words.") == "A tool's own words."
    searched = call_error_text("Your documents could not be searched: Es gibt keine Bibliothek.")
    assert searched == "Ihre Dokumente konnten nicht durchsucht werden: Es gibt keine Bibliothek."


def test_settings_test_button_says_a_failed_server_and_its_tools_in_german(german: None) -> None:
    silent, _failed = _server_errors()
    said = describe_test((False, silent))
    assert "„Dateiablage“" in said and "did not" not in said
    tools = describe_test((True, [("lesen", False), ("löschen", True)]))
    assert "lesen, löschen (" in tools and "can change" not in tools


def test_a_failed_documents_search_says_why_in_the_windows_language(german: None) -> None:
    from desktop.core.documents.errors import LibraryError, LibraryProblem

    missing = LibraryError("There is no library named “Rezepte”.", problem=LibraryProblem.MISSING,
                           name="Rezepte")  # fmt: skip
    # The session's sentence, with the error worded by the window's retriever.
    core = f"Your documents could not be searched: {documents_words.documents_error_text(missing)}"
    assert search_failure_text(core) == (
        "Ihre Dokumente konnten nicht durchsucht werden: Es gibt keine Bibliothek namens „Rezepte“."
    )


def test_a_chats_file_repaired_at_open_is_said_in_the_windows_language(
    german: None, qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "chats.sqlite3"
    path.write_bytes(b"this is not a database at all\n" * 200)
    calls = ConversationCalls(lambda: ConversationStore(path))
    try:
        notices: list[str | None] = []
        calls.recovery_notice(notices.append)
        qtbot.waitUntil(lambda: bool(notices), timeout=10_000)
        assert notices[0] is not None
        assert notices[0].startswith("Ihre Chat-Datei war beschädigt"), notices[0]
    finally:
        calls.shutdown()
