"""The one figure for a model's memory, in numbers and in words.

Every place that says how much memory a model takes (the Load page, the status bar
before and after a load, the Library, Discover, ``models inspect``) takes it from a
plan's ``MemoryBreakdown`` (``load_choice.plan_request``) and words it here, so one
model at one set of settings shows one number everywhere, and the words say what the
number is: what the plan *needs* (model + conversation memory + working space at the
chosen context) or what a running server *uses* (as it reported at load).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.core.units import format_bytes

if TYPE_CHECKING:
    # A type only: the memory estimate's module (and the GGUF reader under it) is not
    # loaded before the window's first paint for the status bar's words.
    from desktop.core.models.memory import MemoryBreakdown

MODEL_PART = "model"
CONTEXT_PART = "conversation memory"
WORKING_PART = "working space"


@dataclass(frozen=True)
class MemoryPart:
    label: str
    size_bytes: int


def need_parts(breakdown: MemoryBreakdown) -> tuple[MemoryPart, MemoryPart, MemoryPart]:
    """The three parts a person can tell apart: the model's weights (with a projector),
    what the context takes (KV cache, recurrent state), and the runtime's working space
    (compute buffers, overhead). Together they are ``breakdown.total``."""
    return (
        MemoryPart(MODEL_PART, breakdown.weights_bytes),
        MemoryPart(CONTEXT_PART, breakdown.kv_cache_bytes + breakdown.recurrent_bytes),
        MemoryPart(WORKING_PART, breakdown.compute_bytes + breakdown.overhead_bytes),
    )


def need_text(breakdown: MemoryBreakdown, *, detailed: bool = True) -> str:
    """"needs about 266 MB: 98 MB model + 45 MB conversation memory + 123 MB working
    space" (without the parts when ``detailed`` is False)."""
    text = f"needs about {format_bytes(breakdown.total)}"
    if not detailed:
        return text
    return f"{text}: {_joined(need_parts(breakdown))}"


def use_bytes(model_bytes: int, kv_cache_bytes: int | None) -> int:
    """What a loaded model takes as its server reported it: the weights it mapped and
    the KV cache it allocated (the working space is not reported)."""
    return model_bytes + (kv_cache_bytes or 0)


def use_text(model_bytes: int, kv_cache_bytes: int | None) -> str:
    """"uses about 184 MB: 98 MB model + 86 MB conversation memory", from what the
    running server reported (without the cache part when it reported none)."""
    parts = [MemoryPart(MODEL_PART, model_bytes)]
    if kv_cache_bytes:
        parts.append(MemoryPart(CONTEXT_PART, kv_cache_bytes))
    return f"uses about {format_bytes(use_bytes(model_bytes, kv_cache_bytes))}: {_joined(parts)}"


def _joined(parts: tuple[MemoryPart, ...] | list[MemoryPart]) -> str:
    return " + ".join(f"{format_bytes(part.size_bytes)} {part.label}" for part in parts)
