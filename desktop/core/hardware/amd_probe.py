"""AMD GPUs: ``rocminfo`` (Linux) or ``hipinfo`` (Windows); memory from sysfs or rocm-smi.

On Linux, when rocminfo is missing or fails, the kernel driver's own list
(``/sys/class/kfd/kfd/topology/nodes``) still names each GPU's gfx target. Tools run
with the visibility masks removed so they list every GPU; ``hardware.visible_gpus``
applies the masks afterwards. Amd-smi is never called: on Windows without the HIP SDK
it can raise a UAC prompt.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from desktop.core.hardware.info import GpuInfo
from desktop.core.hardware.probe_process import env_value, find_tool
from desktop.core.processes import run_tool

MASK_VARIABLES = ("CUDA_VISIBLE_DEVICES", "HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES")
_GFX = re.compile(r"gfx[0-9a-f]+", re.IGNORECASE)
_UNITS = {"B": 1, "KB": 1024, "MB": 1024**2, "GB": 1024**3, "TB": 1024**4}


@dataclass(frozen=True)
class AmdAgent:
    """One AMD GPU as rocminfo, hipinfo or the KFD topology describe it."""

    gfx: str  # "gfx1100", without feature suffixes such as ":xnack-"
    name: str
    uuid: str | None = None
    node: int | None = None  # KFD topology node (rocminfo "Node")
    pci_bus_id: str | None = None  # "0000:03:00.0"
    total_bytes: int | None = None
    free_bytes: int | None = None


def probe_amd(
    *, env: Mapping[str, str], platform: str, deadline: float, sysfs_root: Path
) -> tuple[list[GpuInfo], list[str]]:
    """AMD GPUs by their driver ordinal, and sentences for whatever went wrong."""
    if platform.startswith("linux"):
        return _probe_linux(env, deadline, sysfs_root)
    if platform == "win32":
        return _probe_windows(env, deadline)
    return [], []


def parse_rocminfo(text: str) -> list[AmdAgent]:
    """The GPU agents of ``rocminfo`` output, in order; CPU agents (gfx000) are skipped."""
    agents: list[dict[str, str]] = []
    current: dict[str, str] | None = None
    in_vram_pool = False
    for line in text.splitlines():
        stripped = line.strip()
        if re.fullmatch(r"Agent\s+\d+", stripped):
            current = {}
            agents.append(current)
            in_vram_pool = False
            continue
        key, separator, value = stripped.partition(":")
        if current is None or not separator:
            continue
        key, value = key.strip(), value.strip()
        if key == "Segment":
            in_vram_pool = value.startswith("GLOBAL") and "COARSE GRAINED" in value
        elif key == "Size" and in_vram_pool:
            current.setdefault("vram_kib", value)
            in_vram_pool = False
        elif key not in current:
            # Agent-level fields come first; later ones (ISA "Name") must not replace them.
            current[key] = value
    found: list[AmdAgent] = []
    for fields in agents:
        gfx = _gfx_target(fields.get("Name", ""))
        device_type = fields.get("Device Type", "GPU").upper()
        if gfx is None or device_type != "GPU":
            continue
        vram_kib = _leading_int(fields.get("vram_kib", ""))
        found.append(
            AmdAgent(
                gfx=gfx,
                name=_display_name(fields.get("Marketing Name", ""), gfx),
                uuid=_rocm_uuid(fields.get("Uuid", "")),
                node=_leading_int(fields.get("Node", "")),
                pci_bus_id=_pci_from_bdfid(_leading_int(fields.get("BDFID", "")), 0),
                total_bytes=vram_kib * 1024 if vram_kib else None,
            )
        )
    return found


def parse_hipinfo(text: str) -> list[AmdAgent]:
    """The devices of the HIP SDK's ``hipinfo`` output, in HIP order."""
    blocks: list[dict[str, str]] = []
    for line in text.splitlines():
        stripped = line.strip()
        header = re.fullmatch(r"device#\s+(\d+)", stripped)
        if header:
            blocks.append({})
            continue
        key, separator, value = stripped.partition(":")
        if blocks and separator and key.strip() and key.strip() not in blocks[-1]:
            blocks[-1][key.strip()] = value.strip()
    found: list[AmdAgent] = []
    for fields in blocks:
        gfx = _gfx_target(fields.get("gcnArchName", ""))
        if gfx is None:
            continue
        total = _size(fields.get("memInfo.total", "")) or _size(fields.get("totalGlobalMem", ""))
        bus, device = (
            _leading_int(fields.get("pciBusID", "")),
            _leading_int(fields.get("pciDeviceID", "")),
        )
        domain = _leading_int(fields.get("pciDomainID", "")) or 0
        pci = (
            f"{domain:04x}:{bus:02x}:{device:02x}.0"
            if bus is not None and device is not None
            else None
        )
        found.append(
            AmdAgent(
                gfx=gfx,
                name=_display_name(fields.get("Name", ""), gfx),
                pci_bus_id=pci,
                total_bytes=total,
                free_bytes=_size(fields.get("memInfo.free", "")),
            )
        )
    return found


def kfd_agents(sysfs_root: Path) -> list[AmdAgent]:
    """GPUs the amdgpu kernel driver lists in its KFD topology, in node order."""
    nodes_dir = sysfs_root / "sys" / "class" / "kfd" / "kfd" / "topology" / "nodes"
    try:
        nodes = sorted(
            (n for n in nodes_dir.iterdir() if n.name.isdigit()), key=lambda n: int(n.name)
        )
    except OSError:
        return []
    found: list[AmdAgent] = []
    for node in nodes:
        properties = _properties(node / "properties")
        version = properties.get("gfx_target_version", 0)
        if version == 0:  # the CPU node
            continue
        gfx = f"gfx{version // 10000}{(version // 100) % 100:x}{version % 100:x}"
        found.append(
            AmdAgent(
                gfx=gfx,
                name=f"AMD GPU ({gfx})",
                node=int(node.name),
                pci_bus_id=_pci_from_bdfid(
                    properties.get("location_id"), properties.get("domain", 0)
                ),
            )
        )
    return found


def _probe_linux(
    env: Mapping[str, str], deadline: float, root: Path
) -> tuple[list[GpuInfo], list[str]]:
    problems: list[str] = []
    agents: list[AmdAgent] = []
    source = "rocminfo"
    rocminfo = find_tool(
        "rocminfo", platform="linux", env=env, extra_dirs=_rocm_bin_dirs(env, root)
    )
    if rocminfo is not None:
        timeout = _remaining(deadline)
        run = run_tool([str(rocminfo)], timeout, _unmasked(env, "linux"))
        if not run.ok:
            problems.append(run.failure_sentence(timeout))
        elif not re.search(r"^\s*Agent\s+\d+\s*$", run.stdout, re.MULTILINE):
            problems.append("rocminfo printed nothing that could be read as a list of devices.")
        else:
            agents = parse_rocminfo(run.stdout)
    if rocminfo is None or problems:
        agents, source = kfd_agents(root), "kfd"
    agents = [_with_kfd_details(agent, root) for agent in agents]
    agents = _with_sysfs_memory(agents, root)
    if any(agent.total_bytes is None or agent.free_bytes is None for agent in agents):
        agents = _with_rocm_smi_memory(agents, env, deadline, root, problems)
    return _as_gpus(agents, source, problems), problems


def _probe_windows(env: Mapping[str, str], deadline: float) -> tuple[list[GpuInfo], list[str]]:
    extra: list[Path] = []
    hip_path = env_value(env, "HIP_PATH", "win32")
    if hip_path:
        extra.append(Path(hip_path) / "bin")
    hipinfo = find_tool("hipinfo", platform="win32", env=env, extra_dirs=extra)
    if hipinfo is None:
        return [], []
    timeout = _remaining(deadline)
    run = run_tool([str(hipinfo)], timeout, _unmasked(env, "win32"))
    if not run.ok:
        return [], [run.failure_sentence(timeout)]
    agents = parse_hipinfo(run.stdout)
    problems: list[str] = []
    if not agents and run.stdout.strip():
        problems.append("hipinfo printed nothing that could be read as a list of devices.")
    return _as_gpus(agents, "hipinfo", problems), problems


def _as_gpus(agents: list[AmdAgent], source: str, problems: list[str]) -> list[GpuInfo]:
    gpus: list[GpuInfo] = []
    for ordinal, agent in enumerate(agents):
        if agent.total_bytes is None:
            problems.append(
                f"The memory size of AMD GPU {ordinal} ({agent.name}) could not be read."
            )
        total = agent.total_bytes or 0
        free = agent.free_bytes if agent.free_bytes is not None else total
        gpus.append(
            GpuInfo(
                index=ordinal,
                vendor="amd",
                backend="rocm",
                name=agent.name,
                total_bytes=total,
                free_bytes=min(free, total) if total else free,
                compute_capability=agent.gfx,
                uuid=agent.uuid,
                pci_bus_id=agent.pci_bus_id,
                source=source,
                physical_index=ordinal,
            )
        )
    return gpus


def _with_kfd_details(agent: AmdAgent, root: Path) -> AmdAgent:
    """Fill the PCI domain and, failing all else, the memory size from the KFD node."""
    if agent.node is None:
        return agent
    node = root / "sys" / "class" / "kfd" / "kfd" / "topology" / "nodes" / str(agent.node)
    properties = _properties(node / "properties")
    pci = _pci_from_bdfid(properties.get("location_id"), properties.get("domain", 0))
    banks_total = 0
    try:
        banks = list((node / "mem_banks").iterdir())
    except OSError:
        banks = []
    for bank in banks:
        bank_properties = _properties(bank / "properties")
        # Heap types 1 and 2 are the card's own memory (public and private framebuffer).
        if bank_properties.get("heap_type", 1) in (1, 2):
            banks_total += bank_properties.get("size_in_bytes", 0)
    return AmdAgent(
        gfx=agent.gfx,
        name=agent.name,
        uuid=agent.uuid,
        node=agent.node,
        pci_bus_id=pci or agent.pci_bus_id,
        total_bytes=agent.total_bytes or banks_total or None,
        free_bytes=agent.free_bytes,
    )


def _with_sysfs_memory(agents: list[AmdAgent], root: Path) -> list[AmdAgent]:
    """Total and used VRAM from ``/sys/class/drm/card*/device``, matched by PCI address."""
    cards: dict[str, tuple[int, int | None]] = {}
    try:
        card_dirs = [
            c
            for c in (root / "sys" / "class" / "drm").iterdir()
            if re.fullmatch(r"card\d+", c.name)
        ]
    except OSError:
        card_dirs = []
    for card in card_dirs:
        device = card / "device"
        slot = _pci_slot(device)
        total = _read_int(device / "mem_info_vram_total")
        if slot is not None and total:
            cards[slot] = (total, _read_int(device / "mem_info_vram_used"))
    updated: list[AmdAgent] = []
    for agent in agents:
        match = cards.get(agent.pci_bus_id.lower()) if agent.pci_bus_id else None
        if match is None:
            updated.append(agent)
            continue
        total, used = match
        free = total - used if used is not None else agent.free_bytes
        updated.append(
            AmdAgent(agent.gfx, agent.name, agent.uuid, agent.node, agent.pci_bus_id, total, free)
        )
    return updated


def _with_rocm_smi_memory(
    agents: list[AmdAgent], env: Mapping[str, str], deadline: float, root: Path, problems: list[str]
) -> list[AmdAgent]:
    """VRAM from ``rocm-smi --showmeminfo vram --json``, whose cards follow the same order."""
    rocm_smi = find_tool(
        "rocm-smi", platform="linux", env=env, extra_dirs=_rocm_bin_dirs(env, root)
    )
    if rocm_smi is None:
        return agents
    timeout = _remaining(deadline)
    run = run_tool(
        [str(rocm_smi), "--showmeminfo", "vram", "--json"], timeout, _unmasked(env, "linux")
    )
    if not run.ok:
        problems.append(run.failure_sentence(timeout))
        return agents
    try:
        report = json.loads(run.stdout)
    except ValueError:
        problems.append("rocm-smi printed memory figures that could not be read.")
        return agents
    cards = sorted(
        (int(key[4:]), value)
        for key, value in (report.items() if isinstance(report, dict) else [])
        if isinstance(key, str) and re.fullmatch(r"card\d+", key) and isinstance(value, dict)
    )
    if len(cards) != len(agents):
        return agents
    updated: list[AmdAgent] = []
    for agent, (_, card) in zip(agents, cards, strict=True):
        total = _leading_int(str(card.get("VRAM Total Memory (B)", "")))
        used = _leading_int(str(card.get("VRAM Total Used Memory (B)", "")))
        new_total = agent.total_bytes or total
        free = agent.free_bytes
        if free is None and total is not None and used is not None:
            free = total - used
        updated.append(
            AmdAgent(
                agent.gfx, agent.name, agent.uuid, agent.node, agent.pci_bus_id, new_total, free
            )
        )
    return updated


def _rocm_bin_dirs(env: Mapping[str, str], root: Path) -> list[Path]:
    dirs: list[Path] = []
    rocm_path = env.get("ROCM_PATH")
    if rocm_path:
        dirs.append(Path(rocm_path) / "bin")
    dirs.append(root / "opt" / "rocm" / "bin")
    return dirs


def _unmasked(env: Mapping[str, str], platform: str) -> dict[str, str]:
    hidden = (
        {name.upper() for name in MASK_VARIABLES} if platform == "win32" else set(MASK_VARIABLES)
    )
    return {
        key: value
        for key, value in env.items()
        if (key.upper() if platform == "win32" else key) not in hidden
    }


def _pci_slot(device: Path) -> str | None:
    try:
        for line in (device / "uevent").read_text().splitlines():
            if line.startswith("PCI_SLOT_NAME="):
                return line.split("=", 1)[1].strip().lower()
    except OSError:
        pass
    try:
        name = device.resolve().name
    except OSError:
        return None
    return (
        name.lower()
        if re.fullmatch(r"[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\.[0-7]", name.lower())
        else None
    )


def _pci_from_bdfid(bdfid: int | None, domain: int) -> str | None:
    """rocminfo's BDFID / KFD's location_id: bus << 8 | device << 3 | function."""
    if not bdfid:
        return None
    return f"{domain:04x}:{(bdfid >> 8) & 0xFF:02x}:{(bdfid >> 3) & 0x1F:02x}.{bdfid & 0x7}"


def _properties(path: Path) -> dict[str, int]:
    """A KFD ``properties`` file: one ``name value`` pair per line, integer values."""
    try:
        text = path.read_text()
    except OSError:
        return {}
    values: dict[str, int] = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[1].isdigit():
            values[parts[0]] = int(parts[1])
    return values


def _gfx_target(name: str) -> str | None:
    match = _GFX.fullmatch(name.strip().split(":")[0])
    if match is None or match.group(0).lower() == "gfx000":
        return None
    return match.group(0).lower()


def _display_name(name: str, gfx: str) -> str:
    name = name.strip()
    return name if name and name.lower() != gfx else f"AMD GPU ({gfx})"


def _rocm_uuid(value: str) -> str | None:
    value = value.strip()
    # rocminfo prints "GPU-XX" when the card has no unique id.
    return (
        value
        if value and value.upper() != "GPU-XX" and not value.upper().startswith("CPU-")
        else None
    )


def _size(value: str) -> int | None:
    match = re.match(r"\s*([0-9]+(?:\.[0-9]+)?)\s*([KMGT]?B)\b", value, re.IGNORECASE)
    if match is None:
        return None
    return int(float(match.group(1)) * _UNITS[match.group(2).upper()])


def _leading_int(value: str) -> int | None:
    match = re.match(r"\s*([0-9]+)", value)
    return int(match.group(1)) if match else None


def _read_int(path: Path) -> int | None:
    try:
        return int(path.read_text().strip())
    except (OSError, ValueError):
        return None


def _remaining(deadline: float) -> float:
    return max(deadline - time.monotonic(), 0.0)
