"""A repo's files as the Hub lists them, grouped into variants (one per quantisation,
every shard of it) and projectors, with the licence, gated status and model card."""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass

import httpx

from desktop.core.hub.calls import DEFAULT_TIMEOUT, call_with_deadline, hf_api, hub_client
from desktop.core.hub.endpoint import hub_endpoint, resolve_url
from desktop.core.hub.errors import check_repo_id
from desktop.core.models.split_names import parse_split_name

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


# ---------------------------------------------------------------- names and sizes


def parse_quant(filename: str) -> str | None:
    """The quantisation named in a file name, upper case; None when there is none."""
    base = filename.rsplit("/", 1)[-1]
    split = parse_split_name(base)
    base = split.whole if split else base
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
        info = hf_api(token).model_info(
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

    return call_with_deadline(call, timeout, repo_id, endpoint, stop, with_token=bool(token))


def _card_text(
    endpoint: str, repo_id: str, revision: str, token: str | None, timeout: float
) -> str:
    """The model card; a card that cannot be fetched is left empty, not an error."""
    try:
        with hub_client(token, timeout) as client:
            response = client.get(resolve_url(repo_id, revision, "README.md", endpoint))
    except httpx.HTTPError:
        return ""
    return response.text if response.status_code == 200 else ""
