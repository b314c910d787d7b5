"""Fake hardware tools (nvidia-smi, rocminfo, hipinfo, rocm-smi) and fake sysfs trees.

Each fake is a small Python script that prints output in the real tool's format,
rendered from a list of GPU specs so a test can compare what detection found with the
specs it started from. A fake can record each call (arguments and environment) to a
JSON-lines file, sleep (to play a hung driver) and write its pid (so a test can check
that it was killed).
"""

from __future__ import annotations

import json
import os
import stat
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from desktop.core.hardware.info import GpuInfo

MIB = 1024 * 1024


@dataclass(frozen=True)
class FakeReply:
    """What a fake prints when its arguments contain ``when_args_contain`` ("" matches all)."""

    stdout: str = ""
    stderr: str = ""
    exit_code: int = 0
    sleep: float = 0.0
    spawn_sleeper: bool = False  # start a grandchild that outlives a plain kill
    when_args_contain: str = ""


_SCRIPT = """#!{python}
import json, os, subprocess, sys, time
REPLIES = json.loads({replies!r})
RECORD = {record!r}
PID_FILE = {pid_file!r}
args = " ".join(sys.argv[1:])
if RECORD:
    with open(RECORD, "a", encoding="utf-8") as f:
        f.write(json.dumps({{"argv": sys.argv[1:], "env": dict(os.environ)}}) + "\\n")
reply = next(r for r in REPLIES if r["when_args_contain"] in args)
pids = [os.getpid()]
if reply["spawn_sleeper"]:
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    pids.append(sleeper.pid)
if PID_FILE:
    with open(PID_FILE, "w", encoding="utf-8") as f:
        f.write(" ".join(map(str, pids)))
sys.stdout.write(reply["stdout"])
sys.stdout.flush()
sys.stderr.write(reply["stderr"])
sys.stderr.flush()
time.sleep(reply["sleep"])
sys.exit(reply["exit_code"])
"""


def write_fake_tool(
    folder: Path,
    name: str,
    replies: FakeReply | Sequence[FakeReply],
    *,
    record: Path | None = None,
    pid_file: Path | None = None,
) -> Path:
    """Write an executable fake called ``name`` into ``folder``; the first matching reply wins."""
    folder.mkdir(parents=True, exist_ok=True)
    reply_list = [replies] if isinstance(replies, FakeReply) else list(replies)
    if not any(reply.when_args_contain == "" for reply in reply_list):
        reply_list.append(FakeReply(stderr=f"{name}: unexpected arguments\n", exit_code=2))
    script = _SCRIPT.format(
        python=sys.executable,
        replies=json.dumps([reply.__dict__ for reply in reply_list]),
        record=str(record) if record else "",
        pid_file=str(pid_file) if pid_file else "",
    )
    path = folder / name
    path.write_text(script, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def recorded_calls(record: Path) -> list[dict[str, Any]]:
    """The calls a fake recorded, oldest first."""
    if not record.exists():
        return []
    return [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines() if line]


def minimal_env(
    path_dirs: Sequence[Path], separator: str = os.pathsep, **extra: str
) -> dict[str, str]:
    """An environment whose PATH holds only ``path_dirs`` (so no real tool is found)."""
    return {"PATH": separator.join(str(d) for d in path_dirs), **extra}


# ---- NVIDIA -------------------------------------------------------------------------


@dataclass(frozen=True)
class FakeNvidiaGpu:
    index: int
    uuid: str
    name: str
    total_mib: str  # strings, so "[N/A]" can stand in as nvidia-smi prints it
    free_mib: str
    compute_cap: str
    driver_version: str
    pci_bus_id: str


TWO_NVIDIA_GPUS = (
    FakeNvidiaGpu(
        0,
        "GPU-3b6a8c1e-41f2-9d7e-0a5b-6c2d1e8f4a90",
        "NVIDIA GeForce RTX 4090",
        "24564",
        "23012",
        "8.9",
        "550.54.14",
        "00000000:01:00.0",
    ),
    FakeNvidiaGpu(
        1,
        "GPU-9f0e2d7c-5b14-a3c8-77e1-2f4d6b8a0c13",
        "NVIDIA GeForce RTX 3060",
        "12288",
        "11874",
        "8.6",
        "550.54.14",
        "00000000:2B:00.0",
    ),
)

NVIDIA_SMI_DRIVER_FAILURE = (
    "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. "
    "Make sure that the latest NVIDIA driver is installed and running.\n\n"
)

NVIDIA_SMI_GARBAGE = (
    "+-----------------------------------------------------------------------------+\n"
    "| NVIDIA-SMI 570.86.10   Driver Version: 570.86.10   CUDA Version: 12.8        |\n"
    "+-----------------------------------------------------------------------------+\n"
    "Segmentation fault? 0xdeadbeef, , ,\n"
)


def expected_nvidia(gpu: FakeNvidiaGpu) -> GpuInfo:
    """What detection should report for ``gpu`` read through nvidia-smi."""
    return GpuInfo(
        index=gpu.index,
        vendor="nvidia",
        backend="cuda",
        name=gpu.name,
        total_bytes=int(gpu.total_mib) * MIB,
        free_bytes=int(gpu.free_mib) * MIB,
        driver_version=gpu.driver_version,
        compute_capability=gpu.compute_cap,
        uuid=gpu.uuid,
        pci_bus_id=gpu.pci_bus_id,
        source="nvidia-smi",
        physical_index=gpu.index,
    )


def nvidia_smi_csv(gpus: Sequence[FakeNvidiaGpu], *, with_compute_cap: bool = True) -> str:
    """``nvidia-smi --query-gpu=...  --format=csv,noheader,nounits`` output for ``gpus``."""
    lines = []
    for gpu in gpus:
        values = [
            str(gpu.index),
            gpu.uuid,
            gpu.name,
            gpu.total_mib,
            gpu.free_mib,
            *([gpu.compute_cap] if with_compute_cap else []),
            gpu.driver_version,
            gpu.pci_bus_id,
        ]
        lines.append(", ".join(values))
    return "\n".join(lines) + "\n"


def add_pci_device(root: Path, slot: str, vendor: str, device_class: str) -> None:
    """A ``/sys/bus/pci/devices/<slot>`` entry with its vendor and class files."""
    device = root / "sys" / "bus" / "pci" / "devices" / slot
    device.mkdir(parents=True, exist_ok=True)
    (device / "vendor").write_text(vendor + "\n")
    (device / "class").write_text(device_class + "\n")


# ---- AMD ----------------------------------------------------------------------------


@dataclass(frozen=True)
class FakeAmdGpu:
    gfx: str
    marketing_name: str
    uuid: str
    node: int
    bdfid: int  # bus << 8 | device << 3 | function
    vram_kib: int
    used_bytes: int

    @property
    def pci_slot(self) -> str:
        return (
            f"0000:{(self.bdfid >> 8) & 0xFF:02x}:{(self.bdfid >> 3) & 0x1F:02x}.{self.bdfid & 7}"
        )


TWO_AMD_GPUS = (
    FakeAmdGpu(
        "gfx1100", "AMD Radeon RX 7900 XTX", "GPU-5b1d5e8d7e7f4c3a", 1, 768, 25149440, 1610612736
    ),
    FakeAmdGpu("gfx1030", "AMD Radeon RX 6800 XT", "GPU-XX", 2, 2304, 16760832, 524288000),
)

_ROCMINFO_HEAD = """ROCk module is loaded
=====================
HSA System Attributes
=====================
Runtime Version:         1.1
System Timestamp Freq.:  1000.000000MHz
Sig. Max Wait Duration:  18446744073709551615 (0xFFFFFFFFFFFFFFFF) (timestamp count)
Machine Model:           LARGE
System Endianness:       LITTLE

==========
HSA Agents
==========
*******
Agent 1
*******
  Name:                    AMD Ryzen 9 7950X 16-Core Processor
  Uuid:                    CPU-XX
  Marketing Name:          AMD Ryzen 9 7950X 16-Core Processor
  Vendor Name:             CPU
  Feature:                 None specified
  Profile:                 FULL_PROFILE
  Float Round Mode:        NEAR
  Max Queue Number:        0(0x0)
  Queue Min Size:          0(0x0)
  Queue Max Size:          0(0x0)
  Queue Type:              MULTI
  Node:                    0
  Device Type:             CPU
  Cache Info:
    L1:                      32768(0x8000) KB
  Chip ID:                 0(0x0)
  ASIC Revision:           0(0x0)
  Cacheline Size:          64(0x40)
  Max Clock Freq. (MHz):   4500
  BDFID:                   0
  Internal Node ID:        0
  Compute Unit:            32
  SIMDs per CU:            0
  Pool Info:
    Pool 1
      Segment:                 GLOBAL; FLAGS: FINE GRAINED
      Size:                    65536000(0x3e80000) KB
      Allocatable:             TRUE
    Pool 2
      Segment:                 GLOBAL; FLAGS: COARSE GRAINED
      Size:                    65536000(0x3e80000) KB
      Allocatable:             TRUE
  ISA Info:
"""

_ROCMINFO_GPU = """*******
Agent {agent}
*******
  Name:                    {gfx}
  Uuid:                    {uuid}
  Marketing Name:          {marketing_name}
  Vendor Name:             AMD
  Feature:                 KERNEL_DISPATCH
  Profile:                 BASE_PROFILE
  Float Round Mode:        NEAR
  Max Queue Number:        128(0x80)
  Queue Min Size:          64(0x40)
  Queue Max Size:          131072(0x20000)
  Queue Type:              MULTI
  Node:                    {node}
  Device Type:             GPU
  Cache Info:
    L1:                      32(0x20) KB
    L2:                      6144(0x1800) KB
  Chip ID:                 29772(0x744c)
  ASIC Revision:           0(0x0)
  Cacheline Size:          64(0x40)
  Max Clock Freq. (MHz):   2482
  BDFID:                   {bdfid}
  Internal Node ID:        {node}
  Compute Unit:            96
  SIMDs per CU:            2
  Pool Info:
    Pool 1
      Segment:                 GLOBAL; FLAGS: COARSE GRAINED
      Size:                    {vram_kib}({vram_kib:#x}) KB
      Allocatable:             TRUE
      Alloc Granule:           4KB
    Pool 2
      Segment:                 GLOBAL; FLAGS: EXTENDED FINE GRAINED
      Size:                    {vram_kib}({vram_kib:#x}) KB
    Pool 3
      Segment:                 GROUP
      Size:                    64(0x40) KB
  ISA Info:
    ISA 1
      Name:                    amdgcn-amd-amdhsa--{gfx}
      Machine Models:          HSA_MACHINE_MODEL_LARGE
"""


def rocminfo_output(gpus: Sequence[FakeAmdGpu]) -> str:
    """``rocminfo`` output: the CPU agent (Agent 1), then one agent per GPU."""
    parts = [_ROCMINFO_HEAD]
    for agent, gpu in enumerate(gpus, start=2):
        # The template names the card's fields; used_bytes is left unused.
        parts.append(_ROCMINFO_GPU.format(agent=agent, **asdict(gpu)))
    parts.append("*** Done ***\n")
    return _padded("".join(parts))


def _padded(text: str) -> str:
    """Pad lines with trailing spaces the way rocminfo does (parsers must strip them)."""
    lines = []
    for line in text.split("\n"):
        width = 59 if ":" in line and not line.endswith(":") else 25
        lines.append(line.ljust(width) if line else line)
    return "\n".join(lines)


def rocm_smi_json(gpus: Sequence[FakeAmdGpu]) -> str:
    """``rocm-smi --showmeminfo vram --json`` output."""
    return json.dumps(
        {
            f"card{i}": {
                "VRAM Total Memory (B)": str(gpu.vram_kib * 1024),
                "VRAM Total Used Memory (B)": str(gpu.used_bytes),
            }
            for i, gpu in enumerate(gpus)
        }
    )


def add_drm_card(root: Path, card: int, gpu: FakeAmdGpu) -> None:
    """``/sys/class/drm/cardN/device`` with the PCI slot and VRAM counters of ``gpu``."""
    device = root / "sys" / "class" / "drm" / f"card{card}" / "device"
    device.mkdir(parents=True, exist_ok=True)
    (device / "uevent").write_text(
        f"DRIVER=amdgpu\nPCI_CLASS=30000\nPCI_SLOT_NAME={gpu.pci_slot}\n"
    )
    (device / "vendor").write_text("0x1002\n")
    (device / "mem_info_vram_total").write_text(f"{gpu.vram_kib * 1024}\n")
    (device / "mem_info_vram_used").write_text(f"{gpu.used_bytes}\n")


def add_kfd_nodes(root: Path, gpus: Sequence[FakeAmdGpu], gfx_versions: Sequence[int]) -> None:
    """A KFD topology: node 0 is the CPU, then one node per GPU with one memory bank."""
    nodes = root / "sys" / "class" / "kfd" / "kfd" / "topology" / "nodes"
    cpu = nodes / "0"
    cpu.mkdir(parents=True, exist_ok=True)
    (cpu / "properties").write_text("cpu_cores_count 16\nsimd_count 0\ngfx_target_version 0\n")
    for gpu, version in zip(gpus, gfx_versions, strict=True):
        node = nodes / str(gpu.node)
        (node / "mem_banks" / "0").mkdir(parents=True, exist_ok=True)
        (node / "properties").write_text(
            "cpu_cores_count 0\n"
            f"simd_count 192\ngfx_target_version {version}\n"
            f"location_id {gpu.bdfid}\ndomain 0\ndrm_render_minor {127 + gpu.node}\n"
        )
        (node / "mem_banks" / "0" / "properties").write_text(
            f"heap_type 1\nsize_in_bytes {gpu.vram_kib * 1024}\nflags 0\nwidth 384\n"
        )


@dataclass(frozen=True)
class FakeHipDevice:
    name: str
    gfx_arch: str  # as hipinfo prints it, e.g. "gfx1030:sramecc-:xnack-"
    pci_bus: int
    total_gb: str  # hipinfo prints "23.98 GB"
    free_gb: str


TWO_HIP_DEVICES = (
    FakeHipDevice("AMD Radeon RX 7900 XTX", "gfx1100", 35, "23.98", "23.52"),
    FakeHipDevice("AMD Radeon RX 6800 XT", "gfx1030:sramecc-:xnack-", 200, "15.98", "15.73"),
)


def hipinfo_output(devices: Sequence[FakeHipDevice]) -> str:
    """The HIP SDK's ``hipinfo`` output: one block per device."""
    blocks = []
    for number, device in enumerate(devices):
        blocks.append(
            "\n--------------------------------------------------------------------------------\n"
            f"device#                           {number}\n"
            f"Name:                             {device.name}\n"
            f"pciBusID:                         {device.pci_bus}\n"
            "pciDeviceID:                      0\n"
            "pciDomainID:                      0\n"
            "multiProcessorCount:              48\n"
            "clockRate:                        2526 Mhz\n"
            f"totalGlobalMem:                   {device.total_gb} GB\n"
            "sharedMemPerBlock:                64.00 KB\n"
            f"gcnArchName:                      {device.gfx_arch}\n"
            "peers:\n"
            f"non-peers:                        device#{number}\n\n"
            f"memInfo.total:                    {device.total_gb} GB\n"
            f"memInfo.free:                     {device.free_gb} GB (98%)\n"
        )
    return "".join(blocks)


def write_cpuinfo(root: Path, text: str) -> None:
    """A fake ``/proc/cpuinfo`` under ``root``."""
    (root / "proc").mkdir(parents=True, exist_ok=True)
    (root / "proc" / "cpuinfo").write_text(text)
