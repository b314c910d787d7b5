"""What the core's plans and memory figures say, in the window's language.

The core decides (a model's verdict, what it needs, what a running server uses) and
hands typed results: a ``Verdict``, a ``MemoryBreakdown``, byte counts. The command line
words them in English (``desktop.core.models.memory_need``); the window words the same
figures here, from the same parts (``need_parts``), so the bar, the Library, Discover
and the status bar say one thing in any language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale

from desktop.core.hub.repo_glance import (
    USUAL_BITS_PER_WEIGHT,
    usual_download_bytes,
    usual_download_unit,
)
from desktop.core.models.fit_plan import Verdict
from desktop.core.models.memory_need import (
    CONTEXT_PART,
    MODEL_PART,
    WORKING_PART,
    MemoryPart,
    need_parts,
    use_bytes,
)
from desktop.core.models.plan_reasons import Figure, PlanReason, ReasonKind
from desktop.gui.widgets.units import format_size, format_tokens
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

if TYPE_CHECKING:
    from desktop.core.models.memory import MemoryBreakdown

_t = words_in("PlanWords")

VERDICTS: dict[Verdict, str] = {
    Verdict.FULL_GPU: QT_TRANSLATE_NOOP("PlanWords", "Runs fully on the graphics card"),
    Verdict.PARTIAL_OFFLOAD: QT_TRANSLATE_NOOP("PlanWords", "Runs partly on the graphics card"),
    Verdict.CPU_ONLY: QT_TRANSLATE_NOOP("PlanWords", "Runs on the processor"),
    Verdict.TOO_BIG: QT_TRANSLATE_NOOP("PlanWords", "Too big for this computer"),
}
PART_NAMES: dict[str, str] = {
    MODEL_PART: QT_TRANSLATE_NOOP("PlanWords", "model"),
    CONTEXT_PART: QT_TRANSLATE_NOOP("PlanWords", "conversation memory"),
    WORKING_PART: QT_TRANSLATE_NOOP("PlanWords", "working space"),
}

# The planner's reasons (core.models.plan_reasons), worded as its English; the figures
# are filled in the window's way: sizes in GB, context in tokens, cards' names listed.
REASONS: dict[ReasonKind, str] = {
    ReasonKind.LONGER_THAN_TRAINED: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The chosen context length ({chosen_tokens}) is longer than the "
        "{trained_tokens} this model was trained for; answers may get worse near the "
        "end of long chats.",
    ),
    ReasonKind.CHOSE_PROCESSOR: QT_TRANSLATE_NOOP(
        "PlanWords",
        "You chose to run the model on the processor only.",
    ),
    ReasonKind.CHOSEN_CARDS_MISSING: QT_TRANSLATE_NOOP(
        "PlanWords",
        "None of the chosen graphics cards was found, so the model runs on the processor.",
    ),
    ReasonKind.NO_CARD: QT_TRANSLATE_NOOP(
        "PlanWords",
        "No graphics card was found, so the model runs on the processor.",
    ),
    ReasonKind.SHORTENED_FOR_CARDS: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The context length was shortened from {from_tokens} to {to_tokens} so the "
        "whole model fits in graphics memory.",
    ),
    ReasonKind.FITS_ONE_CARD: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The model fits in the free memory of {gpus} ({usable_size} usable), so it runs"
        " fully on the graphics card.",
    ),
    ReasonKind.SPLIT_ACROSS_CARDS: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The model is too big for one graphics card, so it is split across {count} "
        "cards: {gpus} ({usable_size} usable).",
    ),
    ReasonKind.CHOSEN_CONTEXT_TOO_LONG_FOR_CARDS: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The chosen context length ({chosen_tokens}) needs more graphics memory than is"
        " free; up to {largest_tokens} would run fully on the graphics card.",
    ),
    ReasonKind.TOO_BIG_FOR_CARDS_AND_MEMORY: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The model needs about {need_size}, but this computer has only {usable_size} of"
        " usable graphics memory and {free_size} of free memory.",
    ),
    ReasonKind.CARD_TOO_SMALL: QT_TRANSLATE_NOOP(
        "PlanWords",
        "{gpus} has too little free memory ({free_size}) to help, so the model runs on "
        "the processor.",
    ),
    ReasonKind.CARDS_TOO_SMALL: QT_TRANSLATE_NOOP(
        "PlanWords",
        "{gpus} have too little free memory ({free_size}) to help, so the model runs on"
        " the processor.",
    ),
    ReasonKind.PARTLY_ON_CARDS: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The model needs about {need_size} but only {usable_size} of graphics memory is"
        " usable, so part of it runs on the processor, which is slower.",
    ),
    ReasonKind.EVERY_LAYER_WONT_FIT: QT_TRANSLATE_NOOP(
        "PlanWords",
        "You chose to put every layer on the graphics card, but the model needs about "
        "{need_size} and only {usable_size} of graphics memory is usable: loading will "
        "probably fail. Choose Automatic to run part of it on the processor.",
    ),
    ReasonKind.SHORTENED_FOR_LAYERS: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The context length was shortened from {from_tokens} to {to_tokens} so {layers}"
        " layers fit in graphics memory.",
    ),
    ReasonKind.CHOSE_LAYERS: QT_TRANSLATE_NOOP(
        "PlanWords",
        "You chose {layers} of {total_layers} layers on {gpus}; the rest run on the "
        "processor, which is slower.",
    ),
    ReasonKind.LAYERS_WONT_FIT: QT_TRANSLATE_NOOP(
        "PlanWords",
        "Those layers need about {need_size} of graphics memory, but only {usable_size}"
        " is usable: loading will probably fail. Choose fewer layers.",
    ),
    ReasonKind.PROCESSOR_PART_TOO_BIG: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The layers left on the processor need about {need_size}, but this computer has"
        " only {free_size} of free memory.",
    ),
    ReasonKind.TOO_BIG_FOR_MEMORY: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The model needs about {need_size}, but this computer has only {free_size} of free memory.",
    ),
    ReasonKind.SHORTENED_FOR_MEMORY: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The context length was shortened from {from_tokens} to {to_tokens} so the "
        "model fits in the free memory.",
    ),
    ReasonKind.CHOSEN_CONTEXT_TOO_LONG: QT_TRANSLATE_NOOP(
        "PlanWords",
        "The chosen context length ({chosen_tokens}) needs more memory than is free "
        "({free_size}); up to {largest_tokens} would fit.",
    ),
}


def verdict_text(verdict: Verdict) -> str:
    """ "Runs on the processor": where a model will run, as a person says it."""
    return _t(VERDICTS[verdict])


def part_name(part: MemoryPart) -> str:
    return _t(PART_NAMES[part.label])


def need_text(breakdown: MemoryBreakdown, *, detailed: bool = True) -> str:
    """ "needs about 266 MB: 98 MB model + 45 MB conversation memory + 123 MB working
    space" (without the parts when ``detailed`` is False)."""
    size = format_size(breakdown.total)
    if not detailed:
        return _t(QT_TRANSLATE_NOOP("PlanWords", "needs about {size}")).format(size=size)
    return _t(QT_TRANSLATE_NOOP("PlanWords", "needs about {size}: {parts}")).format(
        size=size, parts=_joined(need_parts(breakdown))
    )


def use_text(model_bytes: int, kv_cache_bytes: int | None) -> str:
    """ "uses about 184 MB: 98 MB model + 86 MB conversation memory", from what the
    running server reported (without the cache part when it reported none)."""
    parts = [MemoryPart(MODEL_PART, model_bytes)]
    if kv_cache_bytes:
        parts.append(MemoryPart(CONTEXT_PART, kv_cache_bytes))
    return _t(QT_TRANSLATE_NOOP("PlanWords", "uses about {size}: {parts}")).format(
        size=format_size(use_bytes(model_bytes, kv_cache_bytes)), parts=_joined(parts)
    )


def usual_download_text(parameters: int | None, bits: float = USUAL_BITS_PER_WEIGHT) -> str:
    """ "about 4.6 GB" for a model's usual version, or "" where its size is not known."""
    if not parameters or parameters <= 0:
        return ""
    size = usual_download_bytes(parameters, bits)
    unit, decimals = usual_download_unit(size)
    return _t(QT_TRANSLATE_NOOP("PlanWords", "about {size}")).format(
        size=format_size(size, unit=unit, decimals=decimals)
    )


def _joined(parts: tuple[MemoryPart, ...] | list[MemoryPart]) -> str:
    part = _t(QT_TRANSLATE_NOOP("PlanWords", "{size} {part}"))
    return " + ".join(
        part.format(size=format_size(each.size_bytes), part=part_name(each)) for each in parts
    )


def reason_text(reason: PlanReason) -> str:
    """Why the plan is what it is, in the window's language."""
    return _t(REASONS[reason.kind]).format(
        **{name: _figure(name, value) for name, value in reason.figures.items()}
    )


def _figure(name: str, value: Figure) -> str:
    if isinstance(value, tuple):
        return QLocale().createSeparatedList(list(value))
    if name.endswith("_tokens"):
        return _t(QT_TRANSLATE_NOOP("PlanWords", "{count} tokens")).format(
            count=format_tokens(value)
        )
    if name.endswith("_size"):
        # One unit for every size in a reason, so "9.1 GB but only 7.6 GB" compares at once.
        return format_size(value, decimals=1, unit="GB")
    return QLocale().toString(value)
