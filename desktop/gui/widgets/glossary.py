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

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from desktop.core.models.split_names import parse_split_name
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

TERMS: dict[str, str] = {
    "quantisation": QT_TRANSLATE_NOOP(
        "Glossary",
        "How much the model's numbers were rounded to make it smaller. Smaller versions "
        "(Q3, Q4) need less memory and answer faster; larger ones (Q6, Q8, F16) answer a "
        "little better. Q4_K_M is a good balance on most computers.",
    ),
    "f16": QT_TRANSLATE_NOOP(
        "Glossary",
        "F16 keeps the model's numbers unrounded (16-bit): the best answers, and the most "
        "memory. A vision model's picture reader is usually F16.",
    ),
    "kv-cache type": QT_TRANSLATE_NOOP(
        "Glossary",
        "How the conversation memory (the KV cache) is stored. f16 is exact; q8_0 needs "
        "half the memory with almost no difference; q4_0 a quarter, with a small loss. "
        "A smaller type leaves room for a longer conversation.",
    ),
    "projector": QT_TRANSLATE_NOOP(
        "Glossary",
        'The part of a vision model that reads pictures (an "mmproj" file). It is only '
        "needed to send pictures; LlamaDesk finds it beside the model when it can.",
    ),
    "top-p": QT_TRANSLATE_NOOP(
        "Glossary",
        "Word choice breadth: the next word is picked only among the likeliest words "
        "whose chances add up to this share. Lower (0.8) keeps answers focused; 1.0 "
        "turns it off. Most people leave it at 0.95.",
    ),
    "top-k": QT_TRANSLATE_NOOP(
        "Glossary",
        "Only this many of the likeliest next words are considered. Off considers all; "
        "40 is a common choice.",
    ),
    "min-p": QT_TRANSLATE_NOOP(
        "Glossary",
        "Words much less likely than the likeliest one are never picked. 0.05 removes "
        "odd choices without making answers dull; off allows every word.",
    ),
    "temperature": QT_TRANSLATE_NOOP(
        "Glossary",
        "Creativity: low (0.2) gives steady, predictable answers; high (1.0) more varied "
        "and surprising ones.",
    ),
    "can also": QT_TRANSLATE_NOOP(
        "Glossary",
        "What the model can do besides chatting: read pictures (vision), use tools, or "
        "think step by step before it answers.",
    ),
    "context": QT_TRANSLATE_NOOP(
        "Glossary",
        "How much of the conversation the model can keep in mind at once, in tokens (a "
        "token is about three quarters of a word). Longer needs more memory.",
    ),
    "gpu layers": QT_TRANSLATE_NOOP(
        "Glossary",
        "How much of the model runs on the graphics card. All of it is fastest; what "
        "doesn't fit runs on the processor, more slowly.",
    ),
}

_SIZE_LETTERS = {
    "XXS": QT_TRANSLATE_NOOP(
        "Glossary", "{quant}: rounded to about {bits} bits per number, tiny variant"
    ),
    "XS": QT_TRANSLATE_NOOP(
        "Glossary", "{quant}: rounded to about {bits} bits per number, extra small variant"
    ),
    "S": QT_TRANSLATE_NOOP(
        "Glossary", "{quant}: rounded to about {bits} bits per number, small variant"
    ),
    "M": QT_TRANSLATE_NOOP(
        "Glossary", "{quant}: rounded to about {bits} bits per number, medium variant"
    ),
    "L": QT_TRANSLATE_NOOP(
        "Glossary", "{quant}: rounded to about {bits} bits per number, large variant"
    ),
}
_QUANT = re.compile(r"^(I?Q)(\d)(?:_(K|\d|NL))?(?:_(XXS|XS|S|M|L))?$", re.IGNORECASE)
_FLOATS = {"F16": 16, "BF16": 16, "F32": 32}


def term(name: str) -> str:
    """The plain explanation of ``name`` (any case), in the window's language; "" for a
    term not explained here."""
    words = TERMS.get(name.lower(), "")
    return QCoreApplication.translate("Glossary", words) if words else ""


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
    # Whole sentences, one per case: word order differs between languages.
    if upper in _FLOATS:
        return QCoreApplication.translate(
            "Glossary", "{quant}: unrounded ({bits}-bit), the largest version. {about}"
        ).format(quant=upper, bits=_FLOATS[upper], about=term("f16"))
    match = _QUANT.match(upper)
    if match is None:
        return term("quantisation")
    prefix, bits, _kind, size = match.groups()
    if size:
        words = QCoreApplication.translate("Glossary", _SIZE_LETTERS[size])
    else:
        words = QCoreApplication.translate(
            "Glossary", "{quant}: rounded to about {bits} bits per number"
        )
    words = words.format(quant=upper, bits=bits)
    if prefix == "IQ":
        words = QCoreApplication.translate("Glossary", "{words} (a newer, denser rounding)").format(
            words=words
        )
    return QCoreApplication.translate("Glossary", "{words}. {about}").format(
        words=words, about=term("quantisation")
    )


def model_file_label(path: Path) -> str:
    """A model file's name as people see it in the Library: no ".gguf", and a split
    model's first part named for the whole model (no "-00001-of-00003")."""
    split = parse_split_name(path.name)
    if split is not None:
        return split.stem
    return path.name[: -len(".gguf")] if path.name.lower().endswith(".gguf") else path.name
