"""Hardware discovery against fake nvidia-smi / rocminfo / hipinfo executables and fake
sysfs trees, one platform at a time, plus one run on this real machine."""

from __future__ import annotations

import time
from pathlib import Path

import psutil
import pytest

from desktop.core.hardware.cpu_probe import WINDOWS_FEATURE_IDS, parse_cpuinfo, windows_cpu_features
from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.info import GpuInfo, HardwareInfo
from desktop.core.hardware.masks import apply_mask
from desktop.core.hardware.nvidia_probe import SMI_FIELDS, gpus_from_nvml
from desktop.core.hardware.probe_process import find_tool
from desktop.core.processes import run_tool
from tests.support.fake_tools import (
    MIB,
    NVIDIA_SMI_DRIVER_FAILURE,
    NVIDIA_SMI_GARBAGE,
    TWO_AMD_GPUS,
    TWO_HIP_DEVICES,
    TWO_NVIDIA_GPUS,
    FakeNvidiaGpu,
    FakeReply,
    add_drm_card,
    add_kfd_nodes,
    add_pci_device,
    expected_nvidia,
    hipinfo_output,
    minimal_env,
    nvidia_smi_csv,
    recorded_calls,
    rocm_smi_json,
    rocminfo_output,
    write_cpuinfo,
    write_fake_tool,
)

GIB = 1024**3
X86_CPUINFO = """processor\t: 0
vendor_id\t: AuthenticAMD
model name\t: AMD Ryzen 7 5800X 8-Core Processor
flags\t\t: fpu sse sse2 pni ssse3 fma sse4_1 sse4_2 avx f16c avx2 bmi2
"""

ARM_CPUINFO = """processor\t: 0
BogoMIPS\t: 48.00
Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp asimddp
CPU implementer\t: 0x41
"""

# KFD's gfx_target_version for each of TWO_AMD_GPUS (gfx1100, gfx1030).
AMD_GFX_VERSIONS = (110000, 100300)


def _detect(
    tmp_path: Path, env: dict[str, str], timeout: float = 5.0, *, use_nvml: bool = False
) -> HardwareInfo:
    """detect_hardware on a fake Linux machine rooted in tmp_path/root (NVML off unless asked)."""
    root = tmp_path / "root"
    if not (root / "proc" / "cpuinfo").exists():
        write_cpuinfo(root, X86_CPUINFO)
    return detect_hardware(
        timeout, env=env, platform="linux", sysfs_root=tmp_path / "root", use_nvml=use_nvml
    )


def _nvidia_smi(tmp_path: Path, reply: FakeReply | list[FakeReply]) -> tuple[Path, Path]:
    bin_dir, record = tmp_path / "bin", tmp_path / "nvidia-smi-calls.jsonl"
    write_fake_tool(bin_dir, "nvidia-smi", reply, record=record)
    return bin_dir, record


# ---- NVIDIA through nvidia-smi --------------------------------------------------------


def test_nvidia_smi_lists_two_gpus(tmp_path: Path) -> None:
    bin_dir, record = _nvidia_smi(tmp_path, FakeReply(stdout=nvidia_smi_csv(TWO_NVIDIA_GPUS)))
    info = _detect(tmp_path, minimal_env([bin_dir]))
    assert info.gpus == tuple(expected_nvidia(gpu) for gpu in TWO_NVIDIA_GPUS)
    assert info.problems == ()
    assert info.total_free_vram == sum(int(gpu.free_mib) * MIB for gpu in TWO_NVIDIA_GPUS)
    (call,) = recorded_calls(record)
    assert call["argv"] == [
        f"--query-gpu={','.join(SMI_FIELDS)}",
        "--format=csv,noheader,nounits",
    ]


def test_nvidia_smi_placeholders_become_unknown_values(tmp_path: Path) -> None:
    first, second = TWO_NVIDIA_GPUS
    gpus = [
        FakeNvidiaGpu(**{**first.__dict__, "free_mib": "[N/A]", "compute_cap": "[N/A]"}),
        FakeNvidiaGpu(**{**second.__dict__, "total_mib": "[N/A]", "free_mib": "[N/A]"}),
    ]
    bin_dir, _ = _nvidia_smi(tmp_path, FakeReply(stdout=nvidia_smi_csv(gpus)))
    info = _detect(tmp_path, minimal_env([bin_dir]))
    unknown_free, unknown_memory = info.gpus
    assert unknown_free.free_bytes == unknown_free.total_bytes == int(first.total_mib) * MIB
    assert unknown_free.compute_capability is None
    assert unknown_memory.total_bytes == 0
    assert unknown_memory.compute_capability == second.compute_cap
    (problem,) = info.problems
    assert "memory" in problem and second.name in problem


def test_hanging_nvidia_smi_is_killed_with_its_children(tmp_path: Path) -> None:
    bin_dir, pid_file = tmp_path / "bin", tmp_path / "pids"
    write_fake_tool(
        bin_dir,
        "nvidia-smi",
        FakeReply(sleep=120, spawn_sleeper=True),
        pid_file=pid_file,
    )
    started = time.monotonic()
    info = _detect(tmp_path, minimal_env([bin_dir]), timeout=1.5)
    elapsed = time.monotonic() - started
    assert elapsed < 60, "detection waited for the hung tool instead of killing it"
    assert info.gpus == ()
    (problem,) = info.problems
    assert "nvidia-smi did not answer within" in problem
    pids = [int(pid) for pid in pid_file.read_text().split()]
    assert len(pids) == 2
    for pid in pids:
        assert _gone_within(pid, seconds=10), f"process {pid} of the fake tool is still running"


def _gone_within(pid: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if psutil.Process(pid).status() == psutil.STATUS_ZOMBIE:
                return True
        except psutil.NoSuchProcess:
            return True
        time.sleep(0.05)
    return False


def test_crashing_nvidia_smi_reports_its_banner(tmp_path: Path) -> None:
    bin_dir, _ = _nvidia_smi(tmp_path, FakeReply(stdout=NVIDIA_SMI_DRIVER_FAILURE, exit_code=9))
    info = _detect(tmp_path, minimal_env([bin_dir]))
    assert info.gpus == ()
    (problem,) = info.problems
    assert "exit code 9" in problem
    assert NVIDIA_SMI_DRIVER_FAILURE.splitlines()[0][:60] in problem


def test_garbage_from_nvidia_smi_lists_nothing(tmp_path: Path) -> None:
    bin_dir, _ = _nvidia_smi(tmp_path, FakeReply(stdout=NVIDIA_SMI_GARBAGE))
    info = _detect(tmp_path, minimal_env([bin_dir]))
    assert info.gpus == ()
    (problem,) = info.problems
    assert "nvidia-smi printed nothing that could be read" in problem


def test_old_driver_without_compute_cap_is_asked_again(tmp_path: Path) -> None:
    replies = [
        FakeReply(
            stdout='Field "compute_cap" is not a valid field to query.\n\n',
            exit_code=2,
            when_args_contain="compute_cap",
        ),
        FakeReply(stdout=nvidia_smi_csv(TWO_NVIDIA_GPUS, with_compute_cap=False)),
    ]
    bin_dir, record = _nvidia_smi(tmp_path, replies)
    info = _detect(tmp_path, minimal_env([bin_dir]))
    assert [gpu.name for gpu in info.gpus] == [gpu.name for gpu in TWO_NVIDIA_GPUS]
    assert all(gpu.compute_capability is None for gpu in info.gpus)
    assert info.problems == ()
    assert len(recorded_calls(record)) == 2


@pytest.mark.parametrize(
    ("mask", "shown"),
    [
        ("", []),
        ("1,", [1]),
        ("1,0", [1, 0]),
        ("0,7,1", [0]),  # like CUDA: an unknown id hides everything after it
        ("0,0", [0]),
        (TWO_NVIDIA_GPUS[1].uuid, [1]),
        (f"{TWO_NVIDIA_GPUS[1].uuid[:12]},{TWO_NVIDIA_GPUS[0].uuid}", [1, 0]),
        ("GPU-00000000", []),
    ],
)
def test_cuda_visible_devices(tmp_path: Path, mask: str, shown: list[int]) -> None:
    bin_dir, _ = _nvidia_smi(tmp_path, FakeReply(stdout=nvidia_smi_csv(TWO_NVIDIA_GPUS)))
    info = _detect(tmp_path, minimal_env([bin_dir], CUDA_VISIBLE_DEVICES=mask))
    gpus = info.gpus
    assert [gpu.physical_index for gpu in gpus] == shown
    assert [gpu.name for gpu in gpus] == [TWO_NVIDIA_GPUS[i].name for i in shown]
    assert [gpu.index for gpu in gpus] == list(range(len(shown)))


def test_windows_nvidia_smi_found_in_system32(tmp_path: Path) -> None:
    system_root = tmp_path / "Windows"
    write_fake_tool(
        system_root / "System32",
        "nvidia-smi.exe",
        FakeReply(stdout=nvidia_smi_csv(TWO_NVIDIA_GPUS[:1])),
    )
    env = {
        "Path": f"{tmp_path / 'nothing-here'};{tmp_path / 'empty'}",
        "PATHEXT": ".COM;.EXE;.BAT",
        "SystemRoot": str(system_root),
    }
    info = detect_hardware(env=env, platform="win32", use_nvml=False)
    assert info.gpus == (expected_nvidia(TWO_NVIDIA_GPUS[0]),)
    assert info.problems == ()


# ---- NVIDIA through NVML ---------------------------------------------------------------


def test_nvml_failure_is_a_problem_sentence_when_a_card_is_installed(tmp_path: Path) -> None:
    """This machine has pynvml but no libnvidia-ml: the real NVML call fails."""
    root = tmp_path / "root"
    add_pci_device(root, "0000:01:00.0", "0x10de", "0x030000")
    info = _detect(tmp_path, minimal_env([]), use_nvml=True)
    assert info.gpus == ()
    (problem,) = info.problems
    assert "NVIDIA" in problem and "driver" in problem


def test_nvml_failure_is_quiet_without_an_nvidia_card(tmp_path: Path) -> None:
    root = tmp_path / "root"
    add_pci_device(root, "0000:00:02.0", "0x8086", "0x030000")
    info = _detect(tmp_path, minimal_env([]), use_nvml=True)
    assert info.gpus == ()
    assert info.problems == ()


def test_installed_card_without_any_driver_tool_is_reported(tmp_path: Path) -> None:
    root = tmp_path / "root"
    add_pci_device(root, "0000:41:00.0", "0x10de", "0x030200")
    info = _detect(tmp_path, minimal_env([]))
    (problem,) = info.problems
    assert "NVIDIA driver was not found" in problem


def test_nvml_report_becomes_gpus() -> None:
    devices = [
        {
            "index": gpu.index,
            "name": gpu.name,
            "uuid": gpu.uuid,
            "pci_bus_id": gpu.pci_bus_id,
            "total_bytes": int(gpu.total_mib) * MIB,
            "free_bytes": int(gpu.free_mib) * MIB,
            "compute_capability": gpu.compute_cap,
        }
        for gpu in TWO_NVIDIA_GPUS
    ]
    devices[1]["total_bytes"] = devices[1]["free_bytes"] = None
    report = {
        "ok": True,
        "driver_version": "580.65.06",
        "devices": devices,
        "errors": ["GPU 2: Unknown Error"],
    }
    gpus, problems = gpus_from_nvml(report)
    assert [gpu.uuid for gpu in gpus] == [gpu.uuid for gpu in TWO_NVIDIA_GPUS]
    assert gpus[0].total_bytes == int(TWO_NVIDIA_GPUS[0].total_mib) * MIB
    assert gpus[1].total_bytes == 0
    assert {gpu.source for gpu in gpus} == {"nvml"}
    assert {gpu.driver_version for gpu in gpus} == {"580.65.06"}
    assert len(problems) == 2
    assert "Unknown Error" in problems[0] and TWO_NVIDIA_GPUS[1].name in problems[1]


# ---- AMD on Linux ------------------------------------------------------------------------


def _amd_machine(tmp_path: Path, *, drm: bool = True) -> tuple[Path, Path, Path]:
    root, bin_dir, record = tmp_path / "root", tmp_path / "bin", tmp_path / "rocminfo.jsonl"
    write_fake_tool(
        bin_dir, "rocminfo", FakeReply(stdout=rocminfo_output(TWO_AMD_GPUS)), record=record
    )
    if drm:
        for card, gpu in enumerate(TWO_AMD_GPUS):
            add_drm_card(root, card, gpu)
    return root, bin_dir, record


def test_rocminfo_gpus_with_sysfs_memory(tmp_path: Path) -> None:
    _, bin_dir, _ = _amd_machine(tmp_path)
    info = _detect(tmp_path, minimal_env([bin_dir]))
    gpus = info.gpus
    assert info.problems == ()
    assert [gpu.name for gpu in gpus] == [gpu.marketing_name for gpu in TWO_AMD_GPUS]
    assert [gpu.compute_capability for gpu in gpus] == [gpu.gfx for gpu in TWO_AMD_GPUS]
    assert [gpu.pci_bus_id for gpu in gpus] == [gpu.pci_slot for gpu in TWO_AMD_GPUS]
    assert [gpu.total_bytes for gpu in gpus] == [gpu.vram_kib * 1024 for gpu in TWO_AMD_GPUS]
    assert [gpu.free_bytes for gpu in gpus] == [
        gpu.vram_kib * 1024 - gpu.used_bytes for gpu in TWO_AMD_GPUS
    ]
    assert gpus[0].uuid == TWO_AMD_GPUS[0].uuid
    assert gpus[1].uuid is None  # rocminfo's "GPU-XX" placeholder
    assert {(gpu.vendor, gpu.backend, gpu.source) for gpu in gpus} == {("amd", "rocm", "rocminfo")}


def test_rocminfo_in_opt_rocm_and_pool_size_without_sysfs(tmp_path: Path) -> None:
    root = tmp_path / "root"
    write_fake_tool(
        root / "opt" / "rocm" / "bin", "rocminfo", FakeReply(stdout=rocminfo_output(TWO_AMD_GPUS))
    )
    info = _detect(tmp_path, minimal_env([]))
    gpus = info.gpus
    assert [gpu.total_bytes for gpu in gpus] == [gpu.vram_kib * 1024 for gpu in TWO_AMD_GPUS]
    assert [gpu.free_bytes for gpu in gpus] == [gpu.total_bytes for gpu in gpus]


def test_rocm_smi_fills_free_memory_when_sysfs_lacks_it(tmp_path: Path) -> None:
    _, bin_dir, _ = _amd_machine(tmp_path, drm=False)
    write_fake_tool(
        bin_dir,
        "rocm-smi",
        FakeReply(
            stdout=rocm_smi_json(TWO_AMD_GPUS), when_args_contain="--showmeminfo vram --json"
        ),
    )
    info = _detect(tmp_path, minimal_env([bin_dir]))
    assert [gpu.free_bytes for gpu in info.gpus] == [
        gpu.vram_kib * 1024 - gpu.used_bytes for gpu in TWO_AMD_GPUS
    ]


def test_kfd_topology_when_rocminfo_is_missing(tmp_path: Path) -> None:
    root = tmp_path / "root"
    add_kfd_nodes(root, TWO_AMD_GPUS, AMD_GFX_VERSIONS)
    info = _detect(tmp_path, minimal_env([]))
    gpus = info.gpus
    assert [gpu.compute_capability for gpu in gpus] == [gpu.gfx for gpu in TWO_AMD_GPUS]
    assert [gpu.pci_bus_id for gpu in gpus] == [gpu.pci_slot for gpu in TWO_AMD_GPUS]
    assert [gpu.total_bytes for gpu in gpus] == [gpu.vram_kib * 1024 for gpu in TWO_AMD_GPUS]
    assert {gpu.source for gpu in gpus} == {"kfd"}
    assert info.problems == ()


def test_failing_rocminfo_falls_back_to_kfd_and_says_so(tmp_path: Path) -> None:
    root, bin_dir = tmp_path / "root", tmp_path / "bin"
    add_kfd_nodes(root, TWO_AMD_GPUS, AMD_GFX_VERSIONS)
    write_fake_tool(
        bin_dir,
        "rocminfo",
        FakeReply(stdout="ROCk module is NOT loaded, possibly no GPU devices\n", exit_code=1),
    )
    info = _detect(tmp_path, minimal_env([bin_dir]))
    assert len(info.gpus) == len(TWO_AMD_GPUS)
    (problem,) = info.problems
    assert "rocminfo failed (exit code 1): ROCk module is NOT loaded" in problem


@pytest.mark.parametrize(
    ("variables", "shown"),
    [
        ({"HIP_VISIBLE_DEVICES": "1"}, [1]),
        ({"ROCR_VISIBLE_DEVICES": "1,0", "HIP_VISIBLE_DEVICES": "1"}, [0]),
        ({"ROCR_VISIBLE_DEVICES": TWO_AMD_GPUS[0].uuid}, [0]),
        ({"CUDA_VISIBLE_DEVICES": "1"}, [1]),  # HIP falls back to the CUDA mask
        ({"CUDA_VISIBLE_DEVICES": "1", "HIP_VISIBLE_DEVICES": "0,1"}, [0, 1]),
        ({"HIP_VISIBLE_DEVICES": ""}, []),
    ],
)
def test_amd_visibility_masks(tmp_path: Path, variables: dict[str, str], shown: list[int]) -> None:
    _, bin_dir, record = _amd_machine(tmp_path)
    info = _detect(tmp_path, minimal_env([bin_dir], **variables))
    assert [gpu.physical_index for gpu in info.gpus] == shown
    assert [gpu.index for gpu in info.gpus] == list(range(len(shown)))
    # rocminfo itself must list every GPU: the masks are applied once, by us.
    (call,) = recorded_calls(record)
    assert not set(variables) & set(call["env"])


def test_hanging_gpu_tools_stay_within_the_time_budget(tmp_path: Path) -> None:
    bin_dir = tmp_path / "bin"
    write_fake_tool(bin_dir, "nvidia-smi", FakeReply(sleep=120))
    write_fake_tool(bin_dir, "rocminfo", FakeReply(sleep=120))
    started = time.monotonic()
    info = _detect(tmp_path, minimal_env([bin_dir]), timeout=1.0)
    assert time.monotonic() - started < 60
    problems = info.problems
    assert any(p.startswith("nvidia-smi did not answer") for p in problems)
    assert any(p.startswith("rocminfo did not answer") for p in problems)


# ---- AMD on Windows ---------------------------------------------------------------------


def test_windows_hipinfo_from_hip_path(tmp_path: Path) -> None:
    hip_path, record = tmp_path / "ROCm" / "6.2", tmp_path / "hipinfo.jsonl"
    write_fake_tool(
        hip_path / "bin",
        "hipinfo.exe",
        FakeReply(stdout=hipinfo_output(TWO_HIP_DEVICES)),
        record=record,
    )
    env = {
        "PATH": str(tmp_path / "nothing-here"),
        "PATHEXT": ".COM;.EXE",
        "HIP_PATH": str(hip_path),
        "HIP_VISIBLE_DEVICES": "1",
        "ROCR_VISIBLE_DEVICES": "0",  # Linux-only: Windows HIP ignores it
    }
    info = detect_hardware(env=env, platform="win32", use_nvml=False)
    (gpu,) = info.gpus
    device = TWO_HIP_DEVICES[1]
    assert (gpu.index, gpu.physical_index) == (0, 1)
    assert gpu.name == device.name
    assert gpu.compute_capability == device.gfx_arch.split(":")[0]
    assert gpu.total_bytes == int(float(device.total_gb) * GIB)
    assert gpu.free_bytes == int(float(device.free_gb) * GIB)
    assert gpu.pci_bus_id == f"0000:{device.pci_bus:02x}:00.0"
    assert gpu.source == "hipinfo"
    (call,) = recorded_calls(record)
    assert "HIP_VISIBLE_DEVICES" not in call["env"]


def test_windows_without_hip_sdk_lists_no_amd_gpu(tmp_path: Path) -> None:
    env = {"PATH": str(tmp_path), "PATHEXT": ".EXE"}
    info = detect_hardware(env=env, platform="win32", use_nvml=False)
    assert info.gpus == ()
    assert info.problems == ()


# ---- CPU -----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [X86_CPUINFO, ARM_CPUINFO])
def test_cpu_from_proc_cpuinfo(tmp_path: Path, text: str) -> None:
    root = tmp_path / "root"
    write_cpuinfo(root, text)
    info = detect_hardware(env=minimal_env([]), platform="linux", sysfs_root=root, use_nvml=False)
    flags_line = next(
        line for line in text.splitlines() if line.lower().startswith(("flags", "features"))
    )
    expected_flags = set(flags_line.split(":", 1)[1].split())
    assert expected_flags <= info.cpu.features
    assert ("sse3" in info.cpu.features) == ("pni" in expected_flags)
    assert info.cpu.logical_cores >= info.cpu.physical_cores >= 1


def test_parse_cpuinfo_name() -> None:
    name, _ = parse_cpuinfo(X86_CPUINFO)
    assert name == "AMD Ryzen 7 5800X 8-Core Processor"


def test_windows_cpu_features_from_processor_feature_ids() -> None:
    present_ids = {
        WINDOWS_FEATURE_IDS["avx"],
        WINDOWS_FEATURE_IDS["avx2"],
        WINDOWS_FEATURE_IDS["sse2"],
    }
    features = windows_cpu_features(lambda feature: feature in present_ids)
    assert {"avx", "avx2", "sse2", "fma", "f16c"} == set(features)
    assert windows_cpu_features(lambda feature: False) == frozenset()


def test_missing_cpuinfo_is_a_problem_not_an_error(tmp_path: Path) -> None:
    info = detect_hardware(
        env=minimal_env([]), platform="linux", sysfs_root=tmp_path, use_nvml=False
    )
    (problem,) = info.problems
    assert "processor details could not be read" in problem


# ---- The tool runner -------------------------------------------------------------------------


def test_find_tool_uses_pathext_on_windows(tmp_path: Path) -> None:
    tool = write_fake_tool(tmp_path / "b", "rocm-thing.EXE", FakeReply())
    env = {"Path": f"{tmp_path / 'a'};{tmp_path / 'b'}", "PATHEXT": ".COM;.EXE"}
    assert find_tool("rocm-thing", platform="win32", env=env) == tool
    assert find_tool("rocm-thing", platform="linux", env={"PATH": str(tmp_path / "b")}) is None


def test_run_tool_reports_a_tool_that_cannot_start(tmp_path: Path) -> None:
    not_executable = tmp_path / "nvidia-smi"
    not_executable.write_text("plain text")
    run = run_tool([str(not_executable)], timeout=5)
    assert run.returncode is None and run.start_error
    assert run.failure_sentence(5).startswith("nvidia-smi could not be started")


def test_apply_mask_without_mask_keeps_everything() -> None:
    gpus = [
        GpuInfo(
            index=i, vendor="nvidia", backend="cuda", name=f"GPU {i}", total_bytes=1, free_bytes=1
        )
        for i in range(3)
    ]
    assert apply_mask(gpus, None) == gpus
    assert apply_mask(gpus, "2,,0") == [gpus[2]]


# ---- This machine -----------------------------------------------------------------------------


def test_this_machine() -> None:
    """The real probes on this machine: no GPU, the CPU's real flags, real memory."""
    timeout = 5.0
    started = time.monotonic()
    info = detect_hardware(timeout=timeout)
    elapsed = time.monotonic() - started
    assert elapsed < timeout + 3.0  # the budget plus the grace for reaping a killed tool
    assert info.gpus == ()
    real_flags = {
        flag
        for line in Path("/proc/cpuinfo").read_text().splitlines()
        if line.startswith("flags")
        for flag in line.split(":", 1)[1].split()
    }
    assert real_flags <= info.cpu.features
    assert ("avx2" in info.cpu.features) == ("avx2" in real_flags)
    assert info.cpu.logical_cores == psutil.cpu_count()
    assert 0 < info.ram_available_bytes <= info.ram_total_bytes
    assert info.ram_total_bytes == psutil.virtual_memory().total


def test_frozen_app_runs_tools_with_the_original_library_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.frozen", True, raising=False)
    bin_dir, record = _nvidia_smi(tmp_path, FakeReply(stdout=nvidia_smi_csv(TWO_NVIDIA_GPUS)))
    env = minimal_env(
        [bin_dir], LD_LIBRARY_PATH="/tmp/_MEI4242:/opt/orig", LD_LIBRARY_PATH_ORIG="/opt/orig"
    )
    info = _detect(tmp_path, env)
    assert len(info.gpus) == len(TWO_NVIDIA_GPUS)
    (call,) = recorded_calls(record)
    assert call["env"]["LD_LIBRARY_PATH"] == "/opt/orig"
    assert "LD_LIBRARY_PATH_ORIG" not in call["env"]


def test_frozen_app_asks_nvml_in_a_thread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A frozen app cannot start `python nvml_probe.py`; the real NVML failure still
    becomes a sentence."""
    monkeypatch.setattr("sys.frozen", True, raising=False)
    add_pci_device(tmp_path / "root", "0000:01:00.0", "0x10de", "0x030000")
    info = _detect(tmp_path, minimal_env([]), use_nvml=True)
    (problem,) = info.problems
    assert "NVIDIA driver library could not be loaded" in problem
