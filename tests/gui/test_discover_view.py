"""The Discover page against a local server speaking the Hub's API, through the real
huggingface_hub client: starters offline, debounced search, a repo's versions with
verdicts for a fixed machine, Download, gated repos, and the offline banner."""

from __future__ import annotations

import re
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest
from huggingface_hub import constants as hf_constants
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QStyleOptionViewItem,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot

from desktop.core.hardware.info import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.host.load_preview import HardwareCache
from desktop.core.hub.calls import CONNECT_TIMEOUT, check_reachable
from desktop.core.hub.search import EMBEDDING_REPOS, VOICE_REPOS, suggested_repos
from desktop.core.hub.variants import Variant, repo_details
from desktop.core.models.fit_plan import Verdict
from desktop.core.settings import Settings, SettingsStore
from desktop.core.units import format_bytes
from desktop.gui.discover import discover_view
from desktop.gui.discover.discover_page import DiscoverPage
from desktop.gui.discover.discover_view import (
    AFTER_TRY_AGAIN_TEXT,
    EMBEDDING_EXPLANATION,
    EMBEDDING_HEADING,
    RESULT_COLUMNS,
    STARTER_COLUMNS,
    STARTER_HEADING,
    DiscoverView,
)
from desktop.gui.discover.hub_banner import OFFLINE_TEXT, OfflineBanner
from desktop.gui.discover.repo_page import (
    DOWNLOADED_TEXT,
    FILES,
    GATED_WITH_TOKEN_TEXT,
    MEMORY,
    RECOMMENDED_TEXT,
    SIZE,
    SUGGESTED,
    VERDICT,
    VERSION,
    RepoPage,
)
from desktop.gui.discover.repo_projectors import PROJECTOR_CHOSEN_TEXT, PROJECTOR_COLUMNS
from desktop.gui.shell.services import AppServices
from desktop.gui.widgets.plan_words import verdict_text
from desktop.gui.widgets.widget_parents import parents
from tests.support.fake_hub import FakeHub, Fault, unanswered_endpoint
from tests.support.tiny_models import write_tiny_model

GB = 1024**3
WAIT_MS = 30_000
# A 4 GB card (3.6 GB usable) and 16 GB of free memory.
MACHINE = HardwareInfo(
    (GpuInfo(0, "nvidia", "cuda", "Test GPU", 4 * GB, 4 * GB),),
    CpuInfo("Test CPU", 4, 8, frozenset({"avx2"})),
    32 * GB,
    16 * GB,
)
CARD = b"---\nlicense: llama3.1\ntags: [gguf]\n---\n# Vision model\n\nIt sees **images**.\n"


class FixedHardware(HardwareCache):
    """The same machine every time, so verdicts do not depend on the test computer."""

    def get(self) -> HardwareInfo:
        return MACHINE


@pytest.fixture
def offline(monkeypatch: pytest.MonkeyPatch) -> str:
    """Point the Hub at a port nothing listens on."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        closed = f"http://127.0.0.1:{sock.getsockname()[1]}"
    monkeypatch.setenv("HF_ENDPOINT", closed)
    monkeypatch.setattr(hf_constants, "ENDPOINT", closed)
    return closed


W = TypeVar("W", DiscoverView, DiscoverPage)


def shown(
    qtbot: QtBot, make: Callable[[AppServices], W], settings: Settings | None = None
) -> tuple[W, AppServices]:
    """``make`` over freshly started services on the fixed machine, on screen; the
    caller shuts the services down."""
    services = AppServices.start(SettingsStore(), settings or Settings())
    services._hardware = FixedHardware()
    widget = make(services)
    qtbot.addWidget(widget)
    widget.show()
    return widget, services


@pytest.fixture
def view(qtbot: QtBot) -> Iterator[DiscoverView]:
    page, services = shown(qtbot, DiscoverView)
    yield page
    services.shutdown()


def column(page: DiscoverView, index: int) -> list[str]:
    model = page.model
    return [model.item(row, index).text() for row in range(model.rowCount())]


def search_requests(hub: FakeHub) -> list[str]:
    return [r.path for r in hub.requests if r.path.startswith("/api/models?")]


def wait_for_status(qtbot: QtBot, page: DiscoverView, text: str) -> None:
    qtbot.waitUntil(lambda: text in page.status_label.text(), timeout=WAIT_MS)


def add_vision_repo(hub: FakeHub, repo_id: str = "org/Vision-GGUF", *, gated: bool = False) -> None:
    files = {
        "Vision-F16.gguf": b"f",
        "Vision-Q8_0-00001-of-00003.gguf": b"1",
        "Vision-Q8_0-00002-of-00003.gguf": b"2",
        "Vision-Q8_0-00003-of-00003.gguf": b"3",
        "Vision-Q4_K_M.gguf": b"4",
        "mmproj-Vision-bf16.gguf": b"b",
        "mmproj-Vision-f16.gguf": b"p",
        "README.md": CARD,
    }
    repo = hub.add_repo(repo_id, files, gated=gated, license="llama3.1")
    # Sizes as the Hub reports them; the bodies stay tiny since nothing is downloaded.
    sizes = {"Vision-F16.gguf": 20 * GB, "Vision-Q4_K_M.gguf": 2 * GB}
    sizes |= {f"Vision-Q8_0-0000{i}-of-00003.gguf": GB for i in (1, 2, 3)}
    sizes |= {"mmproj-Vision-bf16.gguf": GB // 2, "mmproj-Vision-f16.gguf": GB // 2}
    for name, size in sizes.items():
        repo.files[name].size = size


def projector_rows(page: RepoPage) -> list[list[str]]:
    """The image-file table as shown: one list of cell texts per row."""
    table = page.projectors_table
    model = table.model()
    return [
        [model.index(row, column).data() for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def open_and_wait(qtbot: QtBot, page: DiscoverView, repo_id: str) -> None:
    page.open_repo(repo_id)
    assert page.stack.currentWidget() is page.repo_page
    qtbot.waitUntil(
        lambda: (
            page.repo_page.details is not None
            or "Getting" not in page.repo_page.status_label.text()
        ),
        timeout=WAIT_MS,
    )


def test_empty_box_shows_starters_without_asking_the_hub(
    qtbot: QtBot, hub: FakeHub, view: DiscoverView
) -> None:
    starters = suggested_repos(MACHINE)
    qtbot.waitUntil(lambda: view.model.rowCount() == len(starters), timeout=WAIT_MS)
    assert view.list_heading.text() == STARTER_HEADING
    assert column(view, 0) == [s.repo_id for s in starters]
    assert column(view, 1) == [s.note for s in starters]
    assert column(view, 2) == [s.quant for s in starters]
    # After the chat models, the voice models, each saying in words what it is for.
    voice_notes = column(view, 1)[-len(VOICE_REPOS):]
    assert [note.split(":")[0] for note in voice_notes] == ["Speaking", "Listening", "Listening"]
    assert "reads answers aloud" in voice_notes[0]
    assert "writes down what you say" in voice_notes[1]
    assert hub.requests == []
    assert not view.banner.isVisible()


def test_embedding_models_are_suggested_with_what_they_are_for(
    qtbot: QtBot, hub: FakeHub, view: DiscoverView
) -> None:
    starters = suggested_repos(MACHINE)
    qtbot.waitUntil(lambda: view.model.rowCount() == len(starters), timeout=WAIT_MS)
    view.suggestions.setCurrentIndex(view.suggestions.findData("embedding"))
    assert view.suggestions.currentText() == "Embedding models, for your documents"
    assert view.list_heading.text() == EMBEDDING_HEADING
    assert column(view, 0) == [repo.repo_id for repo in EMBEDDING_REPOS]
    assert [friendly for friendly in (view.model.item(row, 0).data(discover_view.FRIENDLY_ROLE)
                                      for row in range(view.model.rowCount()))][:2] == [
        "Embeddinggemma 300M", "Qwen3 Embedding 0.6B"]
    assert set(column(view, 2)) == {"Q8_0"}
    # Their own version's size (Q8_0), not a chat model's usual Q4_K_M: all under a GB.
    sizes = column(view, STARTER_COLUMNS.index("Download"))
    assert all(size.startswith("about ") and size.endswith("MB") for size in sizes), sizes
    assert view.status_label.text() == EMBEDDING_EXPLANATION
    assert "does not chat" in EMBEDDING_EXPLANATION and "Documents window" in EMBEDDING_EXPLANATION
    assert hub.requests == []  # suggested without asking Hugging Face

    # A suggestion opens as any model does: its versions.
    hub.add_repo("ggml-org/embeddinggemma-300M-GGUF",
                 {"embeddinggemma-300M-Q8_0.gguf": b"e", "README.md": CARD})
    view.results_table.selectRow(0)
    view.open_selected()
    qtbot.waitUntil(lambda: view.repo_page.details is not None, timeout=WAIT_MS)
    page = view.repo_page
    assert [page.variants_table.model().index(row, VERSION).data()
            for row in range(page.variants_table.rowCount())] == ["Q8_0"]
    view.show_results()

    # A search hides the choice; emptying the box shows the embedding models again.
    view.search_box.setText("gemma")
    view.search_now()
    qtbot.waitUntil(lambda: not view.suggestions.isVisible(), timeout=WAIT_MS)
    view.search_box.setText("")
    assert view.suggestions.isVisible() and view.list_heading.text() == EMBEDDING_HEADING


def test_each_model_shows_a_friendly_name_and_its_download_size(
    qtbot: QtBot, hub: FakeHub, view: DiscoverView
) -> None:
    starters = suggested_repos(MACHINE)
    qtbot.waitUntil(lambda: view.model.rowCount() == len(starters), timeout=WAIT_MS)
    sizes = column(view, STARTER_COLUMNS.index("Download"))
    assert all(size.startswith("about ") and size.endswith(("GB", "MB")) for size in sizes)

    hub.add_repo("bartowski/Llama-3.2-3B-Instruct-GGUF", {"l-Q4_K_M.gguf": b"x"},
                 parameters=3_213_000_000, downloads=9)  # fmt: skip
    hub.add_repo("someone/Llama-Mystery-GGUF", {"m-Q4_0.gguf": b"x"}, downloads=1)
    view.search_box.setText("llama")
    view.search_now()
    qtbot.waitUntil(lambda: view.model.rowCount() == 2, timeout=WAIT_MS)
    assert column(view, RESULT_COLUMNS.index("Download")) == ["about 1.8 GB", ""]
    header = view.model.horizontalHeaderItem(RESULT_COLUMNS.index("Download"))
    assert "Q4_K_M" in header.toolTip()
    # The first column shows the model's name before the repo's, and says both.
    table = view.results_table
    index = view.model.index(0, 0)
    option = QStyleOptionViewItem()
    table.itemDelegateForIndex(index).initStyleOption(option, index)  # type: ignore[attr-defined]
    assert option.text == "Llama 3.2 3B Instruct · bartowski/Llama-3.2-3B-Instruct-GGUF"
    assert index.data(Qt.ItemDataRole.AccessibleTextRole).startswith("Llama 3.2 3B Instruct")


def test_typing_searches_once_after_the_pause_in_the_chosen_order(
    qtbot: QtBot, hub: FakeHub, view: DiscoverView
) -> None:
    hub.add_repo("a/Llama-Small-GGUF", {"s-Q4_0.gguf": b"x"}, downloads=10, likes=3,
                 last_modified="2024-05-02T00:00:00.000Z")  # fmt: skip
    hub.add_repo("b/Llama-Big-GGUF", {"b-Q4_0.gguf": b"x"}, downloads=1500, gated=True,
                 last_modified="2023-01-01T00:00:00.000Z")  # fmt: skip
    hub.add_repo("c/Other-GGUF", {"o-Q4_0.gguf": b"x"}, downloads=500)

    qtbot.keyClicks(view.search_box, "llama")
    qtbot.waitUntil(lambda: view.model.rowCount() == 2, timeout=WAIT_MS)
    assert len(search_requests(hub)) == 1
    assert not view._debounce.isActive()
    assert column(view, 0) == ["b/Llama-Big-GGUF", "a/Llama-Small-GGUF"]
    # Counts as the window's language writes them ("1,500" in English, "1.500" in German).
    assert column(view, 1) == [QLocale().toString(1500), "10"]
    assert column(view, 2)[1] == "3"
    assert column(view, 3)[1] == "2 May 2024"
    assert column(view, 4) == ["Gated", ""]
    assert "llama" in view.list_heading.text()

    view.sort_combo.setCurrentIndex(view.sort_combo.findData("recent"))
    qtbot.waitUntil(lambda: column(view, 0)[0] == "a/Llama-Small-GGUF", timeout=WAIT_MS)
    assert len(search_requests(hub)) == 2

    # The first answer comes back (or is skipped) after the text changed: only the
    # second query's results are shown.
    view.search_box.setText("big")
    view.search_now()
    view.search_box.setText("other")
    view.search_now()
    wait_for_status(qtbot, view, "1 model found")
    assert column(view, 0) == ["c/Other-GGUF"]

    view.search_box.setText("nothing-like-this")
    qtbot.keyClick(view.search_box, Qt.Key.Key_Return)
    wait_for_status(qtbot, view, "No GGUF models match “nothing-like-this”")
    assert view.model.rowCount() == 0

    view.search_box.clear()
    assert view.list_heading.text() == STARTER_HEADING
    assert view.model.rowCount() == len(suggested_repos(MACHINE))


def test_repo_shows_versions_verdicts_card_and_downloads_the_chosen_one(
    qtbot: QtBot, hub: FakeHub, view: DiscoverView, monkeypatch: pytest.MonkeyPatch
) -> None:
    add_vision_repo(hub)
    page = view.repo_page
    open_and_wait(qtbot, view, "org/Vision-GGUF")
    assert page.details is not None, page.status_label.text()

    table = page.variants_table

    def cells(index: int) -> list[str]:
        return [table.model().index(row, index).data() for row in range(table.rowCount())]

    assert cells(VERSION) == ["F16", "Q8_0", "Q4_K_M"]
    assert cells(SIZE) == [format_bytes(20 * GB), format_bytes(3 * GB), format_bytes(2 * GB)]
    assert cells(FILES) == ["1 file", "3 parts", "1 file"]
    # Need = (weights + 0.5 GB image file) * 1.15 + 0.5 GB, against 3.6 GB usable on the
    # card and 16 GB of memory: 24 GB is too big, 4.5 GB partly fits, 3.4 GB fits.
    assert cells(VERDICT) == [
        verdict_text(Verdict.TOO_BIG),
        verdict_text(Verdict.PARTIAL_OFFLOAD),
        verdict_text(Verdict.FULL_GPU),
    ]
    assert cells(SUGGESTED) == ["", "", RECOMMENDED_TEXT]
    selected = page.selected_variant()
    assert selected is not None and selected.quant == "Q4_K_M"
    assert projector_rows(page)[0][0] == "mmproj-Vision-f16.gguf"
    assert page.license_label.text() == "llama3.1"
    assert page.access_label.text().startswith("Open")
    card = page.card_view.toPlainText()
    assert "It sees images." in card
    assert "license:" not in card and "tags:" not in card

    with qtbot.waitSignal(view.download_requested, timeout=WAIT_MS) as emitted:
        page.download_button.click()
    details, variant = emitted.args
    assert details.repo_id == "org/Vision-GGUF"
    assert isinstance(variant, Variant) and variant.quant == "Q4_K_M"
    assert variant.size == 2 * GB

    # The too-big version asks first; "No" downloads nothing.
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]

    def question(_parent: QWidget, _title: str, text: str, *_rest: object) -> object:
        asked.append(text)
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    wanted: list[str] = []
    view.download_requested.connect(lambda _d, v: wanted.append(v.quant))
    table.selectRow(0)
    page.download_button.click()
    assert wanted == [] and "needs more memory than this computer has" in asked[0]
    answer[0] = QMessageBox.StandardButton.Yes
    page.download_button.click()
    assert wanted == ["F16"]

    table.clearSelection()
    assert not page.download_button.isEnabled()
    page.back_button.click()
    assert view.stack.currentIndex() == 0


def test_repo_lists_every_image_file_and_marks_the_one_downloaded_with_the_model(
    qtbot: QtBot, hub: FakeHub, view: DiscoverView
) -> None:
    repo = hub.add_repo(
        "org/Eyes-GGUF",
        {"Eyes-Q4_K_M.gguf": b"4", "mmproj-Eyes-BF16.gguf": b"b", "mmproj-Eyes-F32.gguf": b"3",
         "mmproj-Eyes-F16.gguf": b"6", "mmproj-Eyes-Q8_0.gguf": b"8"},
    )  # fmt: skip
    mb = 1024**2
    sizes = {"BF16": 600 * mb, "F32": 1200 * mb, "F16": 600 * mb, "Q8_0": 320 * mb}
    for precision, size in sizes.items():
        repo.files[f"mmproj-Eyes-{precision}.gguf"].size = size
    page = view.repo_page
    open_and_wait(qtbot, view, "org/Eyes-GGUF")
    assert page.details is not None, page.status_label.text()

    assert page.projectors_table.isVisible() and page.projector_label.isVisible()
    headers = page.projectors_table.model()
    assert [
        headers.headerData(c, Qt.Orientation.Horizontal) for c in range(len(PROJECTOR_COLUMNS))
    ] == ["Image file", "Size", "Precision", "Downloaded with the model"]
    # F16 is the one fetched with the model, whatever order the repo lists them in.
    assert projector_rows(page) == [
        ["mmproj-Eyes-F16.gguf", format_bytes(sizes["F16"]), "F16", PROJECTOR_CHOSEN_TEXT],
        ["mmproj-Eyes-BF16.gguf", format_bytes(sizes["BF16"]), "BF16", ""],
        ["mmproj-Eyes-F32.gguf", format_bytes(sizes["F32"]), "F32", ""],
        ["mmproj-Eyes-Q8_0.gguf", format_bytes(sizes["Q8_0"]), "Q8_0", ""],
    ]
    assert "marked image file is downloaded with it" in page.projector_label.text()

    # A model without image files shows neither the sentence nor the table.
    hub.add_repo("org/Text-GGUF", {"Text-Q4_K_M.gguf": b"4"})
    page.back_button.click()
    open_and_wait(qtbot, view, "org/Text-GGUF")
    assert page.details is not None and page.details.repo_id == "org/Text-GGUF"
    assert not page.projectors_table.isVisible() and not page.projector_label.isVisible()
    assert projector_rows(page) == []


def test_gated_and_missing_repos_say_what_to_do_in_the_page(
    qtbot: QtBot, hub: FakeHub, view: DiscoverView, monkeypatch: pytest.MonkeyPatch
) -> None:
    add_vision_repo(hub, "org/Gated-GGUF", gated=True)
    page = view.repo_page
    open_and_wait(qtbot, view, "org/Gated-GGUF")
    # Reading the model's header is refused (401): that says what to do.
    qtbot.waitUntil(lambda: "valid Hugging Face token" in page.access_label.text(),
                    timeout=WAIT_MS)  # fmt: skip
    assert page.access_label.text() == (
        "org/Gated-GGUF needs a valid Hugging Face token: add a Hugging Face token in "
        "Settings (create a read token at huggingface.co/settings/tokens)."
    )

    open_and_wait(qtbot, view, "nobody/none")
    assert page.status_label.text().startswith("There is no model called nobody/none")

    from tests.support import fake_hub

    def refuse(self: object) -> None:
        self._error(401, "GatedRepo", "restricted")  # type: ignore[attr-defined]

    monkeypatch.setattr(fake_hub._Handler, "do_GET", refuse)
    open_and_wait(qtbot, view, "org/Gated-GGUF")
    assert page.details is None
    assert "add a Hugging Face token in Settings" in page.status_label.text()
    assert not view.banner.isVisible()
    assert not [w for w in view.window().findChildren(QMessageBox) if w.isVisible()]


def test_a_token_without_the_terms_accepted_is_told_to_accept_them_on_the_model_page(
    qtbot: QtBot, hub: FakeHub
) -> None:
    hub.tokens.update({"hf_alice": "alice", "hf_bob": "bob"})
    add_vision_repo(hub, "org/Terms-GGUF", gated=True)
    hub.repos["org/Terms-GGUF"].accepted_tokens = ("hf_alice",)
    view, services = shown(qtbot, DiscoverView, Settings(hf_token="hf_bob"))
    try:
        page = view.repo_page
        open_and_wait(qtbot, view, "org/Terms-GGUF")
        assert page.details is not None  # the listing itself is public, as on the Hub

        qtbot.waitUntil(lambda: "accept its terms" in page.access_label.text(),
                        timeout=WAIT_MS)  # fmt: skip
        assert page.access_label.text() == (
            "Your Hugging Face token has no access to org/Terms-GGUF yet: open the model's "
            f"page on Hugging Face ({hub.endpoint}/org/Terms-GGUF), accept its terms while "
            "signed in to the token's account, then try again."
        )
        assert page.web_button.isVisible() and page.web_button.isEnabled()
    finally:
        services.shutdown()


def test_offline_shows_one_banner_and_starters_until_a_call_gets_through(
    qtbot: QtBot, offline: str, view: DiscoverView, monkeypatch: pytest.MonkeyPatch
) -> None:
    changes: list[bool] = []
    view.hub_reachable_changed.connect(changes.append)
    qtbot.waitUntil(lambda: view.model.rowCount() > 0, timeout=WAIT_MS)

    view.search_box.setText("llama")
    view.search_now()
    qtbot.waitUntil(lambda: view.banner.isVisible(), timeout=WAIT_MS)
    # Said once, on the banner: the status line only says what brings the results.
    assert view.status_label.text() == AFTER_TRY_AGAIN_TEXT
    view.search_now()
    qtbot.waitUntil(lambda: view._services.hub_calls.pending() == 0, timeout=WAIT_MS)
    view.search_box.clear()
    assert view.list_heading.text() == STARTER_HEADING
    assert view.model.rowCount() == len(suggested_repos(MACHINE))

    open_and_wait(qtbot, view, "org/Vision-GGUF")
    assert "Try again" in view.repo_page.status_label.text()
    assert "reach" not in view.repo_page.status_label.text()
    assert changes == [False]
    assert len(view.findChildren(OfflineBanner)) == 1 and view.banner.isVisible()

    with FakeHub() as server:
        add_vision_repo(server)
        monkeypatch.setattr(hf_constants, "ENDPOINT", server.endpoint)
        view.banner.retry_button.click()
        qtbot.waitUntil(lambda: view.repo_page.details is not None, timeout=WAIT_MS)
    assert not view.banner.isVisible()
    assert changes == [False, True]


def test_downloads_waiting_for_the_hub_show_the_banner_and_go_on_after_try_again(
    qtbot: QtBot, hub: FakeHub
) -> None:
    body = bytes(range(256)) * (24 * 1024)  # 6 MB
    hub.add_faulty_file("org/Away-GGUF", "a-Q4_0.gguf", body, Fault(bytes_per_second=2 * 1024**2))
    page, services = shown(qtbot, DiscoverPage)
    news: list[str] = []
    page.status_message.connect(lambda text, _ms: news.append(text))
    try:
        details = repo_details("org/Away-GGUF")
        job_id = services.downloads.enqueue(details, details.variants[0])
        qtbot.waitUntil(lambda: _bytes_done(services, job_id) > 0, timeout=WAIT_MS)

        hub.stop()
        banner = page.discover.banner
        qtbot.waitUntil(banner.isVisible, timeout=WAIT_MS)
        assert banner.label.text() == OFFLINE_TEXT
        row = page.downloads.rows[job_id]
        assert row.state_label.text() == "Waiting for the connection"
        # One sentence says Hugging Face can't be reached: the banner's. Not the row,
        # not the status bar, not the search line.
        offline_texts = [
            label.text()
            for label in page.findChildren(QLabel)
            if label.isVisibleTo(page) and "reach" in label.text()
        ]
        assert offline_texts == [OFFLINE_TEXT]
        assert [text for text in news if "reach" in text] == []

        hub.faults.clear()
        hub.start()
        banner.retry_button.click()  # the check gets through: the download goes on now
        qtbot.waitUntil(lambda: row.state_label.text() == "Done", timeout=WAIT_MS)
        assert not banner.isVisible()
        job = services.downloads.job(job_id)
        assert job is not None and Path(job.paths[0]).read_bytes() == body
    finally:
        services.shutdown()


def _bytes_done(services: AppServices, job_id: str) -> int:
    job = services.downloads.job(job_id)
    return job.bytes_done if job is not None else 0


def test_every_control_has_an_accessible_name(
    qtbot: QtBot, hub: FakeHub, view: DiscoverView
) -> None:
    add_vision_repo(hub)
    open_and_wait(qtbot, view, "org/Vision-GGUF")
    controls = [
        widget
        for kind in (QAbstractButton, QLineEdit, QComboBox, QAbstractItemView, QTextBrowser)
        for widget in view.findChildren(kind)
        if widget.focusPolicy() != Qt.FocusPolicy.NoFocus and not inside_combo_box(widget)
    ]
    assert len(controls) >= 10
    unnamed = [type(w).__name__ + ":" + w.objectName() for w in controls if not w.accessibleName()]
    assert unnamed == []


def inside_combo_box(widget: QWidget) -> bool:
    """A combo box's own popup list: named through the combo box itself."""
    return any(isinstance(parent, QComboBox) for parent in parents(widget))


def test_verdicts_are_replanned_from_the_models_own_header(
    qtbot: QtBot, hub: FakeHub, view: DiscoverView, tmp_path: Path
) -> None:
    # Tiny weights, but a 128k native context: its KV cache, not its size, decides.
    model = write_tiny_model("llama", tmp_path / "Long-Q8_0.gguf", context_length=131072)
    hub.add_repo("org/Long-GGUF", {"Long-Q8_0.gguf": model})
    page = view.repo_page
    with qtbot.waitSignal(page.refined, timeout=WAIT_MS):
        open_and_wait(qtbot, view, "org/Long-GGUF")
    memory = page.variants_table.item(0, MEMORY)
    assert memory is not None
    # The plan names the context it assumed, as the Load page would choose it.
    assert re.search(r" at [0-9,]+ tokens$", memory.text()), memory.text()
    ranges = hub.range_requests("Long-Q8_0.gguf")
    assert ranges and all(r.startswith("bytes=") for r in ranges)
    selected = page.selected_variant()
    assert selected is not None and selected.quant == "Q8_0"


def hub_call_threads() -> list[str]:
    return [t.name for t in threading.enumerate() if t.name == "hub-call" and t.is_alive()]


def test_closing_does_not_wait_for_a_slow_hub(qtbot: QtBot, hub: FakeHub, tmp_path: Path) -> None:
    model = write_tiny_model("llama", tmp_path / "Slow-Q8_0.gguf")
    hub.add_repo("org/Slow-GGUF", {"Slow-Q8_0.gguf": model})
    # The header trickles in far slower than any person would wait for.
    hub.faults["Slow-Q8_0.gguf"] = Fault(bytes_per_second=64, drop_times=-1)
    page, services = shown(qtbot, DiscoverView)
    open_and_wait(qtbot, page, "org/Slow-GGUF")
    qtbot.waitUntil(lambda: bool(hub.cdn_gets_of("Slow-Q8_0.gguf")), timeout=WAIT_MS)
    assert hub_call_threads() == ["hub-call"]  # reading the header, on its own thread
    began = time.monotonic()
    services.shutdown()
    # Not a speed target: the header read would otherwise hold the app open until its
    # 20-second deadline.
    assert time.monotonic() - began < 2
    # Nor does the read itself go on behind the closed window, while the Hub still
    # trickles (this test's end would cut the connection and hide it).
    qtbot.waitUntil(lambda: hub_call_threads() == [], timeout=1000)
    assert hub.is_up


def test_closing_does_not_wait_for_a_connection_check(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    page, services = shown(qtbot, DiscoverView)
    checking = threading.Event()

    def check(endpoint: str, timeout: float = CONNECT_TIMEOUT) -> None:
        checking.set()
        check_reachable(endpoint, timeout)

    monkeypatch.setattr(discover_view, "check_reachable", check)
    with unanswered_endpoint() as endpoint:
        monkeypatch.setattr(hf_constants, "ENDPOINT", endpoint)
        page.set_hub_reachable(False)  # as after a failed search
        page.banner.retry_button.click()  # with the box empty: only a connection check
        qtbot.waitUntil(checking.is_set, timeout=WAIT_MS)
        began = time.monotonic()
        services.shutdown()
        # The check would otherwise wait out its 5-second connect timeout.
        assert time.monotonic() - began < 2


def test_a_token_added_in_settings_is_used_when_the_page_shows_again(
    qtbot: QtBot, hub: FakeHub, view: DiscoverView
) -> None:
    hub.tokens["hf_alice"] = "alice"
    add_vision_repo(hub, "org/Gated-GGUF", gated=True)
    page = view.repo_page
    open_and_wait(qtbot, view, "org/Gated-GGUF")
    qtbot.waitUntil(lambda: "valid Hugging Face token" in page.access_label.text(),
                    timeout=WAIT_MS)  # fmt: skip

    view.hide()  # the user goes to Settings and adds a token...
    view._services.settings.hf_token = "hf_alice"
    view.show()  # ...and comes back to the model

    qtbot.waitUntil(lambda: page.access_label.text() == GATED_WITH_TOKEN_TEXT, timeout=WAIT_MS)

    def read_with_token() -> bool:
        # The model's header (for the verdicts) is read with the new token, not refused.
        return any(
            r.path.endswith(".gguf") and r.headers.get("authorization") == "Bearer hf_alice"
            for r in hub.requests
        )

    qtbot.waitUntil(read_with_token, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: view._services.hub_calls.pending() == 0, timeout=WAIT_MS)
    assert page.access_label.text() == GATED_WITH_TOKEN_TEXT


def test_the_version_on_this_computer_says_downloaded(qtbot: QtBot, hub: FakeHub) -> None:
    hub.add_repo("org/Mark-GGUF", {"m-Q4_0.gguf": b"4" * 1000, "m-Q8_0.gguf": b"8" * 2000})
    page, services = shown(qtbot, DiscoverPage)
    try:
        view = page.discover
        open_and_wait(qtbot, view, "org/Mark-GGUF")
        repo_page = view.repo_page

        def marks() -> dict[str, str]:
            return dict(zip(column_of(repo_page, VERSION), column_of(repo_page, SUGGESTED),
                            strict=True))  # fmt: skip

        assert DOWNLOADED_TEXT not in " ".join(marks().values())
        repo_page._select_quant("Q4_0")
        with qtbot.waitSignal(page.models_changed, timeout=WAIT_MS):
            qtbot.mouseClick(repo_page.download_button, Qt.MouseButton.LeftButton)

        assert DOWNLOADED_TEXT in marks()["Q4_0"] and DOWNLOADED_TEXT not in marks()["Q8_0"]
        assert repo_page.selected_variant() is not None
        assert repo_page.selected_variant().quant == "Q4_0"  # type: ignore[union-attr]
        # Opened again later, it still says so: it is read from the disk.
        repo_page.back_button.click()
        open_and_wait(qtbot, view, "org/Mark-GGUF")
        assert DOWNLOADED_TEXT in marks()["Q4_0"]
    finally:
        services.shutdown()


def column_of(page: RepoPage, index: int) -> list[str]:
    table = page.variants_table
    return [table.item(row, index).text() for row in range(table.rowCount())]
