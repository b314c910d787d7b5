"""GPU discovery on Windows, under Windows Python: the core finds a real Windows
``nvidia-smi.exe`` where NVIDIA's driver puts it (System32, else the NVSMI folder), reads
its answer, says plainly when the driver fails, and stops one that hangs.

The ``nvidia-smi.exe`` is a stand-in program (desktop/bootstrap/windows/standins/
fake_tool.c, built by the lane, named by ``LLAMADESK_FAKE_TOOL_EXE``): the Linux tests
fake it with a script, which Windows cannot start as a program. The CUDA DLL folders
laid out as on Windows are tests/test_gpu_libraries.py's Windows tests, which the lane
runs under Windows Python beside these.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import psutil
import pytest

from desktop.core.hardware.detect import detect_hardware
from tests.support.fake_tools import (
    NVIDIA_SMI_DRIVER_FAILURE,
    TWO_NVIDIA_GPUS,
    expected_nvidia,
    nvidia_smi_csv,
)

FAKE_TOOL_ENV = "LLAMADESK_FAKE_TOOL_EXE"


@pytest.fixture
def fake_tool() -> Path:
    named = os.environ.get(FAKE_TOOL_ENV, "")
    if not named or not Path(named).is_file():
        pytest.fail(f"{FAKE_TOOL_ENV} names no program: the Windows lane builds it")
    return Path(named)


def _install(
    fake_tool: Path, folder: Path, stdout: str, *, exit_code: int = 0, wait_ms: int = 0
) -> Path:
    """``nvidia-smi.exe`` in ``folder``, answering ``stdout`` with ``exit_code``."""
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / "nvidia-smi.exe"
    shutil.copyfile(fake_tool, program)
    (folder / "nvidia-smi.reply").write_text(f"{exit_code}\n{wait_ms}\n{stdout}", encoding="utf-8")
    return program


def _calls(program: Path) -> list[str]:
    record = program.with_suffix(".calls")
    return record.read_text(encoding="utf-8").splitlines() if record.is_file() else []


def _windows_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """A Windows environment whose PATH holds no tool: only where drivers install them."""
    empty = tmp_path / "empty"
    empty.mkdir(exist_ok=True)
    return {"Path": str(empty), "PATHEXT": ".COM;.EXE;.BAT;.CMD", **extra}


def test_nvidia_smi_in_system32_lists_the_cards_as_the_app_asks(
    fake_tool: Path, tmp_path: Path
) -> None:
    system_root = tmp_path / "Windows"
    program = _install(fake_tool, system_root / "System32", nvidia_smi_csv(TWO_NVIDIA_GPUS))
    # NVML is asked first, as the app asks: this machine has no nvml.dll, so it says the
    # driver library is missing and the answer comes from nvidia-smi.exe.
    info = detect_hardware(30, env=_windows_env(tmp_path, SystemRoot=str(system_root)))
    assert info.gpus == tuple(expected_nvidia(gpu) for gpu in TWO_NVIDIA_GPUS)
    assert info.problems == ()
    (call,) = _calls(program)
    assert "--query-gpu=index,uuid,name,memory.total,memory.free,compute_cap" in call


def test_an_older_driver_s_nvsmi_folder_is_found_and_masks_apply(
    fake_tool: Path, tmp_path: Path
) -> None:
    program_files = tmp_path / "Program Files"
    _install(
        fake_tool, program_files / "NVIDIA Corporation" / "NVSMI", nvidia_smi_csv(TWO_NVIDIA_GPUS)
    )
    env = _windows_env(tmp_path, ProgramW6432=str(program_files), CUDA_VISIBLE_DEVICES="1")
    info = detect_hardware(30, env=env, use_nvml=False)
    assert [(gpu.index, gpu.physical_index, gpu.name) for gpu in info.gpus] == [
        (0, 1, TWO_NVIDIA_GPUS[1].name)
    ]


def test_a_driver_that_fails_is_said_in_plain_words(fake_tool: Path, tmp_path: Path) -> None:
    system_root = tmp_path / "Windows"
    _install(fake_tool, system_root / "System32", NVIDIA_SMI_DRIVER_FAILURE, exit_code=9)
    info = detect_hardware(
        30, env=_windows_env(tmp_path, SystemRoot=str(system_root)), use_nvml=False
    )
    assert info.gpus == ()
    assert info.problems == (
        "nvidia-smi.exe failed (exit code 9): NVIDIA-SMI has failed because it couldn't "
        "communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is "
        "installed and running.",
    )


def test_a_hung_driver_is_stopped_within_the_time_allowed(fake_tool: Path, tmp_path: Path) -> None:
    system_root = tmp_path / "Windows"
    program = _install(
        fake_tool, system_root / "System32", nvidia_smi_csv(TWO_NVIDIA_GPUS), wait_ms=120_000
    )
    started = time.monotonic()
    info = detect_hardware(
        3, env=_windows_env(tmp_path, SystemRoot=str(system_root)), use_nvml=False
    )
    assert time.monotonic() - started < 10
    assert info.gpus == ()
    (problem,) = info.problems
    assert problem.startswith("nvidia-smi.exe did not answer within ")
    assert problem.endswith(" seconds and was stopped.")
    (call,) = _calls(program)
    assert not psutil.pid_exists(int(call.split()[0])), "the hung nvidia-smi.exe was left running"
