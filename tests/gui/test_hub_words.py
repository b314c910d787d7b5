"""What Hugging Face and downloads report, worded by the window (issue 29). The core's
Hub and download errors carry their kind (the class) and figures (attributes) and an
English message for the command line and the log; the window words them from the kind
and figures. In English it says what the core says; in another language none of the
core's English shows, and the figures (the repo, the wait, the sizes) do."""

from __future__ import annotations

import errno
from pathlib import Path

from PySide6.QtWidgets import QApplication

from desktop.core.errors import LlamaDeskError
from desktop.core.hub.disk_space import DISK_MARGIN_BYTES, saving_error
from desktop.core.hub.download_progress import Meter, NoteKind, Progress, RetryFigures
from desktop.core.hub.download_queue import DownloadJob, DownloadQueueStore, JobState
from desktop.core.hub.download_work import UNEXPECTED_FAILURE_MESSAGE
from desktop.core.hub.errors import (
    ChecksumMismatchError,
    DownloadOfflineError,
    DownloadRefusedError,
    DownloadRetriesExhaustedError,
    InvalidTokenError,
    NotEnoughSpaceError,
    RemoteHeaderError,
    RetryReason,
    UnexpectedDownloadError,
    VariantNotFoundError,
    access_error,
    invalid_repo_id,
    missing_file,
    status_error,
    unreachable,
)
from desktop.core.hub.file_fetch import OFFLINE_MESSAGE
from desktop.core.hub.token_check import INVALID_TOKEN_MESSAGE, check_token
from desktop.core.hub.variants import RepoFile
from desktop.gui.discover.downloads_panel import progress_text
from desktop.gui.widgets.hub_words import hub_error_text, note_text, queue_damage_text
from tests.support.core_english import word_runs

HUB = "http://hub.example"
REPO = "org/Model-GGUF"
MB = 1024**2


def _core_errors() -> list[LlamaDeskError]:
    """One of each kind the window words, made by the core's own functions."""
    try:
        check_token("   ")  # asks nobody: no token
    except LlamaDeskError as error:
        no_token = error
    return [
        unreachable(HUB, "ConnectError"),
        access_error(401, REPO, HUB, ""),
        access_error(403, REPO, HUB, ""),
        status_error(401, {"X-Error-Code": "RepoNotFound"}, REPO, endpoint=HUB),
        status_error(404, {"X-Error-Code": "RepoNotFound"}, REPO, with_token=True, endpoint=HUB),
        missing_file(REPO, ""),
        invalid_repo_id("not a repo!!", ""),
        status_error(429, {"Retry-After": "12"}, REPO, endpoint=HUB),
        status_error(429, {"Retry-After": "300"}, REPO, endpoint=HUB),
        status_error(429, {}, REPO, endpoint=HUB),
        status_error(503, {}, REPO, endpoint=HUB),
        status_error(400, {}, REPO, endpoint=HUB),
        no_token,
    ]


def _download_errors(folder: Path) -> list[LlamaDeskError]:
    """The download kinds, figures as the fetch loop and the disk check give them."""
    files = [RepoFile("m-Q4_0.gguf", 6 * MB, None)]
    return [
        saving_error(OSError(errno.ENOSPC, "No space left on device"), files, folder),
        ChecksumMismatchError(
            "m-Q4_0.gguf arrived damaged (its checksum does not match Hugging Face's), so it"
            " was not added. Download it again.",
            file_name="m-Q4_0.gguf",
        ),
        DownloadRetriesExhaustedError(
            "The download of m-Q4_0.gguf keeps failing (Hugging Face had a problem on its "
            "side (HTTP 503)); try again later (what was downloaded is kept).",
            file_name="m-Q4_0.gguf",
            reason=RetryReason.SERVER,
            status=503,
        ),
        DownloadRefusedError("Hugging Face refused the download (HTTP 410).", status=410),
        VariantNotFoundError(
            f"{REPO} has no Q5_K version (it has Q4_0, Q8_0).",
            repo_id=REPO,
            quant="Q5_K",
            available=("Q4_0", "Q8_0"),
        ),
        NotEnoughSpaceError(
            "Not enough disk space: this download needs 5.0 MB and 103.0 MB is free (100.0 "
            "MB of it stays free for your system). Free up 2.0 MB more. The largest version "
            "that fits is Q4_K_M (2.0 MB).",
            missing_bytes=2 * MB,
            fits_quant="Q4_K_M",
            fits_size=2 * MB,
            needed_bytes=5 * MB,
            free_bytes=DISK_MARGIN_BYTES + 3 * MB,
            reserve_bytes=DISK_MARGIN_BYTES,
            variants_known=True,
        ),
        UnexpectedDownloadError(UNEXPECTED_FAILURE_MESSAGE),
    ]


def test_in_english_the_window_says_what_the_core_says(qapp: QApplication, tmp_path: Path) -> None:
    for error in _core_errors():
        assert hub_error_text(error) == error.message, type(error)
    full, _damaged, failing, *_ = _download_errors(tmp_path)
    assert hub_error_text(full) == full.message
    assert hub_error_text(failing) == failing.message
    for same in (
        DownloadOfflineError(OFFLINE_MESSAGE),
        InvalidTokenError(INVALID_TOKEN_MESSAGE, status=401),
        UnexpectedDownloadError(UNEXPECTED_FAILURE_MESSAGE),
        DownloadRefusedError("Hugging Face refused the download (HTTP 410).", status=410),
    ):
        assert hub_error_text(same) == same.message, type(same)
    # Kinds it does not know are shown as the core wrote them.
    for unknown in (LlamaDeskError("Something else."), RemoteHeaderError("Header too big.")):
        assert hub_error_text(unknown) == unknown.message
    # A kind made without its figures says no empty figure: the core's sentence instead.
    assert hub_error_text(NotEnoughSpaceError("Not enough disk space.")) == (
        "Not enough disk space."
    )


def test_in_german_no_english_of_the_core_shows(german: None, tmp_path: Path) -> None:
    folder = tmp_path / "Modelle"
    # The names the sentences carry as they are: repos, the Hub, the folder, the file.
    names = [REPO, HUB, f"{HUB}/{REPO}", str(folder), "m-Q4_0.gguf", "Q4_K_M",
             "huggingface.co/settings/tokens", "not a repo!!",
             "bartowski/Qwen2.5-7B-Instruct-GGUF"]  # fmt: skip
    for error in [*_core_errors(), *_download_errors(folder)]:
        shown = hub_error_text(error)
        assert shown != error.message and "{" not in shown, (type(error), shown)
        english = word_runs(error.message) & word_runs(shown)
        english -= {run for name in names for run in word_runs(name)}
        assert not english, (shown, english)

    busy = status_error(429, {"Retry-After": "300"}, REPO, endpoint=HUB)
    assert hub_error_text(busy) == (
        "Hugging Face ist gerade ausgelastet (zu viele Anfragen); versuchen Sie es in 5 Min. "
        "erneut."
    )
    terms = access_error(403, REPO, HUB, "")
    assert f"({HUB}/{REPO})" in hub_error_text(terms) and "Konto" in hub_error_text(terms)
    assert "Einstellungen" in hub_error_text(access_error(401, REPO, HUB, ""))
    short = _download_errors(folder)[5]
    # Sizes written the German way, the version that fits named.
    assert "5,0 MB" in hub_error_text(short) and "Q4_K_M (2,0 MB)" in hub_error_text(short)


def test_a_failed_download_reads_in_the_windows_language(german: None, tmp_path: Path) -> None:
    error = ChecksumMismatchError(
        "m-Q4_0.gguf arrived damaged (its checksum does not match Hugging Face's), so it was"
        " not added. Download it again.",
        file_name="m-Q4_0.gguf",
    )
    job = DownloadJob("id", REPO, "main", "Q4_0", (RepoFile("m-Q4_0.gguf", 1, None),), 1,
                      "models", str(tmp_path), state=JobState.FAILED, message=error.message,
                      error=error)  # fmt: skip
    shown = progress_text(job, None)
    assert shown.startswith("Die Datei m-Q4_0.gguf ist beschädigt angekommen"), shown
    # A failed job saved by an older version has only the core's sentence.
    saved = DownloadJob("id", REPO, "main", "Q4_0", job.files, 1, "models", str(tmp_path),
                        state=JobState.FAILED, message=error.message)  # fmt: skip
    assert progress_text(saved, None) == error.message


def test_a_failed_download_still_reads_in_the_windows_language_after_a_restart(
    german: None, tmp_path: Path
) -> None:
    error = DownloadRetriesExhaustedError(
        "The download of m-Q4_0.gguf keeps failing (Hugging Face had a problem on its side "
        "(HTTP 503)); try again later (what was downloaded is kept).",
        file_name="m-Q4_0.gguf",
        reason=RetryReason.SERVER,
        status=503,
    )
    job = DownloadJob("id", REPO, "main", "Q4_0", (RepoFile("m-Q4_0.gguf", 1, None),), 1,
                      "models", str(tmp_path), state=JobState.FAILED, message=error.message,
                      error=error)  # fmt: skip
    store = DownloadQueueStore(tmp_path / "downloads.json")
    store.save([job])

    (saved,) = store.load()  # as a window started later reads it

    shown = progress_text(saved, None)
    assert shown == hub_error_text(error) and "HTTP 503" in shown, shown
    assert "keeps failing" not in shown


def test_a_downloads_notes_read_in_the_windows_language(german: None, tmp_path: Path) -> None:
    notes: list[Progress] = []
    meter = Meter(100, 10, notes.append)
    meter.note("m.gguf", "Checking the downloaded file", NoteKind.CHECKING)
    meter.note("m.gguf", "Waiting for another download of the same file",
               NoteKind.WAITING_FOR_OTHER)  # fmt: skip
    meter.note(
        "m.gguf",
        "No data arrived for a while; trying again in 4 s (attempt 2 of 5)",
        NoteKind.RETRYING,
        RetryFigures(RetryReason.STALLED, None, 4, 2, 5),
    )
    for progress in notes:
        shown = note_text(progress)
        assert shown and shown != progress.note and "{" not in shown, shown
        assert not word_runs(progress.note or "") & word_runs(shown), shown
    assert "2" in (note_text(notes[2]) or "") and "5" in (note_text(notes[2]) or "")
    # An older note without its kind shows as the core wrote it.
    assert note_text(Progress("m.gguf", 1, 2, 0.0, None, "Busy")) == "Busy"


def test_a_damaged_list_of_downloads_reads_in_the_windows_language(
    german: None, tmp_path: Path
) -> None:
    store = DownloadQueueStore(tmp_path / "downloads.json")
    store.path.write_text("{", encoding="utf-8")
    store.load()
    assert store.damage is not None and store.problem is not None

    shown = queue_damage_text(store.damage)

    assert store.damage.kept_as and store.damage.kept_as in shown
    assert not word_runs(store.problem) & word_runs(shown.replace(store.damage.kept_as, "")), shown
