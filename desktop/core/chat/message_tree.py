"""A chat's messages as a tree of versions, and the path through it the chat shows.

Writing an answer again or editing a question adds a version beside the old one (a
child of the same parent) instead of replacing it; each version owns what follows it.
Of a parent's children one is chosen (the newest, until the user picks another), and
the chat shows the chain of chosen children from the first message on.

Reading is tolerant of what damage or an older version may leave: a parent with no
chosen child (or several) shows its newest (or newest chosen) one; a message whose
parent is gone is not on the path (the store's repair attaches such messages again).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from desktop.core.chat.store_records import StoredMessage


class ChatTree:
    """Every stored version of one chat's messages, and its shown path (kept until a
    change, so a turn in a long chat does not walk the tree again)."""

    def __init__(self, messages: Iterable[StoredMessage] = ()) -> None:
        self._messages: dict[int, StoredMessage] = {}
        # parent id (None: the first messages) -> children's ids, oldest first
        self._children: dict[int | None, list[int]] = {}
        self._path: list[StoredMessage] | None = None
        for message in sorted(messages, key=lambda message: message.id):
            self._link(message)

    def path(self) -> list[StoredMessage]:
        """The messages the chat shows, in order, each with its versions' ids."""
        if self._path is None:
            self._path = self._walk()
        return list(self._path)

    def last(self) -> StoredMessage | None:
        """The end of the shown path: what a new message follows."""
        path = self._path if self._path is not None else self.path()
        return path[-1] if path else None

    def get(self, message_id: int) -> StoredMessage | None:
        return self._messages.get(message_id)

    def every_version(self) -> list[StoredMessage]:
        """Every message of every version, oldest first (shown or not)."""
        return [self._messages[key] for key in sorted(self._messages)]

    def versions_of(self, message_id: int) -> list[int]:
        """The ids of ``message_id``'s versions (its parent's children), oldest first."""
        message = self._messages.get(message_id)
        return list(self._children.get(message.parent_id, [])) if message is not None else []

    def has_followers(self, message_id: int) -> bool:
        return bool(self._children.get(message_id))

    def below(self, message_id: int) -> list[int]:
        """``message_id`` and every message that follows it in any version."""
        found, waiting = [], [message_id]
        while waiting:
            current = waiting.pop()
            if current in self._messages:
                found.append(current)
                waiting.extend(self._children.get(current, ()))
        return found

    # -- changes (as the store writes them) -----------------------------------------

    def added(self, message: StoredMessage) -> None:
        """``message`` was written as the newest child of its parent, chosen."""
        self._link(message)
        if message.chosen:
            self._choose_in_memory(message.id)
        self._path = None

    def replaced(self, message: StoredMessage) -> None:
        """``message`` was written over its older row (same parent)."""
        if message.id in self._messages:
            self._messages[message.id] = message
            self._path = None

    def chose(self, message_id: int) -> None:
        """``message_id`` was made the chosen one of its versions."""
        self._choose_in_memory(message_id)
        self._path = None

    def removed(self, message_ids: Iterable[int]) -> None:
        """These messages were deleted (with every message below them)."""
        for message_id in message_ids:
            message = self._messages.pop(message_id, None)
            if message is not None:
                siblings = self._children.get(message.parent_id, [])
                if message_id in siblings:
                    siblings.remove(message_id)
            self._children.pop(message_id, None)
        self._path = None

    # -- internals -------------------------------------------------------------------

    def _link(self, message: StoredMessage) -> None:
        self._messages[message.id] = message
        siblings = self._children.setdefault(message.parent_id, [])
        if not siblings or siblings[-1] < message.id:
            siblings.append(message.id)
        elif message.id not in siblings:
            siblings.append(message.id)
            siblings.sort()

    def _choose_in_memory(self, message_id: int) -> None:
        for sibling in self.versions_of(message_id):
            message = self._messages[sibling]
            if message.chosen != (sibling == message_id):
                self._messages[sibling] = replace(message, chosen=sibling == message_id)

    def _chosen_child(self, parent_id: int | None) -> int | None:
        children = self._children.get(parent_id)
        if not children:
            return None
        for child in reversed(children):
            if self._messages[child].chosen:
                return child
        return children[-1]

    def _walk(self) -> list[StoredMessage]:
        path: list[StoredMessage] = []
        seen: set[int] = set()
        current = self._chosen_child(None)
        while current is not None and current not in seen:
            seen.add(current)
            message = self._messages[current]
            siblings = self._children[message.parent_id]
            if len(siblings) > 1:
                message = replace(message, version_ids=tuple(siblings))
            path.append(message)
            current = self._chosen_child(current)
        return path
