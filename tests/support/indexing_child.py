"""Indexes a library in a child process, to be killed midway by the test (or by
itself, inside a file's transaction):

    python -m tests.support.indexing_child DB LIBRARY [--die-at-vector N]

Prints "done FILES" after each write, flushed, so the parent knows how far it got.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from pathlib import Path

from desktop.core.documents.indexing import IndexProgress, index
from desktop.core.documents.store import DocumentStore
from tests.support.hashing_embedder import HashingEmbedder


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("db", type=Path)
    parser.add_argument("library")
    parser.add_argument("--die-at-vector", type=int, default=0)
    parser.add_argument("--delay", type=float, default=0.0)
    args = parser.parse_args(argv)
    store = DocumentStore(args.db)
    if args.die_at_vector:
        inserted = 0

        def trace(statement: str) -> None:
            nonlocal inserted
            if statement.startswith("INSERT INTO vectors"):
                inserted += 1
                if inserted == args.die_at_vector:
                    # Killed with rows of this transaction written but not committed.
                    os.kill(os.getpid(), signal.SIGKILL)

        store._db.set_trace_callback(trace)

    def progress(state: IndexProgress) -> None:
        print(f"done {state.files_done}", flush=True)

    index(store, args.library, HashingEmbedder(delay_s=args.delay), progress, batch_size=16)
    print("finished", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
