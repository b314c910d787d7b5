"""What went wrong with Hugging Face or a download, in the window's language.

The core's Hub and download errors (``desktop.core.hub.errors``) say what kind they are
by their class and carry their figures as attributes (the repo id, the HTTP status, the
wait, the sizes); their ``message`` is English, for the command line and the log. The
window says the same from the class and the figures, with the fix a person makes in the
app, and shows an error it does not know as the core wrote it.
"""

from __future__ import annotations

from desktop.core.errors import LlamaDeskError
from desktop.core.hub.download_progress import NoteKind, Progress
from desktop.core.hub.download_queue import QueueDamage
from desktop.core.hub.errors import (
    ChecksumMismatchError,
    DownloadOfflineError,
    DownloadRefusedError,
    DownloadRetriesExhaustedError,
    DownloadSaveError,
    GatedRepoAccessError,
    HubBusyError,
    HubError,
    HubServerError,
    HubUnreachableError,
    InvalidRepoIdError,
    InvalidTokenError,
    NotEnoughSpaceError,
    RepoNotFoundError,
    RetryReason,
    TermsNotAcceptedError,
    UnexpectedDownloadError,
    VariantNotFoundError,
)
from desktop.gui.widgets.units import format_duration, format_size
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("HubWords")

UNREACHABLE = QT_TRANSLATE_NOOP(
    "HubWords",
    "Can't reach Hugging Face. Check the internet connection; models already on this "
    "computer still work.",
)
TOKEN_NEEDED = QT_TRANSLATE_NOOP(
    "HubWords",
    "{repo} needs a valid Hugging Face token: add a Hugging Face token in Settings "
    "(create a read token at huggingface.co/settings/tokens).",
)
TERMS_NOT_ACCEPTED = QT_TRANSLATE_NOOP(
    "HubWords",
    "Your Hugging Face token has no access to {repo} yet: open the model's page on "
    "Hugging Face ({page}), accept its terms while signed in to the token's account, "
    "then try again.",
)
NOT_FOUND = QT_TRANSLATE_NOOP(
    "HubWords",
    "There is no model called {repo} on Hugging Face (or it is private: add a token in Settings).",
)
NOT_FOUND_WITH_TOKEN = QT_TRANSLATE_NOOP(
    "HubWords",
    "There is no model called {repo} on Hugging Face, or your account can't see it.",
)
FILE_MISSING = QT_TRANSLATE_NOOP("HubWords", "A file of {repo} is missing on Hugging Face.")
INVALID_REPO_ID = QT_TRANSLATE_NOOP(
    "HubWords",
    '"{repo}" is not a model name on Hugging Face; names look like owner/model, e.g. '
    "bartowski/Qwen2.5-7B-Instruct-GGUF.",
)
EMPTY_REPO_ID = QT_TRANSLATE_NOOP(
    "HubWords",
    "Type the name of a model on Hugging Face; names look like owner/model, e.g. "
    "bartowski/Qwen2.5-7B-Instruct-GGUF.",
)
BUSY = QT_TRANSLATE_NOOP(
    "HubWords",
    "Hugging Face is busy right now (too many requests); try again in {wait}.",
)
BUSY_FOR_A_WHILE = QT_TRANSLATE_NOOP(
    "HubWords",
    "Hugging Face is busy right now (too many requests); try again in a minute.",
)
SERVER_FAULT = QT_TRANSLATE_NOOP(
    "HubWords",
    "Hugging Face has a problem on its side (HTTP {status}); try again later.",
)
HUB_ERROR = QT_TRANSLATE_NOOP("HubWords", "Hugging Face answered with an error; try again later.")
HUB_ERROR_STATUS = QT_TRANSLATE_NOOP(
    "HubWords", "Hugging Face answered with an error (HTTP {status}); try again later."
)
NO_TOKEN = QT_TRANSLATE_NOOP(
    "HubWords",
    "Paste a Hugging Face token first; create a read token at huggingface.co/settings/tokens.",
)
TOKEN_REFUSED = QT_TRANSLATE_NOOP(
    "HubWords",
    "Hugging Face did not accept this token. Create a read token at "
    "huggingface.co/settings/tokens and paste it here.",
)
DOWNLOAD_OFFLINE = QT_TRANSLATE_NOOP(
    "HubWords",
    "Can't reach Hugging Face. What was downloaded is kept; the download goes on from "
    "there once it can be reached again.",
)
KEEPS_FAILING = QT_TRANSLATE_NOOP(
    "HubWords",
    "The download of {file} keeps failing; try again later (what was downloaded is kept).",
)
KEEPS_FAILING_BECAUSE = QT_TRANSLATE_NOOP(
    "HubWords",
    "The download of {file} keeps failing ({reason}); try again later (what was "
    "downloaded is kept).",
)
# Why its last try failed, as ``{reason}`` above.
RETRY_REASONS: dict[RetryReason, str] = {
    RetryReason.INTERRUPTED: QT_TRANSLATE_NOOP("HubWords", "the connection was interrupted"),
    RetryReason.STALLED: QT_TRANSLATE_NOOP("HubWords", "no data arrived for a while"),
    RetryReason.LINK_EXPIRED: QT_TRANSLATE_NOOP("HubWords", "the download link expired"),
    RetryReason.SLOW_DOWN: QT_TRANSLATE_NOOP("HubWords", "Hugging Face asked to slow down"),
    RetryReason.TIMED_OUT: QT_TRANSLATE_NOOP("HubWords", "the request timed out"),
    RetryReason.SERVER: QT_TRANSLATE_NOOP(
        "HubWords", "Hugging Face had a problem on its side (HTTP {status})"
    ),
}
DAMAGED = QT_TRANSLATE_NOOP(
    "HubWords",
    "{file} arrived damaged (it is not the file Hugging Face lists), so it was not added. "
    "Download it again.",
)
REFUSED = QT_TRANSLATE_NOOP("HubWords", "Hugging Face refused the download (HTTP {status}).")
NOT_SAVED = QT_TRANSLATE_NOOP(
    "HubWords",
    "The model could not be saved in {folder}. Check that the folder exists and that you "
    "may write to it.",
)
NO_SPACE = QT_TRANSLATE_NOOP(
    "HubWords",
    "Not enough disk space: this download needs {needed} and {free} is free ({reserve} of "
    "it stays free for your system). Free up {missing} more.",
)
NO_SPACE_SMALLER_FITS = QT_TRANSLATE_NOOP(
    "HubWords",
    "Not enough disk space: this download needs {needed} and {free} is free ({reserve} of "
    "it stays free for your system). Free up {missing} more, or download {quant} "
    "({size}), the largest version that fits.",
)
NO_SPACE_NONE_FITS = QT_TRANSLATE_NOOP(
    "HubWords",
    "Not enough disk space: this download needs {needed} and {free} is free ({reserve} of "
    "it stays free for your system). No version of this model fits: free up {missing} "
    "more.",
)
DISK_FULL = QT_TRANSLATE_NOOP(
    "HubWords",
    "The disk holding {folder} is full: this download still needs {needed}, and "
    "{reserve} more stays free for your system. Free up {total} there, then try again "
    "(what was downloaded is kept).",
)
NO_SUCH_VERSION = QT_TRANSLATE_NOOP(
    "HubWords", "{repo} has no {quant} version (it has {available})."
)
UNEXPECTED = QT_TRANSLATE_NOOP(
    "HubWords", "The download stopped because of an unexpected problem; press Retry."
)

# What a download does while no bytes flow (``Progress.note_kind``).
NOTES: dict[NoteKind, str] = {
    NoteKind.CHECKING: QT_TRANSLATE_NOOP("HubWords", "Checking the downloaded file"),
    NoteKind.WAITING_FOR_OTHER: QT_TRANSLATE_NOOP(
        "HubWords", "Waiting for another download of the same file"
    ),
    NoteKind.RETRYING: QT_TRANSLATE_NOOP(
        "HubWords", "{reason}; trying again in {wait} (attempt {attempt} of {attempts})"
    ),
}
# The saved list of downloads could not be read (``QueueDamage``).
LIST_LEFT_OUT = QT_TRANSLATE_NOOP(
    "HubWords", "The list of downloads could not be read and was left out."
)
SOME_LEFT_OUT = QT_TRANSLATE_NOOP(
    "HubWords", "Some downloads in the list could not be read and were left out."
)
OLD_LIST_KEPT = QT_TRANSLATE_NOOP("HubWords", "The old file was kept as {name}.")


def note_text(progress: Progress) -> str | None:
    """Why no bytes flow now, in the window's language (None while they flow)."""
    if progress.note_kind is None:
        return progress.note
    if progress.note_kind is NoteKind.RETRYING and progress.retry is not None:
        retry = progress.retry
        reason = _t(RETRY_REASONS[retry.reason]).format(status=retry.status)
        return _t(NOTES[NoteKind.RETRYING]).format(
            reason=reason[:1].upper() + reason[1:],
            wait=format_duration(retry.wait_s),
            attempt=retry.attempt,
            attempts=retry.attempts,
        )
    if progress.note_kind is NoteKind.RETRYING:  # made without its figures
        return progress.note
    return _t(NOTES[progress.note_kind])


def queue_damage_text(damage: QueueDamage) -> str:
    """What reading the saved list of downloads left out, in the window's language."""
    text = _t(SOME_LEFT_OUT if damage.some else LIST_LEFT_OUT)
    if damage.kept_as:
        text += " " + _t(OLD_LIST_KEPT).format(name=damage.kept_as)
    return text


def hub_error_text(error: LlamaDeskError) -> str:
    """What went wrong and what to do, for a person: ``error``'s kind and figures in the
    window's language; ``error.message`` for an error this does not know."""
    words = _words(error)
    return error.message if words is None else words


def _words(error: LlamaDeskError) -> str | None:
    if isinstance(error, HubError):
        return _hub_words(error)
    if isinstance(error, InvalidRepoIdError):
        if not error.repo_id.strip():
            return _t(EMPTY_REPO_ID)
        return _t(INVALID_REPO_ID).format(repo=error.repo_id)
    if isinstance(error, NotEnoughSpaceError):
        return _space_words(error)
    if isinstance(error, DownloadOfflineError):
        return _t(DOWNLOAD_OFFLINE)
    if isinstance(error, DownloadRetriesExhaustedError) and error.file_name:
        if error.reason is None:
            return _t(KEEPS_FAILING).format(file=error.file_name)
        reason = _t(RETRY_REASONS[error.reason]).format(status=error.status)
        return _t(KEEPS_FAILING_BECAUSE).format(file=error.file_name, reason=reason)
    if isinstance(error, ChecksumMismatchError) and error.file_name:
        return _t(DAMAGED).format(file=error.file_name)
    if isinstance(error, DownloadRefusedError) and error.status is not None:
        return _t(REFUSED).format(status=error.status)
    if isinstance(error, DownloadSaveError) and error.folder:
        return _t(NOT_SAVED).format(folder=error.folder)
    if isinstance(error, VariantNotFoundError) and error.repo_id:
        return _t(NO_SUCH_VERSION).format(
            repo=error.repo_id, quant=error.quant, available=", ".join(error.available)
        )
    if isinstance(error, UnexpectedDownloadError):
        return _t(UNEXPECTED)
    return None


def _hub_words(error: HubError) -> str | None:
    # The most particular class first: TokenNeededError and TermsNotAcceptedError are
    # GatedRepoAccessErrors, HubBusyError and HubServerError HubErrors.
    if isinstance(error, HubUnreachableError):
        return _t(UNREACHABLE)
    if isinstance(error, GatedRepoAccessError) and error.repo_id:
        if isinstance(error, TermsNotAcceptedError):
            page = f"{error.endpoint.rstrip('/')}/{error.repo_id}"
            return _t(TERMS_NOT_ACCEPTED).format(repo=error.repo_id, page=page)
        return _t(TOKEN_NEEDED).format(repo=error.repo_id)
    if isinstance(error, RepoNotFoundError) and error.repo_id:
        if error.missing_file:
            return _t(FILE_MISSING).format(repo=error.repo_id)
        words = NOT_FOUND_WITH_TOKEN if error.with_token else NOT_FOUND
        return _t(words).format(repo=error.repo_id)
    if isinstance(error, HubBusyError):
        if error.retry_after is None:
            return _t(BUSY_FOR_A_WHILE)
        # At least a second: "try again in less than a second" helps no one.
        return _t(BUSY).format(wait=format_duration(max(1.0, error.retry_after)))
    if isinstance(error, HubServerError) and error.status is not None:
        return _t(SERVER_FAULT).format(status=error.status)
    if isinstance(error, InvalidTokenError):
        return _t(NO_TOKEN) if error.no_token else _t(TOKEN_REFUSED)
    if type(error) is HubError:  # the plain kind only: a subclass not known here says more
        if error.status is None:
            return _t(HUB_ERROR)
        return _t(HUB_ERROR_STATUS).format(status=error.status)
    return None


def _space_words(error: NotEnoughSpaceError) -> str | None:
    if not error.needed_bytes:  # made without its figures: only its message says it
        return None
    if error.disk_full:
        return _t(DISK_FULL).format(
            folder=error.folder,
            needed=_size(error.needed_bytes),
            reserve=_size(error.reserve_bytes),
            total=_size(error.needed_bytes + error.reserve_bytes),
        )
    figures = {
        "needed": _size(error.needed_bytes),
        "free": _size(error.free_bytes),
        "reserve": _size(error.reserve_bytes),
        "missing": _size(error.missing_bytes),
    }
    if error.fits_quant:
        return _t(NO_SPACE_SMALLER_FITS).format(
            quant=error.fits_quant, size=_size(error.fits_size), **figures
        )
    if error.variants_known:
        return _t(NO_SPACE_NONE_FITS).format(**figures)
    return _t(NO_SPACE).format(**figures)


def _size(count: int) -> str:
    # One decimal, as the core writes them: the sizes in one sentence compare at a glance.
    return format_size(count, decimals=1)
