"""A chat's title made from its first question (until the user renames the chat)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import PurePath

TITLE_WORDS = 8
NEW_CHAT_TITLE = "New chat"


def title_from(text: str) -> str:
    """A conversation title from its first message: the first few words."""
    words = text.split()
    title = " ".join(words[:TITLE_WORDS])
    return title + ("…" if len(words) > TITLE_WORDS else "") if title else NEW_CHAT_TITLE


def question_title(text: str, images: Sequence[str] = ()) -> str:
    """The title a chat gets from a first question of ``text`` and ``images`` (a
    question of pictures alone is named after its first picture's file)."""
    return title_from(text or (PurePath(images[0]).name if images else ""))
