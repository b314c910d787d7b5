"""Chat export: Markdown for people, JSON with a stable, versioned schema."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.export import JSON_FORMAT, JSON_VERSION, to_json, to_markdown
from desktop.core.chat.grounding import Source
from desktop.core.chat.store_records import Conversation, StoredMessage, StoredToolCall


@pytest.fixture
def saved_chat(tmp_path: Path) -> Iterator[tuple[Conversation, list[StoredMessage]]]:
    """A real stored chat: system prompt, image, thinking, stats, an interrupted reply."""
    with ConversationStore(tmp_path / "chats.sqlite3") as store:
        chat = store.create_conversation(
            "Cats & dogs",
            system_prompt="You are a vet.\nAnswer briefly.",
            sampling={"temperature": 0.4},
            model_name="SmolLM2-135M-Instruct.Q4_1",
        )
        store.add_message(
            chat.id,
            "user",
            "What is this animal?",
            images=["/photos/pet.png", "/my photos/dog (1).png"],
        )
        store.add_message(
            chat.id,
            "assistant",
            "A **cat**.",
            reasoning="Pointy ears, whiskers.",
            stats={"completion_tokens": 12, "tokens_per_second": 33.456, "ttft_ms": 3274.1,
                   "cancelled": False, "finish_reason": "stop", "timings": {"raw": 1},
                   "sources": [Source(1, "/docs/vet manual.pdf", 12, "Cats", "Cats have "
                                      "pointy ears.", 0.03).as_record()]},
        )
        store.add_message(chat.id, "user", "Are you sure?")
        reply = store.begin_reply(chat.id)
        store.append_reply(reply, "Fairly", "")
        store.finish_reply(reply, stats={}, error="The chat is too long for this model.")
        store.add_message(chat.id, "user", "Hello?")
        cut = store.begin_reply(chat.id)
        store.append_reply(cut, "Hel", "")
        store.flush()
        yield store.get_conversation(chat.id), store.messages(chat.id)


def test_markdown_has_title_prompt_turns_thinking_and_stats(
    saved_chat: tuple[Conversation, list[StoredMessage]],
) -> None:
    conversation, messages = saved_chat
    text = to_markdown(conversation, messages)
    lines = text.splitlines()
    assert lines[0] == "# Cats & dogs"
    assert "Model: SmolLM2-135M-Instruct.Q4_1" in text
    started = datetime.fromtimestamp(conversation.created_at, tz=UTC)
    assert f"Started {started:%Y-%m-%d %H:%M} UTC" in text
    assert "## System prompt\n\n> You are a vet.\n> Answer briefly.\n" in text
    assert [line for line in lines if line.startswith("## ")] == [
        "## System prompt",
        "## You",
        "## Assistant",
        "## You",
        "## Assistant",
        "## You",
        "## Assistant",
    ]
    # Thinking comes folded, before the answer it led to.
    details = text.index("<details>\n<summary>Thinking</summary>\n\nPointy ears, whiskers.")
    assert details < text.index("A **cat**.")
    assert "</details>" in text
    assert "![Attached image](/photos/pet.png)\n![Attached image](</my photos/dog (1).png>)" in text
    # The figures as the window words them, never the stored keys (issue 26).
    assert "_33.5 tokens/s · first token after 3.3 s · 12 tokens_" in text
    assert "finish reason" not in text and "ttft" not in text and "False" not in text
    assert "Sources:\n\n1. vet manual.pdf, page 12 (Cats): /docs/vet manual.pdf\n" in text
    assert "_Stopped early: The chat is too long for this model._" in text
    assert text.count("interrupted") == 1  # only the reply cut short
    assert text.index("Hel\n") < text.index("interrupted")
    assert text.endswith("\n") and not text.endswith("\n\n")


def test_markdown_of_an_empty_chat_is_just_its_heading(tmp_path: Path) -> None:
    with ConversationStore(tmp_path / "chats.sqlite3") as store:
        chat = store.create_conversation("  Multi\nline   title ")
    text = to_markdown(chat, [])
    assert text.startswith("# Multi line title\n")
    assert "##" not in text
    assert "Model:" not in text


def test_json_has_a_versioned_stable_schema(
    saved_chat: tuple[Conversation, list[StoredMessage]],
) -> None:
    conversation, messages = saved_chat
    document = json.loads(to_json(conversation, messages))
    assert document["format"] == JSON_FORMAT
    assert document["version"] == JSON_VERSION
    assert set(document) == {"format", "version", "conversation", "messages", "other_versions"}
    exported = document["conversation"]
    assert set(exported) == {
        "title",
        "created_at",
        "updated_at",
        "system_prompt",
        "sampling",
        "model_name",
    }
    assert exported["title"] == conversation.title
    assert exported["sampling"] == {"temperature": 0.4}
    assert datetime.fromisoformat(exported["created_at"]).timestamp() == pytest.approx(
        conversation.created_at, abs=1
    )
    assert len(document["messages"]) == len(messages)
    for item, message in zip(document["messages"], messages, strict=True):
        assert set(item) == {
            "id",
            "parent_id",
            "version",
            "versions",
            "role",
            "content",
            "reasoning",
            "images",
            "created_at",
            "stats",
            "complete",
            "error",
            "tool_calls",
        }
        assert item["tool_calls"] == []
        assert (item["role"], item["content"], item["reasoning"]) == (
            message.role,
            message.content,
            message.reasoning,
        )
        assert item["images"] == message.images
        assert item["stats"] == message.stats
        assert item["complete"] is message.complete
        assert item["error"] == message.error
    assert document["messages"][-1]["complete"] is False
    assert document["messages"][-1]["content"] == "Hel"


def test_json_is_deterministic_and_keeps_unicode(tmp_path: Path) -> None:
    with ConversationStore(tmp_path / "chats.sqlite3") as store:
        chat = store.create_conversation("Café ☕")
        store.add_message(chat.id, "user", "Grüße 👋")
        messages = store.messages(chat.id)
    first = to_json(chat, messages)
    assert first == to_json(chat, messages)
    assert "Café ☕" in first
    assert "Grüße 👋" in first


def test_a_message_stored_as_bytes_exports_as_text(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    with ConversationStore(path) as store:
        chat = store.create_conversation("From an older version")
        store.add_message(chat.id, "user", "placeholder")
    # As an older version or damage may leave a row: the text as a BLOB, one byte bad.
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as raw:
        raw.execute(
            "UPDATE messages SET content = ?, reasoning = ?",
            ("Grüße aus Köln ".encode() + b"\xff", "Erst überlegen".encode()),
        )
        assert raw.execute("SELECT typeof(content) FROM messages").fetchone()[0] == "blob"
    with ConversationStore(path) as store:
        messages = store.messages(chat.id)

    markdown = to_markdown(chat, messages)
    assert "Grüße aus Köln \ufffd" in markdown
    assert "Erst überlegen" in markdown
    document = json.loads(to_json(chat, messages))
    assert document["messages"][0]["content"] == "Grüße aus Köln \ufffd"
    assert document["messages"][0]["reasoning"] == "Erst überlegen"


def test_tool_calls_export_where_the_model_made_them(tmp_path: Path) -> None:
    with ConversationStore(tmp_path / "chats.sqlite3") as store:
        chat = store.create_conversation("Sums")
        store.add_message(chat.id, "user", "Add 2 and 3, then read a file.")
        reply = store.begin_reply(chat.id)
        store.append_reply(reply, "Let me add.The sum is 5.")
        calls = [
            StoredToolCall("c1", "add", '{"a": 2, "b": 3}', "5", None, 0.25, "done", 0, 11),
            # A result holding a code fence must not close the block early.
            StoredToolCall(
                "c2", "read_file", "{}", "```x```", "No such file.", 0.0, "failed", 1, 11
            ),
        ]
        store.set_tool_calls(reply, calls)
        store.finish_reply(reply, stats={"calls": 3})
        conversation, messages = store.get_conversation(chat.id), store.messages(chat.id)
    text = to_markdown(conversation, messages)
    first = text.index("<summary>Tool call: add (done, 0.2 s)</summary>")
    second = text.index("<summary>Tool call: read_file (failed: No such file., 0.0 s)</summary>")
    assert text.index("Let me add.") < first < second < text.index("The sum is 5.")
    assert '```json\n{"a": 2, "b": 3}\n```' in text
    assert "````\n```x```\n````" in text
    exported = json.loads(to_json(conversation, messages))["messages"][1]["tool_calls"]
    assert [call["name"] for call in exported] == ["add", "read_file"]
    assert exported[0] == {
        "call_id": "c1",
        "name": "add",
        "arguments": '{"a": 2, "b": 3}',
        "result": "5",
        "error": None,
        "seconds": 0.25,
        "status": "done",
        "round": 0,
        "at": 11,
    }


def test_exports_show_which_version_is_shown_and_keep_the_others(tmp_path: Path) -> None:
    with ConversationStore(tmp_path / "chats.sqlite3") as store:
        chat = store.create_conversation("Colours")
        question = store.add_message(chat.id, "user", "Name a colour.")
        red = store.add_message(chat.id, "assistant", "Red.")
        store.add_message(chat.id, "user", "Why red?")
        store.add_message(chat.id, "assistant", "It is warm.")
        blue = store.begin_reply(chat.id, version_of=red.id)
        store.append_reply(blue, "Blue.")
        store.finish_reply(blue, stats={})
        store.add_version(question.id, "Name a metal.")
        store.choose_version(question.id)
        conversation = store.get_conversation(chat.id)
        messages, every = store.messages(chat.id), store.every_version(chat.id)

    text = to_markdown(conversation, messages, every)
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert headings == ["## You (version 1 of 2)", "## Assistant (version 2 of 2)"]
    assert "<summary>Other versions of this question (1)</summary>" in text
    assert "<summary>Other versions of this answer (1)</summary>" in text
    assert text.index("**Version 2 of 2**\n\nName a metal.") < text.index("## Assistant")
    assert text.index("Blue.") < text.index("**Version 1 of 2**\n\nRed.")

    document = json.loads(to_json(conversation, messages, every))
    assert document["version"] == JSON_VERSION == 2
    shown = document["messages"]
    assert [(m["content"], m["version"], m["versions"]) for m in shown] == [
        ("Name a colour.", 1, 2), ("Blue.", 2, 2)]
    assert shown[1]["parent_id"] == shown[0]["id"] and shown[0]["parent_id"] is None
    others = {m["content"]: m for m in document["other_versions"]}
    assert set(others) == {"Red.", "Why red?", "It is warm.", "Name a metal."}
    # The tree can be rebuilt: what followed the first answer hangs from it.
    assert others["Why red?"]["parent_id"] == others["Red."]["id"] == red.id
    assert others["It is warm."]["parent_id"] == others["Why red?"]["id"]
