"""The messages of the chats read lately, as they stand in the file.

A new turn reads its whole chat (to send it to the model, and to show it): in a chat of
hundreds of messages, parsing every row again cost more than everything else the turn
does before its first token. The store keeps each chat it read here and changes the
copy with every write it makes, so a turn parses only the rows it added. Another
process writing the same file (a second app, the command line) is noticed through
SQLite's ``PRAGMA data_version``, and then everything kept is dropped.
"""

from __future__ import annotations

from desktop.core.chat.store_records import StoredMessage, with_unsaved_text


class MessageCache:
    """Chat id -> its messages in order, as stored (text not yet written is not here)."""

    def __init__(self) -> None:
        self._chats: dict[int, list[StoredMessage]] = {}
        self._file_version: int | None = None

    def check_file_version(self, version: int) -> None:
        """``version``: the connection's ``PRAGMA data_version`` now; when another
        connection has written since the last check, nothing kept is trusted."""
        if version != self._file_version:
            self._chats.clear()
            self._file_version = version

    def get(self, conversation_id: int) -> list[StoredMessage] | None:
        kept = self._chats.get(conversation_id)
        return list(kept) if kept is not None else None

    def keep(self, conversation_id: int, messages: list[StoredMessage]) -> None:
        self._chats[conversation_id] = list(messages)

    def added(self, message: StoredMessage) -> None:
        """``message`` was written at the end of its chat."""
        kept = self._chats.get(message.conversation_id)
        if kept is not None:
            kept.append(message)

    def replaced(self, message: StoredMessage) -> None:
        """``message`` was written over its older row."""
        kept = self._chats.get(message.conversation_id)
        index = _index_of(kept, message.id) if kept is not None else None
        if kept is not None and index is not None:
            kept[index] = message

    def text_added(self, conversation_id: int, message_id: int, content: str,
                   reasoning: str) -> None:
        """Streamed text was appended to a reply's row (as ``with_unsaved_text`` adds it)."""
        kept = self._chats.get(conversation_id)
        index = _index_of(kept, message_id) if kept is not None else None
        if kept is not None and index is not None:
            kept[index] = with_unsaved_text(kept[index], content, reasoning)

    def cut(self, conversation_id: int, position: int) -> None:
        """The chat's messages from ``position`` on were deleted."""
        kept = self._chats.get(conversation_id)
        if kept is not None:
            kept[:] = [message for message in kept if message.position < position]

    def forget(self, conversation_id: int | None = None) -> None:
        """Drop one chat (deleted), or every chat (None: the file was replaced)."""
        if conversation_id is None:
            self._chats.clear()
        else:
            self._chats.pop(conversation_id, None)


def _index_of(messages: list[StoredMessage], message_id: int) -> int | None:
    # From the end: the message written to is nearly always one of the last.
    for index in range(len(messages) - 1, -1, -1):
        if messages[index].id == message_id:
            return index
    return None
