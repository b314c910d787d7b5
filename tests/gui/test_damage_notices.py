"""What the window does with damage and interruptions: a repaired settings file is
reported in a dialog, a chats file damaged while in use on the chat page, and an
answer that pauses is saved while it pauses."""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop.core import paths
from desktop.core.chat.client import ChatClient
from desktop.core.chat.conversations import DATABASE_FILE_NAME, ConversationStore
from desktop.core.chat.events import SamplingOptions
from desktop.core.chat.turns import ChatSettings, SendMessage
from desktop.core.settings import SettingsStore
from desktop.gui.bridge.conversation_calls import ConversationCalls
from desktop.gui.bridge.host_worker import ChatCommand, HostWorker
from desktop.gui.shell.main_window import SETTINGS_NOTICE_NAME, MainWindow
from tests.gui.conftest import close_window, open_window
from tests.support.damaged_files import damage_journal_page_holding, many_chats

TIMEOUT_MS = 10_000


def _notice_box(window: MainWindow) -> QMessageBox | None:
    box = window.findChild(QMessageBox, SETTINGS_NOTICE_NAME)
    return box if isinstance(box, QMessageBox) and box.isVisible() else None


def test_a_repaired_settings_file_is_reported_in_a_dialog_once_the_window_shows(
    qtbot: QtBot,
) -> None:
    path = paths.config_dir() / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    data = bytearray(
        json.dumps({"theme": "dark", "hf_token": "hf_AbCdEfGhIjKlMnOpQrStUvWxYz012345"}).encode()
    )
    start = data.index(b"hf_AbCd")
    data[start + 5 : start + 12] = b"\x00\xff\xfe\x00\x01\x02\x03"  # the token garbled
    path.write_bytes(bytes(data))
    store = SettingsStore()
    settings = store.load()
    assert store.notice is not None

    window = MainWindow.with_new_services(store, settings)
    try:
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: _notice_box(window) is not None, timeout=TIMEOUT_MS)
        box = _notice_box(window)
        assert box is not None
        assert box.text() == store.notice.message
        assert "enter it again" in box.text()
        assert str(store.notice.kept_as) in box.text()
        ok = box.button(QMessageBox.StandardButton.Ok)
        assert ok is not None
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: _notice_box(window) is None, timeout=TIMEOUT_MS)
    finally:
        close_window(qtbot, window)


def test_a_chats_file_damaged_while_in_use_is_reported_on_the_chat_page(qtbot: QtBot) -> None:
    path = paths.data_dir() / DATABASE_FILE_NAME
    written = many_chats(path)
    window = open_window(qtbot)
    try:
        window.show_page("Chat")
        view = window.chat_view
        qtbot.waitUntil(lambda: view.conversation_list.count() == 60, timeout=TIMEOUT_MS)
        # Another writer saves the page of chat titles, and the disk garbles it.
        with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as raw:
            raw.execute(
                "UPDATE conversations SET updated_at = updated_at + 1 WHERE id = ?",
                (sorted(written)[30],),
            )
        damage_journal_page_holding(path, b"Chat 30 about bread")

        with qtbot.waitSignal(view.problem_shown, timeout=TIMEOUT_MS) as shown:
            view.refresh_conversations()
        message = shown.args[0]
        assert "(chats: 60, messages: 600)" in message
        assert ".broken-" in message
        assert view.banner_label.text() == message
        assert view.banner.isVisible()
        # The list came back from the repaired file, every chat in it.
        qtbot.waitUntil(lambda: view.conversation_list.count() == 60, timeout=TIMEOUT_MS)
        assert list(path.parent.glob(f"{DATABASE_FILE_NAME}.broken-*"))
    finally:
        close_window(qtbot, window)


class _PausingChatHandler(BaseHTTPRequestHandler):
    """llama-server's streaming chat answer, cut in two by a pause (a model thinking)."""

    server: _PausingChatServer

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        self._send({"choices": [{"delta": {"content": "The first words"}}]})
        self._send({"choices": [{"delta": {"content": " and more"}}]})
        self.server.paused.set()
        self.server.go_on.wait(30)
        self._send({"choices": [{"delta": {"content": ", then the end."}}]})
        self._send({"choices": [{"delta": {}, "finish_reason": "stop"}]})
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()

    def _send(self, chunk: dict[str, object]) -> None:
        self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
        self.wfile.flush()

    def log_message(self, format: str, *args: object) -> None:
        pass


class _PausingChatServer(ThreadingHTTPServer):
    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _PausingChatHandler)
        self.paused = threading.Event()
        self.go_on = threading.Event()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


@pytest.fixture
def pausing_server() -> Iterator[_PausingChatServer]:
    server = _PausingChatServer()
    thread = threading.Thread(target=server.serve_forever, name="pausing-chat-server")
    thread.start()
    try:
        yield server
    finally:
        server.go_on.set()
        server.shutdown()
        server.server_close()
        thread.join(10)


def test_an_answer_that_pauses_is_saved_while_it_pauses(
    qtbot: QtBot,
    tmp_path: Path,
    pausing_server: _PausingChatServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "chats.sqlite3"
    calls = ConversationCalls(lambda: ConversationStore(path))
    client = ChatClient(pausing_server.base_url, "key")
    answering: threading.Thread | None = None
    try:
        started: list[int] = []
        calls.submit(lambda store: store.create_conversation("Paused").id, started.append)
        qtbot.waitUntil(lambda: bool(started), timeout=TIMEOUT_MS)
        chat_id = started[0]
        replies: list[int] = []

        def on_disk() -> tuple[str, int]:
            with contextlib.closing(sqlite3.connect(path)) as raw:
                row = raw.execute(
                    "SELECT content, complete FROM messages WHERE id = ?", (replies[0],)
                ).fetchone()
            return str(row[0]), int(row[1])

        worker = HostWorker(store=calls)
        # As a load leaves it: the session talks to the server that answers.
        worker.host.session.backend = client
        worker.reply_started.connect(lambda turn: replies.append(turn.reply_id))
        settings = ChatSettings("", SamplingOptions())
        command = ChatCommand(SendMessage(chat_id, "Go on", (), settings))
        answering = threading.Thread(target=worker.chat, args=(command,), name="answering")
        answering.start()
        assert pausing_server.paused.wait(TIMEOUT_MS / 1000)
        qtbot.waitUntil(lambda: bool(replies), timeout=TIMEOUT_MS)

        # The stream pauses after two deltas: both reach the disk without a third one.
        qtbot.waitUntil(
            lambda: on_disk() == ("The first words and more", 0), timeout=TIMEOUT_MS
        )
        pausing_server.go_on.set()
        qtbot.waitUntil(
            lambda: on_disk() == ("The first words and more, then the end.", 1),
            timeout=TIMEOUT_MS,
        )
    finally:
        pausing_server.go_on.set()
        if answering is not None:
            answering.join(10)
        calls.shutdown()
        client.close()
