"""A model call that must be a tool call, whatever the model or server.

llama-server's own ``"tool_choice": "required"`` did not force a call on this build
(notes/llama-server.md, "Tools"), and it refuses a grammar beside ``tools``. So the
forced call is made without ``tools``: the tools are described in the system message,
and the reply is constrained by a JSON schema to ``{"name": <one of the tools>,
"arguments": <that tool's arguments>}``, which the server turns into a grammar. The
reply is then read back as the call it is.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from desktop.core.chat.events import ChatMessage, ToolCall
from desktop.core.tools.base import ToolSpec

FORCED_INSTRUCTIONS = (
    "Call one of these tools now. Reply with only a JSON object:"
    ' {"name": <the tool\'s name>, "arguments": <its arguments>}.'
)


def forced_call_schema(specs: Sequence[ToolSpec], *, loose: bool = False) -> dict[str, object]:
    """The JSON schema of one call of any of ``specs``. ``loose``: any arguments object
    (for a tool whose own schema the server cannot turn into a grammar)."""
    names = [spec.name for spec in specs]
    if loose:
        return _call_schema({"type": "string", "enum": names}, {"type": "object"})
    return {
        "oneOf": [
            _call_schema({"type": "string", "enum": [spec.name]}, _arguments_schema(spec))
            for spec in specs
        ]
    }


def _call_schema(name: Mapping[str, object], arguments: Mapping[str, object]) -> dict[str, object]:
    return {
        "type": "object",
        "properties": {"name": dict(name), "arguments": dict(arguments)},
        "required": ["name", "arguments"],
    }


def _arguments_schema(spec: ToolSpec) -> dict[str, object]:
    schema = dict(spec.parameters) or {"type": "object"}
    schema.setdefault("type", "object")
    return schema


def forced_call_messages(
    history: Sequence[ChatMessage], specs: Sequence[ToolSpec]
) -> tuple[ChatMessage, ...]:
    """``history`` with the tools described in its system message (one is added first
    when there is none): without ``tools`` in the request the template shows none."""
    listing = "\n".join(
        f"- {spec.name}: {spec.description} Arguments (JSON Schema): "
        f"{json.dumps(dict(spec.parameters), ensure_ascii=False)}"
        for spec in specs
    )
    instructions = f"{FORCED_INSTRUCTIONS}\nTools:\n{listing}"
    if history and history[0].role == "system":
        first = history[0]
        merged = ChatMessage("system", f"{first.content}\n\n{instructions}")
        return (merged, *history[1:])
    return (ChatMessage("system", instructions), *history)


def parse_forced_call(text: str, call_id: str) -> ToolCall:
    """The call in a constrained reply. A reply cut short (the token limit) keeps its
    raw text as the arguments, so the model is told they could not be read."""
    try:
        parsed = json.loads(text)
    except ValueError:
        parsed = None
    if isinstance(parsed, dict) and isinstance(parsed.get("name"), str):
        arguments = parsed.get("arguments", {})
        return ToolCall(call_id, parsed["name"], json.dumps(arguments, ensure_ascii=False))
    return ToolCall(call_id, "", text)
