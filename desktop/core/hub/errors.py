"""What can go wrong with Hugging Face, as plain errors, and how an answer becomes one.

Every problem reaches the user as one ``LlamaDeskError`` whose class says what kind it
is: the name typed (InvalidRepoIdError), no such model (RepoNotFoundError), access
(GatedRepoAccessError), the Hub busy or failing (HubUnavailableError, with the wait the
Hub named in ``Retry-After``), or no connection (HubUnreachableError). The download
errors live here too, so the fetch loop, the disk checks and the queue share them.

``message`` is English, for the command line and the log. The window words an error in
its own language from the class and the figures each one carries as typed attributes
(the repo id, the HTTP status, the wait, the sizes: ``gui.widgets.hub_words``), never
from the message. Every figure has a default because ``copy.copy`` remakes an error
from its message alone and then restores its attributes (``token_check._without``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from enum import StrEnum

import httpx
from huggingface_hub import errors as hf_errors

# Public helpers (huggingface_hub.utils lists them), imported from where they are
# defined: that package builds its export list at run time, which mypy cannot see.
from huggingface_hub.utils._http import parse_ratelimit_headers
from huggingface_hub.utils._validators import validate_repo_id

from desktop.core.errors import LlamaDeskError
from desktop.core.hub.endpoint import hub_endpoint

_DELAY_SECONDS = re.compile(r"\d+(?:\.\d+)?")


class HubError(LlamaDeskError):
    """Hugging Face could not answer a request.

    ``status``: the HTTP status of the Hub's answer; None when there was no answer, or
    its status is not what went wrong.
    """

    def __init__(self, message: str, details: str = "", *, status: int | None = None) -> None:
        super().__init__(message, details)
        self.status = status


class HubUnreachableError(HubError):
    """The Hub's host cannot be reached (offline, DNS, firewall, timeout).

    ``endpoint``: the Hub's address that was tried (a mirror's, when one is set).
    """

    def __init__(self, message: str, details: str = "", *, endpoint: str = "") -> None:
        super().__init__(message, details)
        self.endpoint = endpoint


class GatedRepoAccessError(HubError):
    """The repo is gated or private and the token (if any) has no access.

    ``repo_id`` names the repo, ``endpoint`` the Hub whose page for it lists the terms;
    ``status`` is 401 or 403 (None when the Hub did not say).
    """

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        repo_id: str = "",
        endpoint: str = "",
        status: int | None = None,
    ) -> None:
        super().__init__(message, details, status=status)
        self.repo_id = repo_id
        self.endpoint = endpoint


class TokenNeededError(GatedRepoAccessError):
    """401: no token, or one Hugging Face does not accept; one must be added in Settings."""


class TermsNotAcceptedError(GatedRepoAccessError):
    """403: the token is valid but its account has not accepted the gated model's terms."""


class RepoNotFoundError(HubError):
    """No such repo or file.

    ``repo_id``: the repo asked for. ``with_token``: whether the request carried a token
    (without one, a private repo looks missing too, and adding one may help).
    ``missing_file``: the repo exists but one of its files does not.
    """

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        repo_id: str = "",
        with_token: bool = False,
        missing_file: bool = False,
        status: int | None = None,
    ) -> None:
        super().__init__(message, details, status=status)
        self.repo_id = repo_id
        self.with_token = with_token
        self.missing_file = missing_file


class InvalidRepoIdError(LlamaDeskError):
    """The text given as a repo id cannot name a repo: bad input, so not a HubError
    (nothing was asked of Hugging Face). ``repo_id``: the text as given."""

    def __init__(self, message: str, details: str = "", *, repo_id: str = "") -> None:
        super().__init__(message, details)
        self.repo_id = repo_id


class HubUnavailableError(HubError):
    """The Hub answered but cannot serve the request now (429 or 5xx); later may work.

    ``status`` is the HTTP status of the last answer, ``retry_after`` the seconds the Hub
    asked to wait (None when it did not say).
    """

    # Defaults for the new fields let ``copy.copy`` remake one from its message (see
    # ``_without``).
    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        status: int | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message, details, status=status)
        self.retry_after = retry_after


class HubBusyError(HubUnavailableError):
    """429: too many requests for now."""


class HubServerError(HubUnavailableError):
    """5xx: a fault on the Hub's side."""


class InvalidTokenError(HubError):
    """Hugging Face refused the token (unknown, revoked or mistyped), or none was given.

    ``no_token``: none was given (nothing was asked of the Hub); ``status`` is the
    Hub's refusal (401 or 403) otherwise.
    """

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        no_token: bool = False,
        status: int | None = None,
    ) -> None:
        super().__init__(message, details, status=status)
        self.no_token = no_token


class RemoteHeaderError(HubError):
    """A model file's header on Hugging Face could not be read (not GGUF, cut short)."""


class HubCallAbandonedError(HubError):
    """The app is closing; the call's answer is no longer wanted."""


def unreachable(endpoint: str, details: str) -> HubUnreachableError:
    """The error for a Hub whose host cannot be reached (or does not answer in time)."""
    return HubUnreachableError(
        "Can't reach Hugging Face. Check the internet connection; "
        "models already on this computer still work.",
        f"{endpoint}: {details}",
        endpoint=endpoint,
    )


def access_error(status: int | None, repo_id: str, endpoint: str, details: str) -> HubError:
    """What to do about a refused download: 403 means the token is fine but its account
    has not accepted the model's terms (a new token would not help); 401 (or not said)
    means a valid token is missing."""
    if status == 403:
        return TermsNotAcceptedError(
            f"Your Hugging Face token has no access to {repo_id} yet: open the model's "
            f"page on Hugging Face ({endpoint}/{repo_id}), accept its terms while signed "
            "in to the token's account, then try again.",
            details,
            repo_id=repo_id,
            endpoint=endpoint,
            status=status,
        )
    return TokenNeededError(
        f"{repo_id} needs a valid Hugging Face token: add a Hugging Face token in Settings "
        "(create a read token at huggingface.co/settings/tokens).",
        details,
        repo_id=repo_id,
        endpoint=endpoint,
        status=status,
    )


def _repo_not_found(
    repo_id: str, with_token: bool, details: str, status: int | None = None
) -> RepoNotFoundError:
    # The Hub gives the same answer for a missing repo and a private one the caller may
    # not see, so the message names both; only without a token can adding one help.
    if with_token:
        message = (
            f"There is no model called {repo_id} on Hugging Face, or your account can't see it."
        )
    else:
        message = (
            f"There is no model called {repo_id} on Hugging Face "
            "(or it is private: add a token in Settings)."
        )
    return RepoNotFoundError(
        message, details, repo_id=repo_id, with_token=with_token, status=status
    )


def missing_file(
    repo_id: str, details: str, *, with_token: bool = False, status: int | None = None
) -> RepoNotFoundError:
    """The error for a file of an existing repo that the Hub does not have."""
    return RepoNotFoundError(
        f"A file of {repo_id} is missing on Hugging Face.",
        details,
        repo_id=repo_id,
        with_token=with_token,
        missing_file=True,
        status=status,
    )


def invalid_repo_id(repo_id: str, details: str) -> InvalidRepoIdError:
    shown = f'"{repo_id}"' if repo_id.strip() else "An empty name"
    return InvalidRepoIdError(
        f"{shown} is not a model name on Hugging Face; names look like owner/model, "
        "e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.",
        details,
        repo_id=repo_id,
    )


def check_repo_id(repo_id: str) -> None:
    """Raise InvalidRepoIdError unless ``repo_id`` could name a repo on the Hub (by the
    client's own rule), so a typo is bad input at once, online or not."""
    try:
        validate_repo_id(repo_id)
    except hf_errors.HFValidationError as error:
        raise invalid_repo_id(repo_id, str(error)) from None


def retry_after_seconds(headers: Mapping[str, str], *, now: datetime | None = None) -> float | None:
    """How many seconds an answer asks the caller to wait before asking again: its
    ``Retry-After`` (seconds, or an HTTP date; a date already past is 0), else the
    Hub's ``RateLimit`` header when it says no requests are left. None when neither
    says; never negative, never capped (the caller decides how long is too long)."""
    value = next((v for k, v in headers.items() if k.lower() == "retry-after"), "").strip()
    if _DELAY_SECONDS.fullmatch(value):
        return float(value)
    if value:
        try:
            when = parsedate_to_datetime(value)
        except (TypeError, ValueError):
            when = None
        if when is not None:
            if when.tzinfo is None:  # "-0000": UTC by RFC 5322
                when = when.replace(tzinfo=UTC)
            moment = now or datetime.now(UTC)
            return max(0.0, (when - moment).total_seconds())
    limit = parse_ratelimit_headers(headers)
    if limit is not None and limit.remaining == 0:
        return float(limit.reset_in_seconds)
    return None


def _try_again_in(seconds: float | None) -> str:
    if seconds is None:
        return "try again in a minute"
    if seconds >= 120:
        return f"try again in {math.ceil(seconds / 60)} min"
    return f"try again in {max(1, math.ceil(seconds))} s"


def status_error(
    status: int,
    headers: Mapping[str, str],
    repo_id: str,
    *,
    with_token: bool = False,
    details: str = "",
    endpoint: str | None = None,
) -> HubError:
    """One plain error for a Hub answer that was not a success, by its status and its
    ``X-Error-Code``: for callers that read the answer themselves (file GETs).
    ``with_token``: whether the request carried a token."""
    code = next((v for k, v in headers.items() if k.lower() == "x-error-code"), "")
    return _classify(
        status,
        code,
        retry_after_seconds(headers),
        repo_id,
        endpoint or hub_endpoint(),
        details or f"HTTP {status} {code}".strip(),
        with_token,
    )


def _classify(
    status: int | None,
    code: str,
    retry_after: float | None,
    repo_id: str,
    endpoint: str,
    details: str,
    with_token: bool,
) -> HubError:
    if code == "GatedRepo":
        return access_error(status, repo_id, endpoint, details)
    if code in ("RepoNotFound", "RevisionNotFound"):
        # The Hub answers 401 to an anonymous request for a missing (or private) repo:
        # a typo, not a token problem.
        return _repo_not_found(repo_id, with_token, details, status)
    if code == "EntryNotFound":
        return missing_file(repo_id, details, with_token=with_token, status=status)
    if status in (401, 403):
        return access_error(status, repo_id, endpoint, details)
    if status == 429:
        return HubBusyError(
            f"Hugging Face is busy right now (too many requests); {_try_again_in(retry_after)}.",
            details,
            status=status,
            retry_after=retry_after,
        )
    if status is not None and status >= 500:
        return HubServerError(
            f"Hugging Face has a problem on its side (HTTP {status}); try again later.",
            details,
            status=status,
            retry_after=retry_after,
        )
    said = f" (HTTP {status})" if status is not None else ""
    return HubError(
        f"Hugging Face answered with an error{said}; try again later.", details, status=status
    )


# The client's own error classes, as the X-Error-Code it read them from (over https it
# also maps a bare 401 on a repo's API address to RepositoryNotFoundError).
_CLIENT_CODES: tuple[tuple[type[BaseException], str], ...] = (
    (hf_errors.GatedRepoError, "GatedRepo"),  # before its base, RepositoryNotFoundError
    (hf_errors.RepositoryNotFoundError, "RepoNotFound"),
    (hf_errors.RevisionNotFoundError, "RevisionNotFound"),
    (hf_errors.EntryNotFoundError, "EntryNotFound"),
)


def translate_error(
    error: BaseException, repo_id: str, endpoint: str, *, with_token: bool = False
) -> LlamaDeskError:
    """One plain error for anything the client or httpx raised. ``with_token``: whether
    the request carried a token (it changes what a missing repo's message suggests)."""
    if isinstance(error, LlamaDeskError):
        return error
    if isinstance(error, hf_errors.HFValidationError):
        return invalid_repo_id(repo_id, str(error))
    code = next((name for cls, name in _CLIENT_CODES if isinstance(error, cls)), "")
    details = f"{type(error).__name__}: {error}"
    status = http_status(error)
    # Before the OSError test below: the client's HTTP errors are OSErrors too, and an
    # answer, whatever it says, means the Hub was reached.
    if status is not None or code:
        headers = getattr(getattr(error, "response", None), "headers", None)
        headers = headers if isinstance(headers, Mapping) else {}
        code = code or next((v for k, v in headers.items() if k.lower() == "x-error-code"), "")
        retry_after = retry_after_seconds(headers)
        return _classify(status, code, retry_after, repo_id, endpoint, details, with_token)
    if isinstance(error, OSError | TimeoutError | httpx.TransportError) or _is_transport(error):
        return unreachable(endpoint, details)
    return HubError("Hugging Face answered with an error; try again later.", details)


def http_status(error: BaseException) -> int | None:
    """The HTTP status of the answer an error carries; None when it carries none."""
    response = getattr(error, "response", None)
    status = getattr(response, "status_code", None)
    return status if isinstance(status, int) else None


def _is_transport(error: BaseException) -> bool:
    # huggingface_hub raises httpx2's exceptions, a distinct package from httpx.
    return any(
        cls.__name__ in ("TransportError", "TimeoutException") for cls in type(error).__mro__
    )


class DownloadError(LlamaDeskError):
    """A download failed; what was already downloaded is kept where possible."""


class DownloadSaveError(DownloadError):
    """A downloaded file could not be written (a folder missing or not writable).

    ``folder``: where the files were to go.
    """

    def __init__(self, message: str, details: str = "", *, folder: str = "") -> None:
        super().__init__(message, details)
        self.folder = folder


class DownloadRefusedError(DownloadError):
    """The Hub answered a file's download with an error no retry would mend.

    ``status``: its HTTP status.
    """

    def __init__(self, message: str, details: str = "", *, status: int | None = None) -> None:
        super().__init__(message, details)
        self.status = status


class UnexpectedDownloadError(DownloadError):
    """A download stopped on a fault in LlamaDesk itself (a bug), not the Hub or the disk."""


class DownloadCancelledError(DownloadError):
    """The user cancelled (the partial file is removed) or paused (it is kept)."""


class DownloadOfflineError(DownloadError):
    """Hugging Face (or its file host) cannot be reached at all: the download waits for
    the connection rather than failing; what was downloaded is kept."""


class RetryReason(StrEnum):
    """Why one try of a download failed (and another is worth it), as the English words
    of the progress line and the final message; ``{status}`` is the HTTP status."""

    INTERRUPTED = "the connection was interrupted"
    STALLED = "no data arrived for a while"
    LINK_EXPIRED = "the download link expired"
    SLOW_DOWN = "Hugging Face asked to slow down"
    TIMED_OUT = "the request timed out"
    SERVER = "Hugging Face had a problem on its side (HTTP {status})"

    def words(self, status: int | None) -> str:
        return self.value.format(status=status)


class DownloadRetriesExhaustedError(DownloadError):
    """The host answered, but every try in a row failed (stalls, drops, 5xx, 429).

    ``file_name``: the file that kept failing; ``reason``: why its last try failed
    (None when not known); ``status``: the HTTP status of the last try, None when it
    broke off without one (a drop, a stall).
    """

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        file_name: str = "",
        reason: RetryReason | None = None,
        status: int | None = None,
    ) -> None:
        super().__init__(message, details)
        self.file_name = file_name
        self.reason = reason
        self.status = status


class VariantNotFoundError(DownloadError):
    """The repo has no version by the name asked for.

    ``repo_id`` and ``quant`` (as asked, upper case) name it; ``available`` lists the
    repo's versions.
    """

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        repo_id: str = "",
        quant: str = "",
        available: tuple[str, ...] = (),
    ) -> None:
        super().__init__(message, details)
        self.repo_id = repo_id
        self.quant = quant
        self.available = available


class VariantNeededError(DownloadError):
    """No version was named, and none can be chosen for this computer: name one.

    ``repo_id``; ``example``: the smallest version, to name as an example, and
    ``example_size`` its size in bytes; ``none_fits``: the computer's memory was known
    and no version fits it (rather than the hardware being unknown).
    """

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        repo_id: str = "",
        example: str = "",
        example_size: int = 0,
        none_fits: bool = False,
    ) -> None:
        super().__init__(message, details)
        self.repo_id = repo_id
        self.example = example
        self.example_size = example_size
        self.none_fits = none_fits


class ChecksumMismatchError(DownloadError):
    """The downloaded bytes are not the file the Hub lists. ``file_name``: that file."""

    def __init__(self, message: str, details: str = "", *, file_name: str = "") -> None:
        super().__init__(message, details)
        self.file_name = file_name


class NotEnoughSpaceError(DownloadError):
    """The disk cannot hold the download.

    ``missing_bytes`` is how much more space it needs (0 when unknown, as for a disk
    that filled up mid-download); ``fits_quant`` names the largest variant of the same
    repo that fits, if one does and the repo's variants were known, and ``fits_size``
    its size (0 otherwise).

    Before a download (``disk_full`` false): it needs ``needed_bytes``, ``free_bytes``
    are free, of which ``reserve_bytes`` stay free for the system; ``variants_known``
    says whether the other variants were looked at (only then can "none fits" be said).
    A disk that filled up mid-download (``disk_full``): ``folder`` is where, and
    ``missing_bytes`` what the download still needs besides the reserve.
    """

    def __init__(
        self,
        message: str,
        details: str = "",
        *,
        missing_bytes: int = 0,
        fits_quant: str | None = None,
        fits_size: int = 0,
        needed_bytes: int = 0,
        free_bytes: int = 0,
        reserve_bytes: int = 0,
        variants_known: bool = False,
        disk_full: bool = False,
        folder: str = "",
    ) -> None:
        super().__init__(message, details)
        self.missing_bytes = missing_bytes
        self.fits_quant = fits_quant
        self.fits_size = fits_size
        self.needed_bytes = needed_bytes
        self.free_bytes = free_bytes
        self.reserve_bytes = reserve_bytes
        self.variants_known = variants_known
        self.disk_full = disk_full
        self.folder = folder


# -- a failed download's error, saved with its job -------------------------------------
# The queue file keeps a failed job's error as its class's name and its figures, so a
# window started later words it in its own language again (the English ``message`` is
# saved beside it, for the log and for an error this module does not know).

_SAVED_KINDS: dict[str, type[LlamaDeskError]] = {
    cls.__name__: cls
    for cls in (
        HubError,
        HubUnreachableError,
        GatedRepoAccessError,
        TokenNeededError,
        TermsNotAcceptedError,
        RepoNotFoundError,
        InvalidRepoIdError,
        HubUnavailableError,
        HubBusyError,
        HubServerError,
        InvalidTokenError,
        DownloadError,
        DownloadSaveError,
        DownloadRefusedError,
        UnexpectedDownloadError,
        DownloadOfflineError,
        DownloadRetriesExhaustedError,
        VariantNotFoundError,
        VariantNeededError,
        ChecksumMismatchError,
        NotEnoughSpaceError,
    )
}
_FIGURE_TYPES = (str, int, float, bool, type(None))


def error_record(error: LlamaDeskError) -> dict[str, object] | None:
    """``error``'s kind and figures as plain JSON values; None for a kind not saved."""
    if type(error).__name__ not in _SAVED_KINDS:
        return None
    figures: dict[str, object] = {}
    for name, value in vars(error).items():
        if name in ("message", "details") or name.startswith("_"):
            continue
        if isinstance(value, tuple) and all(isinstance(item, str) for item in value):
            figures[name] = list(value)
        elif isinstance(value, _FIGURE_TYPES):  # a RetryReason is a str too
            figures[name] = str(value) if isinstance(value, RetryReason) else value
    return {"kind": type(error).__name__, "figures": figures}


def error_from_record(record: object, message: str) -> LlamaDeskError | None:
    """The error ``error_record`` saved, with ``message``; None when ``record`` is not
    one (an older file, a kind this version does not know)."""
    if not isinstance(record, dict):
        return None
    cls = _SAVED_KINDS.get(str(record.get("kind")))
    figures = record.get("figures")
    if cls is None or not isinstance(figures, dict):
        return None
    error = cls(message)  # every figure has a default
    for name, value in figures.items():
        if not hasattr(error, name) or name in ("message", "details"):
            continue
        default = getattr(error, name)
        if isinstance(default, tuple):
            if not isinstance(value, list):
                return None
            value = tuple(str(item) for item in value)
        elif name == "reason" and cls is DownloadRetriesExhaustedError:
            try:
                value = None if value is None else RetryReason(value)
            except ValueError:
                value = None
        elif not isinstance(value, _FIGURE_TYPES) or (
            default is not None and not isinstance(value, type(default))
            and not (isinstance(default, float) and isinstance(value, int))
        ):
            return None
        setattr(error, name, value)
    return error
