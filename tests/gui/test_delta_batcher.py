"""Streamed deltas reach the window in batches, in order, without losing a character."""

from __future__ import annotations

from desktop.core.chat.turns import Channel
from desktop.gui.delta_batcher import DeltaBatcher


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_first_delta_goes_out_at_once_then_batches_by_interval() -> None:
    clock = Clock()
    batcher = DeltaBatcher(interval_s=0.025, clock=clock)
    assert batcher.add("content", "Hel") == [("content", "Hel")]
    clock.now += 0.010
    assert batcher.add("content", "lo") == []
    clock.now += 0.010
    assert batcher.add("content", ",") == []
    clock.now += 0.010
    assert batcher.add("content", " world") == [("content", "lo, world")]
    assert batcher.flush() == []


def test_channels_keep_their_order_and_flush_returns_the_rest() -> None:
    clock = Clock()
    batcher = DeltaBatcher(interval_s=1.0, clock=clock)
    batcher.add("reasoning", "think")
    batcher.add("reasoning", "ing")
    batcher.add("content", "An")
    batcher.add("content", "swer")
    batcher.add("reasoning", "more")
    assert batcher.flush() == [
        ("reasoning", "ing"),
        ("content", "Answer"),
        ("reasoning", "more"),
    ]


def test_a_thousand_fast_deltas_become_few_batches_with_every_character() -> None:
    clock = Clock()
    batcher = DeltaBatcher(interval_s=0.025, clock=clock)
    sent: list[tuple[Channel, str]] = []
    for index in range(1000):
        clock.now += 0.001  # a thousand tokens a second
        sent += batcher.add("content", f"{index} ")
    sent += batcher.flush()
    assert "".join(text for _, text in sent) == "".join(f"{index} " for index in range(1000))
    assert len(sent) <= 1000 * 0.001 / 0.025 + 2
