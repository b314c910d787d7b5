"""Which variant of a repo runs on this computer, and which one to suggest.

Before a download the verdicts are planned the way the Load page plans a model, from
the model's own header read over the network (``remote_header``): weights plus the KV
cache at the context the app would choose. When the header cannot be read they come
from file sizes and a cautious allowance instead.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.info import HardwareInfo
from desktop.core.hub.remote_header import remote_header
from desktop.core.hub.variants import RepoDetails, RepoFile, Variant
from desktop.core.models.fit import DEFAULT_VRAM_BUDGET_FRACTION
from desktop.core.models.fit_plan import Verdict
from desktop.core.models.gguf import GGUFInfo
from desktop.core.models.load_choice import plan_choices
from desktop.core.settings import ModelLoadSettings

# Memory a loaded model needs beyond its weights (KV cache at a modest context,
# compute buffers, runtime overhead): a flat part for small models plus a share of
# the weights for big ones. A rough, deliberately cautious rule; the exact plan is
# made by desktop.core.models.fit from the file's own header once it is downloaded.
OVERHEAD_FLAT_BYTES = 512 * 1024**2
OVERHEAD_SHARE = 0.15


@dataclass(frozen=True)
class VariantFit:
    verdict: Verdict
    need_bytes: int  # estimated memory to run it (weights + projector + allowance)
    # The context length the estimate assumes (from the model's header, as the Load page
    # would choose it); None for an estimate from file sizes alone.
    context: int | None = None


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
    choices: ModelLoadSettings | None = None,
) -> dict[str, VariantFit]:
    """A fit verdict for every variant, planned from the model's header as the Load page
    plans a model: the variant's weights (and projector) plus the KV cache, compute
    buffer and overhead at the context it would choose (``requested_context`` being the
    user's default, if any). One header serves every variant: only the weights differ.
    ``choices`` (load_choice.settings_defaults): every load default at once, as the
    Library and the Load page plan with them; it replaces the two above.
    """
    projector = details.projector
    extra = (projector.size or 0) if projector is not None else 0
    result: dict[str, VariantFit] = {}
    for variant in details.variants:
        # The projector is loaded beside the weights; counted as weights it lands on the
        # same device in the plan.
        sized = dataclasses.replace(info, file_size=variant.size + extra)
        wanted = choices or ModelLoadSettings(context=requested_context, cache_type=cache_type)
        plan = plan_choices(sized, hardware, wanted)
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
    choices: ModelLoadSettings | None = None,
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
        details, hardware, info, requested_context=requested_context, cache_type=cache_type,
        choices=choices,
    )
    return Recommendation(verdicts, recommended_variant(details, verdicts), None)
