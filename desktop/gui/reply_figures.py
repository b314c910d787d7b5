"""The line of figures shown under an answer (speed, time to first token, tokens).

The figures themselves are worked out by the chat session (desktop/core/chat/figures.py)
and stored with the message, so an answer read back shows the same line as one just
streamed.
"""

from __future__ import annotations


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
