"""One list of graphics cards from every source: the driver probes (NVML / nvidia-smi,
the ROCm tools) and the runtime's own ``--list-devices``.

The runtime's list is what a load can actually use, and the only way Intel cards, and
AMD cards without ROCm, show up (through Vulkan, including on Windows). So when the
runtime names devices, they are the cards: each takes the richer description of the
probed card it matches (its full name, driver, PCI id, and the probe's free memory, so
the planner, ``doctor`` and the Load page quote one figure), numbered by the runtime's
own ordinal. A CPU-only runtime names none: then the probed cards stay, so a card the
runtime cannot use is still seen, and warned about.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from pathlib import Path

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.info import GpuBackend, GpuInfo, GpuVendor, HardwareInfo
from desktop.core.runtime.discovery import (
    Runtime,
    RuntimeDevice,
    RuntimeNotFound,
    find_runtime,
    list_devices,
)

RUNTIME_SOURCE = "llama-server --list-devices"
_BACKEND_PREFIXES: dict[str, GpuBackend] = {"cuda": "cuda", "rocm": "rocm", "vulkan": "vulkan"}
_VENDOR_WORDS: tuple[tuple[GpuVendor, re.Pattern[str]], ...] = (
    ("nvidia", re.compile(r"nvidia|geforce|quadro|tesla|\brtx\b", re.I)),
    ("amd", re.compile(r"\bamd\b|radeon|radv|instinct", re.I)),
    ("intel", re.compile(r"intel|\barc\b|iris|\buhd\b", re.I)),
)


def device_backend(device: RuntimeDevice) -> GpuBackend | None:
    """The backend of a listed device ("CUDA0" -> cuda); None for remote (RPC) and others."""
    prefix = re.sub(r"\d+$", "", device.name).lower()
    return _BACKEND_PREFIXES.get(prefix)


def device_ordinal(device: RuntimeDevice) -> int:
    digits = re.search(r"(\d+)$", device.name)
    return int(digits.group(1)) if digits else 0


def guess_vendor(description: str) -> GpuVendor:
    for vendor, words in _VENDOR_WORDS:
        if words.search(description):
            return vendor
    return "other"


def reconcile_gpus(
    probed: Sequence[GpuInfo], devices: Sequence[RuntimeDevice]
) -> tuple[GpuInfo, ...]:
    """The cards a load sees: the runtime's local devices, matched to probed cards; the
    probed cards unchanged when the runtime lists no local device (a CPU-only build)."""
    local = [device for device in devices if device_backend(device) is not None]
    if not local:
        return tuple(probed)
    unmatched = list(probed)
    cards = []
    for device in local:
        match = _matching_card(device, unmatched)
        if match is not None:
            unmatched.remove(match)
        cards.append(_card(device, match))
    return tuple(cards)


def hardware_for_runtime(
    hardware: HardwareInfo, runtime: Runtime, *, timeout: float = 15.0
) -> HardwareInfo:
    """``hardware`` with its cards reconciled with what ``runtime`` says it can drive.

    A runtime that cannot even list its devices leaves ``hardware`` as probed, with the
    reason added to its problems (the load that follows says more).
    """
    try:
        devices = list_devices(runtime, timeout)
    except LlamaDeskError as error:
        problem = f"The llama-server runtime could not list its devices: {error.message}"
        return dataclasses.replace(hardware, problems=(*hardware.problems, problem))
    return dataclasses.replace(hardware, gpus=reconcile_gpus(hardware.gpus, devices))


def _card(device: RuntimeDevice, probed: GpuInfo | None) -> GpuInfo:
    backend = device_backend(device)
    assert backend is not None  # only local devices get here
    total = device.total_bytes or 0
    free = device.free_bytes if device.free_bytes is not None else total
    if probed is None:
        return GpuInfo(
            index=device_ordinal(device),
            vendor=guess_vendor(device.description),
            backend=backend,
            name=device.description,
            total_bytes=total,
            free_bytes=free,
            source=RUNTIME_SOURCE,
        )
    return dataclasses.replace(
        probed,
        index=device_ordinal(device),
        backend=backend,
        # The probe read its free memory the same moment, the way doctor shows it; a probe
        # that cannot tell (free == total) yields to the runtime's figure.
        free_bytes=probed.free_bytes if probed.free_bytes != probed.total_bytes else free,
        total_bytes=probed.total_bytes or total,
        source=f"{probed.source}+{RUNTIME_SOURCE}" if probed.source else RUNTIME_SOURCE,
    )


def _matching_card(device: RuntimeDevice, probed: Sequence[GpuInfo]) -> GpuInfo | None:
    """The probed card this device is: same name (one contains the other), same vendor."""
    described = _normalized(device.description)
    vendor = guess_vendor(device.description)
    for card in probed:
        name = _normalized(card.name)
        if name and (name in described or described in name) and card.vendor == vendor:
            return card
    return None


def _normalized(name: str) -> str:
    return " ".join(re.sub(r"[^a-z0-9]+", " ", name.lower()).split())


def hardware_for_found_runtime(
    hardware: HardwareInfo, runtime_path: Path | None = None
) -> HardwareInfo:
    """``hardware_for_runtime`` with the runtime a load would find (the one at
    ``runtime_path`` first); ``hardware`` as probed when none is installed yet."""
    try:
        runtime = find_runtime(runtime_path)
    except RuntimeNotFound:
        return hardware
    return hardware_for_runtime(hardware, runtime)
