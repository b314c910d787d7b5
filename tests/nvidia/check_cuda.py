"""The CUDA path on a real NVIDIA card, run by hand on a machine that has one.

    python -m tests.nvidia.check_cuda --work DIR [--jobs N] [--json FILE]

The normal test run never depends on an NVIDIA card (none is there); this script is
what a developer runs when one is at hand. It goes the app's own way at every step and
prints what it measured, then a line per check and exits 1 if any failed:

1. the probes (NVML / nvidia-smi) find the card, and ``auto`` picks the CUDA backend;
2. ``install_runtime("cuda")`` builds llama-server from the pinned source (timed);
3. the runtime's own ``--list-devices`` names the card, reconciled with the probes'
   free memory into one card, as the Load page, the status bar and ``doctor`` see it;
4. full, partial and no offload of a random-weight Llama-shaped model the size of the
   starter model (SmolLM2-135M's layer sizes, F16), each against the server's own
   report: layers offloaded and the CUDA0 model, KV and compute buffers (within 5%),
   and the card's used memory (NVML) against the planner's whole figure for the card;
5. tokens per second on the card against the processor, for the record.

The weights are random because the real starter model (98 MB) does not travel with the
source to a machine without network access; memory and offload do not depend on values.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.info import HardwareInfo
from desktop.core.models.fit_plan import Verdict
from desktop.core.models.load_choice import LoadRequest
from desktop.core.runtime import build
from desktop.core.runtime.build_progress import BuildProgress
from desktop.core.runtime.build_toolchains import resolve_backend
from desktop.core.runtime.discovery import Runtime, list_devices
from desktop.core.runtime.runtime_devices import hardware_for_runtime
from tests.support.completion import complete
from tests.support.device_loads import MIB, Load, loaded, within
from tests.support.tiny_models import _Dims, _Options, _write_llama_like, write_model_with

# SmolLM2-135M's layer sizes (the starter model), with the tiny models' 259-token vocabulary.
STARTER_SHAPED = _Dims(n_embd=576, n_head=9, n_head_kv=3, head_dim=64, layers=30, n_ff=1536)
# A model of about a billion parameters (TinyLlama-1.1B's sizes), for a card-sized figure.
BILLION_SHAPED = _Dims(n_embd=2048, n_head=32, n_head_kv=4, head_dim=64, layers=22, n_ff=5632)
_OPTIONS = _Options(context_length=32768, block_count=None, sliding_window=512,
                    sliding_window_pattern=None)


@dataclasses.dataclass
class Results:
    checks: list[tuple[str, bool]] = dataclasses.field(default_factory=list)
    figures: dict[str, Any] = dataclasses.field(default_factory=dict)

    def check(self, name: str, passed: bool, detail: str = "") -> None:
        self.checks.append((name, passed))
        print(f"[{'ok' if passed else 'FAILED'}] {name}{': ' + detail if detail else ''}",
              flush=True)

    def figure(self, name: str, value: Any) -> None:
        self.figures[name] = value
        print(f"  {name} = {value}", flush=True)


def card_used_bytes() -> int:
    """What NVML says is in use on card 0 (every process, the driver's own share too)."""
    import pynvml

    pynvml.nvmlInit()
    try:
        used: int = pynvml.nvmlDeviceGetMemoryInfo(pynvml.nvmlDeviceGetHandleByIndex(0)).used
        return used
    finally:
        pynvml.nvmlShutdown()


def tokens_per_second(load: Load, tokens: int = 128) -> float:
    answer = complete(load.base_url, load.api_key, "Tell me a long story.", tokens,
                      ignore_eos=True)
    rate: float = answer["timings"]["predicted_per_second"]
    return rate


def compare_buffers(results: Results, label: str, load: Load, device: str) -> None:
    """Our per-device estimate against the server's buffers, on the card and the CPU."""
    split = load.prepared.plan.split
    for kind, gpu_bytes, cpu_bytes in (
        ("model", split.gpu.weights_bytes, None),
        ("KV", split.gpu.kv_cache_bytes, split.cpu.kv_cache_bytes),
        ("compute", split.gpu.compute_bytes, None),
    ):
        server = load.buffer_mib(device, kind)
        results.figure(f"{label}.{device}.{kind}", f"estimate {gpu_bytes / MIB:.2f} MiB, "
                       f"server {server:.2f} MiB")
        if server or gpu_bytes:
            results.check(f"{label}: {device} {kind} buffer within 5%", within(gpu_bytes, server))
        if cpu_bytes is not None and load.buffer_mib("CPU", kind):
            cpu_server = load.buffer_mib("CPU", kind)
            results.figure(f"{label}.CPU.{kind}", f"estimate {cpu_bytes / MIB:.2f} MiB, "
                           f"server {cpu_server:.2f} MiB")
            results.check(f"{label}: CPU {kind} buffer within 5%", within(cpu_bytes, cpu_server))


def check_probes(results: Results) -> HardwareInfo:
    began = time.monotonic()
    probed = detect_hardware()
    results.figure("detect_hardware_s", round(time.monotonic() - began, 2))
    nvidia = [gpu for gpu in probed.gpus if gpu.vendor == "nvidia"]
    for gpu in probed.gpus:
        results.figure(f"probed.gpu{gpu.index}", f"{gpu.name} ({gpu.source}, {gpu.backend}), "
                       f"{gpu.free_bytes / MIB:.0f} of {gpu.total_bytes / MIB:.0f} MiB free, "
                       f"driver {gpu.driver_version}, compute {gpu.compute_capability}")
    results.check("the probes find an NVIDIA card", bool(nvidia), str(probed.problems))
    results.check("auto builds for CUDA on this machine", resolve_backend("auto").backend == "cuda")
    return probed


def check_build(results: Results, jobs: int | None) -> Runtime:
    def report(progress: BuildProgress) -> None:
        if progress.stage != "build" or progress.fraction in (None, 1.0):
            print(f"[build] {progress.stage}: {progress.message}", flush=True)

    began = time.monotonic()
    # Into the app's own folders (LLAMADESK_DATA_DIR / LLAMADESK_CACHE_DIR move them), so
    # that `llamadesk doctor` and `runtime list` afterwards see it as a user's install.
    runtime = build.install_runtime("cuda", jobs=jobs, progress=report)
    results.figure("cuda_build_s", round(time.monotonic() - began))
    flags = runtime.build_info.get("cmake_flags", [])
    results.check("the runtime is a CUDA build", runtime.backend == "cuda"
                  and isinstance(flags, list) and "-DGGML_CUDA=ON" in flags, runtime.name or "")
    return runtime


def check_devices(results: Results, runtime: Runtime, probed: HardwareInfo) -> HardwareInfo:
    devices = list_devices(runtime)
    for device in devices:
        free, total = (device.free_bytes or 0) / MIB, (device.total_bytes or 0) / MIB
        results.figure(f"runtime.{device.name}",
                       f"{device.description}, {free:.0f} of {total:.0f} MiB free")
    results.check("the runtime lists CUDA0", [d.name for d in devices][:1] == ["CUDA0"])
    hardware = hardware_for_runtime(probed, runtime)
    nvidia = [gpu for gpu in hardware.gpus if gpu.vendor == "nvidia"]
    results.check("the probes and the runtime make one card", len(nvidia) == 1,
                  str([(gpu.name, gpu.source) for gpu in hardware.gpus]))
    if nvidia and devices and devices[0].free_bytes:
        gap = abs(nvidia[0].free_bytes - devices[0].free_bytes)
        results.figure("free_memory_gap_probe_vs_runtime_MiB", round(gap / MIB))
        results.check("the card's free memory agrees within 1%",
                      gap <= 0.01 * nvidia[0].total_bytes)
    return hardware


def guarded(results: Results, label: str, step: Callable[[], None]) -> None:
    """One load's checks; an error is a failed check and the next load still runs."""
    try:
        step()
    except Exception as error:  # every failure is reported; none stops the rest
        results.check(f"{label}: ran without an error", False, f"{type(error).__name__}: {error}")


def check_loads(
    results: Results, runtime: Runtime, hardware: HardwareInfo, models: dict[str, Path]
) -> None:
    starter, billion = models["starter_shaped"], models["billion_shaped"]
    layers = STARTER_SHAPED.layers + 1  # llama.cpp counts the output layer too

    def full(label: str, model: Path, context: int) -> None:
        idle = card_used_bytes()
        with loaded(LoadRequest(model, context=context), hardware, runtime) as load:
            plan, report = load.prepared.plan, load.report
            results.check(f"{label}: planner puts the whole model on the card",
                          plan.verdict is Verdict.FULL_GPU, plan.verdict.name)
            results.check(f"{label}: the server offloaded every layer",
                          report.gpu_layers_offloaded == report.total_layers
                          and "CUDA0" in report.devices,
                          f"{report.gpu_layers_offloaded}/{report.total_layers} {report.devices}")
            compare_buffers(results, label, load, "CUDA0")
            used = card_used_bytes() - idle
            planned, overhead = plan.split.gpu.total, plan.split.gpu.overhead_bytes
            results.figure(f"{label}.card_used_MiB", f"NVML {used / MIB:.0f} MiB, planner "
                           f"{planned / MIB:.0f} MiB (overhead {overhead / MIB:.0f})")
            results.check(f"{label}: the planner's figure for the card covers what it used",
                          planned >= used)
            results.figure(f"{label}.tokens_per_second", round(tokens_per_second(load), 1))
            results.figure(f"{label}.load_s", round(report.seconds, 2))

    def partial(some: int = 10) -> None:
        request = LoadRequest(starter, context=4096, gpu_offload=some)
        with loaded(request, hardware, runtime) as load:
            report = load.report
            results.check("partial: -ngl 10 offloads 10 layers",
                          (report.gpu_layers_offloaded, report.total_layers) == (some, layers),
                          f"{report.gpu_layers_offloaded}/{report.total_layers}")
            results.check("partial: the output and 9 repeating layers go to the card",
                          any("offloading 9 repeating layers to GPU" in line
                              for line in load.lines))
            compare_buffers(results, "partial", load, "CUDA0")

    def cpu_only() -> None:
        request = LoadRequest(starter, context=4096, gpu_offload="cpu")
        with loaded(request, hardware, runtime) as load:
            results.check("cpu only: nothing on the card",
                          load.report.gpu_layers_offloaded == 0
                          and load.buffer_mib("CUDA0", "model") == 0, str(load.report.devices))
            results.figure("cpu_only.tokens_per_second", round(tokens_per_second(load), 1))

    guarded(results, "full", lambda: full("full", starter, 4096))
    guarded(results, "full_1b", lambda: full("full_1b", billion, 32768))
    guarded(results, "partial", partial)
    guarded(results, "cpu only", cpu_only)


def write_models(folder: Path) -> dict[str, Path]:
    models = {}
    for name, dims in (("starter_shaped", STARTER_SHAPED), ("billion_shaped", BILLION_SHAPED)):
        path = folder / f"{name}-f16.gguf"
        if not path.is_file():
            write_model_with(functools.partial(_write_llama_like, dims, "llama"), "llama",
                             path, _OPTIONS)
        models[name] = path
    return models


def cli(results: Results) -> None:
    """What a user sees afterwards: the runtime in the list, the card in doctor."""
    listed = _llamadesk("runtime", "list")
    results.check("llamadesk runtime list names the CUDA runtime",
                  listed.returncode == 0 and "[cuda," in listed.stdout,
                  f"exit {listed.returncode}")
    # doctor exits 1 for anything to fix; on a machine with no network the starter model
    # is absent by design, so its report is judged, not its exit code.
    done = _llamadesk("doctor", "--json")
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        results.check("llamadesk doctor --json reports", False, done.stderr[-500:])
        return
    problems = [p for p in report["problems"] if not p.startswith("The starter model is missing")]
    results.check("llamadesk doctor sees the card through the CUDA runtime",
                  any(gpu["backend"] == "cuda" for gpu in report["hardware"]["gpus"])
                  and any(device.startswith("CUDA0") for device in report["runtime_devices"]),
                  str(report["runtime_devices"]))
    results.check("llamadesk doctor finds nothing to fix but the starter model", not problems,
                  str(problems))


def _llamadesk(*command: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([sys.executable, "-m", "desktop.cli", *command],
                          capture_output=True, text=True, timeout=120, check=False)
    print(done.stdout + done.stderr, flush=True)
    return done


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, required=True, help="where the models are written")
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = parser.parse_args()
    results = Results()
    try:
        probed = check_probes(results)
        models = write_models(args.work / "models")
        runtime = check_build(results, args.jobs)
        hardware = check_devices(results, runtime, probed)
        check_loads(results, runtime, hardware, models)
        cli(results)
    finally:
        if args.json:
            args.json.write_text(json.dumps(
                {"checks": results.checks, "figures": results.figures}, indent=1))
    failed = [name for name, passed in results.checks if not passed]
    print(f"{len(results.checks) - len(failed)} of {len(results.checks)} checks passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
