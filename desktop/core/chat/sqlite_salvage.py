"""Copying what can still be read out of a damaged SQLite file into a healthy one.

SQLite stops a scan at the first damaged page, so a plain ``SELECT *`` would give up
on every row after it. Here each table is read in rowid order, and where a read fails
the damaged stretch is stepped over: a seek to a rowid past it lands on the next page
that can be read. What is copied is decided row by row: a row that cannot be read, or
that the new file refuses (a NOT NULL column lost, a duplicate), is counted and left
out; everything else is kept. The damaged file is only ever opened read-only.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

_MIN_ROWID = -(2**63)
_MAX_ROWID = 2**63 - 1


@dataclass
class SalvageResult:
    """How many rows were copied per table, and how much could not be."""

    copied: dict[str, int] = field(default_factory=dict)
    # Rows that could not be read or were refused, plus stretches of pages stepped over
    # (how many rows those held is unknowable).
    unreadable: int = 0


def copy_readable_rows(source: Path, target: sqlite3.Connection) -> SalvageResult:
    """Copy every readable row of ``source`` into ``target``'s tables of the same name.

    ``target`` already has its schema; only the columns both sides have are copied, in
    the order of ``target``'s tables (parents before children when they were created
    so). Foreign keys are not enforced here: the caller decides about orphans. Commits
    once at the end; never raises for damage in ``source``.
    """
    result = SalvageResult()
    # Read-only; and "immutable" (no -shm or -wal files made next to it) unless a
    # journal left by a crash holds the newest data and must be read too.
    wal = source.with_name(source.name + "-wal")
    options = "mode=ro" if wal.exists() else "mode=ro&immutable=1"
    try:
        reader = sqlite3.connect(f"{source.resolve().as_uri()}?{options}", uri=True)
    except sqlite3.Error:
        return result
    # Damaged text must not stop the copy: undecodable bytes become U+FFFD.
    reader.text_factory = _decode
    try:
        tables = [
            row[0]
            for row in target.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'"
                " AND name NOT LIKE 'sqlite_%' ORDER BY rowid"
            )
        ]
        target.execute("BEGIN")
        for table in tables:
            columns = _shared_columns(reader, target, table)
            if not columns:
                continue
            result.copied[table] = _copy_table(reader, target, table, columns, result)
        target.execute("COMMIT")
    finally:
        reader.close()
    return result


def _copy_table(
    reader: sqlite3.Connection,
    target: sqlite3.Connection,
    table: str,
    columns: list[str],
    result: SalvageResult,
) -> int:
    names = ", ".join(_quote(column) for column in columns)
    insert = (
        f"INSERT INTO {_quote(table)} ({names}) VALUES ({', '.join('?' for _ in columns)})"
    )
    copied = 0
    for row in _readable_rows(reader, table, names, result):
        try:
            target.execute(insert, row)
        except sqlite3.Error:
            result.unreadable += 1
        else:
            copied += 1
    return copied


def _readable_rows(
    reader: sqlite3.Connection, table: str, names: str, result: SalvageResult
) -> Iterator[tuple[object, ...]]:
    """The rows that can be read, in rowid order, stepping over damaged pages."""
    scan = f"SELECT rowid, {names} FROM {_quote(table)} WHERE rowid >= ? ORDER BY rowid"
    one = f"SELECT {names} FROM {_quote(table)} WHERE rowid = ?"
    start: int | None = _MIN_ROWID
    while start is not None:
        from_rowid = start
        try:
            for row in reader.execute(scan, (from_rowid,)):
                rowid = int(row[0])
                if rowid == _MAX_ROWID:
                    yield tuple(row[1:])
                    return
                from_rowid = rowid + 1
                yield tuple(row[1:])
            return  # the end of the table
        except sqlite3.Error:
            pass
        # The scan failed somewhere at or after from_rowid (the module reads a row
        # ahead, so perhaps one row early). Is the next row reachable at all?
        first = _first_rowid_from(reader, table, from_rowid)
        if first is None:
            # No: a damaged page on the way to it. Go on from the first rowid past it.
            result.unreadable += 1
            start = _past_damaged_page(reader, table, from_rowid)
            continue
        found, rowid = first
        if not found:
            return
        # Yes: read that row alone. If even that fails, its own data is damaged (an
        # overflow page, say): leave out just this row.
        try:
            alone = reader.execute(one, (rowid,)).fetchone()
        except sqlite3.Error:
            alone = None
            result.unreadable += 1
        if alone is not None:
            yield tuple(alone)
        start = rowid + 1 if rowid < _MAX_ROWID else None


def _past_damaged_page(reader: sqlite3.Connection, table: str, start: int) -> int | None:
    """The smallest rowid after ``start`` that a seek reaches without running into the
    damage (None when there is none): double the step until a seek works, then halve
    back, so no readable row after the damaged stretch is skipped."""
    failing, step = start, 1
    while True:
        probe = start + step
        if probe > _MAX_ROWID:
            return None
        if _first_rowid_from(reader, table, probe) is not None:
            working = probe
            break
        failing, step = probe, step * 2
    while working - failing > 1:
        middle = (failing + working) // 2
        if _first_rowid_from(reader, table, middle) is None:
            failing = middle
        else:
            working = middle
    return working


def _first_rowid_from(
    reader: sqlite3.Connection, table: str, start: int
) -> tuple[bool, int] | None:
    """(True, rowid) of the first row at or after ``start``, (False, 0) when there is
    none, None when the seek runs into damage."""
    try:
        row = reader.execute(
            f"SELECT rowid FROM {_quote(table)} WHERE rowid >= ? ORDER BY rowid LIMIT 1",
            (start,),
        ).fetchone()
    except sqlite3.Error:
        return None
    return (False, 0) if row is None else (True, int(row[0]))


def _shared_columns(
    reader: sqlite3.Connection, target: sqlite3.Connection, table: str
) -> list[str]:
    try:
        theirs = {row[1] for row in reader.execute(f"PRAGMA table_info({_quote(table)})")}
    except sqlite3.Error:
        return []
    ours = [row[1] for row in target.execute(f"PRAGMA table_info({_quote(table)})")]
    return [column for column in ours if column in theirs]


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _decode(raw: bytes) -> str:
    return raw.decode("utf-8", errors="replace")
