"""Tool calls a model wrote as text, found while its answer streams.

Many templates have the model write its calls in the answer itself:
``<tool_call>{"name": ..., "arguments": {...}}</tool_call>`` (Hermes, Qwen) or
``<function=name><parameter=k>v</parameter></function>`` (Qwen3-Coder); a result the
model wrote itself (``<tool_response>``) is hidden too. llama-server
turns them into structured ``tool_calls`` only when its parser knows the template's
format; otherwise they arrive as plain text. ``TextToolCalls`` takes the streamed
text, gives back only what is answer text (markup never shows, not even its first
characters: text that may be the start of a marker is held back until it turns out
not to be) and, at the end, the calls it found; a call whose closing tag never came
(the stream ended, or the model stopped there) is closed as if it had.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from desktop.core.chat.events import ToolCall

# A model imitating its template sometimes writes the result it expects too
# (``<tool_response>...``): that markup is hidden as well, and is no call.
_RESPONSE = "<tool_response>"
_OPENERS = ("<tool_call>", "<function=", _RESPONSE)
_CLOSER_OF = {"<tool_call>": "</tool_call>", "<function=": "</function>",
              _RESPONSE: "</tool_response>"}
_PARAMETER = re.compile(r"<parameter=([^>\s]+)>(.*?)(?:</parameter>|(?=<parameter=)|$)", re.S)


@dataclass(frozen=True)
class FoundCalls:
    calls: tuple[ToolCall, ...]
    tail: str  # answer text held back until the end (the start of no marker after all)


class TextToolCalls:
    """Splits one model call's streamed content into answer text and tool calls."""

    def __init__(self, id_prefix: str = "call") -> None:
        self._id_prefix = id_prefix
        self._pending = ""  # visible text that may be the start of a marker
        self._markup: list[str] = []  # the markup being read (opener onwards)
        self._opener: str | None = None
        self._calls: list[ToolCall] = []

    def feed(self, text: str) -> str:
        """Take streamed text; return the part that is safe to show now."""
        shown: list[str] = []
        buffer = self._pending + text
        self._pending = ""
        while buffer:
            if self._opener is not None:
                buffer = self._read_markup(buffer)
                continue
            start, opener = _first_opener(buffer)
            if opener is None:
                keep = _possible_opener_start(buffer)
                shown.append(buffer[: len(buffer) - keep])
                self._pending = buffer[len(buffer) - keep :]
                break
            shown.append(buffer[:start])
            self._opener = opener
            self._markup = [opener]
            buffer = buffer[start + len(opener) :]
        return "".join(shown)

    def finish(self) -> FoundCalls:
        """The stream ended: close what is open, and give back every call found."""
        if self._opener is not None:
            self._close("".join(self._markup[1:]))
        tail, self._pending = self._pending, ""
        return FoundCalls(tuple(self._calls), tail)

    def _read_markup(self, buffer: str) -> str:
        assert self._opener is not None
        closer = _CLOSER_OF[self._opener]
        so_far = "".join(self._markup[1:]) + buffer
        end = so_far.find(closer)
        if end < 0:
            self._markup = [self._opener, so_far]
            return ""
        self._close(so_far[:end])
        return so_far[end + len(closer) :]

    def _close(self, body: str) -> None:
        opener, self._opener, self._markup = self._opener, None, []
        call_id = f"{self._id_prefix}_{len(self._calls)}"
        if opener == _RESPONSE:
            return
        if opener == "<tool_call>":
            self._calls.append(_json_call(call_id, body))
        else:
            self._calls.append(_function_call(call_id, body))


def _first_opener(text: str) -> tuple[int, str | None]:
    found = [(text.find(opener), opener) for opener in _OPENERS if opener in text]
    if not found:
        return -1, None
    return min(found)


def _possible_opener_start(text: str) -> int:
    """How many characters at the end of ``text`` could begin a marker."""
    for length in range(min(len(text), max(map(len, _OPENERS))), 0, -1):
        tail = text[-length:]
        if any(opener.startswith(tail) for opener in _OPENERS):
            return length
    return 0


def _json_call(call_id: str, body: str) -> ToolCall:
    """``{"name": ..., "arguments": {...}}``; a body that is not JSON keeps its name
    where one can be read and its raw text as the arguments, so the loop can tell
    the model exactly what was wrong."""
    text = body.strip()
    parsed = _loads_healed(text)
    if isinstance(parsed, dict) and isinstance(parsed.get("name"), str):
        arguments = parsed.get("arguments", parsed.get("parameters", {}))
        if isinstance(arguments, str):
            return ToolCall(call_id, parsed["name"], arguments)
        return ToolCall(call_id, parsed["name"], json.dumps(arguments, ensure_ascii=False))
    name = re.search(r'"name"\s*:\s*"([^"]+)"', text)
    return ToolCall(call_id, name.group(1) if name else "", text)


def _loads_healed(text: str) -> object:
    """JSON text, with the closing braces a cut-off call lacks added where that helps."""
    for missing in range(4):
        try:
            return json.loads(text + "}" * missing)
        except ValueError:
            continue
    return None


def _function_call(call_id: str, body: str) -> ToolCall:
    """``name><parameter=k>v</parameter>...``: each value is JSON where it reads as
    JSON (numbers, lists), else the text itself."""
    name, _, rest = body.partition(">")
    arguments: dict[str, object] = {}
    for key, raw in _PARAMETER.findall(rest):
        value = raw.strip("\n")
        try:
            arguments[key] = json.loads(value)
        except ValueError:
            arguments[key] = value
    return ToolCall(call_id, name.strip(), json.dumps(arguments, ensure_ascii=False))
