"""The line of figures shown under an answer (speed, time to first token, tokens).

The figures themselves are worked out by the chat session (desktop/core/chat/figures.py)
and stored with the message, so an answer read back shows the same line as one just
streamed, and says where it ran even after another model or card took over.
"""

from __future__ import annotations

from collections.abc import Mapping


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
    ran_on = stats.get("ran_on")
    if isinstance(ran_on, Mapping):
        parts.append(ran_on_text(ran_on))
    return " · ".join(part for part in parts if part)


def ran_on_text(ran_on: Mapping[str, object]) -> str:
    """Where an answer ran, e.g. "ran on NVIDIA H100 (30 of 30 layers), 4,096-token
    context" or "ran on the processor (CPU), 4,096-token context"."""
    devices = ran_on.get("devices")
    names = [str(name) for name in devices] if isinstance(devices, list) else []
    gpu_layers = ran_on.get("gpu_layers")
    layers = ran_on.get("layers")
    on_gpu = isinstance(gpu_layers, int) and gpu_layers > 0
    if not names or (not on_gpu and all(name.upper() == "CPU" for name in names)):
        where = "ran on the processor (CPU)"
    else:
        where = "ran on " + ", ".join(names)
        if isinstance(gpu_layers, int) and gpu_layers > 0 and isinstance(layers, int):
            rest = "" if gpu_layers >= layers else "; the rest on the processor"
            where += f" ({gpu_layers} of {layers} layers{rest})"
    context = ran_on.get("context")
    if isinstance(context, int) and context > 0:
        where += f", {context:,}-token context"
    return where
