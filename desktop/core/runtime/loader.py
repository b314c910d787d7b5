"""From "load this model" to a ready llama-server: the one path the CLI and the app share.

``prepare_load`` does every check that can fail before a process starts (the runtime
exists, the file is a model we can read, the settings fit this machine, the GPU
libraries are there) so a user hears about a problem in plain words, early.
``start_server`` then launches and waits for it.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware import gpu_libraries
from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.info import HardwareInfo
from desktop.core.models.chat_template import TemplateFlags
from desktop.core.models.fit_plan import FitPlan
from desktop.core.models.gguf import GGUFInfo, read_gguf
from desktop.core.models.load_choice import LoadRequest, NotAChatModelError, plan_request
from desktop.core.models.memory import needs_flash_attention
from desktop.core.models.speech_models import SPEECH_FAMILIES
from desktop.core.models.tool_template import ToolSupport, tool_template
from desktop.core.runtime.cuda_linkage import linked_cuda_major
from desktop.core.runtime.discovery import Runtime, find_runtime
from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.load_report import LoadProgress, LoadReport
from desktop.core.runtime.rpc_hosts import load_failure_named, with_lent_devices
from desktop.core.runtime.runtime_devices import hardware_for_runtime
from desktop.core.runtime.serve_access import ServeAccess
from desktop.core.runtime.server import LlamaServer


@dataclass(frozen=True)
class PreparedLoad:
    request: LoadRequest
    info: GGUFInfo
    plan: FitPlan
    runtime: Runtime
    # This computer's devices as the runtime sees them (without devices lent over RPC).
    hardware: HardwareInfo
    options: LaunchOptions
    env: dict[str, str] = field(repr=False)
    # Whether a chat may offer this model tools (models.tool_template chose its template).
    tool_support: ToolSupport
    # The switches of the template the server renders (its thinking choice): read once.
    template: TemplateFlags


def _gpu_layers(request: LoadRequest, plan: FitPlan) -> int | Literal["all", "auto"] | None:
    if request.gpu_offload == "cpu":
        return None
    if request.gpu_offload == "all":
        return "all"
    if isinstance(request.gpu_offload, int):
        return request.gpu_offload
    if plan.use_fit_flag:
        # --fit places the layers only when -ngl is left to it: "-ngl 0 --fit on" keeps
        # the whole model off the card (seen on a real Vulkan device).
        return "auto"
    return plan.gpu_layers


def _cuda_major(runtime: Runtime) -> int | None:
    return linked_cuda_major(runtime.server_path) if runtime.backend == "cuda" else None


def _library_search_dirs(runtime: Runtime) -> list[Path]:
    return gpu_libraries.library_search_dirs(
        runtime.backend or "cpu", runtime.server_path.parent, platform=sys.platform,
        env=os.environ, site_dirs=[Path(p) for p in sys.path if p.endswith("site-packages")],
        cuda_major=_cuda_major(runtime),
    )


def runtime_library_check(runtime: Runtime) -> gpu_libraries.LibraryCheck | None:
    """Which GPU libraries a GPU runtime needs are found, and where; None for CPU builds."""
    if (runtime.backend or "cpu") == "cpu":
        return None
    return gpu_libraries.check_libraries(
        runtime.backend or "cpu", _library_search_dirs(runtime), platform=sys.platform,
        env=os.environ, cuda_major=_cuda_major(runtime),
    )


def child_environment(runtime: Runtime, gpu_indices: tuple[int, ...]) -> dict[str, str]:
    """A llama-server child's environment for ``runtime``: its GPU libraries found (raises
    ``MissingLibraries`` naming them when they are not), pinned to ``gpu_indices``."""
    check = runtime_library_check(runtime)
    if check is None:
        return gpu_libraries.child_environment(
            os.environ, "cpu", [], platform=sys.platform, gpu_indices=None
        )
    if check.missing:
        raise gpu_libraries.MissingLibraries.from_check(check)
    return gpu_libraries.child_environment(
        os.environ, runtime.backend or "cpu", _library_search_dirs(runtime),
        platform=sys.platform, gpu_indices=gpu_indices or None,
    )


def read_model(request: LoadRequest) -> GGUFInfo:
    """Read the model ``request`` loads, refusing a file that is no chat model: the
    first step of a load, and all the Load page's preview reads."""
    info = read_gguf(request.model_path)
    if info.is_projector:
        raise NotAChatModelError(
            f"{request.model_path.name} is a vision projector, not a chat model. "
            "Pick the model file it belongs to.",
            file_name=request.model_path.name,
        )
    family = SPEECH_FAMILIES.get(info.architecture)
    if family is not None:
        # llama-server would load it and answer noise: it makes sound, not text.
        raise NotAChatModelError(
            f"{request.model_path.name} is a speech model ({family}): it reads answers "
            "aloud, it does not chat. Choose it in Settings \u2192 Voice, and load a chat "
            "model here.",
            file_name=request.model_path.name,
            speech_family=family,
        )
    return info


def prepare_load(
    request: LoadRequest,
    *,
    hardware: HardwareInfo | None = None,
    runtime: Runtime | None = None,
) -> PreparedLoad:
    """Check everything and plan ``request`` (from load_choice.resolve_request, which
    applied the settings); raises LlamaDeskError with a plain message."""
    # The model first: a mistyped path is the thing to hear about, whatever else is wrong.
    info = read_model(request)
    if runtime is None:
        # The runtime the user picked in Settings (carried by the request, decided with
        # the rest of the load in load_choice) wins over automatic discovery.
        runtime = find_runtime(request.runtime_path)
    # The cards as this runtime sees them (Intel and AMD cards show up through Vulkan).
    machine = hardware or hardware_for_runtime(detect_hardware(), runtime)
    hardware = machine
    if request.rpc_hosts:  # other computers' devices count like cards of this one
        hardware = with_lent_devices(machine, runtime, request.rpc_hosts)
    plan = plan_request(request, info, hardware)
    gpu_layers = _gpu_layers(request, plan)
    gpu_indices = request.gpu_indices if request.gpu_indices is not None else plan.gpu_indices
    # Only this computer's cards can be pinned; lent devices come through --rpc.
    lent = {gpu.index for gpu in hardware.gpus if gpu.backend == "rpc"}
    gpu_indices = tuple(index for index in gpu_indices if index not in lent)
    tools = tool_template(info.chat_template, request.chat_template_file)
    options = LaunchOptions(
        model_path=request.model_path,
        context=plan.context,
        gpu_layers=gpu_layers,
        use_fit=plan.use_fit_flag and request.gpu_offload == "auto",
        gpu_indices=tuple(gpu_indices) if gpu_layers is not None else (),
        cache_type_k=request.cache_type,
        cache_type_v=request.cache_type,
        # A quantized V cache runs only with flash attention: on, whatever was chosen.
        flash_attention="on" if needs_flash_attention(request.cache_type)
        else request.flash_attention,
        threads=request.threads,
        mmproj_path=request.mmproj_path,
        chat_template_file=tools.template_file or request.chat_template_file,
        speculative_ngram=request.speculative_ngram and request.mmproj_path is None,
        alias=request.model_path.stem,
        rpc_hosts=request.rpc_hosts,
    )
    env = child_environment(runtime, options.gpu_indices)
    return PreparedLoad(
        request, info, plan, runtime, machine, options, env, tools.support, tools.flags
    )


def start_server(
    prepared: PreparedLoad,
    *,
    cancel: threading.Event | None = None,
    on_log: Callable[[str], None] | None = None,
    on_progress: Callable[[LoadProgress], None] | None = None,
    access: ServeAccess | None = None,
) -> tuple[LlamaServer, LoadReport]:
    """Launch and wait until healthy. The caller owns the returned server (stop it).
    ``access``: also serve other apps at that address, with that key."""
    server = LlamaServer(
        prepared.runtime.server_path, prepared.options, env=prepared.env,
        on_log=on_log, on_progress=on_progress, access=access,
    )
    try:
        report = server.start(cancel=cancel)
    except LlamaDeskError as error:
        # llama-server aborts when a computer lending its devices goes away: name it.
        raise load_failure_named(error, prepared.options.rpc_hosts) from error
    return server, report
