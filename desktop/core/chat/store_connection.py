"""The chats file's connection: opening it, one lock for every call, and what a call
does when it meets a damaged file (repair it, reopen, and run once more).

``ConversationStore`` builds its queries on this.
"""

from __future__ import annotations

import contextlib
import functools
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Concatenate, ParamSpec, TypeVar

from desktop.core.chat.store_errors import (
    ChatsProblem,
    ConversationStoreError,
    ConversationStoreRecoveredError,
    RecoveredMidCallError,
    is_damage,
    save_failure,
    transaction,
)
from desktop.core.chat.store_repair import replace_damaged
from desktop.core.chat.store_schema import MIGRATIONS, open_connection

P = ParamSpec("P")
R = TypeVar("R")
S = TypeVar("S", bound="StoreConnection")


def serialized(
    method: Callable[Concatenate[S, P], R],
) -> Callable[Concatenate[S, P], R]:
    """Run under the store's lock; a call that met a damaged file, which the store then
    recovered, runs once more on the fresh file (its transaction was rolled back)."""

    @functools.wraps(method)
    def call(self: S, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with self._lock:
            try:
                return method(self, *args, **kwargs)
            except RecoveredMidCallError:
                return method(self, *args, **kwargs)

    return call


class StoreConnection:
    """One SQLite file, used under one lock, repaired when found damaged."""

    def __init__(self, path: Path) -> None:
        """Open (creating if needed) the file; see ``ConversationStore`` for what raises."""
        self.path = path
        self._last_time = 0.0
        # Serializes every call: they may come from any thread.
        self._lock = threading.RLock()
        # Told (on the thread that met the damage) when a damaged file was recovered
        # while open, so the app can say so; the call itself then goes on.
        self.on_recovered: Callable[[ConversationStoreRecoveredError], None] | None = None
        # Set when a damaged file could not be recovered: every later call says so.
        self._unusable: ConversationStoreError | None = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._connection: sqlite3.Connection | None = self._open()
        except sqlite3.DatabaseError as error:
            if not is_damage(error):
                raise ConversationStoreError(
                    "Your saved chats could not be opened. Close other copies of LlamaDesk "
                    "and try again.",
                    details=f"{self.path}: {error}",
                    problem=ChatsProblem.NOT_OPENED,
                    path=self.path,
                ) from error
            # The fresh file is in place now, so the next open finds a working store.
            raise self._replace_damaged(error) from error
        except OSError as error:
            raise ConversationStoreError(
                f"Your saved chats could not be opened at {self.path}. "
                "Check that the folder exists and you may write to it.",
                details=str(error),
                problem=ChatsProblem.NOT_OPENED_AT,
                path=self.path,
            ) from error

    def _open(self) -> sqlite3.Connection:
        return open_connection(self.path, MIGRATIONS)

    def _replace_damaged(self, error: sqlite3.DatabaseError) -> ConversationStoreRecoveredError:
        return replace_damaged(self.path, error, MIGRATIONS)

    def _recover(self, error: sqlite3.DatabaseError) -> RecoveredMidCallError:
        """Damage met while open: replace the file (see ``_replace_damaged``), reopen,
        and say so; the caller raises the result so its call runs once more."""
        if self._connection is not None:
            # Closing writes back what the journal holds: it is the newest good data.
            with contextlib.suppress(sqlite3.Error):
                self._connection.close()
            self._connection = None
        try:
            problem = self._replace_damaged(error)
            self._connection = self._open()
        except (ConversationStoreError, sqlite3.Error, OSError) as failure:
            self._unusable = (
                failure
                if isinstance(failure, ConversationStoreError)
                else ConversationStoreError(
                    "Your saved chats file is damaged and could not be repaired.",
                    details=f"{self.path}: {error}; {failure}",
                    problem=ChatsProblem.NOT_REPAIRED,
                    path=self.path,
                )
            )
            raise self._unusable from error
        self._after_recovery()
        if self.on_recovered is not None:
            self.on_recovered(problem)
        return RecoveredMidCallError(problem)

    def _after_recovery(self) -> None:
        """Put back what the fresh file lacks that the owner still needs (a hook)."""

    def _now(self) -> float:
        # Strictly increasing, so "most recently changed first" never ties, even where
        # the clock ticks coarsely (Windows) or steps back.
        self._last_time = max(time.time(), self._last_time + 1e-6)
        return self._last_time

    @property
    def _db(self) -> sqlite3.Connection:
        if self._unusable is not None:
            raise self._unusable
        if self._connection is None:
            raise ConversationStoreError(
                "The saved chats were already closed.", problem=ChatsProblem.CLOSED
            )
        return self._connection

    @contextlib.contextmanager
    def _writing(self) -> Iterator[None]:
        try:
            with transaction(self._db):
                yield
        except sqlite3.IntegrityError:
            raise
        except sqlite3.DatabaseError as error:
            if is_damage(error):
                raise self._recover(error) from error
            raise save_failure(error, self.path) from error
        except sqlite3.Error as error:
            raise save_failure(error, self.path) from error

    @contextlib.contextmanager
    def _reading(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.DatabaseError as error:
            if is_damage(error):
                raise self._recover(error) from error
            raise ConversationStoreError(
                "Your saved chats could not be read.",
                details=f"{self.path}: {error}",
                problem=ChatsProblem.NOT_READ,
                path=self.path,
            ) from error
        except sqlite3.Error as error:
            raise ConversationStoreError(
                "Your saved chats could not be read.",
                details=f"{self.path}: {error}",
                problem=ChatsProblem.NOT_READ,
                path=self.path,
            ) from error
