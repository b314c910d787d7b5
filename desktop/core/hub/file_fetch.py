"""Fetching files over HTTP into kept parts: ranged GETs resumed from the part's size,
retried with backoff after stalls, drops, 5xx and 429 (and expired file-host links),
an offline host told apart from a failing one, and the sha256 of the file on disk
checked before the file may get its final name."""

from __future__ import annotations

import contextlib
import logging
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypedDict, Unpack

import httpx

from desktop.core.errors import LlamaDeskError
from desktop.core.hub.download_progress import (
    Controls,
    Meter,
    NoteKind,
    ProgressFn,
    RetryFigures,
)
from desktop.core.hub.endpoint import auth_headers
from desktop.core.hub.errors import (
    ChecksumMismatchError,
    DownloadOfflineError,
    DownloadRefusedError,
    DownloadRetriesExhaustedError,
    RetryReason,
    retry_after_seconds,
    status_error,
)
from desktop.core.hub.part_files import (
    finalise_files,
    first_missing_folder,
    hold_target,
    kept_length,
    part_path,
    remove_empty_folders,
    sidecar_path,
    stopped_error,
    verified_part,
    write_sidecar,
)
from desktop.core.hub.variants import RepoFile
from desktop.core.safe_files import HashingStoppedError, sha256_of

log = logging.getLogger(__name__)

CHUNK_SIZE = 1024 * 1024
MAX_ATTEMPTS = 5  # attempts in a row that make no progress before giving up
BACKOFF_START = 1.0
BACKOFF_MAX = 30.0

# No byte for this long is a stalled connection: retried (with a Range request), and
# shown as such. With MAX_ATTEMPTS and the backoff, a connection that stays stalled is
# reported within about a minute (see ``worst_case_stall_seconds``).
READ_TIMEOUT_S = 10.0
CONNECT_TIMEOUT_S = 10.0
DEFAULT_TIMEOUT = httpx.Timeout(READ_TIMEOUT_S, connect=CONNECT_TIMEOUT_S)
# A server's Retry-After is honoured up to this long; longer is its problem, not a wait.
RETRY_AFTER_MAX_S = 60.0
RETRY_STATUS = frozenset({408, 429, 500, 502, 503, 504})
# Connections refused (or names not resolved, or connects timed out) in a row before a
# download is called offline: one such failure can be a server restarting.
OFFLINE_AFTER = 2
OFFLINE_MESSAGE = (
    "Can't reach Hugging Face. What was downloaded is kept; the download goes on from "
    "there once it can be reached again."
)


class RetryOptions(TypedDict, total=False):
    """How hard a download retries, passed unchanged down to the retry loop
    (``MAX_ATTEMPTS`` and ``BACKOFF_START`` when left out)."""

    max_attempts: int  # attempts in a row that make no progress before giving up
    backoff_start: float  # seconds before the first retry, doubled for each next one


@dataclass(frozen=True)
class FileTarget:
    """One file to fetch: its address, where it goes, and what the Hub says it is."""

    url: str
    final: Path
    file: RepoFile


def worst_case_stall_seconds(
    max_attempts: int = MAX_ATTEMPTS, backoff_start: float = BACKOFF_START
) -> float:
    """How long a connection that never sends another byte takes to be reported: every
    attempt waits out the read timeout, with the backoff between them."""
    backoff = sum(min(backoff_start * 2.0**n, BACKOFF_MAX) for n in range(max_attempts - 1))
    return max_attempts * READ_TIMEOUT_S + backoff


def download_file(
    url: str,
    final: Path,
    *,
    size: int | None,
    sha256: str | None,
    token: str | None = None,
    controls: Controls | None = None,
    meter: Meter | None = None,
    client: httpx.Client | None = None,
    finalise: bool = True,
    **retry: Unpack[RetryOptions],
) -> Path:
    """Download ``url`` to ``final`` via ``final.part``, resuming a kept part.

    Returns ``final``. Raises DownloadCancelledError (pause keeps the part), a gated-repo
    error for 401/403, ChecksumMismatchError (the part is deleted), DownloadOfflineError
    when the host cannot be connected to at all (the part is kept), or DownloadError
    after ``max_attempts`` tries in a row without progress. With ``finalise`` False the
    verified bytes stay in the part, marked verified, for ``finalise_files`` to rename
    together with the rest of the model (the caller then holds ``hold_target``).
    """
    controls = controls or Controls.new()
    meter = meter or Meter(size or 0, 0, None)
    with hold_target(final, controls, meter) if finalise else contextlib.nullcontext():
        return _download_held(
            url, final, size=size, sha256=sha256, token=token, controls=controls,
            meter=meter, client=client, finalise=finalise, **retry,
        )  # fmt: skip


def _download_held(
    url: str,
    final: Path,
    *,
    size: int | None,
    sha256: str | None,
    token: str | None,
    controls: Controls,
    meter: Meter,
    client: httpx.Client | None,
    finalise: bool,
    **retry: Unpack[RetryOptions],
) -> Path:
    """``download_file`` for a caller that holds ``hold_target(final)``."""
    if final.is_file() and (size is None or final.stat().st_size == size):
        meter.found(final.name, final.stat().st_size)
        return final  # only verified files ever get the final name
    made = first_missing_folder(final.parent)
    final.parent.mkdir(parents=True, exist_ok=True)
    part, sidecar = part_path(final), sidecar_path(final)
    if verified_part(part, sidecar, size=size, sha256=sha256):
        meter.found(final.name, part.stat().st_size)
        if finalise:
            finalise_files([final])
        return final
    have = kept_length(part, sidecar, size=size, sha256=sha256)
    meter.found(final.name, have)
    write_sidecar(sidecar, url=url, size=size, sha256=sha256, etag=None)
    try:
        _fetch_until_complete(
            url, final, size=size, token=token, controls=controls, meter=meter,
            client=client, have=have, **retry,
        )  # fmt: skip
    except BaseException:
        if not part.exists():
            # Nothing was downloaded (refused with 401/403, offline from the start,
            # stopped at once): a sidecar describing no data, and the folders made for
            # it, would only be litter.
            sidecar.unlink(missing_ok=True)
            remove_empty_folders(final.parent, made)
        raise

    if sha256 is not None:
        meter.note(final.name, "Checking the downloaded file", NoteKind.CHECKING)
        try:
            digest = sha256_of(part, stopped=controls.stopped)
        except HashingStoppedError:
            raise stopped_error(controls, part, sidecar) from None
        if digest != sha256.lower():
            part.unlink(missing_ok=True)
            sidecar.unlink(missing_ok=True)
            raise ChecksumMismatchError(
                f"{final.name} arrived damaged (its checksum does not match Hugging "
                "Face's), so it was not added. Download it again.",
                f"expected sha256 {sha256}, got {digest}",
                file_name=final.name,
            )
    if finalise:
        finalise_files([final])
    else:
        write_sidecar(sidecar, url=url, size=size, sha256=sha256, etag=None,
                       verified=part.stat())  # fmt: skip
    return final


def _fetch_until_complete(
    url: str,
    final: Path,
    *,
    size: int | None,
    token: str | None,
    controls: Controls,
    meter: Meter,
    client: httpx.Client | None,
    have: int,
    max_attempts: int = MAX_ATTEMPTS,
    backoff_start: float = BACKOFF_START,
) -> int:
    """GETs from ``have`` on, retried with backoff, until the part holds the whole
    file; returns its length."""
    part, sidecar = part_path(final), sidecar_path(final)
    own_client = client is None
    http = client or httpx.Client(follow_redirects=True, timeout=DEFAULT_TIMEOUT)
    try:
        failures = 0
        unreachable = 0
        delay = backoff_start
        while True:
            if controls.stopped():
                raise stopped_error(controls, part, sidecar)
            before = have
            try:
                have, complete = _fetch(http, url, part, have, token, controls, meter)
                if complete and size is not None and have < size:
                    # The server ended the body early without dropping the connection
                    # (a proxy's limit, a restart): the rest comes with a Range request.
                    raise _RetryableError(f"the response ended after {have} of {size} bytes")
            except _RetryableError as error:
                have = part.stat().st_size if part.exists() else 0
                if have > before:
                    failures, delay = 0, backoff_start
                failures += 1
                unreachable = unreachable + 1 if error.unreachable else 0
                if unreachable >= OFFLINE_AFTER:
                    # Retrying for half a minute would only fail: the caller waits for
                    # the connection instead, and the kept part makes that cheap.
                    raise DownloadOfflineError(OFFLINE_MESSAGE, str(error)) from error
                if failures >= max_attempts:
                    raise DownloadRetriesExhaustedError(
                        f"The download of {final.name} keeps failing ({error.plain}); "
                        "try again later (what was downloaded is kept).",
                        str(error),
                        file_name=final.name,
                        reason=error.reason,
                        status=error.status,
                    ) from error
                wait = delay if error.retry_after is None else max(delay, error.retry_after)
                log.info("download of %s interrupted (%s); retrying in %.1f s", final.name,
                         error, wait)  # fmt: skip
                said = error.plain[:1].upper() + error.plain[1:]
                meter.note(
                    final.name,
                    f"{said}; trying again in {math.ceil(wait)} s "
                    f"(attempt {failures + 1} of {max_attempts})",
                    NoteKind.RETRYING,
                    RetryFigures(
                        error.reason, error.status, math.ceil(wait), failures + 1, max_attempts
                    ),
                )
                if controls.wait(wait):
                    raise stopped_error(controls, part, sidecar) from None
                delay = min(delay * 2, BACKOFF_MAX)
                continue
            if complete:
                return have
            if controls.stopped():
                raise stopped_error(controls, part, sidecar)
    finally:
        if own_client:
            http.close()


class _RetryableError(Exception):
    """A failure worth another try: a dropped or stalled connection, 5xx, 408, 429, an
    expired file-host link.

    ``unreachable``: no connection could be made at all (refused, unknown name,
    connect timeout), unlike a connection that broke or an HTTP error. ``reason``: what
    happened, and ``plain`` the same in words for the progress line. ``retry_after``: the
    server's own wait. ``status``: the HTTP status that asked for the retry, None for a
    broken connection.
    """

    def __init__(
        self,
        message: str,
        *,
        reason: RetryReason = RetryReason.INTERRUPTED,
        unreachable: bool = False,
        retry_after: float | None = None,
        status: int | None = None,
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.plain = reason.words(status)
        self.unreachable = unreachable
        self.retry_after = retry_after
        self.status = status


def _fetch(
    http: httpx.Client,
    url: str,
    part: Path,
    have: int,
    token: str | None,
    controls: Controls,
    meter: Meter,
) -> tuple[int, bool]:
    """One GET from ``have`` on; returns (bytes now in the part, body fully read)."""
    headers = auth_headers(token)
    if have:
        headers["Range"] = f"bytes={have}-"
    try:
        with http.stream("GET", url, headers=headers) as response:
            status = response.status_code
            if status == 403 and _from_file_host(response, url):
                # The Hub's signed link to its file host has expired (it lasts about an
                # hour; a long pause outlives it). Asking the Hub again gives a new one.
                raise _RetryableError("HTTP 403 from the file host",
                                      reason=RetryReason.LINK_EXPIRED)  # fmt: skip
            if status in (401, 403):
                raise _refusal(response, url, with_token=bool(token))
            if status in RETRY_STATUS:
                raise _RetryableError(
                    f"HTTP {status}",
                    reason=_busy_reason(status),
                    retry_after=_retry_after(response),
                    status=status,
                )
            if status == 416 and have:
                return have, True  # the part already holds the whole file
            if status not in (200, 206):
                raise DownloadRefusedError(
                    f"Hugging Face refused the download (HTTP {status}).",
                    url.split("?")[0],
                    status=status,
                )
            mode = "ab"
            if status == 200 and have:
                # The server ignored the range: start over.
                meter.found(part.name, -have)
                have, mode = 0, "wb"
            with part.open(mode) as handle:
                for chunk in response.iter_bytes():
                    handle.write(chunk)
                    have += len(chunk)
                    meter.add(part.name[: -len(".part")], len(chunk))
                    if controls.stopped():
                        return have, False
            return have, True
    except httpx.TransportError as error:
        # A DNS failure is a ConnectError too.
        unreachable = isinstance(error, httpx.ConnectError | httpx.ConnectTimeout)
        stalled = isinstance(error, httpx.ReadTimeout)
        raise _RetryableError(
            f"{type(error).__name__}: {error}",
            reason=RetryReason.STALLED if stalled else RetryReason.INTERRUPTED,
            unreachable=unreachable,
        ) from error


def _from_file_host(response: httpx.Response, url: str) -> bool:
    """Whether the answer came from the host the Hub redirected to, not from the Hub:
    only the Hub itself says anything about tokens and terms."""
    return bool(response.history) and response.url.netloc != httpx.URL(url).netloc


def _busy_reason(status: int) -> RetryReason:
    if status == 429:
        return RetryReason.SLOW_DOWN
    if status == 408:
        return RetryReason.TIMED_OUT
    return RetryReason.SERVER


def _retry_after(response: httpx.Response) -> float | None:
    seconds = retry_after_seconds(response.headers)
    return None if seconds is None else min(seconds, RETRY_AFTER_MAX_S)


def _refusal(response: httpx.Response, url: str, *, with_token: bool) -> LlamaDeskError:
    """The Hub's 401/403 in words: a missing repo, a token needed, terms to accept."""
    repo_id = "/".join(url.split("/resolve/")[0].rsplit("/", 2)[-2:])
    return status_error(response.status_code, response.headers, repo_id,
                        with_token=with_token, details=url.split("?")[0])  # fmt: skip


def fetch_files(
    targets: Sequence[FileTarget],
    *,
    token: str | None = None,
    progress: ProgressFn | None = None,
    controls: Controls | None = None,
    timeout: httpx.Timeout | None = None,
    **retry: Unpack[RetryOptions],
) -> list[Path]:
    """Download every target in order over one connection pool, with one progress
    over all of them; a target whose final file is already there counts as done.
    Files get their final names together, once every one is verified."""
    total = sum(t.file.size or 0 for t in targets)
    meter = Meter(total, 0, progress)
    controls = controls or Controls.new()
    done: list[Path] = []
    timeout = timeout or DEFAULT_TIMEOUT
    # Every file stays held until all are renamed: another process must not finish
    # (or restart) a shard this one has verified but not yet given its final name.
    with (
        contextlib.ExitStack() as held,
        httpx.Client(follow_redirects=True, timeout=timeout) as http,
    ):
        for target in targets:
            final, file = target.final, target.file
            held.enter_context(hold_target(final, controls, meter))
            fetched = _download_held(
                target.url, final, size=file.size, sha256=file.sha256, token=token,
                controls=controls, meter=meter, client=http, finalise=False, **retry,
            )  # fmt: skip
            done.append(fetched)
        finalise_files(done)
    meter.add(targets[-1].final.name if targets else "", 0, force=True)
    return done
