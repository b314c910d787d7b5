"""The figures of an answer (tokens, speed, time to first token), added up over the
model calls of one turn, as the plain dict stored with the message.

Stored as a dict so an answer read back from the store shows the same line as the one
just streamed. A turn may hold several calls (a tool loop): completion tokens add up,
the speed is over all generated tokens, the first token is the first call's, and the
prompt is the last call's (it holds everything before, so it is what fills the context).

Where the answer ran (``ran_on``: the devices, the layers on a graphics card, the
context) is stored with the figures, from what the server reported when the model was
loaded, so an old answer still says it after another model (or card) took over.

``figures_text`` is the one line a person reads from them, under an answer in the
window and in a Markdown export alike.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from desktop.core.chat.events import ReplyFinished

if TYPE_CHECKING:
    from desktop.core.runtime.load_report import LoadReport

# Where an answer ran, as stored: "devices" (names), "gpu_layers", "layers", "context".
RanOn = Mapping[str, object]


def _tokens(finished: ReplyFinished) -> tuple[int, int] | None:
    """(prompt, completion) tokens of one call, from usage or else the timings."""
    if finished.usage is not None:
        return finished.usage.prompt_tokens, finished.usage.completion_tokens
    if finished.timings is not None:
        # A stopped answer has only the timings; the prompt counts what came from the
        # server's cache too, as usage does.
        timings = finished.timings
        return timings.cache_n + timings.prompt_n, timings.predicted_n
    return None


def _speed(calls: Sequence[ReplyFinished]) -> float | None:
    if len(calls) == 1:
        return calls[0].tokens_per_second
    generated = sum(call.timings.predicted_n for call in calls if call.timings is not None)
    spent_ms = sum(call.timings.predicted_ms for call in calls if call.timings is not None)
    if generated > 0 and spent_ms > 0:
        return generated / (spent_ms / 1000.0)
    speeds = [call.tokens_per_second for call in calls if call.tokens_per_second is not None]
    return speeds[-1] if speeds else None


def ran_on_record(report: LoadReport, gpu_names: Sequence[str] = ()) -> dict[str, object]:
    """Where answers of the model loaded with ``report`` run: ``gpu_names`` (the cards
    holding part of it, named by the caller, which knows the hardware), else the
    devices the server named (CUDA0, CPU), with the layers on a card and the context."""
    devices = list(gpu_names) or _server_devices(report)
    record: dict[str, object] = {"devices": devices, "context": report.context}
    if report.total_layers is not None:
        record["layers"] = report.total_layers
        record["gpu_layers"] = report.gpu_layers_offloaded or 0
    return record


def _server_devices(report: LoadReport) -> list[str]:
    # llama.cpp names buffers per device: "CPU_Mapped", "CPU_REPACK" are one processor.
    names = (device.split("_", 1)[0] for device in report.devices)
    devices = list(dict.fromkeys(name for name in names if name))
    if not report.gpu_layers_offloaded:
        devices = [name for name in devices if name.upper() == "CPU"]
    return devices or ["CPU"]


def turn_stats(calls: Sequence[ReplyFinished], ran_on: RanOn | None = None) -> dict[str, object]:
    """What to store about a turn's finished calls (at least one), with where the
    model that made them ran (``ran_on_record``), when known."""
    last = calls[-1]
    stats: dict[str, object] = {"cancelled": last.cancelled}
    if ran_on is not None:
        stats["ran_on"] = dict(ran_on)
    if last.finish_reason is not None:
        stats["finish_reason"] = last.finish_reason
    first_token = next((call.ttft_ms for call in calls if call.ttft_ms is not None), None)
    if first_token is not None:
        stats["ttft_ms"] = round(first_token, 1)
    speed = _speed(calls)
    if speed is not None:
        stats["tokens_per_second"] = round(speed, 2)
    counted = [tokens for tokens in map(_tokens, calls) if tokens is not None]
    if counted:
        stats["completion_tokens"] = sum(completion for _prompt, completion in counted)
        stats["prompt_tokens"] = counted[-1][0]
    if len(calls) > 1:
        stats["calls"] = len(calls)
    return stats


def tokens_used(stats: dict[str, object]) -> int | None:
    """Prompt plus completion tokens of a stored answer's figures; None when unknown."""
    prompt = stats.get("prompt_tokens")
    completion = stats.get("completion_tokens")
    if isinstance(prompt, int) and isinstance(completion, int):
        return prompt + completion
    return None


def last_tokens_used(stats_latest_first: Iterable[dict[str, object]]) -> int | None:
    """How much of the context the chat filled at its latest answer with figures, from
    the answers' figures, latest first (it stops at the first with a count)."""
    used = (tokens for tokens in map(tokens_used, stats_latest_first) if tokens is not None)
    return next(used, None)


# -- the line a person reads under an answer (and in an export) ---------------------

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
