"""What a load would do, before loading: the model's header, the plan, the machine
(the Load page and the model lists show it), read and planned as the load itself reads
and plans (``runtime.loader.read_model``, ``plan_request``).

These functions read files and probe hardware: the window runs them on its probe thread.
Their modules (hardware probes, GGUF, the planner, the runtime) are imported when they
run: the window makes its hardware cache and its model box before any of them.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.core.hardware.info import HardwareInfo
from desktop.core.models.load_choice import LoadRequest, plan_request
from desktop.core.settings import Settings

if TYPE_CHECKING:
    from desktop.core.models.fit_plan import FitPlan
    from desktop.core.models.gguf import GGUFInfo
    from desktop.core.models.library import LibraryEntry


@dataclass(frozen=True)
class ModelPreview:
    path: Path
    info: GGUFInfo
    plan: FitPlan
    hardware: HardwareInfo
    request: LoadRequest  # what was planned


@dataclass(frozen=True)
class ModelChoices:
    entries: tuple[LibraryEntry, ...]
    starter: Path | None


def detect_hardware() -> HardwareInfo:
    """This computer's devices, probed now (the probes' modules load at the first call)."""
    from desktop.core.hardware import detect

    return detect.detect_hardware()


class HardwareCache:
    """Detects the hardware once per runtime choice: probes are slow and the answer
    rarely changes, but the cards a load can use are those the runtime in use sees;
    and, once per list of other computers to use, the devices they lend (about a
    second to list), so the Load page plans with what the load will have."""

    def __init__(self, settings: Settings | None = None) -> None:
        self._lock = threading.Lock()
        self._settings = settings  # the runtime picked there decides the cards
        self._hardware: HardwareInfo | None = None
        self._runtime_path: Path | None = None
        self._lent: tuple[tuple[str, ...], HardwareInfo] | None = None

    def get(self, rpc_hosts: Sequence[str] = ()) -> HardwareInfo:
        """This computer's cards, then those ``rpc_hosts`` lend (raises RpcHostError
        naming a host that cannot be reached)."""
        from desktop.core.runtime.discovery import chosen_runtime_path, find_runtime
        from desktop.core.runtime.rpc_hosts import with_lent_devices
        from desktop.core.runtime.runtime_devices import hardware_for_found_runtime

        chosen = chosen_runtime_path(self._settings) if self._settings is not None else None
        with self._lock:
            if self._hardware is None or chosen != self._runtime_path:
                # The cards as that runtime sees them too (Intel/AMD through Vulkan).
                self._hardware = hardware_for_found_runtime(detect_hardware(), chosen)
                self._runtime_path = chosen
                self._lent = None
            if not rpc_hosts:
                return self._hardware
            hosts = tuple(rpc_hosts)
            if self._lent is None or self._lent[0] != hosts:
                runtime = find_runtime(chosen)
                self._lent = (hosts, with_lent_devices(self._hardware, runtime, hosts))
            return self._lent[1]

    def forget(self) -> None:
        """Probe again at the next ``get``: a runtime was installed or removed, so the
        one chosen automatically may be another."""
        with self._lock:
            self._hardware = None
            self._lent = None


def preview_model(request: LoadRequest, hardware: HardwareCache) -> ModelPreview:
    """Read the model and plan ``request`` as a load would; raises LlamaDeskError with a
    plain message."""
    from desktop.core.runtime.loader import read_model

    info = read_model(request)
    machine = hardware.get(request.rpc_hosts)
    plan = plan_request(request, info, machine)
    return ModelPreview(request.model_path, info, plan, machine, request)


def model_choices(settings: Settings) -> ModelChoices:
    """Every model the Load page can offer, and which one is the starter model."""
    from desktop.core.models.library import default_roots, scan_library
    from desktop.core.models.starter_model import find_starter_model

    entries = scan_library(default_roots(settings))
    return ModelChoices(tuple(entries), find_starter_model())
