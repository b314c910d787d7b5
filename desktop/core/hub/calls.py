"""Hub calls that end on time: a deadline, a few retries of a busy Hub, and a stop.

The ``huggingface_hub`` client has no timeout on its metadata calls and retries a
refused connection for about 20 seconds, so every call first checks that the Hub's
host answers at all (a quick TCP connect) and then runs in a worker thread under a
deadline; an answer of 429 or 5xx is asked again a few times (after the wait the Hub
names in ``Retry-After``). A caller's stop flag, or the app closing
(``abandon_calls``), ends the wait at once and the worker's reads within moments
(see interruptible_http).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar
from urllib.parse import urlsplit

import httpx
from huggingface_hub import HfApi

from desktop.core.errors import LlamaDeskError
from desktop.core.hub.endpoint import auth_headers, hub_endpoint
from desktop.core.hub.errors import (
    HubCallAbandonedError,
    HubUnavailableError,
    translate_error,
    unreachable,
)
from desktop.core.hub.interruptible_http import (
    CallGivenUpError,
    StoppableTransport,
    connect,
    stop_on,
    use_stoppable_hub_client,
)

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT = 20.0
# Host reachability is decided fast: a refused or silent port means offline.
CONNECT_TIMEOUT = 5.0

# A Hub call answered 429 or 5xx is asked again, up to API_ATTEMPTS times in all, after
# the wait the Hub names (Retry-After) or else a doubling pause. All the waits of one
# call together stay within RETRY_WAIT_MAX_S: a person is usually watching, and when
# the Hub asks for a longer wait the message says how long instead.
API_ATTEMPTS = 3
API_BACKOFF_START_S = 1.0
RETRY_WAIT_MAX_S = 60.0

_T = TypeVar("_T")


def check_reachable(
    endpoint: str, timeout: float = CONNECT_TIMEOUT, *, stop: threading.Event | None = None
) -> None:
    """Raise HubUnreachableError unless the endpoint's host accepts a connection; give
    up at once (HubCallAbandonedError) when ``stop`` is set or the app closes."""
    abandon = _abandon
    parts = urlsplit(endpoint)
    host = parts.hostname or ""
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        connect(host, port, timeout,
                lambda: abandon.is_set() or (stop is not None and stop.is_set()))  # fmt: skip
    except CallGivenUpError:
        raise HubCallAbandonedError("LlamaDesk is closing.") from None
    except OSError as error:
        raise unreachable(endpoint, str(error) or type(error).__name__) from error


# Set when the app closes: calls in flight stop waiting at once, and their threads stop
# at their next read (see interruptible_http), so closing never waits on a slow network
# and leaves no thread behind. Replaced by a fresh event each time, so calls made
# afterwards (by another window, a test) still run.
_abandon = threading.Event()
_POLL_S = 0.05


def abandon_calls() -> None:
    """Make every Hub call in flight give up now (the app is closing)."""
    global _abandon
    previous, _abandon = _abandon, threading.Event()
    previous.set()


def call_with_deadline(
    call: Callable[[], _T],
    timeout: float,
    repo_id: str,
    endpoint: str,
    stop: threading.Event | None = None,
    *,
    with_token: bool = False,
) -> _T:
    """Run ``call`` in a worker thread; give up (HubUnreachableError) after ``timeout``,
    or at once (HubCallAbandonedError) when ``stop`` is set or ``abandon_calls`` is
    called. A given-up call's thread stops too, within moments: its reads and connects
    check the call's own flag. An answer of 429 or 5xx is asked again (see
    API_ATTEMPTS); the waits in between give up the same way."""
    abandon = _abandon
    backoff = API_BACKOFF_START_S
    waited = 0.0
    attempt = 1
    while True:
        try:
            return _attempt(call, timeout, repo_id, endpoint, stop, abandon, with_token)
        except HubUnavailableError as error:
            wait = error.retry_after if error.retry_after is not None else backoff
            if attempt >= API_ATTEMPTS or waited + wait > RETRY_WAIT_MAX_S:
                raise
            log.info("Hugging Face answered HTTP %s; asking again in %.1f s (attempt %d of %d)",
                     error.status, wait, attempt + 1, API_ATTEMPTS)  # fmt: skip
            _pause(wait, stop, abandon)
            waited += wait
            backoff *= 2
            attempt += 1


def _pause(seconds: float, stop: threading.Event | None, abandon: threading.Event) -> None:
    """Wait ``seconds``; HubCallAbandonedError as soon as the call is given up."""
    deadline = time.monotonic() + seconds
    while True:
        if abandon.is_set() or (stop is not None and stop.is_set()):
            raise HubCallAbandonedError("LlamaDesk is closing.")
        left = deadline - time.monotonic()
        if left <= 0:
            return
        abandon.wait(min(left, _POLL_S))


def _attempt(
    call: Callable[[], _T],
    timeout: float,
    repo_id: str,
    endpoint: str,
    stop: threading.Event | None,
    abandon: threading.Event,
    with_token: bool,
) -> _T:
    """One try of ``call`` under the deadline (see ``call_with_deadline``)."""
    check_reachable(endpoint, min(timeout, CONNECT_TIMEOUT), stop=stop)
    # huggingface_hub's shared client, whenever it makes one, reads so that a given-up
    # call's thread ends too.
    use_stoppable_hub_client()
    box: dict[str, Any] = {}
    finished = threading.Event()
    given_up = threading.Event()

    def work() -> None:
        try:
            with stop_on(given_up):
                box["value"] = call()
        except BaseException as error:  # handed to the caller's thread below
            box["error"] = error
        finally:
            finished.set()

    worker = threading.Thread(target=work, name="hub-call", daemon=True)
    worker.start()
    deadline = time.monotonic() + timeout
    while not finished.wait(_POLL_S):
        if abandon.is_set() or (stop is not None and stop.is_set()):
            given_up.set()
            raise HubCallAbandonedError("LlamaDesk is closing.")
        if time.monotonic() >= deadline:
            given_up.set()
            raise unreachable(endpoint, f"no answer within {timeout:.0f} s")
    if "error" in box:
        error = box["error"]
        if isinstance(error, LlamaDeskError):
            raise error  # already plain; "from" itself would make its cause a loop
        raise translate_error(error, repo_id, endpoint, with_token=with_token) from error
    return box["value"]  # type: ignore[no-any-return]


def hf_api(token: str | None) -> HfApi:
    """The ``huggingface_hub`` client for the Hub at ``hub_endpoint``."""
    return HfApi(endpoint=hub_endpoint(), token=token or None)


def hub_client(token: str | None, timeout: float) -> httpx.Client:
    """An HTTP client for one Hub call, whose reads stop when the call is given up."""
    return httpx.Client(headers=auth_headers(token), follow_redirects=True, timeout=timeout,
                        transport=StoppableTransport())  # fmt: skip


# ---------------------------------------------------------------- a header over HTTP
