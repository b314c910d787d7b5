"""A saved conversation and message as the app sees them, and how they are read from
(and written to) their SQLite rows, whatever an older version or damage left there."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace

from desktop.core.chat.failure_sentences import from_record
from desktop.core.tools.base import CallFailure


@dataclass(frozen=True)
class Conversation:
    id: int
    title: str
    created_at: float  # seconds since the epoch
    updated_at: float
    system_prompt: str
    sampling: dict[str, object]
    model_name: str | None
    # Messages before this position are no longer sent to the model (dropped to fit
    # the context); they stay saved and shown.
    first_sent_position: int = 0


@dataclass(frozen=True)
class StoredToolCall:
    """One tool call of an answer, as saved: what the model asked and what it got."""

    call_id: str
    name: str
    arguments: str  # the JSON text as the model wrote it
    result: str  # what the model was given
    error: str | None  # the plain English sentence when it failed or was refused
    seconds: float
    status: str  # "done", "failed", "refused"
    round: int  # which model call of the turn asked for it (0, 1, ...)
    at: int  # how much of the answer's content came before it, in characters
    # The failure's kind and figures, for the window's words (None: it succeeded, its
    # kind is not known, or it was saved before kinds were; ``error`` is shown then).
    failure: CallFailure | None = None

    def record(self) -> dict[str, object]:
        """As saved and exported; ``failure`` only where there is one (a call that
        worked reads and exports as it did before kinds were saved)."""
        record = asdict(replace(self, failure=None))
        del record["failure"]
        if self.failure is not None:
            record["failure"] = self.failure.record()
        return record


@dataclass(frozen=True)
class StoredMessage:
    id: int
    conversation_id: int
    position: int  # 0, 1, 2, ... in the order the chat shows them
    role: str
    content: str
    reasoning: str | None
    images: list[str]
    created_at: float
    stats: dict[str, object]
    # False while a reply is streaming, and forever for one cut short by a crash.
    complete: bool
    error: str | None = None  # why the reply ended early, from finish_reply(error=...)
    tool_calls: tuple[StoredToolCall, ...] = ()  # an answer's tool calls, in call order
    # Versions (an answer written again, a question edited): each message follows its
    # parent (None: the chat's first), and each version of a message owns what follows
    # it. Of a parent's children the chosen one is shown, and what follows it.
    parent_id: int | None = None
    chosen: bool = True
    # Every version of this message, oldest first, itself included, when there are
    # several (filled in on the chat's shown path, empty otherwise).
    version_ids: tuple[int, ...] = ()

    @property
    def version_count(self) -> int:
        return max(1, len(self.version_ids))

    @property
    def version(self) -> int:
        """Which version this is, from 1."""
        return self.version_ids.index(self.id) + 1 if self.id in self.version_ids else 1


def decode_text(raw: bytes) -> str:
    return raw.decode("utf-8", errors="replace")


def _text(value: object) -> str:
    """A text column's value as text, whatever an older version or damage left in it
    (a BLOB, a number, NULL)."""
    if isinstance(value, str):
        return value
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return "" if value is None else str(value)


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _optional_text(value: object) -> str | None:
    return None if value is None else _text(value)


def escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _load_dict(raw: object) -> dict[str, object]:
    try:
        value = json.loads(_text(raw))
    except json.JSONDecodeError:
        return {}
    return value if isinstance(value, dict) else {}


def _load_list(raw: object) -> list[str]:
    try:
        value = json.loads(_text(raw))
    except json.JSONDecodeError:
        return []
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


def _tool_call(record: Mapping[str, object]) -> StoredToolCall | None:
    def text(key: str) -> str:
        return _text(record.get(key))

    seconds, error = record.get("seconds"), record.get("error")
    if not text("name"):
        return None
    return StoredToolCall(
        call_id=text("call_id"),
        name=text("name"),
        arguments=text("arguments"),
        result=text("result"),
        error=None if error is None else _text(error),
        seconds=float(seconds) if isinstance(seconds, int | float) else 0.0,
        status=text("status") or "done",
        round=_int(record.get("round")),
        at=_int(record.get("at")),
        failure=CallFailure.from_record(record.get("failure")),
    )


def _load_tool_calls(raw: object) -> tuple[StoredToolCall, ...]:
    try:
        value = json.loads(_text(raw))
    except json.JSONDecodeError:
        return ()
    if not isinstance(value, list):
        return ()
    calls = (_tool_call(item) for item in value if isinstance(item, dict))
    return tuple(call for call in calls if call is not None)


def conversation_from_row(row: sqlite3.Row) -> Conversation:
    return Conversation(
        id=row["id"],
        title=_text(row["title"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        system_prompt=_text(row["system_prompt"]),
        sampling=_load_dict(row["sampling"]),
        model_name=_optional_text(row["model_name"]),
        first_sent_position=_int(row["first_sent_position"]),
    )


def message_from_row(row: sqlite3.Row) -> StoredMessage:
    # keys(): ``in`` on a Row looks at its values. A store opened at an older schema
    # (tests of the migrations) lacks the newer columns.
    columns = row.keys()
    return StoredMessage(
        id=row["id"],
        conversation_id=row["conversation_id"],
        position=row["position"],
        role=_text(row["role"]),
        content=_text(row["content"]),
        reasoning=_optional_text(row["reasoning"]),
        images=_load_list(row["images"]),
        created_at=row["created_at"],
        stats=_load_dict(row["stats"]),
        complete=bool(row["complete"]),
        error=_error(row, columns),
        tool_calls=_load_tool_calls(row["tool_calls"]) if "tool_calls" in columns else (),
        parent_id=_optional_id(row["parent_id"]) if "parent_id" in columns else None,
        chosen=bool(row["chosen"]) if "chosen" in columns else True,
    )


def _error(row: sqlite3.Row, columns: list[str]) -> str | None:
    error = _optional_text(row["error"])
    if error is None or "error_reason" not in columns:
        return error
    record = row["error_reason"]
    return from_record(error, record if isinstance(record, str) else None)


def _optional_id(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def with_unsaved_text(message: StoredMessage, content: str, reasoning: str) -> StoredMessage:
    """``message`` with streamed text the store holds but has not written yet."""
    if not content and not reasoning:
        return message
    return replace(
        message,
        content=message.content + content,
        reasoning=(message.reasoning or "") + reasoning
        if reasoning or message.reasoning is not None
        else None,
    )
