"""The result types of hardware detection: GPUs, CPU, memory. Plain data, no probing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# "intel" and "other" come from the runtime's own device list (cards seen through Vulkan).
GpuVendor = Literal["nvidia", "amd", "intel", "other"]
# "rpc": a device another computer lends over llama.cpp's RPC (runtime.rpc_hosts).
GpuBackend = Literal["cuda", "rocm", "vulkan", "rpc"]


@dataclass(frozen=True)
class GpuInfo:
    index: int  # the ordinal the runtime will use (after visibility masks)
    vendor: GpuVendor
    backend: GpuBackend  # the llama.cpp backend that drives it best
    name: str
    total_bytes: int
    free_bytes: int  # best known; equals total_bytes when the probe cannot tell
    driver_version: str | None = None
    compute_capability: str | None = None  # NVIDIA "8.9"; AMD gfx target "gfx1100"
    uuid: str | None = None
    pci_bus_id: str | None = None
    source: str = ""  # which probe found it: "nvml", "nvidia-smi", "rocminfo", ...
    # The driver's own ordinal before any mask (nvidia-smi index, HSA/HIP order).
    physical_index: int | None = None


@dataclass(frozen=True)
class CpuInfo:
    name: str
    physical_cores: int
    logical_cores: int
    features: frozenset[str]  # lower-case flags: "avx", "avx2", "avx512f", "fma", "f16c"


@dataclass(frozen=True)
class HardwareInfo:
    gpus: tuple[GpuInfo, ...]
    cpu: CpuInfo
    ram_total_bytes: int
    ram_available_bytes: int
    problems: tuple[str, ...] = ()  # plain sentences: probes that failed and why

    @property
    def total_free_vram(self) -> int:
        return sum(gpu.free_bytes for gpu in self.gpus)
