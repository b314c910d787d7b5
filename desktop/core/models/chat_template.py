"""What a model's chat template lets the app switch: thinking, tools, kept reasoning.

The template is Jinja text from the GGUF header (``tokenizer.chat_template``). We
read it statically, without rendering: the variables it consults tell us which
``chat_template_kwargs`` llama-server should pass (``enable_thinking`` or
``reasoning_effort``), and whether it knows about tools at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from desktop.core.errors import LlamaDeskError

ThinkingStyle = Literal["none", "enable_thinking", "reasoning_effort", "always"]
REASONING_EFFORTS = ("low", "medium", "high")

# Qwen3.5/3.6 models below this size think too long for too little gain: their
# thinking starts switched off (the user can still switch it on).
_SMALL_QWEN_ARCHITECTURES = frozenset({"qwen35", "qwen35moe"})
_SMALL_QWEN_MAX_PARAMETERS = 9e9

_TAG = re.compile(r"\{%-?(.*?)[-+]?%\}|\{\{-?(.*?)[-+]?\}\}", re.DOTALL)
_STRING = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"", re.DOTALL)
_IF = re.compile(r"^\s*if\b")
_ENDIF = re.compile(r"^\s*endif\b")
_ELSE = re.compile(r"^\s*(?:elif|else)\b")
_GENERATION_PROMPT_IF = re.compile(r"^\s*if\s+(?!not\b)[^%]*\badd_generation_prompt\b")
_SIZE = re.compile(r"(\d+(?:\.\d+)?)\s*([KMBT])", re.IGNORECASE)
_SIZE_UNITS = {"K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12}


@dataclass(frozen=True)
class TemplateFlags:
    thinking_style: ThinkingStyle
    supports_tools: bool
    preserve_thinking: bool  # the template takes a preserve_thinking switch


class ReasoningEffortError(LlamaDeskError):
    """A reasoning effort other than low, medium or high."""


@dataclass(frozen=True)
class _Tag:
    start: int  # offset of "{%" / "{{"
    end: int  # offset just past "%}" / "}}"
    statement: str | None  # the inside of a {% %} tag
    expression: str | None  # the inside of a {{ }} tag


def _tags(template: str) -> list[_Tag]:
    return [
        _Tag(match.start(), match.end(), match.group(1), match.group(2))
        for match in _TAG.finditer(template)
    ]


def _without_strings(code: str) -> str:
    return _STRING.sub("''", code)


def _string_literals(code: str) -> list[str]:
    return [literal[1:-1] for literal in _STRING.findall(code)]


def _uses_variable(code_without_strings: str, name: str) -> bool:
    return re.search(rf"(?<![\w.]){re.escape(name)}\b", code_without_strings) is not None


def _generation_prompt_text(template: str, tags: list[_Tag]) -> str:
    """The text each ``if add_generation_prompt`` branch emits (up to else/endif)."""
    pieces: list[str] = []
    for index, tag in enumerate(tags):
        if tag.statement is None or not _GENERATION_PROMPT_IF.match(tag.statement):
            continue
        depth = 0
        for inner in tags[index + 1 :]:
            statement = inner.statement
            if statement is not None and _IF.match(statement):
                depth += 1
            elif statement is not None and _ENDIF.match(statement):
                if depth == 0:
                    pieces.append(template[tag.end : inner.start])
                    break
                depth -= 1
            elif statement is not None and _ELSE.match(statement) and depth == 0:
                pieces.append(template[tag.end : inner.start])
                break
    return "\n".join(pieces)


def template_flags(template: str | None) -> TemplateFlags:
    """Read thinking style, tool support and preserve_thinking from a chat template."""
    if not template:
        return TemplateFlags("none", supports_tools=False, preserve_thinking=False)
    tags = _tags(template)
    code = "\n".join(tag.statement or tag.expression or "" for tag in tags)
    bare_code = _without_strings(code)

    style: ThinkingStyle = "none"
    if _uses_variable(bare_code, "enable_thinking"):
        style = "enable_thinking"
    elif _uses_variable(bare_code, "reasoning_effort"):
        style = "reasoning_effort"
    elif "<think>" in _generation_prompt_text(template, tags):
        style = "always"

    supports_tools = (
        _uses_variable(bare_code, "tools")
        or _uses_variable(bare_code, "tool_calls")
        or "tool" in _string_literals(code)  # a branch on the "tool" role
    )
    return TemplateFlags(
        thinking_style=style,
        supports_tools=supports_tools,
        preserve_thinking=_uses_variable(bare_code, "preserve_thinking"),
    )


def thinking_kwargs(
    flags: TemplateFlags,
    enabled: bool | None,
    effort: str | None,
    *,
    preserve: bool | None = None,
) -> dict[str, object]:
    """The ``chat_template_kwargs`` for a thinking choice; None leaves the default.

    ``enabled`` switches a boolean toggle; with a reasoning-effort template, off
    means "low" (such models cannot stop reasoning). ``effort`` is low, medium or
    high. ``preserve`` sets preserve_thinking where the template has it (keeping
    past reasoning keeps the prompt's prefix identical, so the server's cache
    is reused, at the cost of context).
    """
    if effort is not None and effort not in REASONING_EFFORTS:
        raise ReasoningEffortError(f"Reasoning effort must be low, medium or high, not {effort!r}.")
    kwargs: dict[str, object] = {}
    if flags.thinking_style == "enable_thinking" and enabled is not None:
        kwargs["enable_thinking"] = enabled
    elif flags.thinking_style == "reasoning_effort":
        if enabled is False:
            kwargs["reasoning_effort"] = "low"
        elif effort is not None:
            kwargs["reasoning_effort"] = effort
    if flags.preserve_thinking and preserve is not None:
        kwargs["preserve_thinking"] = preserve
    return kwargs


def parameter_count_from_label(size_label: str | None) -> float | None:
    """Parameters from a GGUF size label: "0.8B" -> 8e8, "35B-A3B" -> 3.5e10."""
    if not size_label:
        return None
    match = _SIZE.search(size_label)
    if match is None:
        return None
    return float(match.group(1)) * _SIZE_UNITS[match.group(2).upper()]


def default_thinking_enabled(
    flags: TemplateFlags, architecture: str | None, size_label: str | None
) -> bool:
    """Whether thinking starts switched on for this model."""
    if flags.thinking_style == "none":
        return False
    if flags.thinking_style == "always":
        return True
    if architecture in _SMALL_QWEN_ARCHITECTURES:
        parameters = parameter_count_from_label(size_label)
        if parameters is not None and parameters < _SMALL_QWEN_MAX_PARAMETERS:
            return False
    return True
