"""Finding GGUF models on Hugging Face: search, a repo's variants, and which one fits.

Discovery goes through the real ``huggingface_hub`` client (search, file listings with
sizes and LFS sha256, gated status, endpoints from ``HF_ENDPOINT``). The client has no
timeout on its metadata calls and retries a refused connection for about 20 seconds,
so every call first checks that the Hub's host answers at all (a quick TCP connect)
and then runs under a deadline; an answer of 429 or 5xx is asked again a few times
(after the wait the Hub names in ``Retry-After``), and whatever still goes wrong becomes
one plain ``LlamaDeskError`` whose class says what kind of problem it is: the name typed
(InvalidRepoIdError), no such model (RepoNotFoundError), access (GatedRepoAccessError),
the Hub busy or failing (HubUnavailableError), or no connection (HubUnreachableError).
Downloads live in ``downloads.py``.

Before a download, ``remote_header`` reads one file's GGUF header with ranged GETs
(a few megabytes at most, never the weights) so ``precise_verdicts`` can plan memory
the way the Load page does: weights plus the KV cache at the context the app would
choose. ``check_token`` asks the Hub who a token belongs to; the token itself never
appears in a message, details or log.
"""

from __future__ import annotations

import copy
import dataclasses
import logging
import math
import re
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any, Literal, TypeVar
from urllib.parse import quote, urlsplit

import httpx
from huggingface_hub import HfApi, ModelInfo, get_session, hf_raise_for_status
from huggingface_hub import constants as hf_constants
from huggingface_hub import errors as hf_errors

# Public helpers (huggingface_hub.utils lists them), imported from where they are
# defined: that package builds its export list at run time, which mypy cannot see.
from huggingface_hub.utils._headers import build_hf_headers
from huggingface_hub.utils._http import parse_ratelimit_headers
from huggingface_hub.utils._validators import validate_repo_id

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.info import HardwareInfo
from desktop.core.hub.interruptible_http import (
    CallGivenUpError,
    connect,
    make_interruptible,
    stop_on,
)
from desktop.core.models.fit import DEFAULT_VRAM_BUDGET_FRACTION, Verdict, plan_fit
from desktop.core.models.gguf import (
    GGUFError,
    GGUFHeaderIncompleteError,
    GGUFInfo,
    read_gguf_header,
)

log = logging.getLogger(__name__)

SortOrder = Literal["downloads", "recent"]
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
_DELAY_SECONDS = re.compile(r"\d+(?:\.\d+)?")

_SHARD = re.compile(r"-(?P<index>\d{5})-of-(?P<count>\d{5})(?=\.gguf$)", re.IGNORECASE)
# A quantisation name as a whole word: "Q4_K_M", "IQ3_XXS", "Q8_0", "BF16", "F16", "F32".
# The look-behind keeps "F16" from matching inside "BF16".
_QUANT = re.compile(
    r"(?<![A-Za-z0-9])(?P<quant>I?Q\d(?:_[A-Z0-9]+)*|T?Q\d_\d|BF16|FP16|F16|F32|MXFP4(?:_MOE)?)"
    r"(?![A-Za-z0-9])",
    re.IGNORECASE,
)
_F16_WORD = re.compile(r"(?<![A-Za-z0-9])f16(?![A-Za-z0-9])", re.IGNORECASE)
_BF16_WORD = re.compile(r"(?<![A-Za-z0-9])bf16(?![A-Za-z0-9])", re.IGNORECASE)

# Best quality first. A name not listed ranks after every listed one.
QUALITY_ORDER: tuple[str, ...] = (
    "F32", "BF16", "F16", "FP16", "Q8_0", "Q6_K_L", "Q6_K", "Q5_K_L", "Q5_K_M", "Q5_K_S",
    "Q5_1", "Q5_0", "Q4_K_L", "Q4_K_M", "Q4_K_S", "Q4_1", "IQ4_NL", "IQ4_XS", "MXFP4",
    "MXFP4_MOE", "Q4_0", "Q3_K_XL", "Q3_K_L", "Q3_K_M", "IQ3_M", "IQ3_S", "Q3_K_S",
    "IQ3_XS", "IQ3_XXS", "Q2_K_L", "Q2_K", "IQ2_M", "IQ2_S", "IQ2_XS", "IQ2_XXS",
    "IQ1_M", "IQ1_S",
)  # fmt: skip

# Memory a loaded model needs beyond its weights (KV cache at a modest context,
# compute buffers, runtime overhead): a flat part for small models plus a share of
# the weights for big ones. A rough, deliberately cautious rule; the exact plan is
# made by desktop.core.models.fit from the file's own header once it is downloaded.
OVERHEAD_FLAT_BYTES = 512 * 1024**2
OVERHEAD_SHARE = 0.15

# Reading a header over the network: the first request holds small models' headers
# whole (SmolLM2's, with a 49k-token vocabulary and its merges, is 1.7 MB; larger
# vocabularies take several MB); each further request doubles what is held, up to
# the cap.
HEADER_FIRST_BYTES = 2 * 1024**2
HEADER_MAX_BYTES = 64 * 1024**2

INVALID_TOKEN_MESSAGE = (
    "Hugging Face did not accept this token. Create a read token at "
    "huggingface.co/settings/tokens and paste it here."
)


class HubError(LlamaDeskError):
    """Hugging Face could not answer a request."""


class HubUnreachableError(HubError):
    """The Hub's host cannot be reached (offline, DNS, firewall, timeout)."""


class GatedRepoAccessError(HubError):
    """The repo is gated or private and the token (if any) has no access."""


class TokenNeededError(GatedRepoAccessError):
    """401: no token, or one Hugging Face does not accept; one must be added in Settings."""


class TermsNotAcceptedError(GatedRepoAccessError):
    """403: the token is valid but its account has not accepted the gated model's terms."""


class RepoNotFoundError(HubError):
    """No such repo or file."""


class InvalidRepoIdError(LlamaDeskError):
    """The text given as a repo id cannot name a repo: bad input, so not a HubError
    (nothing was asked of Hugging Face)."""


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
        super().__init__(message, details)
        self.status = status
        self.retry_after = retry_after


class HubBusyError(HubUnavailableError):
    """429: too many requests for now."""


class HubServerError(HubUnavailableError):
    """5xx: a fault on the Hub's side."""


class InvalidTokenError(HubError):
    """Hugging Face refused the token (unknown, revoked or mistyped), or none was given."""


class RemoteHeaderError(HubError):
    """A model file's header on Hugging Face could not be read (not GGUF, cut short)."""


@dataclass(frozen=True)
class RepoSummary:
    repo_id: str
    downloads: int
    likes: int
    last_modified: datetime | None
    gated: bool
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class RepoFile:
    path: str  # path inside the repo ("sub/model-Q4_K_M.gguf")
    size: int | None
    sha256: str | None  # the LFS sha256; None for files kept in git itself


@dataclass(frozen=True)
class Variant:
    """One quantisation of the model: every shard of it, sizes summed."""

    quant: str  # upper case, e.g. "Q4_K_M"
    files: tuple[RepoFile, ...]  # shards in order

    @property
    def size(self) -> int:
        return sum(f.size or 0 for f in self.files)


@dataclass(frozen=True)
class RepoDetails:
    repo_id: str
    revision: str  # the commit the listing came from; downloads pin it
    variants: tuple[Variant, ...]  # best quality first
    projectors: tuple[RepoFile, ...]  # mmproj files, the preferred one first
    license: str | None
    gated: bool
    card_text: str
    files: tuple[RepoFile, ...] = ()
    downloads: int = 0
    likes: int = 0

    def variant(self, quant: str) -> Variant | None:
        wanted = quant.upper()
        return next((v for v in self.variants if v.quant == wanted), None)

    @property
    def projector(self) -> RepoFile | None:
        """The projector to fetch with the model: F16, else BF16, else the first."""
        return self.projectors[0] if self.projectors else None


@dataclass(frozen=True)
class VariantFit:
    verdict: Verdict
    need_bytes: int  # estimated memory to run it (weights + projector + allowance)
    # The context length the estimate assumes (from the model's header, as the Load page
    # would choose it); None for an estimate from file sizes alone.
    context: int | None = None


@dataclass(frozen=True)
class TokenCheck:
    """Who a Hugging Face token belongs to, as the Hub says."""

    user: str
    role: str | None  # "read", "write" or "fineGrained"; None when the Hub does not say
    # Whether the token may download gated models (once their licence is accepted);
    # None when the answer does not say.
    can_read_gated: bool | None


@dataclass(frozen=True)
class StarterRepo:
    repo_id: str
    quant: str
    note: str


# Shown when the search box is empty, chosen by the machine's size.
STARTER_REPOS: Mapping[str, tuple[StarterRepo, ...]] = {
    "small": (
        StarterRepo("bartowski/SmolLM2-1.7B-Instruct-GGUF", "Q4_K_M", "Tiny and quick"),
        StarterRepo("bartowski/Llama-3.2-3B-Instruct-GGUF", "Q4_K_M", "Good all-rounder"),
        StarterRepo("bartowski/Qwen2.5-3B-Instruct-GGUF", "Q4_K_M", "Strong at reasoning"),
    ),
    "medium": (
        StarterRepo("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF", "Q4_K_M", "Popular 8B chat"),
        StarterRepo("bartowski/Qwen2.5-7B-Instruct-GGUF", "Q4_K_M", "Multilingual, coding"),
        StarterRepo("bartowski/google_gemma-3-12b-it-GGUF", "Q4_K_M", "Sees images too"),
    ),
    "large": (
        StarterRepo("bartowski/Qwen2.5-32B-Instruct-GGUF", "Q4_K_M", "Near frontier quality"),
        StarterRepo("bartowski/google_gemma-3-27b-it-GGUF", "Q4_K_M", "Large, sees images"),
        StarterRepo("bartowski/Llama-3.3-70B-Instruct-GGUF", "Q4_K_M", "Needs a big GPU"),
    ),
}


# Without a graphics card the processor sets the pace: a 7-8B model answers at a few
# words a second on a laptop's cores, so only a many-core desktop gets the medium list.
CPU_ONLY_MEDIUM_CORES = 8


def machine_size(hardware: HardwareInfo) -> str:
    """ "small", "medium" or "large": which starter list suits this computer."""
    if not hardware.gpus:
        many_cores = hardware.cpu.physical_cores >= CPU_ONLY_MEDIUM_CORES
        if many_cores and hardware.ram_total_bytes >= 20 * 1024**3:
            return "medium"
        return "small"
    memory = max(hardware.total_free_vram, hardware.ram_total_bytes // 2)
    if memory >= 40 * 1024**3:
        return "large"
    if memory >= 10 * 1024**3:
        return "medium"
    return "small"


def starter_repos(hardware: HardwareInfo) -> tuple[StarterRepo, ...]:
    return STARTER_REPOS[machine_size(hardware)]


def hub_endpoint() -> str:
    """The Hub's address; ``HF_ENDPOINT`` (read by huggingface_hub at import) moves it."""
    return str(hf_constants.ENDPOINT).rstrip("/")


# ---------------------------------------------------------------- names and sizes


def parse_quant(filename: str) -> str | None:
    """The quantisation named in a file name, upper case; None when there is none."""
    base = filename.rsplit("/", 1)[-1]
    base = _SHARD.sub("", base)
    if base.lower().endswith(".gguf"):
        base = base[: -len(".gguf")]
    matches = list(_QUANT.finditer(base))
    return matches[-1]["quant"].upper() if matches else None


def quality_rank(quant: str) -> int:
    """Lower is better."""
    try:
        return QUALITY_ORDER.index(quant.upper())
    except ValueError:
        return len(QUALITY_ORDER)


def is_projector(filename: str) -> bool:
    return "mmproj" in filename.rsplit("/", 1)[-1].lower()


def projector_precision(filename: str) -> str | None:
    """The number format a projector file names ("F16", "BF16", "Q8_0"); None if none."""
    return parse_quant(filename)


def _projector_rank(file: RepoFile) -> int:
    name = file.path.rsplit("/", 1)[-1]
    if _F16_WORD.search(name):
        return 0
    if _BF16_WORD.search(name):
        return 1
    return 2


def group_variants(files: Sequence[RepoFile]) -> tuple[tuple[Variant, ...], tuple[RepoFile, ...]]:
    """Split a repo's GGUF files into variants (by quantisation) and projectors."""
    grouped: dict[str, list[RepoFile]] = {}
    projectors: list[RepoFile] = []
    for file in files:
        if not file.path.lower().endswith(".gguf"):
            continue
        if is_projector(file.path):
            projectors.append(file)
            continue
        quant = parse_quant(file.path) or file.path.rsplit("/", 1)[-1][: -len(".gguf")]
        grouped.setdefault(quant, []).append(file)
    variants = [Variant(quant, tuple(sorted(shards, key=lambda f: f.path))) for quant, shards
                in grouped.items()]  # fmt: skip
    variants.sort(key=lambda v: (quality_rank(v.quant), -v.size))
    projectors.sort(key=lambda f: (_projector_rank(f), f.path))
    return tuple(variants), tuple(projectors)


# ---------------------------------------------------------------- fit


def estimate_need(variant: Variant, projector: RepoFile | None = None) -> int:
    weights = variant.size + (projector.size or 0 if projector else 0)
    return int(weights + OVERHEAD_FLAT_BYTES + weights * OVERHEAD_SHARE)


def variant_fit(need: int, hardware: HardwareInfo) -> Verdict:
    """Where ``need`` bytes would run, with the same budget rule as desktop.core.models.fit."""
    budgets = [int(gpu.free_bytes * DEFAULT_VRAM_BUDGET_FRACTION) for gpu in hardware.gpus]
    if budgets and need <= sum(budgets):
        return Verdict.FULL_GPU
    if budgets and need <= sum(budgets) + hardware.ram_available_bytes:
        return Verdict.PARTIAL_OFFLOAD
    if need <= hardware.ram_available_bytes:
        return Verdict.CPU_ONLY
    return Verdict.TOO_BIG


def variant_verdicts(details: RepoDetails, hardware: HardwareInfo) -> dict[str, VariantFit]:
    """A fit verdict for every variant, keyed by quantisation name."""
    result: dict[str, VariantFit] = {}
    for variant in details.variants:
        need = estimate_need(variant, details.projector)
        result[variant.quant] = VariantFit(variant_fit(need, hardware), need)
    return result


def precise_verdicts(
    details: RepoDetails,
    hardware: HardwareInfo,
    info: GGUFInfo,
    *,
    requested_context: int | None = None,
    cache_type: str = "f16",
) -> dict[str, VariantFit]:
    """A fit verdict for every variant, planned from the model's header as the Load page
    plans a model: the variant's weights (and projector) plus the KV cache, compute
    buffer and overhead at the context it would choose (``requested_context`` being the
    user's default, if any). One header serves every variant: only the weights differ.
    """
    projector = details.projector
    extra = (projector.size or 0) if projector is not None else 0
    result: dict[str, VariantFit] = {}
    for variant in details.variants:
        # The projector is loaded beside the weights; counted as weights it lands on the
        # same device in the plan.
        sized = dataclasses.replace(info, file_size=variant.size + extra)
        plan = plan_fit(sized, hardware, requested_context=requested_context, cache_type=cache_type)
        result[variant.quant] = VariantFit(plan.verdict, plan.breakdown.total, plan.context)
    return result


def recommended_variant(details: RepoDetails, verdicts: Mapping[str, VariantFit]) -> Variant | None:
    """The best quality that runs fully on the GPU, else the best that runs at all."""
    for wanted in ((Verdict.FULL_GPU,), (Verdict.PARTIAL_OFFLOAD, Verdict.CPU_ONLY)):
        for variant in details.variants:  # best quality first
            fit = verdicts.get(variant.quant)
            if fit is not None and fit.verdict in wanted:
                return variant
    return None


@dataclass(frozen=True)
class Recommendation:
    """Every variant's verdict and the one to suggest, as ``recommend`` worked them out."""

    verdicts: dict[str, VariantFit]
    variant: Variant | None  # None: no variant runs on this computer
    # Why the verdicts come from file sizes alone; None when planned from the header.
    header_problem: str | None


def recommend(
    details: RepoDetails,
    hardware: HardwareInfo,
    *,
    token: str | None = None,
    requested_context: int | None = None,
    cache_type: str = "f16",
) -> Recommendation:
    """The one place that decides which variant to suggest (``models variants`` marks
    it, ``models pull`` without a quantisation fetches it): planned from the model's
    header when it can be read (a few ranged requests), else from file sizes."""
    try:
        info = remote_header(details, token=token)
    except LlamaDeskError as error:
        verdicts = variant_verdicts(details, hardware)
        return Recommendation(verdicts, recommended_variant(details, verdicts), error.message)
    verdicts = precise_verdicts(
        details, hardware, info, requested_context=requested_context, cache_type=cache_type
    )
    return Recommendation(verdicts, recommended_variant(details, verdicts), None)


# ---------------------------------------------------------------- talking to the Hub

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
        raise _unreachable(endpoint, str(error) or type(error).__name__) from error


def _unreachable(endpoint: str, details: str) -> HubUnreachableError:
    return HubUnreachableError(
        "Can't reach Hugging Face. Check the internet connection; "
        "models already on this computer still work.",
        f"{endpoint}: {details}",
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
        )
    return TokenNeededError(
        f"{repo_id} needs a valid Hugging Face token: add a Hugging Face token in Settings "
        "(create a read token at huggingface.co/settings/tokens).",
        details,
    )


def _repo_not_found(repo_id: str, with_token: bool, details: str) -> RepoNotFoundError:
    # The Hub gives the same answer for a missing repo and a private one the caller may
    # not see, so the message names both; only without a token can adding one help.
    if with_token:
        return RepoNotFoundError(
            f"There is no model called {repo_id} on Hugging Face, or your account can't see it.",
            details,
        )
    return RepoNotFoundError(
        f"There is no model called {repo_id} on Hugging Face "
        "(or it is private: add a token in Settings).",
        details,
    )


def _invalid_repo_id(repo_id: str, details: str) -> InvalidRepoIdError:
    shown = f'"{repo_id}"' if repo_id.strip() else "An empty name"
    return InvalidRepoIdError(
        f"{shown} is not a model name on Hugging Face; names look like owner/model, "
        "e.g. bartowski/Qwen2.5-7B-Instruct-GGUF.",
        details,
    )


def check_repo_id(repo_id: str) -> None:
    """Raise InvalidRepoIdError unless ``repo_id`` could name a repo on the Hub (by the
    client's own rule), so a typo is bad input at once, online or not."""
    try:
        validate_repo_id(repo_id)
    except hf_errors.HFValidationError as error:
        raise _invalid_repo_id(repo_id, str(error)) from None


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
        return _repo_not_found(repo_id, with_token, details)
    if code == "EntryNotFound":
        return RepoNotFoundError(f"A file of {repo_id} is missing on Hugging Face.", details)
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
    return HubError(f"Hugging Face answered with an error{said}; try again later.", details)


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
        return _invalid_repo_id(repo_id, str(error))
    code = next((name for cls, name in _CLIENT_CODES if isinstance(error, cls)), "")
    details = f"{type(error).__name__}: {error}"
    status = _status(error)
    # Before the OSError test below: the client's HTTP errors are OSErrors too, and an
    # answer, whatever it says, means the Hub was reached.
    if status is not None or code:
        headers = getattr(getattr(error, "response", None), "headers", None)
        headers = headers if isinstance(headers, Mapping) else {}
        code = code or next((v for k, v in headers.items() if k.lower() == "x-error-code"), "")
        retry_after = retry_after_seconds(headers)
        return _classify(status, code, retry_after, repo_id, endpoint, details, with_token)
    if isinstance(error, OSError | TimeoutError | httpx.TransportError) or _is_transport(error):
        return _unreachable(endpoint, details)
    return HubError("Hugging Face answered with an error; try again later.", details)


def _status(error: BaseException) -> int | None:
    response = getattr(error, "response", None)
    status = getattr(response, "status_code", None)
    return status if isinstance(status, int) else None


def _is_transport(error: BaseException) -> bool:
    # huggingface_hub raises httpx2's exceptions, a distinct package from httpx.
    return any(
        cls.__name__ in ("TransportError", "TimeoutException") for cls in type(error).__mro__
    )


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


class HubCallAbandonedError(HubError):
    """The app is closing; the call's answer is no longer wanted."""


def _with_deadline(
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
    """One try of ``call`` under the deadline (see ``_with_deadline``)."""
    check_reachable(endpoint, min(timeout, CONNECT_TIMEOUT), stop=stop)
    box: dict[str, Any] = {}
    finished = threading.Event()
    given_up = threading.Event()

    def work() -> None:
        try:
            with stop_on(given_up):
                # huggingface_hub's shared client is made on first use (and again after
                # it is closed): every time, so its reads can be given up too.
                make_interruptible(get_session())
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
            raise _unreachable(endpoint, f"no answer within {timeout:.0f} s")
    if "error" in box:
        error = box["error"]
        if isinstance(error, LlamaDeskError):
            raise error  # already plain; "from" itself would make its cause a loop
        raise translate_error(error, repo_id, endpoint, with_token=with_token) from error
    return box["value"]  # type: ignore[no-any-return]


def _api(token: str | None) -> HfApi:
    return HfApi(endpoint=hub_endpoint(), token=token or None)


def search_models(
    query: str,
    *,
    sort: SortOrder = "downloads",
    limit: int = 30,
    token: str | None = None,
    timeout: float = DEFAULT_TIMEOUT,
) -> list[RepoSummary]:
    """GGUF repos matching ``query``, most downloaded (or most recently changed) first."""
    endpoint = hub_endpoint()
    hub_sort = "downloads" if sort == "downloads" else "lastModified"

    params: dict[str, Any] = {"filter": "gguf", "sort": hub_sort, "limit": limit}
    if query.strip():
        params["search"] = query.strip()

    def call() -> list[RepoSummary]:
        # The request HfApi.list_models makes, without its retry loop: that one sleeps
        # (up to 8 s a time, or as long as a Retry-After says) where no stop flag
        # reaches, and outlasts the deadline. Retries are _with_deadline's.
        response = get_session().get(
            f"{endpoint}/api/models",
            params=params,
            headers=build_hf_headers(token=token or None),
            timeout=timeout,
        )
        hf_raise_for_status(response)
        # As list_models does: a search answer lists no files.
        found = [
            ModelInfo(**{"siblings": None, **item})  # type: ignore[no-untyped-call]
            for item in response.json()
        ]
        return [
            RepoSummary(
                repo_id=info.id,
                downloads=info.downloads or 0,
                likes=info.likes or 0,
                last_modified=info.last_modified,
                gated=bool(info.gated),
                tags=tuple(info.tags or ()),
            )
            for info in found
        ]

    return _with_deadline(call, timeout, query, endpoint, with_token=bool(token))


def repo_details(
    repo_id: str,
    *,
    revision: str | None = None,
    token: str | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    stop: threading.Event | None = None,
) -> RepoDetails:
    """A repo's variants, projectors, licence, gated status and model card; ``stop``
    set gives up (HubCallAbandonedError). A ``repo_id`` that cannot name a repo raises
    InvalidRepoIdError before anything is asked."""
    check_repo_id(repo_id)
    endpoint = hub_endpoint()

    def call() -> RepoDetails:
        info = _api(token).model_info(
            repo_id, revision=revision, files_metadata=True, timeout=timeout, token=token or None
        )
        files = tuple(
            RepoFile(
                path=s.rfilename,
                size=s.lfs.size if s.lfs is not None else s.size,
                sha256=s.lfs.sha256 if s.lfs is not None else None,
            )
            for s in info.siblings or ()
        )
        variants, projectors = group_variants(files)
        card = info.card_data
        license_name = card.get("license") if card is not None else None
        commit = info.sha or revision or "main"
        has_readme = any(f.path == "README.md" for f in files)
        return RepoDetails(
            repo_id=info.id or repo_id,
            revision=commit,
            variants=variants,
            projectors=projectors,
            license=str(license_name) if license_name else None,
            gated=bool(info.gated),
            card_text=_card_text(endpoint, repo_id, commit, token, timeout) if has_readme else "",
            files=files,
            downloads=info.downloads or 0,
            likes=info.likes or 0,
        )

    return _with_deadline(call, timeout, repo_id, endpoint, stop, with_token=bool(token))


def resolve_url(repo_id: str, revision: str, filename: str, endpoint: str | None = None) -> str:
    """The download address of one file at one revision."""
    base = (endpoint or hub_endpoint()).rstrip("/")
    return f"{base}/{repo_id}/resolve/{quote(revision, safe='')}/{quote(filename)}"


def auth_headers(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def _card_text(
    endpoint: str, repo_id: str, revision: str, token: str | None, timeout: float
) -> str:
    """The model card; a card that cannot be fetched is left empty, not an error."""
    try:
        with _client(token, timeout) as client:
            response = client.get(resolve_url(repo_id, revision, "README.md", endpoint))
    except httpx.HTTPError:
        return ""
    return response.text if response.status_code == 200 else ""


def _client(token: str | None, timeout: float) -> httpx.Client:
    """An HTTP client for one Hub call, whose reads stop when the call is given up."""
    client = httpx.Client(headers=auth_headers(token), follow_redirects=True, timeout=timeout)
    make_interruptible(client)
    return client


# ---------------------------------------------------------------- a header over HTTP


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
        with _client(token, timeout) as client:
            return _read_remote_header(
                client, url, details.repo_id, file, time.monotonic() + timeout, endpoint
            )

    return _with_deadline(call, timeout, details.repo_id, endpoint, with_token=bool(token))


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
            raise RepoNotFoundError(f"A file of {repo_id} is missing on Hugging Face.", url)
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
                raise _unreachable(endpoint, "the model's header came too slowly")
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


def check_token(token: str, *, timeout: float = DEFAULT_TIMEOUT) -> TokenCheck:
    """Ask the Hub whose token this is. Raises InvalidTokenError when it is refused,
    HubUnreachableError when the Hub cannot be reached; no message holds the token."""
    token = token.strip()
    if not token:
        raise InvalidTokenError(
            "Paste a Hugging Face token first; create a read token at "
            "huggingface.co/settings/tokens."
        )
    endpoint = hub_endpoint()

    def call() -> TokenCheck:
        try:
            answer = _api(token).whoami(token)
        except hf_errors.HfHubHTTPError as error:
            status = _status(error)
            if status in (401, 403):
                raise InvalidTokenError(
                    INVALID_TOKEN_MESSAGE, f"{endpoint}/api/whoami-v2 answered {status}"
                ) from None
            if status is not None and (status == 429 or status >= 500):
                raise  # asked again, then told plainly, by _with_deadline
            raise HubError(
                "Hugging Face could not check the token"
                f"{f' (error {status})' if status else ''}; try again later.",
                f"{endpoint}/api/whoami-v2 answered {status}",
            ) from None
        return _token_check(answer)

    try:
        return _with_deadline(call, timeout, "the token check", endpoint)
    except LlamaDeskError as error:
        # Dropping the cause too: nothing of the client's own text travels on.
        raise _without(error, token) from None


def _token_check(answer: object) -> TokenCheck:
    document = answer if isinstance(answer, dict) else {}
    user = document.get("name")
    if not isinstance(user, str) or not user:
        raise HubError(
            "Hugging Face gave an answer LlamaDesk did not understand; try again later.",
            "whoami-v2 answer without a user name",
        )
    auth = document.get("auth")
    access = auth.get("accessToken") if isinstance(auth, dict) else None
    access = access if isinstance(access, dict) else {}
    role = access.get("role")
    role = role if isinstance(role, str) else None
    can_read_gated: bool | None = None
    if role in ("read", "write"):
        can_read_gated = True
    elif role == "fineGrained":
        fine = access.get("fineGrained")
        flag = fine.get("canReadGatedRepos") if isinstance(fine, dict) else None
        can_read_gated = flag if isinstance(flag, bool) else None
    return TokenCheck(user=user, role=role, can_read_gated=can_read_gated)


def _without(error: LlamaDeskError, secret: str) -> LlamaDeskError:
    """The same error with ``secret`` blanked out of its message and details."""
    message = error.message.replace(secret, "***")
    details = error.details.replace(secret, "***")
    try:
        # A copy keeps the class and its fields (HubBusyError's retry_after), not the
        # traceback or the chain of causes.
        clean = copy.copy(error)
    except TypeError:  # a subclass with another signature: keep the plain base type
        return HubError(message, details)
    clean.message, clean.details, clean.args = message, details, (message,)
    return clean
