"""Keeping a chat's own instructions and sampling with it, so a change is there when the
chat is opened again, whether or not a message was sent after it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from desktop.core.chat.chat_settings import sampling_record
from desktop.core.chat.events import SamplingOptions
from desktop.core.chat.store_records import Conversation
from desktop.gui.bridge.conversation_calls import ConversationCalls


def save_chat_settings(
    conversations: ConversationCalls,
    conversation: Conversation,
    system_prompt: str,
    options: SamplingOptions,
    on_error: Callable[[Exception], None],
) -> Conversation:
    """Store ``system_prompt`` and ``options`` with ``conversation`` (on the store
    thread) where they changed; returns the conversation as it is now."""
    sampling = sampling_record(options)
    if system_prompt == conversation.system_prompt and sampling == conversation.sampling:
        return conversation
    conversation_id = conversation.id
    conversations.submit(
        lambda store: store.update_conversation_settings(
            conversation_id, system_prompt=system_prompt, sampling=sampling
        ),
        lambda _none: None,
        on_error,
    )
    return dataclasses.replace(conversation, system_prompt=system_prompt, sampling=sampling)
