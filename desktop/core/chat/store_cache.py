"""The messages of the chats read lately, as they stand in the file.

A new turn reads its whole chat (to send it to the model, and to show it): in a chat of
hundreds of messages, parsing every row again cost more than everything else the turn
does before its first token. The store keeps each chat it read here (every version of
its messages) and changes the copy with every write it makes, so a turn parses only the
rows it added. Another process writing the same file (a second app, the command line) is
noticed through SQLite's ``PRAGMA data_version``, and then everything kept is dropped.
"""

from __future__ import annotations

from desktop.core.chat.message_tree import ChatTree
from desktop.core.chat.store_records import StoredMessage, with_unsaved_text


class MessageCache:
    """Chat id -> its messages (every version, ``ChatTree``), as stored (text not yet
    written is not here)."""

    def __init__(self) -> None:
        self._chats: dict[int, ChatTree] = {}
        self._file_version: int | None = None

    def check_file_version(self, version: int) -> None:
        """``version``: the connection's ``PRAGMA data_version`` now; when another
        connection has written since the last check, nothing kept is trusted."""
        if version != self._file_version:
            self._chats.clear()
            self._file_version = version

    def get(self, conversation_id: int) -> ChatTree | None:
        return self._chats.get(conversation_id)

    def keep(self, conversation_id: int, messages: list[StoredMessage]) -> ChatTree:
        tree = self._chats[conversation_id] = ChatTree(messages)
        return tree

    def added(self, message: StoredMessage) -> None:
        """``message`` was written, the newest child of its parent."""
        tree = self._chats.get(message.conversation_id)
        if tree is not None:
            tree.added(message)

    def replaced(self, message: StoredMessage) -> None:
        """``message`` was written over its older row."""
        tree = self._chats.get(message.conversation_id)
        if tree is not None:
            tree.replaced(message)

    def text_added(self, conversation_id: int, message_id: int, content: str,
                   reasoning: str) -> None:
        """Streamed text was appended to a reply's row (as ``with_unsaved_text`` adds it)."""
        tree = self._chats.get(conversation_id)
        message = tree.get(message_id) if tree is not None else None
        if tree is not None and message is not None:
            tree.replaced(with_unsaved_text(message, content, reasoning))

    def chose(self, conversation_id: int, message_id: int) -> None:
        """``message_id`` was made the chosen one of its versions."""
        tree = self._chats.get(conversation_id)
        if tree is not None:
            tree.chose(message_id)

    def removed(self, conversation_id: int, message_ids: list[int]) -> None:
        """These messages were deleted."""
        tree = self._chats.get(conversation_id)
        if tree is not None:
            tree.removed(message_ids)

    def forget(self, conversation_id: int | None = None) -> None:
        """Drop one chat (deleted), or every chat (None: the file was replaced)."""
        if conversation_id is None:
            self._chats.clear()
        else:
            self._chats.pop(conversation_id, None)
