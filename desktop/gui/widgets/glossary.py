"""Plain words for the jargon the pages can't avoid (F16, Q4_K_M, KV cache, projector,
top-p, ...), in one place, so every page explains a term the same way.

Pages hook in with one call: ``explain(widget, "top-p")`` puts the explanation in the
widget's tooltip and "What's this?" text, ``quantisation_tip("Q4_K_M")`` says what a
version's name means, and ``model_file_label(path)`` names a model file the way the
Library does (a split model's part number never shows).
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtWidgets import QWidget

from desktop.core.models.split_names import parse_split_name

TERMS: dict[str, str] = {
    "quantisation": (
        "How much the model's numbers were rounded to make it smaller. Smaller versions "
        "(Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a "
        "little better. Q4_K_M is a good balance on most computers."
    ),
    "f16": (
        "F16 keeps the model's numbers unrounded (16-bit): the best answers, and the most "
        "memory. A vision model's picture reader is usually F16."
    ),
    "kv-cache type": (
        "How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs "
        "half the memory with almost no difference; q4_0 a quarter, with a small loss. "
        "A smaller type leaves room for a longer conversation."
    ),
    "projector": (
        'The part of a vision model that reads pictures (an "mmproj" file). It is only '
        "needed to send pictures; LlamaDesk finds it beside the model when it can."
    ),
    "top-p": (
        "Word choice breadth: the next word is picked only among the likeliest words "
        "whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 "
        "turns it off. Most people leave it at 0.95."
    ),
    "top-k": (
        "Only this many of the likeliest next words are considered. Off considers all; "
        "40 is a common choice."
    ),
    "min-p": (
        "Words much less likely than the likeliest one are never picked. 0.05 removes "
        "odd choices without making answers dull; off allows every word."
    ),
    "temperature": (
        "Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied "
        "and surprising ones."
    ),
    "can also": (
        "What the model can do besides chatting: read pictures (vision), use tools, or "
        "think step by step before it answers."
    ),
    "context": (
        "How much of the conversation the model can keep in mind at once, in tokens (a "
        "token is about three quarters of a word). Longer needs more memory."
    ),
    "gpu layers": (
        "How much of the model runs on the graphics card. All of it is fastest; what "
        "doesn't fit runs on the processor, more slowly."
    ),
}

_SIZE_LETTERS = {"XXS": "tiny", "XS": "extra small", "S": "small", "M": "medium", "L": "large"}
_QUANT = re.compile(r"^(I?Q)(\d)(?:_(K|\d|NL))?(?:_(XXS|XS|S|M|L))?$", re.IGNORECASE)
_FLOATS = {"F16": 16, "BF16": 16, "F32": 32}


def term(name: str) -> str:
    """The plain explanation of ``name`` (any case); "" for a term not explained here."""
    return TERMS.get(name.lower(), "")


def explain(widget: QWidget, name: str) -> None:
    """Put the explanation of ``name`` where people look for one: the tooltip, and
    "What's this?" (Shift+F1). A tooltip the widget had already is kept, first."""
    words = term(name)
    if not words:
        raise KeyError(f"no explanation for {name!r}")
    tip = widget.toolTip()
    widget.setToolTip(f"{tip}\n\n{words}" if tip and words not in tip else words)
    widget.setWhatsThis(words)


def quantisation_tip(quant: str) -> str:
    """What a version name such as Q4_K_M, IQ3_XS or F16 means, in plain words."""
    upper = quant.upper()
    if upper in _FLOATS:
        return f"{upper}: unrounded ({_FLOATS[upper]}-bit), the largest version. " + term("f16")
    match = _QUANT.match(upper)
    if match is None:
        return term("quantisation")
    prefix, bits, _kind, size = match.groups()
    words = f"{upper}: rounded to about {bits} bits per number"
    if size:
        words += f", {_SIZE_LETTERS[size]} variant"
    if prefix == "IQ":
        words += " (a newer, denser rounding)"
    return f"{words}. {term('quantisation')}"


def model_file_label(path: Path) -> str:
    """A model file's name as people see it in the Library: no ".gguf", and a split
    model's first part named for the whole model (no "-00001-of-00003")."""
    split = parse_split_name(path.name)
    if split is not None:
        return split.stem
    return path.name[: -len(".gguf")] if path.name.lower().endswith(".gguf") else path.name
