"""Which chat template a model is loaded with so it can be offered tools.

A model whose own template takes no tools (the starter model's: llama-server reports
``supports_tools: false``) is loaded with a tool-capable template of the same chat
format where LlamaDesk ships one: ChatML (``<|im_start|>``) here, Qwen2.5's template
(resources/chat_templates/chatml-tools.jinja). A template the user chose is kept as it
is. Otherwise tools stay off, and ``ToolSupport.note`` says why in plain words.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from desktop.core import paths
from desktop.core.models.chat_template import TemplateFlags, template_flags

CHATML_MARKER = "<|im_start|>"


def chatml_tools_template() -> Path:
    return paths.resources_dir() / "chat_templates" / "chatml-tools.jinja"


@dataclass(frozen=True)
class ToolSupport:
    """Whether tools can be offered with the loaded model, and what to tell the user
    about it (empty: nothing to say, the model's own template takes tools)."""

    offered: bool
    note: str = ""


@dataclass(frozen=True)
class ToolTemplate:
    """The template file to load with (None: the model's own, or the user's choice),
    and the switches of the template the server then renders (read here, once a load)."""

    template_file: Path | None
    support: ToolSupport
    flags: TemplateFlags


def tool_template(model_template: str | None, chosen_file: Path | None) -> ToolTemplate:
    """The template to load a model with, given its own (GGUF) template and the file the
    user chose for it, if any."""
    if chosen_file is not None:
        try:
            chosen = chosen_file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            chosen = None  # the load itself reports the file; the switches fall back
        if chosen is None:
            return ToolTemplate(None, ToolSupport(True), template_flags(model_template))
        flags = template_flags(chosen)
        if not flags.supports_tools:
            return ToolTemplate(
                None,
                ToolSupport(
                    False,
                    f"Tools are off: the chat template you chose ({chosen_file.name}) "
                    "does not take tools.",
                ),
                flags,
            )
        return ToolTemplate(None, ToolSupport(True), flags)
    own = template_flags(model_template)
    if own.supports_tools:
        return ToolTemplate(None, ToolSupport(True), own)
    fallback = chatml_tools_template()
    if model_template and CHATML_MARKER in model_template and fallback.is_file():
        return ToolTemplate(
            fallback,
            ToolSupport(
                True,
                "This model's own chat template does not take tools, so LlamaDesk loaded it "
                "with a tool-capable template of the same format (ChatML, from Qwen2.5).",
            ),
            template_flags(fallback.read_text(encoding="utf-8")),
        )
    return ToolTemplate(
        None,
        ToolSupport(
            False,
            "Tools are off: this model's chat template does not take tools, and LlamaDesk "
            "has no tool-capable template of its format.",
        ),
        own,
    )
