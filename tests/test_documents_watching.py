"""Libraries kept up to date with their folders: a watched folder's added, changed and
deleted files followed by search within seconds; an unplugged folder keeping its
passages until it is back; changes made while the app was closed caught up at the
next start; the command line catching up before it searches. The real embedding model
through the real llama-server, real files on disk."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from desktop.core.documents.watching import FolderWatch, counts
from desktop.core.host.documents_host import DocumentsHost
from desktop.core.settings import Settings
from tests.support.documents_host import indexed_host

# Within a few seconds of a save, as a person switching back to the chat expects.
FOLLOWS_WITHIN = 8.0


def test_only_changes_that_can_change_a_library_count(tmp_path: Path) -> None:
    notes = tmp_path / "notes"
    assert counts(notes / "plan.md", [notes], is_folder=False)
    assert counts(notes / "deep" / "a.pdf", [notes], is_folder=False)
    assert counts(notes / "deep", [notes], is_folder=True)  # a folder moved or deleted
    assert not counts(notes / "photo.jpg", [notes], is_folder=False)
    assert not counts(notes / ".git" / "index.md", [notes], is_folder=False)
    assert not counts(notes / "~$report.docx", [notes], is_folder=False)
    assert not counts(tmp_path / "elsewhere.txt", [notes], is_folder=False)
    assert counts(tmp_path / "single.txt", [tmp_path / "single.txt"], is_folder=False)


def _host(tmp_path: Path, model: Path) -> DocumentsHost:
    return DocumentsHost.for_settings(Settings(), index_path=tmp_path / "index.sqlite3",
                                      model=model)


def _files_found(host: DocumentsHost, query: str) -> list[str]:
    return [hit.file.name for hit in host.search("Notes", query, top=3)]


def _wait_for(check: Callable[[], bool], within: float) -> float:
    began = time.monotonic()
    while time.monotonic() - began < within:
        if check():
            return time.monotonic() - began
        time.sleep(0.2)
    raise AssertionError(f"not within {within} s")


class _Follower:
    """What a front end does: a watch whose due libraries are caught up on a thread of
    their own (as the window's documents thread does), one at a time."""

    def __init__(self, host: DocumentsHost) -> None:
        self.host = host
        self.due: queue.Queue[str | None] = queue.Queue()
        self.away: list[tuple[str, Path]] = []
        self.caught: list[str] = []
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        self.watch = FolderWatch(self.due.put, lambda name, path: self.away.append((name, path)))
        self.watch.watch(host.sources())

    def _run(self) -> None:
        while (name := self.due.get()) is not None:
            self.host.catch_up(name)
            self.caught.append(name)

    def close(self) -> None:
        self.watch.stop()
        self.due.put(None)
        self.thread.join(timeout=60)


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    folder = tmp_path / "drive" / "notes"
    folder.mkdir(parents=True)
    (folder / "garden.txt").write_text("The tomatoes grow best against the south wall.", "utf-8")
    (folder / "bikes.md").write_text("# Bikes\n\nOil the chain every two hundred kilometres.",
                                     "utf-8")
    return folder


@pytest.fixture
def follower(tmp_path: Path, notes: Path, runtime_env: Path, embedding_model_path: Path,
             ) -> Iterator[_Follower]:
    with indexed_host(tmp_path / "index.sqlite3", [notes], embedding_model_path) as host:
        follower = _Follower(host)
        try:
            yield follower
        finally:
            follower.close()


@pytest.mark.server
def test_added_changed_and_deleted_files_are_followed_by_search_within_seconds(
    follower: _Follower, notes: Path,
) -> None:
    host = follower.host
    assert _files_found(host, "oil the chain")[0] == "bikes.md"

    (notes / "kites.txt").write_text("Fly the red kite from the dunes when the wind is "
                                     "steady.", "utf-8")
    added = _wait_for(lambda: "kites.txt" in _files_found(host, "red kite dunes"),
                      FOLLOWS_WITHIN)
    (notes / "garden.txt").write_text("The courgettes now grow against the south wall.",
                                      "utf-8")
    changed = _wait_for(lambda: any("courgettes" in hit.text
                                    for hit in host.search("Notes", "courgettes", top=3)),
                        FOLLOWS_WITHIN)
    (notes / "bikes.md").unlink()
    deleted = _wait_for(lambda: "bikes.md" not in _files_found(host, "oil the chain"),
                        FOLLOWS_WITHIN)
    # An editor's burst (a temp file written, renamed over the file) is one update.
    before = len(follower.caught)
    for round_ in range(5):
        temp = notes / ".garden.txt.swp"
        temp.write_text(f"The courgettes, round {round_}, grow by the wall.", "utf-8")
        temp.replace(notes / "garden.txt")
    _wait_for(lambda: any("round 4" in hit.text
                          for hit in host.search("Notes", "courgettes round", top=3)),
              FOLLOWS_WITHIN)
    time.sleep(1.5)
    assert len(follower.caught) - before == 1
    print(f"followed: added {added:.1f} s, changed {changed:.1f} s, deleted {deleted:.1f} s")
    assert [summary.files for summary in host.summaries()] == [2]


@pytest.mark.server
def test_an_unplugged_folder_keeps_its_passages_until_it_is_back_and_a_file_really_gone(
    follower: _Follower, notes: Path, tmp_path: Path,
) -> None:
    host = follower.host
    drive = notes.parent
    drive.rename(tmp_path / "unplugged")  # the mount point gone with the disk
    _wait_for(lambda: follower.away == [("Notes", notes)], FOLLOWS_WITHIN)
    caught = host.catch_up("Notes")  # what a search from the command line does meanwhile
    assert caught.unreachable_sources == (notes,) and not caught.changed()
    assert _files_found(host, "oil the chain")[0] == "bikes.md"
    assert [summary.files for summary in host.summaries()] == [2]

    (tmp_path / "unplugged" / "notes" / "bikes.md").unlink()  # deleted on another computer
    (tmp_path / "unplugged").rename(drive)  # plugged in again
    _wait_for(lambda: "bikes.md" not in _files_found(host, "oil the chain"), FOLLOWS_WITHIN)
    assert [summary.files for summary in host.summaries()] == [1]
    assert follower.away == [("Notes", notes)]  # said once, not at every look


@pytest.mark.server
def test_a_restart_notices_what_changed_while_the_app_was_closed(
    tmp_path: Path, notes: Path, runtime_env: Path, embedding_model_path: Path,
) -> None:
    with indexed_host(tmp_path / "index.sqlite3", [notes], embedding_model_path) as host:
        nothing = host.catch_up("Notes")
    assert nothing.outcome is None and not nothing.changed()
    (notes / "kites.txt").write_text("Fly the red kite from the dunes.", "utf-8")
    (notes / "garden.txt").unlink()
    again = _host(tmp_path, embedding_model_path)
    try:
        caught = again.catch_up("Notes")
        assert caught.outcome is not None
        assert (caught.outcome.added, caught.outcome.removed,
                caught.outcome.unchanged) == (1, 1, 1)
        assert _files_found(again, "red kite dunes")[0] == "kites.txt"
    finally:
        again.shut_down()
