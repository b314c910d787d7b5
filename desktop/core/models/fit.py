"""Will a model run on this computer, where, and with how much context.

``plan_fit`` picks the graphics cards and the context length before a model is loaded:
it uses 90% of the free graphics memory as its budget, puts the model on the one card
with the most free memory when it fits, else on the fewest cards (most free first),
and binary-searches the largest context that still fits (a multiple of 256 tokens).
A context the user chose is kept even when it does not fit (part of the model then runs
on the processor, placed by llama-server's ``--fit``); an automatic one is shrunk to
fit. The result carries a plain-language verdict and the reasons behind it.

The user's own offload choices change the plan the same way they change the launch:
CPU only plans for the processor, a subset of cards plans on those cards alone, and a
number of layers splits the estimate between graphics memory and the computer's memory
(``FitPlan.split``), so the memory bars and the slider's "fits" mark follow them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from desktop.core.hardware.info import GpuInfo, HardwareInfo
from desktop.core.models.fit_plan import FitPlan, GpuLayers, GpuOffloadChoice, MemorySplit, Verdict
from desktop.core.models.gguf import GGUFInfo
from desktop.core.models.memory import MemoryBreakdown, MemoryEstimateError, estimate_memory
from desktop.core.models.offload import driver_reserve_bytes, offloaded
from desktop.core.models.plan_reasons import PlanReason, ReasonKind

CONTEXT_STEP = 256
DEFAULT_CONTEXT = 4096
# The context used when the weights fit on no graphics card and llama-server's --fit
# places the layers.
FALLBACK_CONTEXT = 4096
DEFAULT_VRAM_BUDGET_FRACTION = 0.9


_NOTHING = MemoryBreakdown(0, 0, 0, 0, 0)


def _names(gpus: Sequence[GpuInfo]) -> tuple[str, ...]:
    return tuple(gpu.name for gpu in gpus)


def largest_fitting_context(fits: Callable[[int], bool], ceiling: int) -> int | None:
    """The largest multiple of 256 up to ``ceiling`` for which ``fits`` holds (``fits``
    must only get harder as the context grows); None when not even 256 fits."""
    high = ceiling // CONTEXT_STEP
    if high < 1 or not fits(CONTEXT_STEP):
        return None
    low = 1  # fits(low * CONTEXT_STEP) is known to hold
    while low < high:
        middle = (low + high + 1) // 2
        if fits(middle * CONTEXT_STEP):
            low = middle
        else:
            high = middle - 1
    return low * CONTEXT_STEP


@dataclass(frozen=True)
class _Planner:
    info: GGUFInfo
    hardware: HardwareInfo
    cache_type: str
    sequences: int
    gpus: tuple[GpuInfo, ...]  # most free first
    budgets: tuple[int, ...]  # usable bytes of each card in `gpus`
    projector_bytes: int  # a vision projector loaded with the model (counted as weights)
    # The context aimed for: the user's own choice or the automatic one.
    target: int
    # The user's own choice; None when automatic, which may be shortened to fit.
    requested: int | None
    # No plan goes past it: the model's native context.
    ceiling: int

    @property
    def total_layers(self) -> int:
        return max(self.info.block_count, 1)

    def need(self, context: int, gpu_count: int) -> MemoryBreakdown:
        need = estimate_memory(
            self.info,
            context,
            self.cache_type,
            sequences=self.sequences,
            gpu_count=gpu_count,
            driver_reserve_bytes=sum(map(driver_reserve_bytes, self.gpus[:gpu_count])),
        )
        if not self.projector_bytes:
            return need
        return replace(need, weights_bytes=need.weights_bytes + self.projector_bytes)

    def split(self, context: int, gpu_count: int, layers: int) -> MemorySplit:
        """``need`` divided when ``-ngl layers`` go to ``gpu_count`` cards.

        Weights and caches go where llama.cpp puts them (``offload``: the output layer
        counts as one of the ``layers``); the compute buffers, the runtime overhead and
        a projector go to the graphics card(s) (llama-server offloads the projector
        whenever a card is used).
        """
        total = self.total_layers
        layers = max(0, min(layers, total))
        if gpu_count == 0 or layers == 0:
            return MemorySplit(_NOTHING, self.need(context, 0), 0, total)
        need = self.need(context, gpu_count)
        if layers == total:
            return MemorySplit(need, _NOTHING, total, total)
        card = offloaded(self.info, context, layers, self.cache_type, sequences=self.sequences)
        # The input layer stays on the processor; a tied output is a copy, not a move.
        on_card_from_file = card.weights_bytes - (
            self.info.weight_bytes_by_place.get("token_embd", 0)
            if "output" not in self.info.weight_bytes_by_place
            else 0
        )
        cpu = MemoryBreakdown(
            weights_bytes=max(0, self.info.file_size - on_card_from_file),
            kv_cache_bytes=need.kv_cache_bytes - card.kv_cache_bytes,
            recurrent_bytes=need.recurrent_bytes * (total - card.repeating_layers) // total,
            compute_bytes=0,
            overhead_bytes=0,
        )
        gpu = MemoryBreakdown(
            weights_bytes=card.weights_bytes + self.projector_bytes,
            kv_cache_bytes=card.kv_cache_bytes,
            recurrent_bytes=need.recurrent_bytes - cpu.recurrent_bytes,
            compute_bytes=need.compute_bytes,
            overhead_bytes=need.overhead_bytes,
        )
        return MemorySplit(gpu, cpu, layers, total)

    def layers_that_fit(self, context: int, gpu_count: int) -> int:
        """About how many layers ``gpu_count`` cards hold at ``context`` (what --fit does)."""
        need = self.need(context, gpu_count)
        per_layer = (
            self.info.file_size + need.kv_cache_bytes + need.recurrent_bytes
        ) / self.total_layers
        room = (
            sum(self.budgets[:gpu_count])
            - need.compute_bytes
            - need.overhead_bytes
            - self.projector_bytes
        )
        if per_layer <= 0 or room <= 0:
            return 0
        return min(self.total_layers, int(room // per_layer))

    def fits_layers(self, context: int, gpu_count: int, layers: int) -> bool:
        return self.split(context, gpu_count, layers).gpu.total <= sum(self.budgets[:gpu_count])

    def fits_gpus(self, context: int, count: int) -> bool:
        return self.need(context, count).total <= sum(self.budgets[:count])

    def fits_ram(self, context: int) -> bool:
        return self.need(context, 0).total <= self.hardware.ram_available_bytes

    def fewest_gpus(self, context: int) -> int | None:
        for count in range(1, len(self.gpus) + 1):
            if self.fits_gpus(context, count):
                return count
        return None

    def plan(
        self,
        verdict: Verdict,
        context: int,
        *,
        gpu_count: int,
        max_gpu_context: int | None,
        gpu_layers: GpuLayers,
        reasons: list[PlanReason],
        use_fit_flag: bool = False,
        layers_on_gpu: int | None = None,
    ) -> FitPlan:
        """``layers_on_gpu``: None = all of them when ``gpu_count`` cards are used.
        ``use_fit_flag``: llama-server places the layers itself (we only estimate)."""
        used = self.gpus[:gpu_count]
        layers = self.total_layers if layers_on_gpu is None else layers_on_gpu
        split = self.split(context, gpu_count, layers if gpu_count else 0)
        need = self.need(context, gpu_count)
        if split.gpu.total and split.cpu.total:
            # Split between card and processor, the parts are the truth: a tied output
            # layer is copied to the card, so they hold more than the file.
            need = _sum_of(split.gpu, split.cpu)
        return FitPlan(
            verdict=verdict,
            context=context,
            max_gpu_context=max_gpu_context,
            gpu_indices=tuple(gpu.index for gpu in used),
            gpu_layers=gpu_layers,
            use_fit_flag=use_fit_flag,
            breakdown=need,
            free_vram_bytes=sum(gpu.free_bytes for gpu in (used or self.gpus)),
            free_ram_bytes=self.hardware.ram_available_bytes,
            reasons=tuple(reasons),
            split=split,
        )


def _sum_of(first: MemoryBreakdown, second: MemoryBreakdown) -> MemoryBreakdown:
    return MemoryBreakdown(
        weights_bytes=first.weights_bytes + second.weights_bytes,
        kv_cache_bytes=first.kv_cache_bytes + second.kv_cache_bytes,
        recurrent_bytes=first.recurrent_bytes + second.recurrent_bytes,
        compute_bytes=first.compute_bytes + second.compute_bytes,
        overhead_bytes=first.overhead_bytes + second.overhead_bytes,
    )


def plan_fit(
    info: GGUFInfo,
    hardware: HardwareInfo,
    *,
    requested_context: int | None = None,
    cache_type: str = "f16",
    default_context: int = DEFAULT_CONTEXT,
    vram_budget_fraction: float = DEFAULT_VRAM_BUDGET_FRACTION,
    sequences: int = 1,
    gpu_offload: GpuOffloadChoice = "auto",
    gpu_indices: Sequence[int] | None = None,
    projector_bytes: int = 0,
) -> FitPlan:
    """Choose graphics cards and context for ``info`` on ``hardware``.

    ``requested_context`` is the user's own choice (kept, with a warning, even when it
    does not fit); without it the context is ``default_context`` capped by the model's
    native context, shrunk to fit in graphics memory when needed. ``gpu_offload`` and
    ``gpu_indices`` (GpuInfo.index of the cards allowed; None = all) are the user's
    offload choices; ``projector_bytes`` the size of a vision projector loaded too.
    """
    if requested_context is not None and requested_context < 1:
        raise MemoryEstimateError(
            f"The context length must be at least 1 token, not {requested_context}.",
            setting="context",
            value=requested_context,
        )
    if not 0 < vram_budget_fraction <= 1:
        raise MemoryEstimateError(
            "The share of graphics memory to use must be more than 0 and at most 1.",
            setting="vram_share",
            value=vram_budget_fraction,
        )
    if default_context < 1:
        raise MemoryEstimateError(
            f"The default context length must be at least 1 token, not {default_context}.",
            setting="context",
            value=default_context,
        )
    native = info.context_length
    ceiling = native if native > 0 else max(default_context, requested_context or 0)
    automatic = min(default_context, ceiling)
    target = requested_context or automatic

    allowed = hardware.gpus
    if gpu_indices is not None:
        allowed = tuple(gpu for gpu in hardware.gpus if gpu.index in set(gpu_indices))
    gpus = tuple(sorted(allowed, key=lambda gpu: gpu.free_bytes, reverse=True))
    planner = _Planner(
        info=info,
        hardware=hardware,
        cache_type=cache_type,
        sequences=sequences,
        gpus=gpus,
        budgets=tuple(int(gpu.free_bytes * vram_budget_fraction) for gpu in gpus),
        projector_bytes=max(0, projector_bytes),
        target=target,
        requested=requested_context,
        ceiling=ceiling,
    )
    planner.need(target, 0)  # rejects a bad cache type before any planning

    reasons: list[PlanReason] = []
    if requested_context is not None and native > 0 and requested_context > native:
        reasons.append(
            PlanReason(
                ReasonKind.LONGER_THAN_TRAINED,
                {"chosen_tokens": requested_context, "trained_tokens": native},
            )
        )
    if hardware.gpus and (gpu_offload == "cpu" or gpu_offload == 0):
        reasons.append(PlanReason(ReasonKind.CHOSE_PROCESSOR))
        return _plan_cpu(planner, reasons)
    if not gpus:
        if hardware.gpus:
            reasons.append(PlanReason(ReasonKind.CHOSEN_CARDS_MISSING))
        else:
            reasons.append(PlanReason(ReasonKind.NO_CARD))
        return _plan_cpu(planner, reasons)
    if gpu_offload == "all" or (
        isinstance(gpu_offload, int) and gpu_offload >= planner.total_layers
    ):
        return _plan_all_layers(planner, reasons)
    if isinstance(gpu_offload, int):
        return _plan_layers(planner, gpu_offload, reasons)
    return _plan_gpu(planner, reasons)


def _plan_gpu(p: _Planner, reasons: list[PlanReason]) -> FitPlan:
    count = p.fewest_gpus(p.target)
    if count is None and p.requested is None and p.fits_gpus(CONTEXT_STEP, len(p.gpus)):
        # Nothing holds the automatic context: use every card for the most context.
        count = len(p.gpus)
    if count is not None:
        chosen = count
        max_context = largest_fitting_context(lambda c: p.fits_gpus(c, chosen), p.ceiling)
        context = p.target
        if not p.fits_gpus(p.target, count):
            assert max_context is not None  # count was chosen so that 256 tokens fit
            context = max_context
            reasons.append(
                PlanReason(
                    ReasonKind.SHORTENED_FOR_CARDS,
                    {"from_tokens": p.target, "to_tokens": context},
                )
            )
        where = p.gpus[:count]
        if count == 1:
            reasons.append(
                PlanReason(
                    ReasonKind.FITS_ONE_CARD,
                    {"gpus": _names(where), "usable_size": p.budgets[0]},
                )
            )
        else:
            reasons.append(
                PlanReason(
                    ReasonKind.SPLIT_ACROSS_CARDS,
                    {
                        "count": count,
                        "gpus": _names(where),
                        "usable_size": sum(p.budgets[:count]),
                    },
                )
            )
        return p.plan(
            Verdict.FULL_GPU,
            context,
            gpu_count=count,
            max_gpu_context=max_context,
            gpu_layers="all",
            reasons=reasons,
        )

    # Not everything fits in graphics memory: part of the model runs on the processor.
    every = len(p.gpus)
    max_context = largest_fitting_context(lambda c: p.fits_gpus(c, every), p.ceiling)
    if p.requested is not None:
        context = p.requested
        if max_context is not None:
            reasons.append(
                PlanReason(
                    ReasonKind.CHOSEN_CONTEXT_TOO_LONG_FOR_CARDS,
                    {"chosen_tokens": p.requested, "largest_tokens": max_context},
                )
            )
    else:
        context = min(FALLBACK_CONTEXT, p.ceiling)
    need = p.need(context, every)
    usable_vram = sum(p.budgets)
    if need.total > usable_vram + p.hardware.ram_available_bytes:
        verdict = Verdict.TOO_BIG
        reasons.append(
            PlanReason(
                ReasonKind.TOO_BIG_FOR_CARDS_AND_MEMORY,
                {
                    "need_size": need.total,
                    "usable_size": usable_vram,
                    "free_size": p.hardware.ram_available_bytes,
                },
            )
        )
    else:
        on_gpu = usable_vram - need.overhead_bytes - need.compute_bytes
        if on_gpu < need.weights_bytes / max(p.info.block_count, 1):
            # Not even one layer would go to the graphics card: plan for the processor.
            reasons.append(
                PlanReason(
                    ReasonKind.CARD_TOO_SMALL if every == 1 else ReasonKind.CARDS_TOO_SMALL,
                    {"gpus": _names(p.gpus), "free_size": sum(gpu.free_bytes for gpu in p.gpus)},
                )
            )
            return _plan_cpu(p, reasons)
        verdict = Verdict.PARTIAL_OFFLOAD
        reasons.append(
            PlanReason(
                ReasonKind.PARTLY_ON_CARDS, {"need_size": need.total, "usable_size": usable_vram}
            )
        )
    # llama-server's fit flag places the layers; layers_on_gpu is only our estimate.
    return p.plan(
        verdict,
        context,
        gpu_count=every,
        max_gpu_context=max_context,
        gpu_layers=None,
        use_fit_flag=True,
        reasons=reasons,
        layers_on_gpu=p.layers_that_fit(context, every),
    )


def _plan_all_layers(p: _Planner, reasons: list[PlanReason]) -> FitPlan:
    """Every layer on the graphics card(s), as the user chose, even when it may not fit."""
    automatic = _plan_gpu(p, list(reasons))
    if automatic.verdict is Verdict.FULL_GPU:
        return automatic
    every = len(p.gpus)
    context = automatic.context
    need = p.need(context, every)
    reasons.append(
        PlanReason(
            ReasonKind.EVERY_LAYER_WONT_FIT,
            {"need_size": need.total, "usable_size": sum(p.budgets)},
        )
    )
    # Not "Runs fully on GPU": it would not fit there, so the load is expected to fail,
    # as with a chosen context that does not fit in memory (see _plan_cpu).
    return p.plan(
        Verdict.TOO_BIG,
        context,
        gpu_count=every,
        max_gpu_context=automatic.max_gpu_context,
        gpu_layers="all",
        reasons=reasons,
    )


def _plan_layers(p: _Planner, layers: int, reasons: list[PlanReason]) -> FitPlan:
    """``layers`` layers on the graphics card(s), the rest on the processor."""
    every = len(p.gpus)
    count = next((c for c in range(1, every + 1) if p.fits_layers(p.target, c, layers)), every)
    max_context = largest_fitting_context(lambda c: p.fits_layers(c, count, layers), p.ceiling)
    context = p.target
    if (
        p.requested is None
        and max_context is not None
        and not p.fits_layers(p.target, count, layers)
    ):
        context = max_context
        reasons.append(
            PlanReason(
                ReasonKind.SHORTENED_FOR_LAYERS,
                {"from_tokens": p.target, "to_tokens": context, "layers": layers},
            )
        )
    where = p.gpus[:count]
    reasons.append(
        PlanReason(
            ReasonKind.CHOSE_LAYERS,
            {"layers": layers, "total_layers": p.total_layers, "gpus": _names(where)},
        )
    )
    split = p.split(context, count, layers)
    verdict = Verdict.PARTIAL_OFFLOAD
    usable = sum(p.budgets[:count])
    if split.gpu.total > usable:
        reasons.append(
            PlanReason(
                ReasonKind.LAYERS_WONT_FIT, {"need_size": split.gpu.total, "usable_size": usable}
            )
        )
    if split.cpu.total > p.hardware.ram_available_bytes:
        verdict = Verdict.TOO_BIG
        reasons.append(
            PlanReason(
                ReasonKind.PROCESSOR_PART_TOO_BIG,
                {"need_size": split.cpu.total, "free_size": p.hardware.ram_available_bytes},
            )
        )
    return p.plan(
        verdict,
        context,
        gpu_count=count,
        max_gpu_context=max_context,
        gpu_layers=layers,
        reasons=reasons,
        layers_on_gpu=layers,
    )


def _plan_cpu(p: _Planner, reasons: list[PlanReason]) -> FitPlan:
    ram = p.hardware.ram_available_bytes
    context = p.target
    verdict = Verdict.CPU_ONLY
    if not p.fits_ram(p.target):
        largest = largest_fitting_context(p.fits_ram, p.ceiling)
        if largest is None:
            verdict = Verdict.TOO_BIG
            reasons.append(
                PlanReason(
                    ReasonKind.TOO_BIG_FOR_MEMORY,
                    {"need_size": p.need(p.target, 0).total, "free_size": ram},
                )
            )
        elif p.requested is None:
            context = largest
            reasons.append(
                PlanReason(
                    ReasonKind.SHORTENED_FOR_MEMORY,
                    {"from_tokens": p.target, "to_tokens": context},
                )
            )
        else:
            verdict = Verdict.TOO_BIG
            reasons.append(
                PlanReason(
                    ReasonKind.CHOSEN_CONTEXT_TOO_LONG,
                    {"chosen_tokens": p.requested, "free_size": ram, "largest_tokens": largest},
                )
            )
    return p.plan(
        verdict,
        context,
        gpu_count=0,
        max_gpu_context=None,
        gpu_layers=0 if verdict is Verdict.CPU_ONLY else None,
        reasons=reasons,
    )
