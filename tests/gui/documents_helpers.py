"""The documents window's tests share these: a real folder of documents, opening the
window, and indexing a folder through it (conftest.py makes fixtures of the first
two)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.gui.bridge.documents_calls import IndexEnded
from desktop.gui.chat.chat_view import ChatView
from desktop.gui.chat.documents_panel import DocumentsPanel
from desktop.gui.shell.main_window import MainWindow
from tests.support.document_files import write_damaged_pdf, write_pdf

# A cold start of the embedding server and a few files on a busy 2-core machine.
INDEX_TIMEOUT_MS = 120_000
PAGES = [
    "Opening hours of the Riverside library: Monday to Friday from nine to six.",
    "Members may borrow up to twelve books at a time, for three weeks.",
    "The reading room on the second floor is silent; phones must be switched off.",
]


def write_library_folder(parent: Path) -> Path:
    """A folder of the library's rules (a PDF, a page each), a note, and a damaged PDF
    (conftest.py's ``folder``)."""
    made = parent / "Riverside"
    made.mkdir()
    write_pdf(made / "rules.pdf", PAGES)
    (made / "events.md").write_text(
        "# Events\n\nThe book club meets on the first Tuesday of every month at seven.\n",
        encoding="utf-8")
    write_damaged_pdf(made / "broken.pdf")
    return made


def open_panel(qtbot: QtBot, window: MainWindow) -> DocumentsPanel:
    """Click the chat's Documents button; the window it opens."""
    window.show_page("Chat")
    chat = window.chat_view
    qtbot.mouseClick(chat.documents.button, Qt.MouseButton.LeftButton)
    panel = chat.documents.panel
    assert panel is not None
    qtbot.waitExposed(panel)
    return panel


def index_folder(qtbot: QtBot, panel: DocumentsPanel, folder: Path) -> IndexEnded:
    """Add ``folder`` as the folder dialog would; wait for its index to end."""
    documents = panel._documents
    with qtbot.waitSignal(documents.index_ended, timeout=INDEX_TIMEOUT_MS) as ended:
        panel.add([folder])
    result = ended.args[0]
    assert isinstance(result, IndexEnded)
    # The list is read again after the index: wait for the new counts.
    qtbot.waitUntil(lambda: "passages" in panel.state_of(result.name), timeout=10_000)
    return result


def failed_answer(qtbot: QtBot, window: MainWindow, question: str) -> str:
    """Ask ``question`` in the open chat; the message its failed answer shows (Retry
    offered with it)."""
    # Imported here: conftest imports this module, and these import conftest.
    from tests.gui.chat_helpers import ask
    from tests.gui.conftest import ANSWER_TIMEOUT_MS

    chat: ChatView = window.chat_view
    with qtbot.waitSignal(window.services.controller.reply_failed,
                          timeout=ANSWER_TIMEOUT_MS) as failed:
        ask(qtbot, chat, question)
    answer = chat.messages.widget_for(failed.args[0].message_id)
    assert answer is not None
    qtbot.waitUntil(answer.error_label.isVisible, timeout=10_000)
    assert answer.retry_button.isVisible()
    assert chat.documents.sources_shown(answer.message_id) is None
    return answer.error_label.text()
