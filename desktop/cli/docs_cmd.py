"""``llamadesk docs``: libraries of the user's documents, indexed on this computer for
``ask --docs`` (and the window), searched by what they say and what they mean."""

from __future__ import annotations

import argparse
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.cli.arguments import add_action, add_json_flag
from desktop.cli.output import end_progress_line, fail, print_json
from desktop.core.settings import SettingsStore

if TYPE_CHECKING:
    # Loaded when a docs command runs: the readers and numpy cost every other command
    # (and the window's start) a third of a second.
    from desktop.core.documents.indexing import IndexOutcome, IndexProgress
    from desktop.core.documents.search import Hit
    from desktop.core.host.documents_host import DocumentsHost


def register(commands: Any) -> None:
    parser: argparse.ArgumentParser = commands.add_parser(
        "docs", help="libraries of your documents, to ask about with ask --docs",
        description="Make libraries of your files and folders (PDF, Word, text, Markdown, "
                    "HTML), indexed on this computer, and search them.",
    )
    actions = parser.add_subparsers(dest="docs_command", metavar="ACTION", required=True)
    add = add_action(actions, "add", run_add, "make a library (or add to one) and index it")
    add.add_argument("name", metavar="NAME")
    add.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="files and folders")
    _model_option(add)
    add_json_flag(add)
    update = add_action(actions, "update", run_update,
                        "index a library again: new, changed and deleted files")
    update.add_argument("name", metavar="NAME")
    update.add_argument("--again", action="store_true",
                        help="read every file anew (after changing the embedding model)")
    _model_option(update)
    add_json_flag(update)
    listing = add_action(actions, "list", run_list, "the libraries, their files and passages")
    add_json_flag(listing)
    remove = add_action(actions, "remove", run_remove, "forget a library (your files stay)")
    remove.add_argument("name", metavar="NAME")
    search = add_action(actions, "search", run_search, "the passages that best answer a question")
    search.add_argument("name", metavar="NAME")
    search.add_argument("query", metavar="QUERY")
    search.add_argument("--top", type=int, default=5, help="how many passages (5)")
    _model_option(search)
    search.add_argument("--reranking-model", type=Path, metavar="PATH",
                        help="a reranking model to order the passages found (default: "
                             "the one in Settings, if any)")
    add_json_flag(search)


def _model_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--embedding-model", type=Path, metavar="PATH",
                        help="the embedding model (default: the one in Settings, else the "
                             "first in your model folders)")


def documents_host(model: Path | None = None, reranking_model: Path | None = None,
                   ) -> DocumentsHost:
    """The same libraries, embedding and reranking models as the window's."""
    from desktop.core.host.documents_host import DocumentsHost

    settings = SettingsStore().load()
    if reranking_model is not None:
        settings.reranking_model = str(reranking_model)
    return DocumentsHost.for_settings(settings, model=model)


def run_add(args: argparse.Namespace) -> int:
    if missing := [str(path) for path in args.paths if not path.exists()]:
        return fail(f"There is nothing at {missing[0]}.")
    host = documents_host(args.embedding_model)
    try:
        host.add(args.name, args.paths)
        return _index(host, args.name, args.json, again=False)
    finally:
        host.shut_down()


def run_update(args: argparse.Namespace) -> int:
    host = documents_host(args.embedding_model)
    try:
        return _index(host, args.name, args.json, again=args.again)
    finally:
        host.shut_down()


def _index(host: DocumentsHost, name: str, as_json: bool, *, again: bool) -> int:
    cancel = threading.Event()

    def progress(step: IndexProgress) -> None:
        # One line on stderr, rewritten: stdout stays for the result.
        if step.current is not None:
            print(f"\rIndexing {name}: {step.files_done} of {step.files_total} files, "
                  f"{step.passages_done} passages · {step.current.name[:40]:<40}",
                  end="", file=sys.stderr, flush=True)

    try:
        summary = host.update(name, on_progress=progress, cancel=cancel, again=again)
    except KeyboardInterrupt:
        cancel.set()
        raise
    finally:
        end_progress_line()
    if as_json:
        print_json(_summary_json(name, summary))
    else:
        print(_summary_text(name, summary))
        for problem in summary.problems:
            print(f"llamadesk: skipped {problem.path}: {problem.message}", file=sys.stderr)
        say_unreachable(summary.unreachable_sources)
    return 0


def say_unreachable(sources: Sequence[Path]) -> None:
    from desktop.core.host.documents_host import away_text

    for source in sources:
        print(f"llamadesk: {away_text(source)}", file=sys.stderr)


def catch_up(host: DocumentsHost, names: Sequence[str]) -> None:
    """Bring the libraries up to date with their folders before they are searched.

    The command line has no app running to watch the folders, and a person who just
    saved a file and asks about it expects the answer to know it; checking costs a
    walk of the folders (files compared by size and time, nothing read when nothing
    changed), so every search does it rather than asking for `docs update` first.
    What changed is said on stderr; stdout stays for the answer."""
    for name in names:
        caught = host.catch_up(name)
        if caught.changed() and caught.outcome is not None:
            print(f"llamadesk: brought up to date first: {_summary_text(name, caught.outcome)}",
                  file=sys.stderr)
        say_unreachable(caught.unreachable_sources)


def _summary_text(name: str, summary: IndexOutcome) -> str:
    parts = [f"{summary.added} new", f"{summary.updated} changed", f"{summary.removed} removed",
             f"{summary.unchanged} unchanged"]
    skipped = f", {len(summary.problems)} could not be read" if summary.problems else ""
    return (f"{name}: {', '.join(parts)} files{skipped}; {summary.passages_written} passages "
            f"indexed in {summary.seconds:.1f} s.")


def _summary_json(name: str, summary: IndexOutcome) -> dict[str, object]:
    return {
        "name": name, "added": summary.added, "changed": summary.updated,
        "removed": summary.removed, "unchanged": summary.unchanged,
        "passages": summary.passages_written, "seconds": round(summary.seconds, 3),
        "unreadable": [{"file": str(problem.path), "problem": problem.message}
                       for problem in summary.problems],
        "unreachable": [str(source) for source in summary.unreachable_sources],
        "cancelled": summary.cancelled,
    }


def run_list(args: argparse.Namespace) -> int:
    host = documents_host()
    try:
        store = host.store
        libraries = [(library, store.counts(library), store.problems(library))
                     for library in store.libraries()]
    finally:
        host.shut_down()
    if args.json:
        print_json([{
            "name": library.name, "sources": [str(path) for path in library.sources],
            "files": counts.files, "passages": counts.passages,
            "embedding_model": library.model_name,
            "unreadable": [{"file": str(record.path), "problem": record.problem}
                           for record in problems],
        } for library, counts, problems in libraries])
        return 0
    if not libraries:
        print("No libraries yet: make one with `llamadesk docs add NAME FOLDER`.")
    for library, counts, _problems in libraries:
        sources = ", ".join(str(source) for source in library.sources)
        print(f"{library.name}: {counts.files} files, {counts.passages} passages ({sources})")
    return 0


def run_remove(args: argparse.Namespace) -> int:
    host = documents_host()
    try:
        host.store.remove_library(args.name)
    finally:
        host.shut_down()
    print(f"Removed the library {args.name} (your files are untouched).")
    return 0


def run_search(args: argparse.Namespace) -> int:
    if args.top < 1:
        return fail("--top must be 1 or more.")
    host = documents_host(args.embedding_model, args.reranking_model)
    try:
        catch_up(host, [args.name])
        hits = host.search(args.name, args.query, args.top, on_note=_note)
    finally:
        host.shut_down()
    if args.json:
        print_json([hit_json(hit) for hit in hits])
        return 0
    if not hits:
        print("Nothing found.")
    for number, hit in enumerate(hits, start=1):
        where = hit.file.name + (f", page {hit.page}" if hit.page is not None else "")
        heading = f" ({hit.heading})" if hit.heading else ""
        print(f"[{number}] {where}{heading}\n    {' '.join(hit.text.split())[:300]}")
    return 0


def _note(note: str) -> None:
    # Reranking that failed: the passages come in the fused order, said on stderr.
    print(f"llamadesk: {note}", file=sys.stderr)


def hit_json(hit: Hit) -> dict[str, object]:
    found: dict[str, object] = {"file": str(hit.file), "page": hit.page,
                                "heading": hit.heading, "text": hit.text,
                                "score": round(hit.score, 6)}
    if hit.rerank_score is not None:
        found["rerank_score"] = round(hit.rerank_score, 6)
    return found
