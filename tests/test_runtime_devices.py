"""Cards from every source in one list: the driver probes and the runtime's own
``--list-devices``, reconciled so every page sees the same cards and free memory.

The device lists are the real format (llama-server's lines, as measured on CUDA and
Vulkan builds); the Vulkan runtime's own list on a real device is tested in
tests/vulkan/test_vulkan_server.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.core.hardware.info import CpuInfo, GpuInfo, HardwareInfo
from desktop.core.paths import SERVER_PATH_ENV
from desktop.core.runtime.discovery import (
    LLAMA_CPP_DIR_ENV,
    Runtime,
    RuntimeDevice,
    parse_device_list,
)
from desktop.core.runtime.runtime_devices import (
    RUNTIME_SOURCE,
    guess_vendor,
    hardware_for_found_runtime,
    hardware_for_runtime,
    reconcile_gpus,
)
from tests.support.fake_runtime import (
    CUDA_AND_VULKAN_DEVICES,
    write_failing_server,
    write_fake_server,
)

MIB = 1024**2
GIB = 1024**3
RTX = GpuInfo(0, "nvidia", "cuda", "NVIDIA GeForce RTX 4060 Ti", 16379 * MIB, 14000 * MIB,
              driver_version="580.65", source="nvml")
RADEON = GpuInfo(0, "amd", "rocm", "Radeon RX 7900 XTX", 24560 * MIB, 24560 * MIB,
                 compute_capability="gfx1100", source="rocminfo")
INTEL_AND_AMD_THROUGH_VULKAN = """\
Available devices:
  Vulkan0: Intel(R) Arc(TM) A770 Graphics (DG2) (16032 MiB, 15800 MiB free)
  Vulkan1: AMD Radeon RX 7900 XTX (RADV NAVI31) (24560 MiB, 24000 MiB free)
  RPC0: 192.168.1.20:50052 (24105 MiB, 24105 MiB free)
"""


def hardware(*gpus: GpuInfo) -> HardwareInfo:
    return HardwareInfo(gpus, CpuInfo("Test CPU", 2, 2, frozenset()), 16 * GIB, 8 * GIB)


def test_cards_only_vulkan_sees_join_the_list_with_the_runtimes_numbers() -> None:
    cards = reconcile_gpus([RADEON], parse_device_list(INTEL_AND_AMD_THROUGH_VULKAN))
    # The remote RPC device is not a card of this computer.
    assert [(c.index, c.vendor, c.backend, c.name) for c in cards] == [
        (0, "intel", "vulkan", "Intel(R) Arc(TM) A770 Graphics (DG2)"),
        (1, "amd", "vulkan", "Radeon RX 7900 XTX"),
    ]
    intel, radeon = cards
    assert (intel.total_bytes, intel.free_bytes, intel.source) == (
        16032 * MIB, 15800 * MIB, RUNTIME_SOURCE
    )
    # The probe could not tell the Radeon's free memory (free == total): the runtime can.
    assert radeon.free_bytes == 24000 * MIB
    assert radeon.compute_capability == "gfx1100"  # what the probe knew is kept
    assert radeon.source == f"rocminfo+{RUNTIME_SOURCE}"


def test_a_probed_card_keeps_its_free_memory_so_every_page_quotes_one_figure() -> None:
    cards = reconcile_gpus([RTX], parse_device_list(CUDA_AND_VULKAN_DEVICES))
    assert [(c.index, c.backend, c.name) for c in cards] == [
        (0, "cuda", "NVIDIA GeForce RTX 4060 Ti"),
        (1, "cuda", "NVIDIA RTX A2000 12GB"),
        (0, "vulkan", "AMD Radeon RX 7900 XTX (RADV NAVI31)"),
    ]
    assert cards[0].free_bytes == 14000 * MIB  # NVML's, not the runtime's 14900 MiB
    assert cards[0].driver_version == "580.65"
    assert cards[1].source == RUNTIME_SOURCE  # not probed: described by the runtime


def test_a_cpu_only_runtime_leaves_the_probed_cards_to_be_warned_about() -> None:
    assert reconcile_gpus([RTX], parse_device_list("Available devices:\n  (none)\n")) == (RTX,)
    remote_only = [RuntimeDevice("RPC0", "10.0.0.2:50052", GIB, GIB)]
    assert reconcile_gpus([RTX], remote_only) == (RTX,)


@pytest.mark.parametrize(
    ("description", "vendor"),
    [
        ("NVIDIA GeForce RTX 4060 Ti", "nvidia"),
        ("AMD Radeon RX 7900 XTX (RADV NAVI31)", "amd"),
        ("Intel(R) Arc(TM) A770 Graphics (DG2)", "intel"),
        ("Intel(R) UHD Graphics 770", "intel"),
        ("llvmpipe (LLVM 15.0.6, 256 bits)", "other"),
    ],
)
def test_vendor_from_the_device_description(description: str, vendor: str) -> None:
    assert guess_vendor(description) == vendor


def test_hardware_for_a_runtime_asks_the_runtime(tmp_path: Path) -> None:
    server = write_fake_server(tmp_path / "rt", devices_output=INTEL_AND_AMD_THROUGH_VULKAN)
    runtime = Runtime(server, "managed", "vulkan")
    merged = hardware_for_runtime(hardware(RADEON), runtime)
    assert [gpu.name for gpu in merged.gpus] == [
        "Intel(R) Arc(TM) A770 Graphics (DG2)", "Radeon RX 7900 XTX"
    ]
    assert merged.problems == ()


def test_a_runtime_that_cannot_list_devices_leaves_the_probe_and_says_why(tmp_path: Path) -> None:
    broken = write_failing_server(
        tmp_path / "rt",
        "llama-server: error while loading shared libraries: libvulkan.so.1: "
        "cannot open shared object file: No such file or directory\n",
        127,
    )
    merged = hardware_for_runtime(hardware(RTX), Runtime(broken, "managed", "vulkan"))
    assert merged.gpus == (RTX,)
    assert len(merged.problems) == 1
    assert "could not list its devices" in merged.problems[0]
    assert "libvulkan.so.1" in merged.problems[0]


def test_the_found_runtime_is_asked_and_none_installed_leaves_the_probe(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = write_fake_server(tmp_path / "rt", devices_output=INTEL_AND_AMD_THROUGH_VULKAN)
    assert [gpu.backend for gpu in hardware_for_found_runtime(hardware(RTX), server).gpus] == [
        "vulkan", "vulkan"
    ]
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.delenv(SERVER_PATH_ENV, raising=False)
    monkeypatch.delenv(LLAMA_CPP_DIR_ENV, raising=False)
    assert hardware_for_found_runtime(hardware(RTX)).gpus == (RTX,)
