"""Sizes for people, one way everywhere (desktop/core/units.py)."""

from __future__ import annotations

from desktop.core.units import format_bytes


def test_sizes_at_a_glance() -> None:
    assert format_bytes(0) == "0 bytes"
    assert format_bytes(512) == "512 bytes"
    assert format_bytes(1536) == "1.5 KB"
    assert format_bytes(98_000_000) == "93 MB"
    assert format_bytes(5 * 1024**5) == "5120 TB"


def test_sizes_read_side_by_side_keep_their_decimal() -> None:
    assert format_bytes(100 * 1024**2, decimals=1) == "100.0 MB"
    assert format_bytes(300 * 1024, decimals=1) == "300.0 KB"
    assert format_bytes(12, decimals=1) == "12 bytes"


def test_sizes_in_one_sentence_can_share_a_unit() -> None:
    assert format_bytes(512 * 1024**2, decimals=1, unit="GB") == "0.5 GB"
    assert format_bytes(8 * 1024**3, decimals=1, unit="GB") == "8.0 GB"
