"""Tool calls written as text (desktop/core/chat/tool_calls.py), the forced call's
schema and reading (tool_choice.py), the figures of a turn of several calls, and what
later turns send back of an answer that called tools (trimming.py)."""

from __future__ import annotations

import json

import pytest

from desktop.core.chat.events import ChatMessage, ReplyFinished, Timings, ToolCall, Usage
from desktop.core.chat.figures import turn_stats
from desktop.core.chat.store_records import Conversation, StoredMessage, StoredToolCall
from desktop.core.chat.tool_calls import TextToolCalls
from desktop.core.chat.tool_choice import (
    forced_call_messages,
    forced_call_schema,
    parse_forced_call,
)
from desktop.core.chat.trimming import messages_to_send
from desktop.core.tools.base import ToolSpec


def split(chunks: list[str]) -> tuple[str, tuple[ToolCall, ...]]:
    """Feed ``chunks`` as a stream would: (the text shown, the calls found)."""
    reader = TextToolCalls()
    shown = [reader.feed(chunk) for chunk in chunks]
    found = reader.finish()
    return "".join(shown) + found.tail, found.calls


def by_character(text: str) -> list[str]:
    return list(text)


def test_a_json_call_is_found_and_its_markup_never_shown() -> None:
    text = 'Let me add. <tool_call>\n{"name": "add", "arguments": {"a": 2, "b": 3}}\n</tool_call>'
    for chunks in ([text], by_character(text)):
        shown, calls = split(chunks)
        assert shown == "Let me add. "
        assert [(c.name, json.loads(c.arguments)) for c in calls] == [("add", {"a": 2, "b": 3})]


def test_a_result_the_model_wrote_itself_is_never_shown_and_is_no_call() -> None:
    """Issue 26: raw <tool_response> tags showed in answers."""
    text = ('Sure. <tool_call>{"name": "add", "arguments": {"a": 1}}</tool_call>'
            "<tool_response>\n{\"result\": 2}\n</tool_response> The sum is 2.")
    for chunks in ([text], by_character(text)):
        shown, calls = split(chunks)
        assert shown == "Sure.  The sum is 2."
        assert [call.name for call in calls] == ["add"]
    assert split(["<tool_response>cut off"]) == ("", ())


def test_text_that_only_looks_like_a_marker_is_held_then_released() -> None:
    reader = TextToolCalls()
    assert reader.feed("a <tool") == "a "  # may be a marker: held back
    assert reader.feed("s> b <") == "<tools> b "
    assert reader.feed("3") == "<3"
    found = reader.finish()
    assert (found.calls, found.tail) == ((), "")
    assert split(["x <func", "tion"]) == ("x <function", ())  # cut off: shown at the end


def test_function_parameter_calls_with_typed_values() -> None:
    text = (
        "<function=read_file>\n<parameter=path>\nnotes.txt\n</parameter>\n"
        "<parameter=lines>\n20\n</parameter>\n</function> done"
    )
    shown, calls = split(by_character(text))
    assert shown == " done"
    assert [(c.name, json.loads(c.arguments)) for c in calls] == [
        ("read_file", {"path": "notes.txt", "lines": 20})
    ]


def test_missing_closing_tags_are_healed_at_the_end() -> None:
    shown, calls = split(['<tool_call>{"name": "add", "arguments": {"a": 1, "b": 2'])
    assert shown == ""
    assert [(c.name, json.loads(c.arguments)) for c in calls] == [("add", {"a": 1, "b": 2})]
    shown, calls = split(["<function=shell><parameter=command>ls -l"])
    assert [(c.name, json.loads(c.arguments)) for c in calls] == [("shell", {"command": "ls -l"})]


def test_two_calls_get_their_own_ids_and_bad_json_keeps_its_name_and_text() -> None:
    shown, calls = split(
        [
            '<tool_call>{"name": "a", "arguments": "{}"}</tool_call>',
            '<tool_call>{"name": "b", "arguments": {oops}}</tool_call>',
        ]
    )
    assert shown == ""
    assert [c.id for c in calls] == ["call_0", "call_1"]
    assert (calls[0].name, calls[0].arguments) == ("a", "{}")
    assert calls[1].name == "b" and "oops" in calls[1].arguments


ADD = ToolSpec(
    "add",
    "Adds two numbers.",
    {"type": "object", "properties": {"a": {"type": "number"}}, "required": ["a"]},
)
CLOCK = ToolSpec("clock", "Tells the time.", {})


def test_the_forced_call_schema_names_each_tool_with_its_own_arguments() -> None:
    schema = forced_call_schema([ADD, CLOCK])
    choices = schema["oneOf"]
    assert isinstance(choices, list) and len(choices) == 2
    assert choices[0]["properties"]["name"] == {"type": "string", "enum": ["add"]}
    assert choices[0]["properties"]["arguments"]["required"] == ["a"]
    assert choices[1]["properties"]["arguments"] == {"type": "object"}
    loose = forced_call_schema([ADD, CLOCK], loose=True)
    assert loose["properties"]["name"] == {"type": "string", "enum": ["add", "clock"]}  # type: ignore[index]


def test_the_forced_call_describes_the_tools_in_the_system_message() -> None:
    history = (ChatMessage("system", "Be brief."), ChatMessage("user", "2+3?"))
    sent = forced_call_messages(history, [ADD])
    assert [m.role for m in sent] == ["system", "user"]
    assert sent[0].content.startswith("Be brief.\n\nCall one of these tools now.")
    assert "- add: Adds two numbers." in sent[0].content
    assert forced_call_messages(history[1:], [ADD])[0].role == "system"


def test_a_forced_reply_reads_as_a_call_and_a_cut_one_keeps_its_text() -> None:
    call = parse_forced_call('{"name": "add", "arguments": {"a": 1}}', "c")
    assert (call.id, call.name, json.loads(call.arguments)) == ("c", "add", {"a": 1})
    cut = parse_forced_call('{"name": "add", "argu', "c")
    assert (cut.name, cut.arguments) == ("", '{"name": "add", "argu')


def finished_call(prompt: int, completion: int, ms: float, ttft: float | None) -> ReplyFinished:
    timings = Timings(prompt, 10.0, completion, ms, completion / (ms / 1000))
    usage = Usage(prompt, completion, prompt + completion)
    return ReplyFinished("stop", usage, timings, ttft, completion / (ms / 1000), False)


def test_the_figures_of_a_turn_add_up_over_its_model_calls() -> None:
    calls = [
        finished_call(100, 20, 200.0, 50.0),
        finished_call(180, 10, 100.0, 40.0),
        finished_call(260, 30, 300.0, 45.0),
    ]
    stats = turn_stats(calls)
    assert stats["completion_tokens"] == 60
    assert stats["prompt_tokens"] == 260  # the last call's: it holds all before it
    assert stats["ttft_ms"] == 50.0  # the first call's first token
    assert stats["tokens_per_second"] == pytest.approx(60 / 0.6)
    assert stats["calls"] == 3


def test_later_turns_send_an_answer_with_tool_calls_as_the_model_made_it() -> None:
    chat = Conversation(1, "t", 0.0, 0.0, "sys", {}, None)
    calls = (
        StoredToolCall("c1", "add", '{"a": 2}', "4", None, 0.1, "done", 0, 6),
        StoredToolCall("c2", "add", '{"a": 3}', "Error: no", "no", 0.1, "failed", 0, 6),
        StoredToolCall("c3", "clock", "{}", "noon", None, 0.1, "done", 1, 6),
    )
    answer = StoredMessage(
        2, 1, 1, "assistant", "Let's.It is noon.", None, [], 0.0, {}, True, tool_calls=calls
    )
    question = StoredMessage(1, 1, 0, "user", "Add, then time?", None, [], 0.0, {}, True)
    sent = messages_to_send(chat, [question, answer], None, with_tool_calls=True)
    assert [(m.role, m.content, [c.id for c in m.tool_calls], m.tool_call_id) for m in sent] == [
        ("system", "sys", [], None),
        ("user", "Add, then time?", [], None),
        ("assistant", "Let's.", ["c1", "c2"], None),
        ("tool", "4", [], "c1"),
        ("tool", "Error: no", [], "c2"),
        ("assistant", "", ["c3"], None),
        ("tool", "noon", [], "c3"),
        ("assistant", "It is noon.", [], None),
    ]
    # A model that takes no tools gets the answer's text only, as before.
    plain = messages_to_send(chat, [question, answer], None)
    assert [(m.role, m.content) for m in plain][-1] == ("assistant", "Let's.It is noon.")
