"""Saved chats: conversations and their messages in one SQLite file.

Threads: the app makes every call from its one store thread, but calls are serialized
by a lock and may come from any thread (the command line's session hands a paused
reply's text over from its timer thread).

Streaming replies: ``append_reply`` writes the text it is handed at once. Its one
caller paces it (the chat session hands a reply's text over first at once, then at
most every ``session.SAVE_INTERVAL_S`` and never later than that after it arrived:
``session._ReplySaver``), so an app killed mid-answer loses at most that much of it;
the partial answer stays in the file marked incomplete. Text that cannot be written
(a full disk) is kept and written with the next text, and ``finish_reply`` reports a
failure that lasts.

Versions: writing an answer again (``begin_reply(..., version_of=...)``) or editing a
question (``add_version``) keeps the earlier version beside the new one, each with what
followed it; ``choose_version`` picks which the chat shows (see ``message_tree``).
``messages`` gives the path shown; ``every_version`` all of them (export).

Damage (found on opening by ``PRAGMA quick_check``, or by any later call): the damaged
file is kept aside, every readable row copied into a fresh file that takes its place,
and the user told how many chats came back; the call that met damage runs again.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ParamSpec, TypeVar

from desktop.core import paths
from desktop.core.chat.failure_sentences import reason_record
from desktop.core.chat.message_tree import ChatTree
from desktop.core.chat.store_cache import MessageCache
from desktop.core.chat.store_connection import StoreConnection, serialized
from desktop.core.chat.store_errors import (
    ChatsProblem,
    ConversationStoreError,
    ConversationStoreRecoveredError,
    RecoveredMidCallError,
    UnknownConversationError,
    transaction,
)
from desktop.core.chat.store_records import (
    Conversation,
    StoredMessage,
    StoredToolCall,
    conversation_from_row,
    dump,
    escape_like,
    message_from_row,
    with_unsaved_text,
)
from desktop.core.chat.store_repair import replace_damaged
from desktop.core.chat.store_schema import MIGRATIONS, SCHEMA_VERSION, open_connection
from desktop.core.chat.titles import question_title

DATABASE_FILE_NAME = "conversations.sqlite3"
# A store that lives only as long as it is open (``llamadesk ask`` keeps nothing).
IN_MEMORY = Path(":memory:")
ROLES = ("system", "user", "assistant", "tool")

_log = logging.getLogger(__name__)
P = ParamSpec("P")
R = TypeVar("R")


@dataclass
class _PendingReply:
    """A reply being written, and its text not written yet (a write that failed)."""

    conversation_id: int
    content: list[str] = field(default_factory=list)
    reasoning: list[str] = field(default_factory=list)


class ConversationStore(StoreConnection):
    """Conversations and messages in SQLite; see the module docstring for threading."""

    def __init__(self, path: Path | None = None) -> None:
        """Open (creating if needed) the store.

        Raises ``ConversationStoreRecoveredError`` when the file was damaged: it has then been
        renamed aside and a fresh store created, so opening again succeeds (or use
        ``open_recovering``). Raises ``ConversationStoreError`` for a file written by a
        newer LlamaDesk, which is left untouched.
        """
        self._pending: dict[int, _PendingReply] = {}
        self._cache = MessageCache()
        super().__init__(path if path is not None else paths.data_dir() / DATABASE_FILE_NAME)

    @classmethod
    def open_recovering(
        cls, path: Path | None = None
    ) -> tuple[ConversationStore, ConversationStoreRecoveredError | None]:
        """Open the store, recovering from a damaged file; the problem is returned to show."""
        try:
            return cls(path), None
        except ConversationStoreRecoveredError as problem:
            return cls(path), problem

    def _open(self) -> sqlite3.Connection:
        # Module globals looked up per call, so tests can add a migration.
        return open_connection(self.path, MIGRATIONS[:SCHEMA_VERSION])

    def _replace_damaged(self, error: sqlite3.DatabaseError) -> ConversationStoreRecoveredError:
        return replace_damaged(self.path, error, MIGRATIONS[:SCHEMA_VERSION])

    def _after_recovery(self) -> None:
        """A reply still streaming whose row was lost with the damage gets a new row, so
        the rest of its text has somewhere to go."""
        self._cache.forget()  # the rows are the fresh file's now
        for message_id, pending in self._pending.items():
            with contextlib.suppress(sqlite3.Error), transaction(self._db):
                self._db.execute(
                    "INSERT OR IGNORE INTO messages (id, conversation_id, position, role,"
                    " content, created_at, complete, parent_id)"
                    " SELECT ?, id, (SELECT coalesce(max(position), -1) + 1 FROM messages"
                    " WHERE conversation_id = ?), 'assistant', '', ?, 0,"
                    " (SELECT id FROM messages WHERE conversation_id = ?"
                    " ORDER BY position DESC, chosen DESC, id DESC LIMIT 1)"
                    " FROM conversations WHERE id = ?",
                    (message_id, pending.conversation_id, self._now(),
                     pending.conversation_id, pending.conversation_id),
                )

    # -- conversations ---------------------------------------------------------------

    @serialized
    def create_conversation(
        self,
        title: str = "New chat",
        system_prompt: str = "",
        sampling: dict[str, object] | None = None,
        model_name: str | None = None,
    ) -> Conversation:
        """A new, empty conversation."""
        now = self._now()
        with self._writing():
            cursor = self._db.execute(
                "INSERT INTO conversations"
                " (title, created_at, updated_at, system_prompt, sampling, model_name)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (title, now, now, system_prompt, dump(sampling or {}), model_name),
            )
        assert cursor.lastrowid is not None
        return self.get_conversation(cursor.lastrowid)

    @serialized
    def list_conversations(self, search: str | None = None) -> list[Conversation]:
        """All conversations, most recently changed first; ``search`` matches title or text."""
        query = "SELECT * FROM conversations"
        parameters: tuple[str, ...] = ()
        if search and search.strip():
            pattern = "%" + escape_like(search.strip()) + "%"
            query += (
                # CAST: LIKE never matches text an older version stored as a BLOB.
                " WHERE CAST(title AS TEXT) LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1"
                " FROM messages m WHERE m.conversation_id = conversations.id"
                " AND (CAST(m.content AS TEXT) LIKE ? ESCAPE '\\'"
                " OR CAST(m.reasoning AS TEXT) LIKE ? ESCAPE '\\'))"
            )
            parameters = (pattern, pattern, pattern)
        query += " ORDER BY updated_at DESC, id DESC"
        with self._reading():
            rows = self._db.execute(query, parameters).fetchall()
        return [conversation_from_row(row) for row in rows]

    @serialized
    def get_conversation(self, conversation_id: int) -> Conversation:
        """One conversation; ``UnknownConversationError`` if it does not exist."""
        with self._reading():
            row = self._db.execute(
                "SELECT * FROM conversations WHERE id = ?", (conversation_id,)
            ).fetchone()
        if row is None:
            raise UnknownConversationError(
                "This chat no longer exists.", problem=ChatsProblem.NO_CHAT
            )
        return conversation_from_row(row)

    @serialized
    def rename_conversation(self, conversation_id: int, title: str) -> None:
        """Give a conversation a new title."""
        self._update_conversation(conversation_id, "title = ?", (title,))

    @serialized
    def update_conversation_settings(
        self,
        conversation_id: int,
        *,
        system_prompt: str | None = None,
        sampling: dict[str, object] | None = None,
        model_name: str | None = None,
    ) -> None:
        """Change the system prompt, sampling settings or model name (None = keep)."""
        assignments: list[str] = []
        values: list[object] = []
        if system_prompt is not None:
            assignments.append("system_prompt = ?")
            values.append(system_prompt)
        if sampling is not None:
            assignments.append("sampling = ?")
            values.append(dump(sampling))
        if model_name is not None:
            assignments.append("model_name = ?")
            values.append(model_name)
        if assignments:
            self._update_conversation(conversation_id, ", ".join(assignments), tuple(values))

    @serialized
    def set_first_sent_position(self, conversation_id: int, position: int) -> None:
        """Send only the messages from ``position`` on (older ones no longer fit)."""
        self._update_conversation(conversation_id, "first_sent_position = ?", (position,))

    @serialized
    def delete_conversation(self, conversation_id: int) -> None:
        """Delete a conversation and all its messages."""
        for message_id, pending in list(self._pending.items()):
            if pending.conversation_id == conversation_id:
                self._forget_pending(message_id)
        with self._writing():
            self._db.execute("DELETE FROM conversations WHERE id = ?", (conversation_id,))
        self._cache.forget(conversation_id)

    def _update_conversation(
        self, conversation_id: int, assignments: str, values: tuple[object, ...]
    ) -> None:
        with self._writing():
            cursor = self._db.execute(
                f"UPDATE conversations SET {assignments}, updated_at = ? WHERE id = ?",
                (*values, self._now(), conversation_id),
            )
        if cursor.rowcount == 0:
            raise UnknownConversationError(
                "This chat no longer exists.", problem=ChatsProblem.NO_CHAT
            )

    # -- messages --------------------------------------------------------------------

    @serialized
    def messages(self, conversation_id: int) -> list[StoredMessage]:
        """A conversation's messages in order (the versions chosen), streaming replies
        included as far as they go."""
        return self._with_unsaved_text(self._tree(conversation_id).path())

    @serialized
    def every_version(self, conversation_id: int) -> list[StoredMessage]:
        """Every message of a conversation, of every version, oldest first."""
        return self._with_unsaved_text(self._tree(conversation_id).every_version())

    def _tree(self, conversation_id: int) -> ChatTree:
        with self._reading():
            self._cache.check_file_version(self._db.execute("PRAGMA data_version").fetchone()[0])
            tree = self._cache.get(conversation_id)
            if tree is None:
                rows = self._db.execute(
                    "SELECT * FROM messages WHERE conversation_id = ?", (conversation_id,)
                ).fetchall()
                tree = self._cache.keep(conversation_id, [message_from_row(row) for row in rows])
        return tree

    def _with_unsaved_text(self, stored: list[StoredMessage]) -> list[StoredMessage]:
        if not self._pending:
            return stored
        result = []
        for message in stored:
            pending = self._pending.get(message.id)
            if pending is not None:
                unsaved = "".join(pending.content), "".join(pending.reasoning)
                message = with_unsaved_text(message, *unsaved)
            result.append(message)
        return result

    @serialized
    def add_message(
        self,
        conversation_id: int,
        role: str,
        content: str,
        *,
        reasoning: str | None = None,
        images: Sequence[str] = (),
        stats: dict[str, object] | None = None,
        complete: bool = True,
    ) -> StoredMessage:
        """Append a message at the end of a conversation."""
        if role not in ROLES:
            raise ValueError(f"unknown role {role!r}")
        return self._insert_message(
            conversation_id,
            self._tree(conversation_id).last(),
            role,
            content,
            reasoning,
            list(images),
            stats or {},
            complete,
        )

    @serialized
    def begin_reply(self, conversation_id: int, *, version_of: int | None = None) -> int:
        """Start an assistant reply (empty, incomplete) at the end of the chat, or as a
        new version of the answer ``version_of`` (the old one is kept, with what
        followed it, unless it holds nothing: a failed answer with no text); returns
        its message id."""
        tree = self._tree(conversation_id)
        parent = tree.last()
        if version_of is not None:
            old = tree.get(version_of)
            if old is None:
                raise UnknownConversationError(
                    "This message no longer exists.", problem=ChatsProblem.NO_MESSAGE
                )
            if old.role != "assistant":
                parent = old  # a question: answered anew, beside its other answers
            else:  # another version of the answer, following the same question
                parent = tree.get(old.parent_id) if old.parent_id is not None else None
                if not _worth_keeping(old) and not tree.has_followers(old.id):
                    self._delete(conversation_id, [old.id])
        message_id = self._insert_message(
            conversation_id, parent, "assistant", "", None, [], {}, False
        ).id
        self._pending[message_id] = _PendingReply(conversation_id)
        return message_id

    @serialized
    def add_version(self, message_id: int, content: str) -> StoredMessage:
        """A new version of the message ``message_id`` with ``content`` (an edited
        question, with the same pictures), shown from now on; the old version keeps
        what followed it. An edited first question renames the chat when its title was
        made from that question (not when the user named it)."""
        self.flush()
        old = self._message(message_id)
        tree = self._tree(old.conversation_id)
        parent = tree.get(old.parent_id) if old.parent_id is not None else None
        new = self._insert_message(
            old.conversation_id, parent, old.role, content, None, list(old.images), {}, True
        )
        if parent is None and old.role == "user":
            self._follow_title(old, new)
        return new

    @serialized
    def choose_version(self, message_id: int) -> list[StoredMessage]:
        """Show the version ``message_id`` of its message (and what follows it); returns
        the chat's messages as now shown."""
        message = self._message(message_id)
        tree = self._tree(message.conversation_id)
        shown_before = next(
            (m for m in tree.path() if m.parent_id == message.parent_id), None
        )
        with self._writing():
            self._db.execute(
                "UPDATE messages SET chosen = (id = ?) WHERE conversation_id = ?"
                " AND parent_id IS ?",
                (message_id, message.conversation_id, message.parent_id),
            )
        self._cache.chose(message.conversation_id, message_id)
        if message.parent_id is None and message.role == "user" and shown_before is not None:
            self._follow_title(shown_before, message)
        return self.messages(message.conversation_id)

    @serialized
    def messages_showing(self, conversation_id: int, search: str) -> list[StoredMessage]:
        """The chat's messages, with a match for ``search`` among them when one exists.

        The chat list finds text in any version (``list_conversations``): a chat found
        for text only a version not shown holds would open without it, and the reader
        could not see why it was listed. Then the first message that holds it is chosen,
        with the versions leading to it; a match already shown changes nothing."""
        shown = self.messages(conversation_id)
        wanted = search.strip().casefold()
        if not wanted or any(_holds(message, wanted) for message in shown):
            return shown
        tree = self._tree(conversation_id)
        hit = next((m for m in tree.every_version() if _holds(m, wanted)), None)
        if hit is None:
            return shown  # found by the title alone
        # From the hit up to the first message: each must be the version shown.
        leading: list[StoredMessage] = []
        node: StoredMessage | None = hit
        while node is not None:
            leading.append(node)
            node = tree.get(node.parent_id) if node.parent_id is not None else None
        shown_ids = {message.id for message in shown}
        for message in reversed(leading):
            if message.id not in shown_ids:
                shown = self.choose_version(message.id)
                shown_ids = {m.id for m in shown}
        return shown

    def append_reply(self, message_id: int, content_delta: str, reasoning_delta: str = "") -> None:
        """Add streamed text to a reply and write it now, with any text an earlier write
        could not save (the caller paces the calls; see the module docstring)."""
        with self._lock:  # not @serialized: a repeat after a recovery would add it twice
            pending = self._pending.get(message_id)
            if pending is None:
                raise UnknownConversationError(
                    "This reply is no longer being written.",
                    problem=ChatsProblem.NOT_BEING_WRITTEN,
                )
            if content_delta:
                pending.content.append(content_delta)
            if reasoning_delta:
                pending.reasoning.append(reasoning_delta)
            if content_delta or reasoning_delta:
                self._write_kept(message_id, pending)

    @serialized
    def flush(self) -> None:
        """Write the text of every reply that could not be written yet."""
        for message_id, pending in list(self._pending.items()):
            self._flush_reply(message_id, pending)

    @serialized
    def finish_reply(
        self, message_id: int, *, stats: dict[str, object], error: str | None = None
    ) -> StoredMessage:
        """Write the rest of a reply and mark it complete, with its stats and any error."""
        pending = self._pending.get(message_id)
        content = "".join(pending.content) if pending else ""
        reasoning = "".join(pending.reasoning) if pending else ""
        with self._writing():
            cursor = self._db.execute(
                "UPDATE messages SET content = content || ?,"
                " reasoning = CASE WHEN ? = '' THEN reasoning"
                " ELSE coalesce(reasoning, '') || ? END,"
                " stats = ?, error = ?, error_reason = ?, complete = 1 WHERE id = ?",
                (content, reasoning, reasoning, dump(stats), error, reason_record(error),
                 message_id),
            )
            if cursor.rowcount:
                self._touch_conversation_of(message_id)
        # Only once written: a failed write keeps the text for the next try.
        self._forget_pending(message_id)
        if cursor.rowcount == 0:
            raise UnknownConversationError(
                "This reply no longer exists.", problem=ChatsProblem.NO_REPLY
            )
        return self._reread(message_id)

    @serialized
    def set_tool_calls(self, message_id: int, calls: Sequence[StoredToolCall]) -> None:
        """Save an answer's tool calls so far (all of them, in call order)."""
        records = dump([call.record() for call in calls])
        with self._writing():
            query = "UPDATE messages SET tool_calls = ? WHERE id = ?"
            cursor = self._db.execute(query, (records, message_id))
        if cursor.rowcount == 0:
            raise UnknownConversationError(
                "This reply no longer exists.", problem=ChatsProblem.NO_REPLY
            )
        self._reread(message_id)

    @serialized
    def edit_message(self, message_id: int, content: str) -> None:
        """Replace a message's text."""
        self.flush()
        with self._writing():
            cursor = self._db.execute(
                "UPDATE messages SET content = ? WHERE id = ?", (content, message_id)
            )
            if cursor.rowcount:
                self._touch_conversation_of(message_id)
        if cursor.rowcount == 0:
            raise UnknownConversationError(
                "This message no longer exists.", problem=ChatsProblem.NO_MESSAGE
            )
        self._reread(message_id)

    @serialized
    def delete_messages_from(self, conversation_id: int, position: int) -> None:
        """Cut the chat shown at ``position``: the message there, every version of it
        and all that follows them go (other versions of earlier messages stay)."""
        tree = self._tree(conversation_id)
        first = next((m for m in tree.path() if m.position >= position), None)
        if first is not None:
            self._delete(conversation_id, tree.versions_of(first.id))

    def _delete(self, conversation_id: int, message_ids: list[int]) -> None:
        """Delete these messages and everything that follows them."""
        tree = self._tree(conversation_id)
        doomed = [below for message_id in message_ids for below in tree.below(message_id)]
        for message_id in doomed:
            self._forget_pending(message_id)
        with self._writing():
            # One by one from the deepest: what follows goes first (the foreign key
            # would cascade too, but a file repaired from damage may lack a link).
            self._db.executemany(
                "DELETE FROM messages WHERE id = ?", [(key,) for key in reversed(doomed)]
            )
            self._db.execute(
                "UPDATE conversations SET updated_at = ? WHERE id = ?",
                (self._now(), conversation_id),
            )
        self._cache.removed(conversation_id, doomed)

    @serialized
    def close(self) -> None:
        """Write what is kept and close the file. Safe to call twice."""
        if self._connection is None:
            return
        try:
            self.flush()
        finally:
            self._cache.forget()
            if self._connection is not None:  # None when flushing met unrecoverable damage
                self._connection.close()
                self._connection = None

    def __enter__(self) -> ConversationStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- internals -------------------------------------------------------------------

    def _insert_message(
        self,
        conversation_id: int,
        parent: StoredMessage | None,
        role: str,
        content: str,
        reasoning: str | None,
        images: list[str],
        stats: dict[str, object],
        complete: bool,
    ) -> StoredMessage:
        """Write a message as the newest child of ``parent`` (None: the chat's first),
        chosen: the chat shows it from now on."""
        now = self._now()
        parent_id = parent.id if parent is not None else None
        try:
            with self._writing():
                self._db.execute(
                    "UPDATE messages SET chosen = 0 WHERE conversation_id = ?"
                    " AND parent_id IS ? AND chosen",
                    (conversation_id, parent_id),
                )
                cursor = self._db.execute(
                    "INSERT INTO messages (conversation_id, position, role, content, reasoning,"
                    " images, created_at, stats, complete, parent_id, chosen)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
                    (
                        conversation_id,
                        parent.position + 1 if parent is not None else 0,
                        role,
                        content,
                        reasoning,
                        dump(images),
                        now,
                        dump(stats),
                        int(complete),
                        parent_id,
                    ),
                )
                self._db.execute(
                    "UPDATE conversations SET updated_at = ? WHERE id = ?", (now, conversation_id)
                )
        except sqlite3.IntegrityError as error:
            raise UnknownConversationError(
                "This chat no longer exists.", problem=ChatsProblem.NO_CHAT
            ) from error
        assert cursor.lastrowid is not None
        message = self._get_message(cursor.lastrowid)
        self._cache.added(message)
        return message

    def _message(self, message_id: int) -> StoredMessage:
        """A message as the chat holds it (kept, or read)."""
        message = self._get_message(message_id)
        kept = self._tree(message.conversation_id).get(message_id)
        return kept if kept is not None else message

    def _follow_title(self, before: StoredMessage, after: StoredMessage) -> None:
        """The first question changed from ``before`` to ``after``: a title made from
        the first question follows it; one the user gave stays."""
        conversation = self.get_conversation(after.conversation_id)
        if conversation.title == question_title(before.content, before.images):
            self._update_conversation(
                conversation.id, "title = ?", (question_title(after.content, after.images),)
            )

    def _get_message(self, message_id: int) -> StoredMessage:
        with self._reading():
            row = self._db.execute("SELECT * FROM messages WHERE id = ?", (message_id,)).fetchone()
        if row is None:
            raise UnknownConversationError(
                "This message no longer exists.", problem=ChatsProblem.NO_MESSAGE
            )
        return message_from_row(row)

    def _reread(self, message_id: int) -> StoredMessage:
        """The message as just written, read again and kept in place of the old copy."""
        message = self._get_message(message_id)
        self._cache.replaced(message)
        return message

    def _write_kept(self, message_id: int, pending: _PendingReply) -> None:
        """Write the reply's kept text (under the lock), or keep it for the next try."""
        if self._connection is None:
            return  # closed: close wrote what there was; this text stays in memory only
        try:
            try:
                self._flush_reply(message_id, pending)
            except RecoveredMidCallError:
                self._flush_reply(message_id, pending)
        except ConversationStoreError as error:
            # Nothing is lost: the text stays kept for the next write, and finish_reply
            # reports a failure that lasts.
            _log.warning("could not save a streamed reply yet: %s", error.details or error)

    def _forget_pending(self, message_id: int) -> None:
        self._pending.pop(message_id, None)

    def _flush_reply(self, message_id: int, pending: _PendingReply) -> None:
        if not pending.content and not pending.reasoning:
            return
        content = "".join(pending.content)
        reasoning = "".join(pending.reasoning)
        with self._writing():
            self._db.execute(
                "UPDATE messages SET content = content || ?,"
                " reasoning = CASE WHEN ? = '' THEN reasoning"
                " ELSE coalesce(reasoning, '') || ? END WHERE id = ?",
                (content, reasoning, reasoning, message_id),
            )
        self._cache.text_added(pending.conversation_id, message_id, content, reasoning)
        pending.content.clear()
        pending.reasoning.clear()

    def _touch_conversation_of(self, message_id: int) -> None:
        self._db.execute(
            "UPDATE conversations SET updated_at = ? WHERE id ="
            " (SELECT conversation_id FROM messages WHERE id = ?)",
            (self._now(), message_id),
        )


def _holds(message: StoredMessage, wanted: str) -> bool:
    # As the chat list's search matches (LIKE, any case): in the text or the thinking.
    return wanted in message.content.casefold() or wanted in (message.reasoning or "").casefold()


def _worth_keeping(message: StoredMessage) -> bool:
    """An answer with anything in it is kept as a version when written again."""
    return bool(message.content.strip() or (message.reasoning or "").strip() or message.tool_calls)
