"""What a model's chat template lets the app switch: thinking, tools, kept reasoning.

The template is Jinja text from the GGUF header (``tokenizer.chat_template``). We
parse it with Jinja's own parser, without rendering: the variables it reads from the
caller (``meta.find_undeclared_variables``) tell us which
``chat_template_kwargs`` llama-server should pass (``enable_thinking`` or
``reasoning_effort``), and whether it knows about tools at all.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from desktop.core.errors import LlamaDeskError

if TYPE_CHECKING:
    import jinja2
    from jinja2 import nodes

ThinkingStyle = Literal["none", "enable_thinking", "reasoning_effort", "always"]
REASONING_EFFORTS = ("low", "medium", "high")
# What a chat (or ``ask --think``) may choose; None leaves the model's own default.
ThinkingChoice = Literal["on", "off", "low", "medium", "high"]
THINKING_CHOICES: tuple[ThinkingChoice, ...] = ("on", "off", "low", "medium", "high")

# Qwen3.5/3.6 models below this size think too long for too little gain: their
# thinking starts switched off (the user can still switch it on).
_SMALL_QWEN_ARCHITECTURES = frozenset({"qwen35", "qwen35moe"})
_SMALL_QWEN_MAX_PARAMETERS = 9e9

_SIZE = re.compile(r"(\d+(?:\.\d+)?)\s*([KMBT])", re.IGNORECASE)
_SIZE_UNITS = {"K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12}


@dataclass(frozen=True)
class TemplateFlags:
    thinking_style: ThinkingStyle
    supports_tools: bool
    preserve_thinking: bool  # the template takes a preserve_thinking switch


class ReasoningEffortError(LlamaDeskError):
    """A reasoning effort other than low, medium or high."""


class ThinkingChoiceError(LlamaDeskError):
    """A thinking choice other than on, off, low, medium or high."""


def template_flags(template: str | None) -> TemplateFlags:
    """Read thinking style, tool support and preserve_thinking from a chat template.

    A template Jinja cannot parse gives no switches: llama-server would not render it
    either, so nothing can be switched.
    """
    none = TemplateFlags("none", supports_tools=False, preserve_thinking=False)
    if not template:
        return none
    # Deferred: importing Jinja costs the window's start about 50 ms.
    import jinja2
    from jinja2 import meta, nodes

    try:
        tree = _environment().parse(template)
    except jinja2.TemplateSyntaxError:
        return none
    # Variables the caller may pass: read before the template sets them, if it does.
    switches = meta.find_undeclared_variables(tree)

    style: ThinkingStyle = "none"
    if "enable_thinking" in switches:
        style = "enable_thinking"
    elif "reasoning_effort" in switches:
        style = "reasoning_effort"
    elif any("<think>" in text for text in _generation_prompt_texts(tree)):
        style = "always"

    supports_tools = (
        "tools" in switches
        or "tool_calls" in switches
        or any(const.value == "tool" for const in tree.find_all(nodes.Const))  # the "tool" role
    )
    return TemplateFlags(
        thinking_style=style,
        supports_tools=supports_tools,
        preserve_thinking="preserve_thinking" in switches,
    )


@functools.cache
def _environment() -> jinja2.Environment:
    """A Jinja environment for parsing only: nothing is rendered, so no sandbox is
    needed. loopcontrols: templates use {% break %} and {% continue %}, which
    transformers and llama.cpp accept."""
    import jinja2
    from jinja2 import nodes
    from jinja2.ext import Extension
    from jinja2.parser import Parser

    class GenerationTag(Extension):
        """``{% generation %}...{% endgeneration %}``: transformers' marker around what
        the assistant writes (used to train on it); rendering passes its body through."""

        tags = {"generation"}  # noqa: RUF012 (the base class declares a plain set)

        def parse(self, parser: Parser) -> nodes.Node:
            lineno = next(parser.stream).lineno
            body = parser.parse_statements(("name:endgeneration",), drop_needle=True)
            return nodes.Scope(body, lineno=lineno)

    return jinja2.Environment(extensions=["jinja2.ext.loopcontrols", GenerationTag])


def _generation_prompt_texts(tree: nodes.Template) -> Iterator[str]:
    """The text (literal output and strings) of every ``if add_generation_prompt``
    branch, the part written right before the model answers."""
    from jinja2 import nodes

    for branch in tree.find_all(nodes.If):
        if isinstance(branch.test, nodes.Not) or not _mentions(
            branch.test, "add_generation_prompt"
        ):
            continue
        for statement in branch.body:
            for data in statement.find_all(nodes.TemplateData):
                yield data.data
            for const in statement.find_all(nodes.Const):
                if isinstance(const.value, str):
                    yield const.value


def _mentions(expression: nodes.Node, name: str) -> bool:
    from jinja2 import nodes

    if isinstance(expression, nodes.Name) and expression.name == name:
        return True
    return any(found.name == name for found in expression.find_all(nodes.Name))


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


BASE_MODEL_TEXT = (
    "This is a base model: it continues text rather than answering questions, so its "
    "replies may ramble on or repeat themselves. To chat, pick a model made for "
    "chatting: its name usually has Instruct, Chat or -it in it."
)


def is_base_model(model_template: str | None, template_file: Path | str | None) -> bool:
    """A model with no chat template of its own, and none chosen for it: trained to
    continue text, not to take turns in a conversation (Gemma 3 270M, not its -it)."""
    return not model_template and not template_file


# llama-server's own chat format for a model without a template (ChatML): its turns
# markers.
CHATML_TURN_MARKERS = ("<|im_end|>", "<|im_start|>")


def turn_end_stops(model_template: str | None, template_file: Path | str | None) -> tuple[str, ...]:
    """Text that ends an answer besides the model's own end: for a base model, the
    markers of the ChatML that llama-server chats with it in. They are not tokens of
    its vocabulary, so it writes them out as text and goes on to write the next turn
    itself (Gemma 3 270M: "<|im_end|>", then "<|im_start|>user" and a question)."""
    return CHATML_TURN_MARKERS if is_base_model(model_template, template_file) else ()


def effective_template(model_template: str | None, template_file: Path | None) -> str | None:
    """The template llama-server renders: ``--chat-template-file``'s when one is given
    (and readable), else the model's own."""
    if template_file is None:
        return model_template
    try:
        return template_file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        # The load itself says what is wrong with the file; the switches fall back.
        return model_template


def thinking_choices(flags: TemplateFlags) -> tuple[ThinkingChoice, ...]:
    """The choices a chat offers for this template: on/off for an ``enable_thinking``
    switch, the three efforts for ``reasoning_effort``, none otherwise (a template that
    always thinks, or never, has nothing to switch)."""
    if flags.thinking_style == "enable_thinking":
        return ("on", "off")
    if flags.thinking_style == "reasoning_effort":
        return ("low", "medium", "high")
    return ()


def parse_thinking_choice(text: str | None) -> ThinkingChoice | None:
    """``text`` as a thinking choice (None stays None); raises ThinkingChoiceError."""
    if text is None:
        return None
    for choice in THINKING_CHOICES:
        if text.strip().lower() == choice:
            return choice
    raise ThinkingChoiceError(
        f"Thinking must be on, off, low, medium or high, not {text!r}."
    )


def choice_kwargs(
    flags: TemplateFlags | None, choice: ThinkingChoice | None
) -> dict[str, object]:
    """The ``chat_template_kwargs`` for a chat's thinking choice on a model with
    ``flags`` (None: not known): an effort on an on/off template means on; "on" on an
    effort template keeps its default effort; nothing for a template with no switch."""
    if flags is None or choice is None:
        return {}
    if choice in REASONING_EFFORTS:
        return thinking_kwargs(
            flags, True if flags.thinking_style == "enable_thinking" else None, choice
        )
    return thinking_kwargs(flags, choice == "on", None)


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
