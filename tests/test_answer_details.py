"""What is kept with an answer and a chat, and its words: where the answer ran (from the
load report, in the figures line), the chat's thinking choice (stored with its
settings), and the one memory figure (needs / uses) every page shows."""

from __future__ import annotations

import pytest

from desktop.core.chat.chat_settings import sampling_from_record, sampling_record
from desktop.core.chat.events import ReplyFinished, SamplingOptions
from desktop.core.chat.figures import figures_text, ran_on_record, ran_on_text, turn_stats
from desktop.core.models.memory import MemoryBreakdown
from desktop.core.models.memory_need import need_parts, need_text, use_text
from desktop.core.runtime.load_report import LoadReport

MB = 1024**2
FINISHED = ReplyFinished("stop", None, None, 120.0, 80.0, cancelled=False)


def _report(offloaded: int | None, devices: tuple[str, ...], context: int = 4096) -> LoadReport:
    return LoadReport(1234, "http://127.0.0.1:1234", 0.5, context, offloaded, 30, devices, None, ())


def test_an_answer_on_the_processor_says_so_with_its_context() -> None:
    record = ran_on_record(_report(0, ("CPU_Mapped", "CPU_REPACK")))
    assert record == {"devices": ["CPU"], "context": 4096, "layers": 30, "gpu_layers": 0}
    stats = turn_stats([FINISHED], record)
    assert stats["ran_on"] == record
    assert figures_text(stats).endswith("ran on the processor (CPU), 4,096-token context")


def test_an_answer_on_a_card_names_it_and_its_layers() -> None:
    whole = ran_on_record(_report(30, ("CUDA0",)), ["NVIDIA H100"])
    assert ran_on_text(whole) == "ran on NVIDIA H100 (30 of 30 layers), 4,096-token context"
    part = ran_on_record(_report(12, ("CUDA0", "CPU_Mapped"), 8192), ["RTX 4060"])
    assert ran_on_text(part) == (
        "ran on RTX 4060 (12 of 30 layers; the rest on the processor), 8,192-token context"
    )
    # Without the hardware's names, the server's own device names.
    assert ran_on_record(_report(30, ("CUDA0", "CPU_Mapped")))["devices"] == ["CUDA0", "CPU"]


def test_figures_without_where_it_ran_are_as_before() -> None:
    """Answers saved before ran_on was kept (or with no model) show no 'ran on' part."""
    stats = turn_stats([FINISHED])
    assert "ran_on" not in stats
    assert "ran on" not in figures_text(stats)
    assert ran_on_text({"devices": "damaged"}) == "ran on the processor (CPU)"


@pytest.mark.parametrize("choice", [None, "on", "off", "low", "medium", "high"])
def test_a_chats_thinking_choice_is_stored_with_it(choice: str | None) -> None:
    options = SamplingOptions(temperature=0.2, thinking=choice)  # type: ignore[arg-type]
    defaults = SamplingOptions(thinking="on")
    assert sampling_from_record(sampling_record(options), defaults).thinking == choice


@pytest.mark.parametrize("stored", ["maybe", 1, True])
def test_a_damaged_thinking_choice_falls_back_to_the_default(stored: object) -> None:
    defaults = SamplingOptions(thinking="off")
    assert sampling_from_record({"thinking": stored}, defaults).thinking == "off"
    # A chat saved before the switch existed keeps the model's own default.
    assert sampling_from_record({}, SamplingOptions()).thinking is None


def test_the_memory_figure_names_its_parts() -> None:
    breakdown = MemoryBreakdown(98 * MB, 40 * MB, 5 * MB, 100 * MB, 23 * MB)
    assert sum(part.size_bytes for part in need_parts(breakdown)) == breakdown.total
    assert need_text(breakdown) == (
        "needs about 266 MB: 98 MB model + 45 MB conversation memory + 123 MB working space"
    )
    assert need_text(breakdown, detailed=False) == "needs about 266 MB"
    used = use_text(98 * MB, 90 * MB)
    assert used == "uses about 188 MB: 98 MB model + 90 MB conversation memory"
    assert use_text(98 * MB, None) == "uses about 98 MB: 98 MB model"
