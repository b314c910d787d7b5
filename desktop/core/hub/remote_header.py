"""A model file's GGUF header read over HTTP before download: a few ranged GETs of as
few bytes as the header needs, never the weights."""

from __future__ import annotations

import time

import httpx

from desktop.core.hub.calls import DEFAULT_TIMEOUT, call_with_deadline, hub_client
from desktop.core.hub.endpoint import hub_endpoint, resolve_url
from desktop.core.hub.errors import (
    HubError,
    RemoteHeaderError,
    missing_file,
    status_error,
    unreachable,
)
from desktop.core.hub.variants import RepoDetails, RepoFile
from desktop.core.models.gguf import GGUFInfo, read_gguf_header
from desktop.core.models.gguf_header import GGUFError, GGUFHeaderIncompleteError

# Reading a header over the network: the first request holds small models' headers
# whole (SmolLM2's, with a 49k-token vocabulary and its merges, is 1.7 MB; larger
# vocabularies take several MB); each further request doubles what is held, up to
# the cap.
HEADER_FIRST_BYTES = 2 * 1024**2
HEADER_MAX_BYTES = 64 * 1024**2


def header_file(details: RepoDetails) -> RepoFile | None:
    """The file whose header stands for every variant: the smallest one's first shard
    (the KV cache and layer shapes do not depend on the quantisation)."""
    if not details.variants:
        return None
    return min(details.variants, key=lambda v: (v.size, v.quant)).files[0]


def remote_header(
    details: RepoDetails, *, token: str | None = None, timeout: float = DEFAULT_TIMEOUT
) -> GGUFInfo:
    """The GGUF header of one of the repo's files (see ``header_file``), read with ranged
    GETs of as few bytes as the header needs (at most HEADER_MAX_BYTES), never the
    weights. Raises RemoteHeaderError when the file is not a GGUF model or is cut short.
    """
    file = header_file(details)
    if file is None:
        raise RemoteHeaderError(f"{details.repo_id} has no GGUF model files to read.")
    endpoint = hub_endpoint()
    url = resolve_url(details.repo_id, details.revision, file.path, endpoint)

    def call() -> GGUFInfo:
        with hub_client(token, timeout) as client:
            return _read_remote_header(
                client, url, details.repo_id, file, time.monotonic() + timeout, endpoint
            )

    return call_with_deadline(call, timeout, details.repo_id, endpoint, with_token=bool(token))


def _read_remote_header(
    client: httpx.Client,
    url: str,
    repo_id: str,
    file: RepoFile,
    deadline: float,
    endpoint: str,
) -> GGUFInfo:
    data = bytearray()
    want = HEADER_FIRST_BYTES
    size = file.size
    while True:
        total = _fetch_range(client, url, data, want, deadline, repo_id, endpoint)
        if total is not None:
            size = total
        elif len(data) < want:  # a short answer that states no size: the file ends here
            size = len(data)
        if size is None:
            raise RemoteHeaderError(
                f"Hugging Face did not say how large {file.path} is, so its header "
                "cannot be read before download.",
                url,
            )
        try:
            return read_gguf_header(bytes(data), size, file.path)
        except GGUFHeaderIncompleteError as error:
            if len(data) >= HEADER_MAX_BYTES:
                raise RemoteHeaderError(
                    f"The header of {file.path} is larger than "
                    f"{HEADER_MAX_BYTES // 1024**2} MB, so it is not read before download.",
                    error.message,
                ) from None
            want = min(HEADER_MAX_BYTES, max(2 * len(data), error.needed))
        except GGUFError as error:
            raise RemoteHeaderError(
                f"The model file on Hugging Face could not be read: {error.message}",
                f"{repo_id}: {error.details}",
            ) from None


def _fetch_range(
    client: httpx.Client,
    url: str,
    data: bytearray,
    end: int,
    deadline: float,
    repo_id: str,
    endpoint: str,
) -> int | None:
    """Append bytes ``len(data)``..``end - 1`` of the file to ``data`` (fewer at its end);
    the file's whole size when the server says it."""
    start = len(data)
    with client.stream("GET", url, headers={"Range": f"bytes={start}-{end - 1}"}) as response:
        status = response.status_code
        if status == 416:  # the file ends before ``start``
            return _range_total(response.headers.get("Content-Range", "")) or start
        if status == 404 and not response.headers.get("X-Error-Code"):
            raise missing_file(repo_id, url, status=status)
        if status not in (200, 206):
            with_token = "Authorization" in client.headers
            raise status_error(status, response.headers, repo_id, with_token=with_token,
                               details=f"{url}: {status}", endpoint=endpoint)  # fmt: skip
        if status == 206:
            total = _range_total(response.headers.get("Content-Range", ""))
            skip = 0
        else:  # the whole file, from its first byte: Range was ignored
            length = response.headers.get("Content-Length", "")
            total = int(length) if length.isdigit() else None
            skip = start
        for chunk in response.iter_bytes():
            if time.monotonic() > deadline:
                raise unreachable(endpoint, "the model's header came too slowly")
            if skip:
                dropped = min(skip, len(chunk))
                chunk = chunk[dropped:]
                skip -= dropped
            data += chunk[: end - len(data)]
            if len(data) >= end:
                break
    if total is not None and len(data) < min(end, total):
        raise HubError(
            "Hugging Face stopped sending the model's header; try again later.",
            f"{url}: {len(data)} of {min(end, total)} bytes",
        )
    return total


def _range_total(content_range: str) -> int | None:
    """The size after the slash of ``bytes a-b/size`` (or ``bytes */size``)."""
    _, _, total = content_range.rpartition("/")
    return int(total) if total.strip().isdigit() else None


# ---------------------------------------------------------------- tokens
