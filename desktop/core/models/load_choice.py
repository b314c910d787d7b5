"""The one load decision: which settings a model is loaded with, and what fits.

Every place that answers "does this model run here, and how" asks this module: the
Library's verdicts, Discover's and ``models variants``'s (through hub.recommend), the
Load page's preview, ``models inspect``, and the load itself (runtime.loader). So all of
them agree for one model and one set of settings.

The choices come in layers, each filling in what the one above left unchosen:

1. explicit overrides for this load (command-line flags, the Load page's controls),
2. the choices remembered for the model (``Settings.per_model``, its last good load),
3. the Settings page's defaults,
4. the built-in defaults (automatic context and offload, f16 cache).

Settings are handed in, never read from disk here: the window's copy in memory is the
truth, and the caller (the GUI's services, one CLI command) loads and saves it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.info import HardwareInfo
from desktop.core.settings import (
    FlashAttention,
    ModelLoadSettings,
    Settings,
    launch_runtime_path,
)

if TYPE_CHECKING:
    from desktop.core.models.fit_plan import FitPlan, GpuOffloadChoice
    from desktop.core.models.gguf import GGUFInfo

# What a model gets when neither it nor Settings chose anything.
BUILT_IN = ModelLoadSettings(
    context="auto",
    gpu_offload="auto",
    cache_type="f16",
    flash_attention="auto",
    speculative_ngram=False,
    without_projector=False,
)


class NotAChatModelError(LlamaDeskError):
    """The file picked to chat with is another kind of model: a vision projector
    (``speech_family`` empty) or a speech model of ``speech_family``. ``file_name``
    names it."""

    def __init__(
        self, message: str, details: str = "", *, file_name: str = "", speech_family: str = ""
    ) -> None:
        super().__init__(message, details)
        self.file_name = file_name
        self.speech_family = speech_family


@dataclass(frozen=True)
class LoadRequest:
    """What one load uses, every choice made; None / "auto" leaves it to the planner."""

    model_path: Path
    context: int | None = None
    gpu_offload: GpuOffloadChoice = "auto"
    gpu_indices: tuple[int, ...] | None = None
    cache_type: str = "f16"
    threads: int | None = None
    flash_attention: FlashAttention = "auto"
    mmproj_path: Path | None = None
    chat_template_file: Path | None = None
    speculative_ngram: bool = False
    # The llama-server picked in Settings; None: the app's own, found automatically.
    runtime_path: Path | None = None
    # Other computers lending their devices over llama.cpp's RPC ("host:port" each).
    rpc_hosts: tuple[str, ...] = ()

    def remembered(self) -> ModelLoadSettings:
        """This request as the record kept for its model (every choice, made explicit)."""
        return ModelLoadSettings(
            context=self.context if self.context is not None else "auto",
            gpu_offload=self.gpu_offload,
            gpu_indices=self.gpu_indices,
            cache_type=self.cache_type,
            threads=self.threads,
            flash_attention=self.flash_attention,
            speculative_ngram=self.speculative_ngram,
            chat_template_file=_text(self.chat_template_file),
            mmproj_path=_text(self.mmproj_path),
            without_projector=self.mmproj_path is None,
        )


@dataclass(frozen=True)
class LoadDecision:
    """The request a load would send and the plan for it on this computer."""

    request: LoadRequest
    plan: FitPlan


def model_key(path: Path) -> str:
    """Where a model's settings are kept: its full path, so two files of the same name in
    different folders keep their own."""
    # resolve() follows links, so a model reached through two routes is one model.
    return str(path.resolve())


def remembered_for(settings: Settings, path: Path) -> ModelLoadSettings:
    """The choices kept for ``path``; records from before they were kept per path (by
    file name alone) are still read when no record for the path exists."""
    per_model = settings.per_model
    saved = per_model.get(model_key(path))
    if saved is None:
        saved = per_model.get(path.name)
    return saved if saved is not None else ModelLoadSettings()


def remember(settings: Settings, request: LoadRequest) -> None:
    """Keep ``request``'s choices for the next load of its model (in memory: the caller
    saves ``settings``)."""
    settings.per_model[model_key(request.model_path)] = request.remembered()
    # An older version's record under the bare file name moves to this path: left there,
    # it would be read for every other file of that name.
    settings.per_model.pop(request.model_path.name, None)


def settings_defaults(settings: Settings) -> ModelLoadSettings:
    """The Settings page's load defaults over the built-in ones."""
    return ModelLoadSettings(
        context=settings.default_context if settings.default_context is not None else "auto",
        gpu_offload=settings.default_gpu_offload,
        cache_type=settings.default_cache_type,
    ).over(BUILT_IN)


def resolve_request(
    settings: Settings,
    model_path: Path,
    overrides: ModelLoadSettings | None = None,
    *,
    library_projector: Path | None = None,
) -> LoadRequest:
    """The request for ``model_path``: overrides over its remembered choices over the
    defaults. ``library_projector``: the projector the library found beside the model,
    used unless a projector was chosen or the user cleared it."""
    layers = remembered_for(settings, model_path).over(settings_defaults(settings))
    choice = (overrides or ModelLoadSettings()).over(layers)
    projector = _path(choice.mmproj_path)
    if projector is None and not choice.without_projector:
        projector = library_projector
    request = _request(model_path, choice, projector, _path(launch_runtime_path(settings)))
    return dataclasses.replace(request, rpc_hosts=tuple(settings.rpc_hosts))


def _request(
    model_path: Path, choice: ModelLoadSettings, projector: Path | None, runtime: Path | None
) -> LoadRequest:
    context = choice.context
    offload = choice.gpu_offload
    return LoadRequest(
        model_path=model_path,
        context=context if isinstance(context, int) else None,
        gpu_offload=offload if offload is not None else "auto",
        gpu_indices=choice.gpu_indices,
        cache_type=choice.cache_type or "f16",
        threads=choice.threads,
        flash_attention=choice.flash_attention or "auto",
        mmproj_path=projector,
        chat_template_file=_path(choice.chat_template_file),
        speculative_ngram=bool(choice.speculative_ngram),
        runtime_path=runtime,
    )


def plan_request(request: LoadRequest, info: GGUFInfo, hardware: HardwareInfo) -> FitPlan:
    """The plan for ``request``: every verdict and the load itself use this one, so what
    a page shows (context, cards, memory) is what gets launched."""
    # The planner (and the GGUF reading under it) only when a plan is asked for: every
    # page names a load request, few plan one before the window is up.
    from desktop.core.models.fit import plan_fit

    projector = request.mmproj_path
    projector_bytes = projector.stat().st_size if projector and projector.is_file() else 0
    return plan_fit(
        info,
        hardware,
        requested_context=request.context,
        cache_type=request.cache_type,
        gpu_offload=request.gpu_offload,
        gpu_indices=request.gpu_indices,
        projector_bytes=projector_bytes,
    )


def decide_load(
    info: GGUFInfo,
    hardware: HardwareInfo,
    settings: Settings,
    overrides: ModelLoadSettings | None = None,
    *,
    library_projector: Path | None = None,
) -> LoadDecision:
    """The request and plan for the model ``info`` was read from."""
    request = resolve_request(settings, info.path, overrides, library_projector=library_projector)
    return LoadDecision(request, plan_request(request, info, hardware))


def plan_choices(info: GGUFInfo, hardware: HardwareInfo, choices: ModelLoadSettings) -> FitPlan:
    """The plan for a model not on this computer (a Hugging Face variant, its header read
    remotely): ``choices`` (usually ``settings_defaults``) over the built-in defaults. A
    projector is counted by the caller, in ``info.file_size``."""
    request = _request(info.path, choices.over(BUILT_IN), None, None)
    return plan_request(request, info, hardware)


def _text(path: Path | None) -> str | None:
    return str(path) if path is not None else None


def _path(text: str | None) -> Path | None:
    return Path(text) if text else None
