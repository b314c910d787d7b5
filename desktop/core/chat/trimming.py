"""Which stored messages are sent for an answer, and dropping the oldest turns so a
chat fits the model's context again.

What was dropped is kept with the conversation (``first_sent_position``), so it holds
after a restart and for every front end; the dropped messages stay saved and shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from desktop.core.chat.events import ChatMessage, ToolCall
from desktop.core.chat.store_records import Conversation, StoredMessage

# Dropping turns aims for this share, so a few more turns fit afterwards.
TRIM_TARGET = 0.5
# A rough count: English text averages about four characters a token.
CHARS_PER_TOKEN = 4
# Per-message overhead of chat templates (role markers), in tokens.
MESSAGE_OVERHEAD_TOKENS = 4


def estimate_tokens(messages: Sequence[ChatMessage]) -> int:
    """A rough token count (characters / 4, plus the template's markers)."""
    return sum(
        len(message.content) // CHARS_PER_TOKEN + MESSAGE_OVERHEAD_TOKENS for message in messages
    )


def drop_oldest_turns(history: Sequence[ChatMessage], context: int) -> list[ChatMessage]:
    """``history`` without its oldest user/assistant turns, until the estimate is under
    half of ``context``. The system prompt and the last message are always kept."""
    system = [message for message in history if message.role == "system"]
    turns = [message for message in history if message.role != "system"]
    budget = int(context * TRIM_TARGET)
    while len(turns) > 1 and estimate_tokens(system + turns) > budget:
        # A turn is the user's message and the answers after it.
        cut = 1
        while cut < len(turns) - 1 and turns[cut].role != "user":
            cut += 1
        turns = turns[cut:]
    return system + turns


def _before(messages: Sequence[StoredMessage], reply_id: int | None) -> list[StoredMessage]:
    earlier: list[StoredMessage] = []
    for message in messages:
        if message.id == reply_id:
            break
        earlier.append(message)
    return earlier


def _first_sent(conversation: Conversation, earlier: Sequence[StoredMessage]) -> int:
    # An edit or regenerate further back than what was dropped: the question being
    # answered is always sent.
    questions = [message.position for message in earlier if message.role == "user"]
    return min([conversation.first_sent_position, *questions[-1:]])


def messages_to_send(
    conversation: Conversation,
    messages: Sequence[StoredMessage],
    reply_id: int | None,
    *,
    with_tool_calls: bool = False,
) -> list[ChatMessage]:
    """The system prompt and every message before the reply ``reply_id`` that has text
    or pictures, from the conversation's first sent position on. ``with_tool_calls``:
    an answer that called tools is sent as the model made it (its text in pieces, each
    round's calls, their results); else only its text, for a model that takes no tools."""
    earlier = _before(messages, reply_id)
    first = _first_sent(conversation, earlier)
    history: list[ChatMessage] = []
    if conversation.system_prompt.strip():
        history.append(ChatMessage("system", conversation.system_prompt))
    for message in earlier:
        if message.position < first:
            continue
        images = tuple(Path(path) for path in message.images) if message.role == "user" else ()
        if message.role == "user" and (message.content.strip() or images):
            history.append(ChatMessage("user", message.content, images))
        elif message.role == "assistant" and with_tool_calls and message.tool_calls:
            history += _with_tool_calls(message)
        elif message.role == "assistant" and message.content.strip():
            history.append(ChatMessage("assistant", message.content))
    return history


def _with_tool_calls(message: StoredMessage) -> list[ChatMessage]:
    """An answer that called tools, as the model's rounds: each round's text and calls,
    the calls' results, then the text written after the last of them."""
    sent: list[ChatMessage] = []
    rounds = sorted({call.round for call in message.tool_calls})
    shown = 0
    for round_index in rounds:
        calls = [call for call in message.tool_calls if call.round == round_index]
        at = max(shown, calls[0].at)
        asked = tuple(ToolCall(call.call_id, call.name, call.arguments) for call in calls)
        sent.append(ChatMessage("assistant", message.content[shown:at], tool_calls=asked))
        sent += [ChatMessage("tool", call.result, tool_call_id=call.call_id) for call in calls]
        shown = at
    rest = message.content[shown:]
    if rest.strip():
        sent.append(ChatMessage("assistant", rest))
    return sent


def position_to_fit(
    conversation: Conversation,
    messages: Sequence[StoredMessage],
    reply_id: int | None,
    context: int,
) -> tuple[int, int]:
    """The first position to send so the chat fits ``context``, and how many of the
    messages sent so far that drops (0: nothing older left to drop)."""
    earlier = _before(messages, reply_id)
    first = _first_sent(conversation, earlier)
    sent = [
        message
        for message in earlier
        if message.position >= first
        and message.role in ("user", "assistant")
        and message.content.strip()
    ]
    kept = drop_oldest_turns(messages_to_send(conversation, messages, reply_id), context)
    dropped = len(sent) - len([message for message in kept if message.role != "system"])
    if dropped <= 0:
        return first, 0
    return sent[dropped].position, dropped
