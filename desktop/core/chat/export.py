"""A saved chat as Markdown (to read or share) or as JSON (to keep or process)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime

from desktop.core.chat.figures import figures_text
from desktop.core.chat.grounding import stored_sources
from desktop.core.chat.store_records import Conversation, StoredMessage, StoredToolCall

JSON_FORMAT = "llamadesk-conversation"
JSON_VERSION = 1

_ROLE_HEADINGS = {"system": "System", "user": "You", "assistant": "Assistant", "tool": "Tool"}


def to_markdown(conversation: Conversation, messages: Sequence[StoredMessage]) -> str:
    """The chat as Markdown: title, system prompt, one heading per turn, thinking folded."""
    lines = [f"# {_one_line(conversation.title) or 'Chat'}", ""]
    facts = [f"Started {_readable_time(conversation.created_at)}"]
    if conversation.model_name:
        facts.append(f"Model: {conversation.model_name}")
    lines += ["_" + " · ".join(facts) + "_", ""]
    if conversation.system_prompt.strip():
        lines += ["## System prompt", "", _quoted(conversation.system_prompt), ""]

    for message in messages:
        lines += [f"## {_ROLE_HEADINGS.get(message.role, message.role.title())}", ""]
        if message.reasoning:
            lines += [
                "<details>",
                "<summary>Thinking</summary>",
                "",
                message.reasoning.strip("\n"),
                "",
                "</details>",
                "",
            ]
        lines += _content_with_tool_calls(message)
        lines += [f"![Attached image]({_link_target(image)})" for image in message.images]
        if message.images:
            lines.append("")
        notes = []
        if not message.complete:
            notes.append("This answer was interrupted before it finished.")
        if message.error:
            notes.append(f"Stopped early: {_one_line(message.error)}")
        # The line the window shows under the answer: the raw figures are in the JSON.
        figures = figures_text(message.stats)
        if figures:
            notes.append(figures)
        lines += [f"_{note}_" for note in notes]
        if notes:
            lines.append("")
        lines += _sources(message)
    return "\n".join(lines).rstrip("\n") + "\n"


def to_json(conversation: Conversation, messages: Sequence[StoredMessage]) -> str:
    """The chat as JSON with a stable schema: ``format``, ``version``, ``conversation``,
    ``messages``; times as ISO 8601 in UTC."""
    document = {
        "format": JSON_FORMAT,
        "version": JSON_VERSION,
        "conversation": {
            "title": conversation.title,
            "created_at": _iso(conversation.created_at),
            "updated_at": _iso(conversation.updated_at),
            "system_prompt": conversation.system_prompt,
            "sampling": conversation.sampling,
            "model_name": conversation.model_name,
        },
        "messages": [
            {
                "role": message.role,
                "content": message.content,
                "reasoning": message.reasoning,
                "images": list(message.images),
                "created_at": _iso(message.created_at),
                "stats": message.stats,
                "complete": message.complete,
                "error": message.error,
                "tool_calls": [call.record() for call in message.tool_calls],
            }
            for message in messages
        ],
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _content_with_tool_calls(message: StoredMessage) -> list[str]:
    """The answer's text with each tool call folded in where the model made it."""
    lines: list[str] = []
    shown = 0
    for call in message.tool_calls:
        before = message.content[shown : call.at].strip("\n")
        shown = max(shown, call.at)
        lines += [before, ""] if before else []
        lines += _tool_call_block(call)
    rest = message.content[shown:].strip("\n")
    return lines + ([rest, ""] if rest else [])


def _tool_call_block(call: StoredToolCall) -> list[str]:
    outcome = call.status if call.error is None else f"{call.status}: {_one_line(call.error)}"
    return [
        "<details>",
        f"<summary>Tool call: {call.name} ({outcome}, {call.seconds:.1f} s)</summary>",
        "",
        *_fenced(call.arguments, "json"),
        "",
        *_fenced(call.result, ""),
        "",
        "</details>",
        "",
    ]


def _fenced(text: str, language: str) -> list[str]:
    # A fence longer than any run of backticks inside, so a result holding ``` stays one block.
    fence = "`" * max(3, _longest_backticks(text) + 1)
    return [fence + language, text.strip("\n"), fence]


def _longest_backticks(text: str) -> int:
    longest = current = 0
    for char in text:
        current = current + 1 if char == "`" else 0
        longest = max(longest, current)
    return longest


def _iso(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp, tz=UTC).isoformat(timespec="seconds")


def _readable_time(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp, tz=UTC).strftime("%Y-%m-%d %H:%M UTC")


def _link_target(target: str) -> str:
    # CommonMark needs <...> around a link target with spaces or parentheses.
    return f"<{target}>" if any(char in target for char in " ()\t") else target


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _quoted(text: str) -> str:
    return "\n".join(f"> {line}".rstrip() for line in text.strip("\n").splitlines())


def _sources(message: StoredMessage) -> list[str]:
    """The passages of the user's documents an answer was given, as its [n] name them."""
    sources = stored_sources(message.stats)
    if not sources:
        return []
    lines = ["Sources:", ""]
    for source in sources:
        where = source.label() + (f" ({source.heading})" if source.heading else "")
        lines.append(f"{source.number}. {where}: {_one_line(source.file)}")
    return [*lines, ""]
