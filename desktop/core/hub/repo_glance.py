"""What a search result says at a glance, before its files are listed: a name a person
reads ("Llama 3.2 3B Instruct" for bartowski/Llama-3.2-3B-Instruct-GGUF), and about
how much its usual version (Q4_K_M) downloads, from the model's size in parameters."""

from __future__ import annotations

import re

from desktop.core.units import ByteUnit, format_bytes

USUAL_QUANT = "Q4_K_M"
# Bits a Q4_K_M file spends per weight, its header and the layers kept finer included
# (Llama 3.1 8B: 8.03 B weights in 4.92 GB; SmolLM2 1.7B: 1.71 B in 1.06 GB).
USUAL_BITS_PER_WEIGHT = 4.9

_GB = 1024**3
_NEARLY_A_GB = 900 * 1024**2
_PACKAGING = re.compile(r"[-_.]?(gguf|ggml)$", re.IGNORECASE)
_SIZE = re.compile(r"^\d+(\.\d+)?[bmk]$", re.IGNORECASE)
_SPELLED_OUT = {"it": "Instruct", "instruct": "Instruct", "chat": "Chat", "base": "Base"}


def friendly_name(repo_id: str) -> str:
    """The model's own name without its owner, packaging and dashes:
    "google_gemma-3-12b-it-GGUF" reads "Gemma 3 12B Instruct"."""
    name = _PACKAGING.sub("", repo_id.rsplit("/", 1)[-1])
    words = [word for word in re.split(r"[-_ ]+", name) if word]
    # bartowski names a model "<maker>_<model>": the maker is already in the model's name.
    if "_" in name.split("-", 1)[0] and len(words) > 1 and words[1][0].isalpha():
        words = words[1:]
    shown = []
    for word in words:
        if _SIZE.match(word):
            shown.append(word.upper())
        elif word.lower() in _SPELLED_OUT:
            shown.append(_SPELLED_OUT[word.lower()])
        elif word.islower() and word.isalpha():
            shown.append(word.capitalize())
        else:
            shown.append(word)
    return " ".join(shown) or repo_id


def usual_download_bytes(parameters: int, bits: float = USUAL_BITS_PER_WEIGHT) -> int:
    """About how many bytes the usual version of a model of ``parameters`` weights is
    (``bits`` a weight: another version's, where another is suggested)."""
    return round(parameters * bits / 8)


def usual_download_unit(size: int) -> tuple[ByteUnit | None, int | None]:
    """The unit and decimals a usual download's size is shown in ("1.0 GB", not
    "1000 MB"); (None, None): the formatter's own choice."""
    if size >= _NEARLY_A_GB:
        return "GB", 1 if size < 10 * _GB else 0
    return None, None


def usual_download_text(parameters: int | None, bits: float = USUAL_BITS_PER_WEIGHT) -> str:
    """ "about 4.6 GB", or "" where the model's size is not known."""
    if not parameters or parameters <= 0:
        return ""
    size = usual_download_bytes(parameters, bits)
    unit, decimals = usual_download_unit(size)
    return f"about {format_bytes(size, unit=unit, decimals=decimals)}"
