"""One model, one set of settings, one answer: the Library, Discover (hub.recommend's
verdicts), the Load page's preview and ``models inspect`` all ask the core's load
decision, so they agree on the verdict, the context, the cache type and the memory needed
(one figure, in the same words on the Load page, the status bar and the Library)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop.cli.models import inspect_document
from desktop.core import paths
from desktop.core.hardware.info import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.hub.variants import RepoDetails, RepoFile, Variant
from desktop.core.hub.verdicts import precise_verdicts
from desktop.core.models.fit_plan import Verdict
from desktop.core.models.gguf import read_gguf
from desktop.core.models.load_choice import settings_defaults
from desktop.core.settings import GpuOffload, Settings, SettingsStore
from desktop.core.units import format_bytes
from desktop.gui.library.library_model import Column, display_text, library_rows
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import close_window
from tests.gui.load_page import PREVIEW_TIMEOUT_MS
from tests.support.tiny_models import write_tiny_model

GB = 1024**3

# A card that holds the tiny model whole, so the default offload decides the verdict.
HARDWARE = HardwareInfo(
    (GpuInfo(0, "nvidia", "cuda", "Test GPU", GB, GB),),
    CpuInfo("Test CPU", 4, 8, frozenset({"avx2"})),
    16 * GB,
    8 * GB,
)


@pytest.mark.parametrize(
    ("context", "offload", "cache_type", "verdict"),
    [
        (None, "auto", "f16", Verdict.FULL_GPU),
        (2048, "cpu", "q8_0", Verdict.CPU_ONLY),
    ],
)
def test_every_page_gives_one_verdict_for_one_model(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    context: int | None,
    offload: GpuOffload,
    cache_type: str,
    verdict: Verdict,
) -> None:
    monkeypatch.setattr("desktop.core.host.load_preview.detect_hardware", lambda: HARDWARE)
    model = write_tiny_model("llama", paths.models_dir() / "tiny.gguf", context_length=8192)
    info = read_gguf(model)
    settings = Settings(
        default_context=context, default_gpu_offload=offload, default_cache_type=cache_type
    )
    window = MainWindow.with_new_services(SettingsStore(), settings)
    try:
        services = window.services

        # The Load page's preview, for the model picked with nothing changed on the page.
        view = window.load_view
        view.choose_model_file(model)
        qtbot.waitUntil(
            lambda: (shown := view.current_preview()) is not None and shown.path == model,
            timeout=PREVIEW_TIMEOUT_MS,
        )
        preview = view.current_preview()
        assert preview is not None
        need = preview.plan.breakdown.total
        page = (preview.plan.verdict, preview.plan.context, preview.request.cache_type, need)
        # The memory figure, in words, on the page and in the status bar before a load.
        words = f"needs about {format_bytes(need)}"
        assert view.memory_caption.text().startswith(f"N{words[1:]}: ")
        assert window.status.memory_label.text() == f"Memory: {words}"
        assert "tiny" in window.status.memory_label.toolTip()  # the model picked

        # The Library's row for it.
        [row] = [
            row for row in library_rows(services.settings, services.hardware)
            if row.entry.path == model
        ]  # fmt: skip
        assert row.decision is not None
        library = (
            row.verdict,
            row.decision.plan.context,
            row.decision.request.cache_type,
            row.decision.plan.breakdown.total,
        )
        assert display_text(row, Column.FIT).endswith(f" · {words}")

        # Discover: the same file as a Hugging Face variant, planned from its header.
        only = Variant("F16", (RepoFile("tiny.gguf", info.file_size, None),))
        details = RepoDetails("org/tiny-GGUF", "main", (only,), (), None, False, "")
        choices = settings_defaults(services.settings)
        fit = precise_verdicts(details, HARDWARE, info, choices=choices)["F16"]
        discover = (fit.verdict, fit.context, choices.cache_type, fit.need_bytes)

        # models inspect (no flags).
        document = inspect_document(info, services.settings, hardware=HARDWARE)
        inspect = (
            Verdict[document["fit"]["verdict"].upper()],
            document["fit"]["context"],
            document["cache_type"],
            document["fit"]["memory"]["total"],
        )
        assert document["fit"]["needs"].startswith(f"{words}: ")

        assert page == library == discover == inspect
        assert page[0] is verdict and page[2] == cache_type
        if context is not None:
            assert page[1] == context
    finally:
        close_window(qtbot, window)
