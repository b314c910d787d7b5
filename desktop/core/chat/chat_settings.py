"""A conversation's sampling settings: what is stored with it, and the defaults a new
chat starts from.

Every setting is stored, "no limit" and "random seed" included (as null): a setting
left out would be filled from whatever the screen showed last, so one chat's values
would leak into the next.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from desktop.core.chat.events import SamplingOptions
from desktop.core.models.chat_template import THINKING_CHOICES
from desktop.core.settings import Settings

# Settings where None is a real choice, not "unknown": no limit, a random seed, the
# model's own thinking default.
_MAY_BE_NONE = frozenset({"max_tokens", "seed", "thinking"})
_INTEGERS = frozenset({"top_k", "seed", "max_tokens"})
_WORDS = frozenset({"thinking"})


def default_sampling(settings: Settings) -> SamplingOptions:
    """The sampling a new chat starts from: the defaults chosen in Settings."""
    return SamplingOptions(
        temperature=settings.default_temperature,
        top_p=settings.default_top_p,
        top_k=settings.default_top_k,
        min_p=settings.default_min_p,
        repeat_penalty=settings.default_repeat_penalty,
        seed=settings.default_seed,
        max_tokens=settings.default_max_tokens,
    )


def sampling_record(options: SamplingOptions) -> dict[str, object]:
    """Every setting of ``options``, as stored with a conversation."""
    return dataclasses.asdict(options)


def sampling_from_record(
    record: Mapping[str, object], defaults: SamplingOptions
) -> SamplingOptions:
    """A stored record's settings; ``defaults`` for any missing or unusable value
    (chats saved by older versions stored only some of them)."""
    values: dict[str, object] = {}
    for field in dataclasses.fields(SamplingOptions):
        name = field.name
        value = record.get(name)
        if name not in record or not _usable(name, value):
            value = getattr(defaults, name)
        elif name not in _INTEGERS | _WORDS and value is not None:
            value = float(value)  # type: ignore[arg-type]  # _usable checked it is a number
        values[name] = value
    return SamplingOptions(**values)  # type: ignore[arg-type]


def _usable(name: str, value: object) -> bool:
    if value is None:
        return name in _MAY_BE_NONE
    if isinstance(value, bool):
        return False
    if name == "thinking":
        return value in THINKING_CHOICES
    if name == "max_tokens":
        return isinstance(value, int) and value > 0
    if name in _INTEGERS:
        return isinstance(value, int)
    return isinstance(value, int | float)
