"""What of an answer is read aloud, sentence by sentence.

An answer is Markdown with, at times, the model's thinking in it. Read aloud, code and
thinking are noise (and take long to say), so both are left out; Markdown's marks are
dropped and a link reads as its words. What is left is cut into sentences, so speech
can start with the first one while the rest is still being made; each line (a heading,
a list item) ends a sentence of its own.
"""

from __future__ import annotations

import re

# Thinking as templates write it into the text (a separate reasoning field never
# reaches here); an unclosed block runs to the end, as while the model still thinks.
_THINKING = re.compile(r"<(think|thinking|reasoning)>.*?(?:</\1>|\Z)", re.DOTALL | re.IGNORECASE)
# Fenced code blocks (``` or ~~~), closed or still open at the end.
_FENCED_CODE = re.compile(r"^[ \t]*(```|~~~).*?(?:^[ \t]*\1[^\n]*$|\Z)", re.DOTALL | re.MULTILINE)
_INLINE_CODE = re.compile(r"`([^`\n]*)`")
_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_LINE_MARKS = re.compile(r"^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+|\|)", re.MULTILINE)
_EMPHASIS = re.compile(r"(\*\*|__|\*|_|~~)(?=\S)(.+?)(?<=\S)\1")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}.*$", re.MULTILINE)
# A sentence ends at . ! ? … (with closing quotes or brackets) before a space or the end
# of the line (so "3.5" goes on), or at the CJK full stops, which need no space.
_SENTENCE = re.compile(r".+?(?:[.!?…]+[\"'”’)\]]*(?=\s|$)|[。！？]+[\"'”’)\]]*|$)")
# Words whose full stop ends no sentence.
_ABBREVIATIONS = frozenset(
    {"mr.", "mrs.", "ms.", "dr.", "st.", "vs.", "etc.", "e.g.", "i.e.", "no.", "fig."}
)
_SPEAKABLE = re.compile(r"\w")
# The languages answers can be read in, by their ISO 639-1 codes, as Settings names them
# (Qwen3-TTS speaks all ten; Pocket TTS one per file).
LANGUAGE_NAMES = {
    "en": "English", "zh": "Chinese", "de": "German", "it": "Italian", "pt": "Portuguese",
    "es": "Spanish", "ja": "Japanese", "ko": "Korean", "fr": "French", "ru": "Russian",
}


def speakable_text(answer: str) -> str:
    """The answer without thinking, code blocks and Markdown marks."""
    text = _THINKING.sub(" ", answer)
    text = _FENCED_CODE.sub("\n", text)
    text = _IMAGE.sub("", text)
    text = _LINK.sub(r"\1", text)
    text = _INLINE_CODE.sub(r"\1", text)
    text = _TABLE_RULE.sub("", text)
    text = _LINE_MARKS.sub("", text)
    text = _EMPHASIS.sub(r"\2", text)
    return text.replace("|", ", ")


def sentences_to_speak(answer: str) -> list[str]:
    """The sentences of ``answer`` to read aloud, in order; none that has no word."""
    sentences: list[str] = []
    for line in speakable_text(answer).splitlines():
        pending = ""
        for found in _SENTENCE.finditer(line):
            piece = found.group()
            pending = f"{pending} {piece}".strip() if pending else piece.strip()
            if not pending or _ends_in_abbreviation(pending):
                continue
            sentences.append(pending)
            pending = ""
        if pending:
            sentences.append(pending)
    return [" ".join(sentence.split()) for sentence in sentences if _SPEAKABLE.search(sentence)]


def _ends_in_abbreviation(text: str) -> bool:
    last = text.rsplit(maxsplit=1)[-1].lower()
    return last in _ABBREVIATIONS
