"""Code blocks in a finished answer: their exact text (for Copy) and their look.

``fenced_code_blocks`` reads the Markdown source, so what is copied is exactly what
the model wrote between the fences, whatever Qt's renderer does with it.
``highlight_code_blocks`` runs once over a rendered document: a tinted background
and, for a few common languages, keywords, strings and comments in colour. Neither
ever runs per streamed token.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QPalette,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

# A code block longer than this is tinted but not coloured word by word.
HIGHLIGHT_MAX_CHARS = 20_000

CODE_BACKGROUND = QColor(127, 127, 127, 38)  # a grey tint that reads on light and dark
# Keywords, strings and comments on a light page, and on a dark one: each at least
# 4.5:1 against the code's background in its theme.
LIGHT_COLORS = (QColor("#8f3fb8"), QColor("#276b2b"), QColor("#5f6368"))
DARK_COLORS = (QColor("#d6a4ff"), QColor("#8fd694"), QColor("#a0a7b1"))
KEYWORD_COLOR, STRING_COLOR, COMMENT_COLOR = LIGHT_COLORS

# Any indentation: models often put a fence inside a list item, indented under it.
_OPENING = re.compile(r"^( *)(`{3,}|~{3,})(.*)$")

_PYTHON = (
    "and as assert async await break class continue def del elif else except False "
    "finally for from global if import in is lambda None nonlocal not or pass raise "
    "return True try while with yield match case"
)
_C_LIKE = (
    "auto break case catch char class const continue default delete do double else "
    "enum export extends false final float for function if implements import int let "
    "long namespace new null nullptr private protected public return short static "
    "struct switch this throw true try typedef typeof unsigned var void while fn "
    "impl mut pub use mod match self Self trait where async await interface package "
    "func go defer chan type bool string"
)
_SHELL = "if then else elif fi for in do done while case esac function return export local echo"
_SQL = (
    "select from where insert into values update set delete create table drop alter "
    "join left right inner outer on group by order having limit and or not null as"
)

_LANGUAGES: dict[str, tuple[str, str]] = {}  # language -> (keywords, comment start)
for _names, _words, _comment in (
    (("python", "py", "python3"), _PYTHON, "#"),
    (
        (
            "c",
            "cpp",
            "c++",
            "h",
            "hpp",
            "java",
            "javascript",
            "js",
            "typescript",
            "ts",
            "rust",
            "rs",
            "go",
            "csharp",
            "cs",
            "kotlin",
            "swift",
        ),
        _C_LIKE,
        "//",
    ),
    (("bash", "sh", "shell", "zsh", "console"), _SHELL, "#"),
    (("sql",), _SQL, "--"),
):
    for _name in _names:
        _LANGUAGES[_name] = (_words, _comment)

_STRING = r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'"
_PATTERNS: dict[str, re.Pattern[str]] = {}


@dataclass(frozen=True)
class CodeBlock:
    """A fenced code block: its language (may be empty) and its exact text."""

    language: str
    code: str


def fenced_code_blocks(markdown: str) -> list[CodeBlock]:
    """The fenced code blocks of ``markdown``, in order, each exactly as written.

    As CommonMark reads them: a fence of three or more backticks or tildes, closed by
    a fence of the same character at least as long (an unclosed one runs to the end);
    the opening fence's indentation is taken off each line. A fence may be indented
    any amount, as under a list item.
    """
    blocks: list[CodeBlock] = []
    lines = markdown.splitlines()
    index = 0
    while index < len(lines):
        opening = _OPENING.match(lines[index])
        if opening is None:
            index += 1
            continue
        indent = len(opening.group(1))
        fence = opening.group(2)
        info = opening.group(3).strip()
        if fence[0] == "`" and "`" in info:
            index += 1
            continue
        body: list[str] = []
        index += 1
        while index < len(lines):
            line = lines[index]
            stripped = line.strip()
            if stripped.startswith(fence) and not stripped.strip(fence[0]):
                break
            body.append(_dedent(line, indent))
            index += 1
        index += 1  # past the closing fence (or the end)
        language = info.split()[0].lower() if info else ""
        blocks.append(CodeBlock(language, "\n".join(body)))
    return blocks


def _dedent(line: str, indent: int) -> str:
    spaces = len(line) - len(line.lstrip(" "))
    return line[min(spaces, indent) :]


def is_code_block(block: QTextBlock) -> bool:
    """True for a block Qt's Markdown reader made from a code block."""
    return block.blockFormat().hasProperty(QTextFormat.Property.BlockCodeLanguage)


def highlight_code_blocks(document: QTextDocument) -> int:
    """Tint the code blocks of a rendered document and colour their keywords.

    Returns how many code blocks (runs of code lines) were found.
    """
    fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    colors = _colors_for_page()
    found = 0
    previous_was_code = False
    block = document.begin()
    cursor = QTextCursor(document)
    cursor.beginEditBlock()
    while block.isValid():
        if is_code_block(block):
            if not previous_was_code:
                found += 1
            previous_was_code = True
            _style_block(cursor, block, fixed, colors)
        else:
            previous_was_code = False
        block = block.next()
    cursor.endEditBlock()
    return found


def _style_block(
    cursor: QTextCursor, block: QTextBlock, fixed: QFont, colors: tuple[QColor, ...]
) -> None:
    cursor.setPosition(block.position())
    block_format = QTextBlockFormat()
    block_format.setBackground(CODE_BACKGROUND)
    # Qt's reader keeps code lines whole; a long line then ran past the message's
    # right edge, clipped, with no way to scroll to it. Wrapped, all of it is seen.
    block_format.setNonBreakableLines(False)
    cursor.mergeBlockFormat(block_format)
    cursor.setPosition(block.position() + block.length() - 1, QTextCursor.MoveMode.KeepAnchor)
    font_format = QTextCharFormat()
    font_format.setFontFamilies([fixed.family()])
    font_format.setFontFixedPitch(True)
    cursor.mergeCharFormat(font_format)
    language = block.blockFormat().stringProperty(QTextFormat.Property.BlockCodeLanguage)
    text = block.text()
    if language.lower() in _LANGUAGES and len(text) <= HIGHLIGHT_MAX_CHARS:
        for start, end, color in _spans(text, language.lower(), colors):
            cursor.setPosition(block.position() + _utf16(text[:start]))
            cursor.setPosition(
                block.position() + _utf16(text[:end]), QTextCursor.MoveMode.KeepAnchor
            )
            colored = QTextCharFormat()
            colored.setForeground(color)
            cursor.mergeCharFormat(colored)


def _utf16(text: str) -> int:
    return len(text) if text.isascii() else len(text.encode("utf-16-le")) // 2


def _pattern(language: str) -> re.Pattern[str]:
    pattern = _PATTERNS.get(language)
    if pattern is None:
        words, comment = _LANGUAGES[language]
        keywords = "|".join(sorted(set(words.split()), key=len, reverse=True))
        pattern = re.compile(
            rf"(?P<comment>{re.escape(comment)}.*$)|(?P<string>{_STRING})"
            rf"|(?P<keyword>\b(?:{keywords})\b)",
            re.IGNORECASE if language == "sql" else 0,
        )
        _PATTERNS[language] = pattern
    return pattern


def _colors_for_page() -> tuple[QColor, ...]:
    """The keyword, string and comment colours for the theme now painted."""
    page = QGuiApplication.palette().color(QPalette.ColorRole.Base)
    return DARK_COLORS if page.lightness() < 128 else LIGHT_COLORS


def _spans(
    text: str, language: str, colors: tuple[QColor, ...] = LIGHT_COLORS
) -> list[tuple[int, int, QColor]]:
    """Where keywords, strings and comments are in one line of code."""
    keyword, string, comment = colors
    spans: list[tuple[int, int, QColor]] = []
    for match in _pattern(language).finditer(text):
        kind = match.lastgroup
        color = comment if kind == "comment" else string if kind == "string" else keyword
        spans.append((match.start(), match.end(), color))
    return spans
