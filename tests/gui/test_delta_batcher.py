"""Streamed deltas reach the window in batches, in order, without losing a character."""

from __future__ import annotations

from desktop.core.chat.client import PACED_READ_INTERVAL_S
from desktop.core.chat.turns import Channel
from desktop.gui.bridge.delta_batcher import DeltaBatcher


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


def test_each_slice_of_a_paced_read_is_one_update() -> None:
    # The client reads a slice of the answer every 50 ms; how soon after its read a
    # slice reaches the batcher varies by a few ms. Every slice must go out, not wait
    # for the next one (at a 50 ms interval one in five did: a 100 ms hitch).
    clock = Clock()
    batcher = DeltaBatcher(clock=clock)
    handling_ms = [3.0, 0.5, 2.0, 0.2, 4.0, 1.0, 0.3, 2.5, 0.1, 3.5] * 3
    read_at = 100.0
    updates = 0
    for handling in handling_ms:
        read_at += PACED_READ_INTERVAL_S
        clock.now = read_at + handling / 1000.0
        for token in range(8):
            updates += len(batcher.add("content", f"token {token} "))
            clock.now += 0.0001
    assert updates == len(handling_ms)
