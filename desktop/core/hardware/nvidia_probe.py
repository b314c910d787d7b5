"""NVIDIA GPUs: NVML in a separate Python first, ``nvidia-smi`` when NVML cannot answer.

Both report every GPU in PCI bus order (NVML ignores ``CUDA_VISIBLE_DEVICES``), which
is the order the child sees with ``CUDA_DEVICE_ORDER=PCI_BUS_ID``; masks are applied
later by ``hardware.visible_gpus``.
"""

from __future__ import annotations

import csv
import json
import sys
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TypedDict, Unpack

from desktop.core.hardware.info import GpuInfo
from desktop.core.hardware.nvml_probe import query_nvml
from desktop.core.hardware.probe_process import env_value, find_tool
from desktop.core.processes import first_meaningful_line, run_tool

NVML_SCRIPT = Path(__file__).with_name("nvml_probe.py")
SMI_FIELDS: tuple[str, ...] = (
    "index",
    "uuid",
    "name",
    "memory.total",
    "memory.free",
    "compute_cap",
    "driver_version",
    "pci.bus_id",
)
NVIDIA_PCI_VENDOR = "0x10de"
_MIB = 1024 * 1024
# NVML gets at most this share of the budget when nvidia-smi could still answer after it.
_NVML_SHARE = 0.6


def probe_nvidia(
    *,
    env: Mapping[str, str],
    platform: str,
    deadline: float,
    use_nvml: bool,
    sysfs_root: Path,
) -> tuple[list[GpuInfo], list[str]]:
    """NVIDIA GPUs by their driver ordinal, and sentences for whatever went wrong."""
    nvml_failure: str | None = None
    nvml_driver_missing = False
    smi = _find_nvidia_smi(env, platform)
    if use_nvml:
        remaining = _remaining(deadline)
        budget = remaining * _NVML_SHARE if smi is not None else remaining
        report, nvml_failure, nvml_driver_missing = _ask_nvml(budget)
        if report is not None:
            return gpus_from_nvml(report)
    smi_problems: list[str] = []
    if smi is not None:
        gpus, smi_problems = _ask_nvidia_smi(smi, env, deadline)
        if gpus:
            return gpus, smi_problems
    problems: list[str] = []
    card_present = nvidia_card_present(sysfs_root, platform)
    if nvml_failure is not None and (not nvml_driver_missing or card_present):
        problems.append(nvml_failure)
    elif nvml_failure is None and smi is None and card_present:
        problems.append(
            "An NVIDIA graphics card is installed, but the NVIDIA driver was not found. "
            "Install the NVIDIA driver to use it."
        )
    return [], problems + smi_problems


def gpus_from_nvml(report: Mapping[str, Any]) -> tuple[list[GpuInfo], list[str]]:
    """GPUs from ``nvml_probe``'s JSON answer, with a sentence for each one it could not read."""
    driver = _optional_text(report.get("driver_version"))
    gpus: list[GpuInfo] = []
    problems = [f"An NVIDIA GPU could not be read ({error})." for error in report.get("errors", [])]
    for device in report.get("devices", []):
        if not isinstance(device, dict):
            continue
        index, name = device.get("index"), _optional_text(device.get("name"))
        if not isinstance(index, int) or not name:
            continue
        total = device.get("total_bytes")
        free = device.get("free_bytes")
        if not isinstance(total, int):
            problems.append(f"The NVIDIA driver did not report the memory of GPU {index} ({name}).")
            total = 0
        gpus.append(
            _nvidia_gpu(
                index, name, total, free if isinstance(free, int) else None, "nvml",
                driver_version=driver,
                compute_capability=_optional_text(device.get("compute_capability")),
                uuid=_optional_text(device.get("uuid")),
                pci_bus_id=_optional_text(device.get("pci_bus_id")),
            )
        )
    return gpus, problems


def parse_nvidia_smi(
    text: str, fields: Sequence[str] = SMI_FIELDS
) -> tuple[list[GpuInfo], list[str]]:
    """GPUs from ``nvidia-smi --query-gpu=<fields> --format=csv,noheader,nounits``.

    Only lines with every field and a numeric index count: nvidia-smi prints banners
    and error text on stdout when it cannot reach the driver.
    """
    gpus: list[GpuInfo] = []
    problems: list[str] = []
    for row in csv.reader(text.splitlines(), skipinitialspace=True):
        if len(row) != len(fields):
            continue
        values = {field: value.strip() for field, value in zip(fields, row, strict=True)}
        index = _integer(values["index"])
        name = _known(values["name"])
        if index is None or name is None:
            continue
        total_mib = _integer(_known(values["memory.total"]))
        free_mib = _integer(_known(values["memory.free"]))
        if total_mib is None:
            problems.append(f"nvidia-smi did not report the memory of GPU {index} ({name}).")
        gpus.append(
            _nvidia_gpu(
                index, name, (total_mib or 0) * _MIB,
                free_mib * _MIB if free_mib is not None else None, "nvidia-smi",
                driver_version=_known(values["driver_version"]),
                compute_capability=_known(values.get("compute_cap", "")),
                uuid=_known(values["uuid"]),
                pci_bus_id=_known(values["pci.bus_id"]),
            )
        )
    return gpus, problems


class _Identity(TypedDict):
    """What each source reads as it is, passed through to ``GpuInfo``."""

    driver_version: str | None
    compute_capability: str | None
    uuid: str | None
    pci_bus_id: str | None


def _nvidia_gpu(
    index: int, name: str, total: int, free: int | None, source: str, **identity: Unpack[_Identity]
) -> GpuInfo:
    """One GPU as NVML or nvidia-smi reports it. Both number GPUs by the driver's ordinal,
    which is also the physical index; free memory that was not reported counts as all free."""
    free_bytes = free if free is not None else total
    return GpuInfo(
        index=index, vendor="nvidia", backend="cuda", name=name, total_bytes=total,
        free_bytes=free_bytes, source=source, physical_index=index, **identity,
    )


def nvidia_card_present(sysfs_root: Path, platform: str) -> bool:
    """Whether Linux lists an NVIDIA display or 3D controller on the PCI bus."""
    if not platform.startswith("linux"):
        return False
    devices = sysfs_root / "sys" / "bus" / "pci" / "devices"
    try:
        entries = list(devices.iterdir())
    except OSError:
        return False
    for device in entries:
        try:
            vendor = (device / "vendor").read_text().strip().lower()
            device_class = (device / "class").read_text().strip().lower()
        except OSError:
            continue
        if vendor == NVIDIA_PCI_VENDOR and device_class.startswith("0x03"):
            return True
    return False


def _ask_nvml(timeout: float) -> tuple[dict[str, Any] | None, str | None, bool]:
    """(report, failure sentence, whether the driver library is simply absent)."""
    if getattr(sys, "frozen", False) or not sys.executable:
        # A frozen app cannot run a module with its own interpreter: ask in a thread.
        answer = _nvml_in_thread(timeout)
    else:
        run = run_tool([sys.executable, "-P", str(NVML_SCRIPT)], timeout)
        if run.timed_out:
            answer = None
        elif not run.ok:
            detail = first_meaningful_line(run.stderr) or f"exit code {run.returncode}"
            return None, f"The NVIDIA driver check stopped unexpectedly ({detail}).", False
        else:
            answer = _json_object(run.stdout)
            if answer is None:
                return None, "The NVIDIA driver check gave an answer that could not be read.", False
    if answer is None:
        return (
            None,
            f"The NVIDIA driver did not answer within {timeout:.1f} seconds, "
            "so NVIDIA GPUs may be missing from this list.",
            False,
        )
    if answer.get("ok") is True:
        return answer, None, False
    kind = str(answer.get("kind", ""))
    error = str(answer.get("error", "unknown error"))
    if kind in ("library_not_found", "missing_module"):
        sentence = (
            "An NVIDIA graphics card is installed, but the NVIDIA driver library could not "
            f"be loaded ({error}). Install or reinstall the NVIDIA driver to use it."
        )
        return None, sentence, True
    if kind == "driver_not_loaded":
        sentence = (
            f"The NVIDIA driver is installed but not running ({error}). "
            "Restarting the computer or reinstalling the driver usually fixes this."
        )
        return None, sentence, False
    return None, f"The NVIDIA driver could not list its GPUs ({error}).", False


def _nvml_in_thread(timeout: float) -> dict[str, Any] | None:
    answers: list[dict[str, Any]] = []
    thread = threading.Thread(
        target=lambda: answers.append(query_nvml()), name="nvml-probe", daemon=True
    )
    thread.start()
    thread.join(timeout)
    return answers[0] if answers else None


def _ask_nvidia_smi(
    smi: Path, env: Mapping[str, str], deadline: float
) -> tuple[list[GpuInfo], list[str]]:
    fields: Sequence[str] = SMI_FIELDS
    timeout = _remaining(deadline)
    run = run_tool(_smi_command(smi, fields), timeout, env)
    if not run.ok and "not a valid field" in (run.stdout + run.stderr):
        # Drivers before ~510 do not know compute_cap; ask again without it.
        fields = tuple(field for field in SMI_FIELDS if field != "compute_cap")
        timeout = _remaining(deadline)
        run = run_tool(_smi_command(smi, fields), timeout, env)
    if not run.ok:
        return [], [run.failure_sentence(timeout)]
    gpus, problems = parse_nvidia_smi(run.stdout, fields)
    if not gpus and run.stdout.strip():
        problems.append("nvidia-smi printed nothing that could be read as a GPU list.")
    return gpus, problems


def _smi_command(smi: Path, fields: Sequence[str]) -> list[str]:
    return [str(smi), f"--query-gpu={','.join(fields)}", "--format=csv,noheader,nounits"]


def _find_nvidia_smi(env: Mapping[str, str], platform: str) -> Path | None:
    extra: list[Path] = []
    if platform == "win32":
        # Drivers put nvidia-smi in System32; older ones used the NVSMI folder.
        system_root = env_value(env, "SystemRoot", platform)
        if system_root:
            extra.append(Path(system_root) / "System32")
        for variable in ("ProgramW6432", "ProgramFiles"):
            program_files = env_value(env, variable, platform)
            if program_files:
                extra.append(Path(program_files) / "NVIDIA Corporation" / "NVSMI")
    return find_tool("nvidia-smi", platform=platform, env=env, extra_dirs=extra)


def _json_object(text: str) -> dict[str, Any] | None:
    for line in reversed(text.strip().splitlines()):
        try:
            value = json.loads(line)
        except ValueError:
            continue
        return value if isinstance(value, dict) else None
    return None


def _known(value: str | None) -> str | None:
    """None for nvidia-smi's placeholders: "[N/A]", "[Not Supported]", "N/A", ""."""
    if value is None:
        return None
    stripped = value.strip()
    if not stripped or stripped.startswith("[") or stripped.upper() in ("N/A", "NOT SUPPORTED"):
        return None
    return stripped


def _integer(value: str | None) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return None


def _optional_text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _remaining(deadline: float) -> float:
    return max(deadline - time.monotonic(), 0.0)
