"""Why a plan is what it is, typed: each reason a kind and its figures.

The planner (``fit``) says *which* reason holds and with which figures; each front end
words it: the command line and the logs in English (``PlanReason.text``), the window in
the user's language from the same kind and figures. A figure's name says what it is:
``*_tokens`` a context length, ``*_size`` bytes, ``gpus`` the cards' names, any other a
plain count.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from desktop.core.units import format_bytes

Figure = int | tuple[str, ...]


class ReasonKind(Enum):
    """Each reason's English words (``{figure}`` where a figure goes)."""

    LONGER_THAN_TRAINED = (
        "The chosen context length ({chosen_tokens}) is longer than the {trained_tokens} this "
        "model was trained for; answers may get worse near the end of long chats."
    )
    CHOSE_PROCESSOR = "You chose to run the model on the processor only."
    CHOSEN_CARDS_MISSING = (
        "None of the chosen graphics cards was found, so the model runs on the processor."
    )
    NO_CARD = "No graphics card was found, so the model runs on the processor."
    SHORTENED_FOR_CARDS = (
        "The context length was shortened from {from_tokens} to {to_tokens} so the whole "
        "model fits in graphics memory."
    )
    FITS_ONE_CARD = (
        "The model fits in the free memory of {gpus} ({usable_size} usable), so it runs "
        "fully on the graphics card."
    )
    SPLIT_ACROSS_CARDS = (
        "The model is too big for one graphics card, so it is split across {count} cards: "
        "{gpus} ({usable_size} usable)."
    )
    CHOSEN_CONTEXT_TOO_LONG_FOR_CARDS = (
        "The chosen context length ({chosen_tokens}) needs more graphics memory than is "
        "free; up to {largest_tokens} would run fully on the graphics card."
    )
    TOO_BIG_FOR_CARDS_AND_MEMORY = (
        "The model needs about {need_size}, but this computer has only {usable_size} of "
        "usable graphics memory and {free_size} of free memory."
    )
    CARD_TOO_SMALL = (
        "{gpus} has too little free memory ({free_size}) to help, so the model runs on the "
        "processor."
    )
    CARDS_TOO_SMALL = (
        "{gpus} have too little free memory ({free_size}) to help, so the model runs on the "
        "processor."
    )
    PARTLY_ON_CARDS = (
        "The model needs about {need_size} but only {usable_size} of graphics memory is "
        "usable, so part of it runs on the processor, which is slower."
    )
    EVERY_LAYER_WONT_FIT = (
        "You chose to put every layer on the graphics card, but the model needs about "
        "{need_size} and only {usable_size} of graphics memory is usable: loading will "
        "probably fail. Choose Automatic to run part of it on the processor."
    )
    SHORTENED_FOR_LAYERS = (
        "The context length was shortened from {from_tokens} to {to_tokens} so {layers} "
        "layers fit in graphics memory."
    )
    CHOSE_LAYERS = (
        "You chose {layers} of {total_layers} layers on {gpus}; the rest run on the "
        "processor, which is slower."
    )
    LAYERS_WONT_FIT = (
        "Those layers need about {need_size} of graphics memory, but only {usable_size} is "
        "usable: loading will probably fail. Choose fewer layers."
    )
    PROCESSOR_PART_TOO_BIG = (
        "The layers left on the processor need about {need_size}, but this computer has "
        "only {free_size} of free memory."
    )
    TOO_BIG_FOR_MEMORY = (
        "The model needs about {need_size}, but this computer has only {free_size} of free memory."
    )
    SHORTENED_FOR_MEMORY = (
        "The context length was shortened from {from_tokens} to {to_tokens} so the model "
        "fits in the free memory."
    )
    CHOSEN_CONTEXT_TOO_LONG = (
        "The chosen context length ({chosen_tokens}) needs more memory than is free "
        "({free_size}); up to {largest_tokens} would fit."
    )


@dataclass(frozen=True)
class PlanReason:
    kind: ReasonKind
    figures: Mapping[str, Figure] = field(default_factory=dict)

    @property
    def text(self) -> str:
        """The reason in English, as the command line says it."""
        return self.kind.value.format(
            **{name: english_figure(name, value) for name, value in self.figures.items()}
        )

    def __str__(self) -> str:
        return self.text


def english_figure(name: str, value: Figure) -> str:
    if isinstance(value, tuple):
        # "A", "A and B", "A, B, and C": as Qt's English lists them in the window.
        if len(value) <= 2:
            return " and ".join(value)
        return ", ".join(value[:-1]) + ", and " + value[-1]
    if name.endswith("_tokens"):
        return f"{value:,} tokens"
    if name.endswith("_size"):
        # One unit for every size in a reason, so "needs 9.1 GB but only 7.6 GB" compares
        # at once.
        return format_bytes(value, decimals=1, unit="GB")
    return str(value)
