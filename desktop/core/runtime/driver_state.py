"""What the graphics drivers look like to a runtime: a fingerprint that changes when a
driver is installed, updated or removed (so the first-start runtime check runs again),
the card makers present, and the plain sentence that names the driver to install.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

from desktop.core.hardware.gpu_libraries import VULKAN_MASK
from desktop.core.hardware.info import GpuInfo

# Where Vulkan loaders look for driver manifests (Linux), and what decides which ones:
# a manifest appearing, changing or going is a driver change.
_ICD_FOLDERS = (
    "/usr/share/vulkan/icd.d",
    "/etc/vulkan/icd.d",
    "/usr/local/share/vulkan/icd.d",
)
_DRIVER_ENV = (
    "VK_ICD_FILENAMES",
    "VK_DRIVER_FILES",
    "VK_ADD_DRIVER_FILES",
    VULKAN_MASK,
    "CUDA_VISIBLE_DEVICES",
    "HIP_VISIBLE_DEVICES",
)
# The driver files themselves: their size and time change with every driver update.
_LINUX_DRIVER_FILES = (
    "/proc/driver/nvidia/version",
    "/usr/lib/x86_64-linux-gnu/libvulkan.so.1",
    "/usr/lib64/libvulkan.so.1",
    "/usr/lib/libvulkan.so.1",
    "/usr/lib/x86_64-linux-gnu/libcuda.so.1",
    "/usr/lib64/libcuda.so.1",
)
_WINDOWS_DRIVER_FILES = ("vulkan-1.dll", "nvcuda.dll", "amdhip64.dll")

# PCI vendor ids of display controllers (class 0x03....).
_PCI_VENDORS = {"0x10de": "nvidia", "0x1002": "amd", "0x8086": "intel"}
VENDOR_NAMES = {"nvidia": "NVIDIA", "amd": "AMD", "intel": "Intel"}
_DRIVER_PAGES = {
    "nvidia": "https://www.nvidia.com/drivers",
    "amd": "https://www.amd.com/support",
    "intel": "https://www.intel.com/content/www/us/en/download-center/home.html",
}


def driver_fingerprint(env: Mapping[str, str] | None = None) -> str:
    """A short hash of everything about the drivers that changes what a runtime can use."""
    environment = os.environ if env is None else env
    parts = [f"{name}={environment.get(name, '')}" for name in _DRIVER_ENV]
    if sys.platform == "win32":
        system = Path(environment.get("SystemRoot", r"C:\Windows")) / "System32"
        files: Iterable[Path] = (system / name for name in _WINDOWS_DRIVER_FILES)
    else:
        files = [Path(name) for name in _LINUX_DRIVER_FILES]
        for folder in _ICD_FOLDERS:
            try:
                files = [*files, *sorted(Path(folder).glob("*.json"))]
            except OSError:
                continue
    parts += [f"{path}:{_stamp(path)}" for path in files]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def card_makers(gpus: Iterable[GpuInfo], sysfs_root: Path = Path("/")) -> list[str]:
    """The makers of this computer's graphics cards ("nvidia", "amd", "intel"): from the
    driver probes, and on Linux from the PCI bus, which lists a card whose driver is
    missing too (the probes need the driver)."""
    makers: list[str] = [gpu.vendor for gpu in gpus if gpu.vendor in VENDOR_NAMES]
    for device in sorted((sysfs_root / "sys/bus/pci/devices").glob("*")):
        try:
            if not (device / "class").read_text().startswith("0x03"):
                continue
            vendor = _PCI_VENDORS.get((device / "vendor").read_text().strip())
        except OSError:
            continue
        if vendor is not None:
            makers.append(vendor)
    return list(dict.fromkeys(makers))


def install_driver_advice(makers: Iterable[str]) -> str:
    """The sentence that names the driver to install, for these card makers."""
    known = [maker for maker in makers if maker in VENDOR_NAMES]
    if not known:
        return (
            "Install the latest graphics driver from your card's maker "
            "(NVIDIA, AMD or Intel)."
        )
    pages = ", ".join(f"{VENDOR_NAMES[m]}: {_DRIVER_PAGES[m]}" for m in known)
    names = " or ".join(VENDOR_NAMES[m] for m in known)
    advice = f"Install the latest graphics driver from {names} ({pages})"
    if sys.platform.startswith("linux") and any(m in ("amd", "intel") for m in known):
        # On Linux the AMD and Intel Vulkan drivers come with the system (Mesa).
        advice += "; on Ubuntu or Debian: sudo apt install mesa-vulkan-drivers libvulkan1"
    return advice + "."


def _stamp(path: Path) -> str:
    try:
        stat = path.stat()
    except OSError:
        return "absent"
    return f"{stat.st_size}-{stat.st_mtime_ns}"
