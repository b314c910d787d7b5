"""The memory bar's legend takes more lines where its words run long (issue 29: Russian
at 1024x600 cut "free memory" short when the legend had one line)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from desktop.gui.load.memory_bar import (
    KV_COLOR,
    OTHER_COLOR,
    WEIGHTS_COLOR,
    MemoryBar,
    MemorySegment,
)

GB = 1_000_000_000


def test_a_long_legend_wraps_onto_another_line_and_cuts_no_words(qtbot: QtBot) -> None:
    bar = MemoryBar()
    qtbot.addWidget(bar)
    bar.set_usage(
        (MemorySegment("модель", 94 * GB // 1000, WEIGHTS_COLOR),
         MemorySegment("память разговора", 90 * GB // 1000, KV_COLOR),
         MemorySegment("рабочее пространство", 82 * GB // 1000, OTHER_COLOR)),
        23 * GB,
        "свободная память",
    )  # fmt: skip
    wide = bar.fontMetrics().horizontalAdvance(" ".join(words for _c, words in bar.legend()))
    one_line = bar.heightForWidth(wide * 2)
    entries = bar.legend_layout(wide // 2)
    assert max(entry.line for entry in entries) >= 1  # more than one line
    assert all(entry.shown == entry.words for entry in entries)  # nothing cut with "…"
    assert bar.heightForWidth(wide // 2) > one_line
    assert {entry.line for entry in bar.legend_layout(wide * 2)} == {0}
