"""The figures shown under an answer (speed, time to first token, tokens), one way.

Figures are stored with the message as a plain dict, so an answer read back from the
store shows the same line as the one just streamed.
"""

from __future__ import annotations

from desktop.core.chat.client import ReplyFinished


def stats_from_reply(finished: ReplyFinished) -> dict[str, object]:
    """What to store about a finished answer."""
    stats: dict[str, object] = {"cancelled": finished.cancelled}
    if finished.finish_reason is not None:
        stats["finish_reason"] = finished.finish_reason
    if finished.ttft_ms is not None:
        stats["ttft_ms"] = round(finished.ttft_ms, 1)
    if finished.tokens_per_second is not None:
        stats["tokens_per_second"] = round(finished.tokens_per_second, 2)
    if finished.usage is not None:
        stats["completion_tokens"] = finished.usage.completion_tokens
        stats["prompt_tokens"] = finished.usage.prompt_tokens
    elif finished.timings is not None:
        stats["completion_tokens"] = finished.timings.predicted_n
        stats["prompt_tokens"] = finished.timings.prompt_n
    return stats


def figures_text(stats: dict[str, object]) -> str:
    """One short line, e.g. "83.1 tokens/s · first token after 120 ms · 42 tokens"."""
    parts: list[str] = []
    speed = stats.get("tokens_per_second")
    if isinstance(speed, int | float):
        parts.append(f"{speed:.1f} tokens/s")
    ttft = stats.get("ttft_ms")
    if isinstance(ttft, int | float):
        parts.append(
            f"first token after {ttft:.0f} ms"
            if ttft < 1000
            else f"first token after {ttft / 1000:.1f} s"
        )
    tokens = stats.get("completion_tokens")
    if isinstance(tokens, int):
        parts.append(f"{tokens} token" + ("" if tokens == 1 else "s"))
    if stats.get("cancelled"):
        parts.append("stopped")
    elif stats.get("finish_reason") == "length":
        parts.append("cut off at the length limit")
    return " · ".join(parts)
