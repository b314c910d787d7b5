"""Whether this computer has a graphics card that Vulkan can drive.

The Vulkan loader's own answer (``vulkaninfo --summary``, shipped with the Vulkan
runtime on Windows and with ``vulkan-tools`` on Linux) is trusted first; without that
tool, Linux's render nodes (``/sys/class/drm/renderD*``) with a PCI vendor id, plus an
installed Vulkan driver that is not a CPU one, stand in for it. A CPU-type device
(Mesa's lavapipe "llvmpipe", SwiftShader) is a Vulkan driver running on the processor:
it never makes a Vulkan build worth having, so it does not count as a graphics card.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from desktop.core import processes
from desktop.core.hardware.probe_process import find_tool

VulkanDeviceType = Literal["discrete", "integrated", "virtual", "cpu", "other"]

_DEVICE_TYPES: dict[str, VulkanDeviceType] = {
    "PHYSICAL_DEVICE_TYPE_DISCRETE_GPU": "discrete",
    "PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU": "integrated",
    "PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU": "virtual",
    "PHYSICAL_DEVICE_TYPE_CPU": "cpu",
}
# Driver manifests of Vulkan drivers that run on the processor: installed, they prove
# nothing about a graphics card.
_CPU_DRIVER_MANIFEST = re.compile(r"lvp|lavapipe|swiftshader|llvmpipe", re.IGNORECASE)
_ICD_FOLDERS = ("usr/share/vulkan/icd.d", "etc/vulkan/icd.d", "usr/local/share/vulkan/icd.d")
_VULKANINFO_TIMEOUT_S = 10.0


@dataclass(frozen=True)
class VulkanDevice:
    name: str
    device_type: VulkanDeviceType
    vendor_id: int | None = None

    @property
    def is_gpu(self) -> bool:
        """A real graphics device: discrete, integrated or a virtual machine's GPU."""
        return self.device_type in ("discrete", "integrated", "virtual")


def parse_vulkaninfo_summary(text: str) -> list[VulkanDevice]:
    """The devices of ``vulkaninfo --summary``'s "Devices:" section, in its order."""
    devices: list[VulkanDevice] = []
    fields: dict[str, str] = {}

    def flush() -> None:
        if "deviceType" in fields or "deviceName" in fields:
            devices.append(
                VulkanDevice(
                    name=fields.get("deviceName", "Unknown Vulkan device"),
                    device_type=_DEVICE_TYPES.get(fields.get("deviceType", ""), "other"),
                    vendor_id=_hex_or_none(fields.get("vendorID")),
                )
            )
        fields.clear()

    in_devices = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped == "Devices:":
            in_devices = True
            continue
        if not in_devices:
            continue
        if re.fullmatch(r"GPU\d+:", stripped):
            flush()
            continue
        key, separator, value = stripped.partition("=")
        if separator:
            fields[key.strip()] = value.strip()
    flush()
    return devices


def vulkaninfo_devices(
    *, env: Mapping[str, str] | None = None, platform: str | None = None
) -> list[VulkanDevice] | None:
    """The Vulkan loader's devices through ``vulkaninfo --summary``; None when the tool is
    missing or failed (then nothing is known either way)."""
    environment = dict(os.environ if env is None else env)
    system = sys.platform if platform is None else platform
    tool = find_tool("vulkaninfo", platform=system, env=environment)
    if tool is None:
        return None
    run = processes.run_tool([tool, "--summary"], _VULKANINFO_TIMEOUT_S, environment)
    if not run.ok:
        return None
    return parse_vulkaninfo_summary(run.stdout)


def render_node_vendors(sysfs_root: Path = Path("/")) -> list[int]:
    """PCI vendor ids of the kernel's GPU render nodes (Linux); [] elsewhere."""
    vendors = []
    for node in sorted((sysfs_root / "sys" / "class" / "drm").glob("renderD*")):
        try:
            vendor = _hex_or_none((node / "device" / "vendor").read_text(encoding="ascii"))
        except OSError:
            continue
        if vendor is not None:
            vendors.append(vendor)
    return vendors


def gpu_driver_manifests(sysfs_root: Path = Path("/")) -> list[Path]:
    """Installed Vulkan driver manifests (Linux ICD files) other than CPU drivers."""
    found = []
    for folder in _ICD_FOLDERS:
        for manifest in sorted((sysfs_root / folder).glob("*.json")):
            if not _CPU_DRIVER_MANIFEST.search(manifest.name):
                found.append(manifest)
    return found


def has_vulkan_gpu(
    *,
    env: Mapping[str, str] | None = None,
    platform: str | None = None,
    sysfs_root: Path = Path("/"),
) -> bool:
    """True when a graphics card (not a CPU-type Vulkan device) is usable through Vulkan."""
    devices = vulkaninfo_devices(env=env, platform=platform)
    if devices is not None:
        return any(device.is_gpu for device in devices)
    system = sys.platform if platform is None else platform
    if not system.startswith("linux"):
        return False  # no loader answer and no render nodes to read: assume none
    return bool(render_node_vendors(sysfs_root)) and bool(gpu_driver_manifests(sysfs_root))


def _hex_or_none(text: str | None) -> int | None:
    if not text:
        return None
    try:
        return int(text.strip(), 16)
    except ValueError:
        return None
