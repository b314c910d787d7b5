"""The automatic backend choice asks for a graphics card, not just the Vulkan SDK.

The device answers come from fake ``vulkaninfo`` scripts and fake ``/sys`` folders (no
graphics card is at hand), plus the real ``vulkaninfo`` over the real lavapipe driver,
a CPU-type Vulkan device that must not count as a card.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from desktop.core.hardware.vulkan_probe import (
    has_vulkan_gpu,
    parse_vulkaninfo_summary,
    vulkaninfo_devices,
)
from desktop.core.runtime import build_toolchains
from desktop.core.runtime.build_toolchains import resolve_backend
from tests.support.fake_runtime import write_script
from tests.support.vulkan_runtime import LAVAPIPE_ENV, LAVAPIPE_MANIFEST

LAVAPIPE_SUMMARY = """\
==========
VULKANINFO
==========

Vulkan Instance Version: 1.3.239

Devices:
========
GPU0:
\tapiVersion         = 1.3.230
\tdriverVersion      = 0.0.1
\tvendorID           = 0x10005
\tdeviceID           = 0x0000
\tdeviceType         = PHYSICAL_DEVICE_TYPE_CPU
\tdeviceName         = llvmpipe (LLVM 15.0.6, 256 bits)
\tdriverID           = DRIVER_ID_MESA_LLVMPIPE
"""
RADEON_AND_LAVAPIPE_SUMMARY = LAVAPIPE_SUMMARY.replace("GPU0:", "GPU1:") + """\
GPU0:
\tapiVersion         = 1.3.230
\tvendorID           = 0x1002
\tdeviceType         = PHYSICAL_DEVICE_TYPE_DISCRETE_GPU
\tdeviceName         = AMD Radeon RX 7900 XTX (RADV NAVI31)
"""


@pytest.fixture
def vulkan_sdk_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A PATH with the Vulkan SDK's glslc and headers (VULKAN_SDK) and nothing else."""
    folder = tmp_path / "bin"
    write_script(folder / "glslc", "exit 0\n")
    sdk = tmp_path / "VulkanSDK"
    (sdk / "include" / "vulkan").mkdir(parents=True)
    (sdk / "include" / "vulkan" / "vulkan.h").write_text("/* fake */\n", encoding="utf-8")
    monkeypatch.setenv("PATH", str(folder))
    monkeypatch.setenv("VULKAN_SDK", str(sdk))
    for name in ("CUDA_PATH", "CUDA_HOME", "ROCM_PATH", "HIP_PATH"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(build_toolchains, "CUDA_DEFAULT_ROOTS", ())
    monkeypatch.setattr(build_toolchains, "ROCM_DEFAULT_ROOTS", ())
    return folder


def fake_vulkaninfo(folder: Path, summary: str) -> None:
    answer = folder.parent / "vulkaninfo-summary.txt"
    answer.write_text(summary, encoding="utf-8")
    # By full path: PATH holds only the fake tools.
    write_script(folder / "vulkaninfo", f"exec /bin/cat '{answer}'\n")


def test_vulkan_sdk_with_only_llvmpipe_builds_for_the_cpu(vulkan_sdk_only: Path) -> None:
    fake_vulkaninfo(vulkan_sdk_only, LAVAPIPE_SUMMARY)
    assert resolve_backend("auto").backend == "cpu"
    # Asked for by name, Vulkan is still built: the user knows what they want.
    assert resolve_backend("vulkan").backend == "vulkan"


def test_vulkan_sdk_with_a_graphics_card_builds_for_vulkan(vulkan_sdk_only: Path) -> None:
    fake_vulkaninfo(vulkan_sdk_only, RADEON_AND_LAVAPIPE_SUMMARY)
    toolchain = resolve_backend("auto")
    assert toolchain.backend == "vulkan"
    flags = build_toolchains.cmake_flags(toolchain, False)
    assert "-DGGML_VULKAN=ON" in flags and "-DGGML_RPC=ON" in flags


def test_vulkan_sdk_without_vulkaninfo_or_render_nodes_builds_for_the_cpu(
    vulkan_sdk_only: Path,
) -> None:
    assert not (Path("/sys/class/drm").exists() and list(Path("/sys/class/drm").glob("renderD*")))
    assert resolve_backend("auto").backend == "cpu"


def test_a_failing_vulkaninfo_tells_nothing(vulkan_sdk_only: Path) -> None:
    write_script(vulkan_sdk_only / "vulkaninfo", "echo 'ERROR_INITIALIZATION_FAILED' >&2\nexit 1\n")
    assert vulkaninfo_devices() is None


def test_summary_parsing_keeps_order_type_and_vendor() -> None:
    devices = parse_vulkaninfo_summary(RADEON_AND_LAVAPIPE_SUMMARY)
    assert [(d.name, d.device_type, d.vendor_id, d.is_gpu) for d in devices] == [
        ("llvmpipe (LLVM 15.0.6, 256 bits)", "cpu", 0x10005, False),
        ("AMD Radeon RX 7900 XTX (RADV NAVI31)", "discrete", 0x1002, True),
    ]
    assert parse_vulkaninfo_summary("ERROR: no devices\n") == []


def make_sysfs(root: Path, vendors: list[str], manifests: list[str]) -> Path:
    for number, vendor in enumerate(vendors):
        device = root / "sys" / "class" / "drm" / f"renderD{128 + number}" / "device"
        device.mkdir(parents=True)
        (device / "vendor").write_text(vendor + "\n", encoding="ascii")
    icd = root / "usr" / "share" / "vulkan" / "icd.d"
    icd.mkdir(parents=True, exist_ok=True)
    for name in manifests:
        (icd / name).write_text("{}", encoding="utf-8")
    return root


@pytest.mark.parametrize(
    ("vendors", "manifests", "expected"),
    [
        (["0x1002"], ["radeon_icd.x86_64.json", "lvp_icd.x86_64.json"], True),
        (["0x8086"], ["lvp_icd.x86_64.json"], False),  # a card, but only lavapipe's driver
        ([], ["radeon_icd.x86_64.json", "lvp_icd.x86_64.json"], False),  # drivers, no card
        (["not-hex"], ["intel_icd.x86_64.json"], False),
    ],
    ids=["amd-card-and-driver", "card-without-gpu-driver", "drivers-without-card", "junk"],
)
def test_without_vulkaninfo_render_nodes_and_drivers_decide(
    vendors: list[str],
    manifests: list[str],
    expected: bool,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    root = make_sysfs(tmp_path / "root", vendors, manifests)
    assert has_vulkan_gpu(platform="linux", sysfs_root=root) is expected
    assert has_vulkan_gpu(platform="win32", sysfs_root=root) is False


def test_the_real_lavapipe_driver_is_a_cpu_device_not_a_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert Path(LAVAPIPE_MANIFEST).is_file(), "mesa-vulkan-drivers is in the test packages"
    assert shutil.which("vulkaninfo"), "vulkan-tools is in the test command's packages"
    # Only lavapipe, whatever else this machine has: the answer must not depend on it.
    for name, value in LAVAPIPE_ENV.items():
        monkeypatch.setenv(name, value)
    devices = vulkaninfo_devices()
    assert devices is not None
    assert [(d.device_type, d.name.startswith("llvmpipe")) for d in devices] == [("cpu", True)]
    assert has_vulkan_gpu() is False
