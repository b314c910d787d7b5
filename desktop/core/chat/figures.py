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
from dataclasses import dataclass
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


@dataclass(frozen=True)
class RanOnFigures:
    """Where an answer ran, read from its stored record (``ran_on_record``); a damaged
    record reads as the processor."""

    devices: tuple[str, ...]  # empty: the processor
    gpu_layers: int | None  # layers on a graphics card, when some were
    layers: int | None  # the model's layers
    context: int | None  # tokens

    @property
    def on_processor(self) -> bool:
        return not self.devices

    @property
    def partly_on_processor(self) -> bool:
        on_card, layers = self.gpu_layers, self.layers
        return on_card is not None and layers is not None and on_card < layers


@dataclass(frozen=True)
class AnswerFigures:
    """The figures of a stored answer, typed: what each front end words in its own
    language (``figures_text`` here in English, the window in the user's)."""

    tokens_per_second: float | None
    first_token_ms: float | None
    tokens: int | None  # generated
    stopped: bool  # by the user
    cut_off: bool  # at the length limit
    ran_on: RanOnFigures | None


def read_ran_on(ran_on: Mapping[str, object]) -> RanOnFigures:
    devices = ran_on.get("devices")
    names = tuple(str(name) for name in devices) if isinstance(devices, list) else ()
    gpu_layers = ran_on.get("gpu_layers")
    layers = ran_on.get("layers")
    on_gpu = isinstance(gpu_layers, int) and gpu_layers > 0
    if not on_gpu and all(name.upper() == "CPU" for name in names):
        names = ()
    context = ran_on.get("context")
    return RanOnFigures(
        devices=names,
        gpu_layers=gpu_layers if on_gpu and isinstance(gpu_layers, int) and names else None,
        layers=layers if isinstance(layers, int) else None,
        context=context if isinstance(context, int) and context > 0 else None,
    )


def read_figures(stats: Mapping[str, object]) -> AnswerFigures:
    speed = stats.get("tokens_per_second")
    first_token = stats.get("ttft_ms")
    tokens = stats.get("completion_tokens")
    ran_on = stats.get("ran_on")
    stopped = bool(stats.get("cancelled"))
    return AnswerFigures(
        tokens_per_second=float(speed) if isinstance(speed, int | float) else None,
        first_token_ms=float(first_token) if isinstance(first_token, int | float) else None,
        tokens=tokens if isinstance(tokens, int) else None,
        stopped=stopped,
        cut_off=not stopped and stats.get("finish_reason") == "length",
        ran_on=read_ran_on(ran_on) if isinstance(ran_on, Mapping) else None,
    )


def figures_text(stats: dict[str, object]) -> str:
    """One short line, e.g. "83.1 tokens/s · first token after 120 ms · 42 tokens"."""
    figures = read_figures(stats)
    parts: list[str] = []
    if figures.tokens_per_second is not None:
        parts.append(f"{figures.tokens_per_second:.1f} tokens/s")
    ttft = figures.first_token_ms
    if ttft is not None:
        parts.append(
            f"first token after {ttft:.0f} ms"
            if ttft < 1000
            else f"first token after {ttft / 1000:.1f} s"
        )
    if figures.tokens is not None:
        parts.append(f"{figures.tokens} token" + ("" if figures.tokens == 1 else "s"))
    if figures.stopped:
        parts.append("stopped")
    elif figures.cut_off:
        parts.append("cut off at the length limit")
    if figures.ran_on is not None:
        parts.append(_ran_on_words(figures.ran_on))
    return " · ".join(parts)


def ran_on_text(ran_on: Mapping[str, object]) -> str:
    """Where an answer ran, e.g. "ran on NVIDIA H100 (30 of 30 layers), 4,096-token
    context" or "ran on the processor (CPU), 4,096-token context"."""
    return _ran_on_words(read_ran_on(ran_on))


def _ran_on_words(ran_on: RanOnFigures) -> str:
    if ran_on.on_processor:
        where = "ran on the processor (CPU)"
    else:
        where = "ran on " + ", ".join(ran_on.devices)
        if ran_on.gpu_layers is not None and ran_on.layers is not None:
            rest = "; the rest on the processor" if ran_on.partly_on_processor else ""
            where += f" ({ran_on.gpu_layers} of {ran_on.layers} layers{rest})"
    if ran_on.context is not None:
        where += f", {ran_on.context:,}-token context"
    return where
