"""A saved chat as Markdown (to read or share) or as JSON (to keep or process).

Versions (an answer written again, a question edited): the Markdown follows the chat as
shown, each message with versions says which it is, and its other versions follow it
folded; the JSON holds the messages shown in order and every other version apart, each
message with its id and its parent's, so the whole tree can be rebuilt."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime

from desktop.core.chat.figures import figures_text
from desktop.core.chat.grounding import stored_sources
from desktop.core.chat.store_records import Conversation, StoredMessage, StoredToolCall

JSON_FORMAT = "llamadesk-conversation"
# 2: message ids, parents and versions; "other_versions".
JSON_VERSION = 2

_ROLE_HEADINGS = {"system": "System", "user": "You", "assistant": "Assistant", "tool": "Tool"}
_ROLE_NOUNS = {"user": "question", "assistant": "answer"}


def to_markdown(
    conversation: Conversation,
    messages: Sequence[StoredMessage],
    every_version: Sequence[StoredMessage] = (),
) -> str:
    """The chat as Markdown: title, system prompt, one heading per turn, thinking folded;
    ``every_version`` (the store's): a message's other versions folded under it."""
    by_id = {message.id: message for message in every_version}
    lines = [f"# {_one_line(conversation.title) or 'Chat'}", ""]
    facts = [f"Started {_readable_time(conversation.created_at)}"]
    if conversation.model_name:
        facts.append(f"Model: {conversation.model_name}")
    lines += ["_" + " · ".join(facts) + "_", ""]
    if conversation.system_prompt.strip():
        lines += ["## System prompt", "", _quoted(conversation.system_prompt), ""]

    for message in messages:
        heading = _ROLE_HEADINGS.get(message.role, message.role.title())
        if message.version_count > 1:
            heading += f" (version {message.version} of {message.version_count})"
        lines += [f"## {heading}", ""]
        lines += _message_body(message)
        lines += _other_versions(message, by_id)
    return "\n".join(lines).rstrip("\n") + "\n"


def _message_body(message: StoredMessage) -> list[str]:
    lines: list[str] = []
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
    return lines


def _other_versions(message: StoredMessage, by_id: dict[int, StoredMessage]) -> list[str]:
    others = [by_id[key] for key in message.version_ids if key != message.id and key in by_id]
    if not others:
        return []
    noun = _ROLE_NOUNS.get(message.role, "message")
    lines = ["<details>", f"<summary>Other versions of this {noun} ({len(others)})</summary>", ""]
    for other in others:
        number = message.version_ids.index(other.id) + 1
        lines += [f"**Version {number} of {message.version_count}**", ""]
        lines += _message_body(other)
    return [*lines, "</details>", ""]


def to_json(
    conversation: Conversation,
    messages: Sequence[StoredMessage],
    every_version: Sequence[StoredMessage] = (),
) -> str:
    """The chat as JSON with a stable schema: ``format``, ``version``, ``conversation``,
    ``messages`` (as shown), ``other_versions`` (the rest of ``every_version``); times
    as ISO 8601 in UTC."""
    shown = {message.id for message in messages}
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
        "messages": [_record(message) for message in messages],
        "other_versions": [
            _record(message) for message in every_version if message.id not in shown
        ],
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _record(message: StoredMessage) -> dict[str, object]:
    return {
        "id": message.id,
        "parent_id": message.parent_id,
        "version": message.version,
        "versions": message.version_count,
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
