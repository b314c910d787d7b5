"""A model loaded on this computer, and where it runs: what the host reports after a
load, to the window (the Load page, the status bar) and to ``llamadesk ask``."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.core.models.ollama_models import ollama_name_of

if TYPE_CHECKING:
    # Only named here: the views that show a loaded model import this module, and the
    # window builds them before loading anything (the planner, GGUF, the runtime's
    # modules come with the first load).
    from desktop.core.hardware.info import GpuInfo, HardwareInfo
    from desktop.core.host.speech_for_apps import SpeechServed
    from desktop.core.models.chat_template import TemplateFlags
    from desktop.core.models.fit_plan import FitPlan
    from desktop.core.models.gguf import GGUFInfo
    from desktop.core.models.load_choice import LoadRequest
    from desktop.core.runtime.discovery import Runtime
    from desktop.core.runtime.load_report import LoadReport


@dataclass(frozen=True)
class LoadedModel:
    """A model that is ready to answer, and where it runs."""

    model_path: Path
    info: GGUFInfo
    plan: FitPlan
    runtime: Runtime
    report: LoadReport
    hardware: HardwareInfo
    # What the user asked for (their offload and card choices explain the placement).
    request: LoadRequest | None = None
    # The switches of the template it answers with (a chat's thinking toggle).
    template: TemplateFlags | None = None
    # The cards holding part of it (placement.gpus_in_use); none: the processor only.
    gpus: tuple[GpuInfo, ...] = ()
    # Where its answers ran, as stored with each answer (chat.figures.ran_on_record).
    ran_on: dict[str, object] | None = None
    # Speech for other apps beside it (Settings → Other apps); None: none was asked.
    speech_for_apps: SpeechServed | None = None

    def longer_context_request(self) -> LoadRequest | None:
        """The request to load it again with a longer context, or None when the model
        or the plan allows none: double the current context, capped by the model's
        native one and, with a graphics card, by the largest the plan says fits there."""
        from desktop.core.models.fit import CONTEXT_STEP

        if self.request is None:
            return None
        current = self.report.context
        ceiling = self.info.context_length
        if self.plan.max_gpu_context is not None:
            ceiling = min(ceiling, self.plan.max_gpu_context)
        if ceiling <= current:
            return None
        wanted = max(current * 2, CONTEXT_STEP)
        return dataclasses.replace(self.request, context=min(ceiling, wanted))

    @property
    def display_name(self) -> str:
        # The file's name is what people recognise (and what the Library shows);
        # the name inside the file is often a training-run label. Ollama's blobs are
        # named by their hash: for those, the name Ollama gives them.
        return ollama_name_of(self.model_path) or self.model_path.stem
