"""GPU library discovery and the child's environment, on fake Linux and Windows layouts."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware.detect import detect_hardware
from desktop.core.hardware.gpu_libraries import (
    GpuNotVisibleError,
    LibraryCheck,
    MissingLibraries,
    check_libraries,
    child_environment,
    library_search_dirs,
    physical_gpu_ids,
    required_libraries,
)
from tests.support.fake_tools import (
    TWO_NVIDIA_GPUS,
    FakeReply,
    minimal_env,
    nvidia_smi_csv,
    write_cpuinfo,
    write_fake_tool,
)


def _touch(folder: Path, *names: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        (folder / name).write_bytes(b"\x7fELF fake library")
    return folder


# ---- Linux, CUDA -----------------------------------------------------------------------


class LinuxCuda:
    """A fake Linux machine: pip CUDA 12 and 13 wheels, two toolkits, the WSL driver."""

    def __init__(self, tmp_path: Path) -> None:
        self.root = tmp_path / "root"
        self.server_dir = _touch(tmp_path / "runtime" / "bin", "llama-server", "libggml-cuda.so")
        self.site = tmp_path / "site-packages"
        nvidia = self.site / "nvidia"
        self.wheel_cublas = _touch(
            nvidia / "cublas" / "lib", "libcublas.so.12", "libcublasLt.so.12"
        )
        self.wheel_runtime = _touch(nvidia / "cuda_runtime" / "lib", "libcudart.so.12")
        self.wheel_cu13 = _touch(
            nvidia / "cu13" / "lib", "libcudart.so.13", "libcublas.so.13", "libcublasLt.so.13"
        )
        _touch(nvidia / "cublas" / "include")  # a wheel folder that is not a library folder
        local = self.root / "usr" / "local"
        self.toolkit_lib = _touch(local / "cuda-12.4" / "lib64", "libcudart.so.12")
        self.toolkit_targets = _touch(local / "cuda-12.4" / "targets" / "x86_64-linux" / "lib")
        (local / "cuda").symlink_to(local / "cuda-12.4", target_is_directory=True)
        self.old_toolkit = _touch(local / "cuda-11.8" / "lib64", "libcudart.so.11.0")
        self.wsl = _touch(self.root / "usr" / "lib" / "wsl" / "lib", "libcuda.so.1")

    def search_dirs(self, cuda_major: int | None = None) -> list[Path]:
        return library_search_dirs(
            "cuda",
            self.server_dir,
            platform="linux",
            env={},
            site_dirs=[self.site],
            cuda_major=cuda_major,
            system_root=self.root,
        )

    def check(self, env: dict[str, str] | None = None) -> LibraryCheck:
        """The CUDA libraries looked for in this machine's usual folders."""
        return check_libraries(
            "cuda", self.search_dirs(), platform="linux", env=env or {}, system_root=self.root
        )


def test_linux_cuda_search_order(tmp_path: Path) -> None:
    machine = LinuxCuda(tmp_path)
    local_cuda = machine.root / "usr" / "local" / "cuda"
    assert machine.search_dirs() == [
        machine.server_dir,
        machine.wheel_cublas,
        machine.wheel_runtime,
        machine.wheel_cu13,  # another CUDA's wheel goes last
        local_cuda / "lib64",  # cuda-12.4 is the same folder: listed once
        local_cuda / "targets" / "x86_64-linux" / "lib",
        machine.old_toolkit,
        machine.wsl,
    ]


def test_linux_cuda_13_prefers_its_own_wheel_and_toolkit(tmp_path: Path) -> None:
    machine = LinuxCuda(tmp_path)
    toolkit13 = _touch(machine.root / "usr" / "local" / "cuda-13.0" / "lib64")
    dirs = machine.search_dirs(cuda_major=13)
    assert dirs[1] == machine.wheel_cu13
    assert dirs.index(toolkit13) < dirs.index(machine.old_toolkit)
    check = check_libraries(
        "cuda", dirs, platform="linux", env={}, cuda_major=13, system_root=machine.root
    )
    assert check.missing == []
    assert check.found["libcudart.so.13"] == machine.wheel_cu13 / "libcudart.so.13"


def test_linux_cuda_libraries_all_found(tmp_path: Path) -> None:
    machine = LinuxCuda(tmp_path)
    dirs = machine.search_dirs()
    check = check_libraries("cuda", dirs, platform="linux", env={}, system_root=machine.root)
    assert check.missing == []
    assert check.found == {
        "libcudart.so.12": machine.wheel_runtime / "libcudart.so.12",
        "libcublas.so.12": machine.wheel_cublas / "libcublas.so.12",
        "libcublasLt.so.12": machine.wheel_cublas / "libcublasLt.so.12",
        "libcuda.so.1": machine.wsl / "libcuda.so.1",
    }
    assert check.searched[: len(dirs)] == dirs


def test_missing_cublaslt_is_named_with_the_folders_searched(tmp_path: Path) -> None:
    machine = LinuxCuda(tmp_path)
    (machine.wheel_cublas / "libcublasLt.so.12").unlink()
    check = machine.check()
    assert check.missing == ["libcublasLt.so.12"]
    error = MissingLibraries.from_check(check)
    assert isinstance(error, LlamaDeskError)
    assert "libcublasLt.so.12" in error.message
    assert "CUDA Toolkit 12" in error.message
    assert "\n" not in error.message
    assert error.missing == ["libcublasLt.so.12"]
    for folder in check.searched:
        assert str(folder) in error.details


def test_missing_driver_asks_for_the_driver(tmp_path: Path) -> None:
    machine = LinuxCuda(tmp_path)
    (machine.wsl / "libcuda.so.1").unlink()
    check = machine.check()
    assert check.missing == ["libcuda.so.1"]
    assert "Install the NVIDIA driver" in MissingLibraries.from_check(check).message


def test_driver_found_through_ld_so_conf_but_not_added_to_the_path(tmp_path: Path) -> None:
    machine = LinuxCuda(tmp_path)
    (machine.wsl / "libcuda.so.1").unlink()
    etc = machine.root / "etc"
    _touch(etc / "ld.so.conf.d")
    (etc / "ld.so.conf").write_text("include /etc/ld.so.conf.d/*.conf\n")
    (etc / "ld.so.conf.d" / "000_cuda.conf").write_text(
        "# container driver\n/usr/local/nvidia/lib64\n"
    )
    container_driver = _touch(machine.root / "usr" / "local" / "nvidia" / "lib64", "libcuda.so.1")
    dirs = machine.search_dirs()
    check = check_libraries("cuda", dirs, platform="linux", env={}, system_root=machine.root)
    assert check.found["libcuda.so.1"] == container_driver / "libcuda.so.1"
    assert container_driver not in dirs


def test_inherited_ld_library_path_is_searched(tmp_path: Path) -> None:
    machine = LinuxCuda(tmp_path)
    (machine.wsl / "libcuda.so.1").unlink()
    custom = _touch(tmp_path / "custom-driver", "libcuda.so.1")
    env = {"LD_LIBRARY_PATH": f"{custom}:"}
    check = machine.check(env)
    assert check.found["libcuda.so.1"] == custom / "libcuda.so.1"


# ---- Linux, ROCm -------------------------------------------------------------------------


def test_linux_rocm_system_libraries_come_first(tmp_path: Path) -> None:
    root = tmp_path / "root"
    server_dir = _touch(tmp_path / "runtime", "llama-server")
    rocm_lib = _touch(
        root / "opt" / "rocm" / "lib", "libamdhip64.so.6", "libhipblas.so.2", "librocblas.so.4"
    )
    versioned = _touch(root / "opt" / "rocm-6.1.2" / "lib", "libamdhip64.so.6.1.60102")
    dirs = library_search_dirs(
        "rocm", server_dir, platform="linux", env={}, site_dirs=[], system_root=root
    )
    assert dirs == [rocm_lib, versioned, server_dir]
    check = check_libraries("rocm", dirs, platform="linux", env={}, system_root=root)
    assert check.missing == []
    assert check.found["libamdhip64.so*"] == rocm_lib / "libamdhip64.so.6"


def test_linux_rocm_missing_hipblas(tmp_path: Path) -> None:
    root = tmp_path / "root"
    _touch(root / "opt" / "rocm" / "lib", "libamdhip64.so.6", "librocblas.so.4")
    dirs = library_search_dirs(
        "rocm", tmp_path / "runtime", platform="linux", env={}, site_dirs=[], system_root=root
    )
    check = check_libraries("rocm", dirs, platform="linux", env={}, system_root=root)
    assert check.missing == ["libhipblas.so*"]
    assert "ROCm" in MissingLibraries.from_check(check).message


# ---- Windows ----------------------------------------------------------------------------------


class WindowsCuda:
    """A fake Windows machine: CUDA_PATH (a CUDA 13 toolkit with bin\\x64), two older
    toolkits under Program Files, pip wheels in both layouts, and nvcuda.dll."""

    def __init__(self, tmp_path: Path) -> None:
        self.server_dir = _touch(tmp_path / "LlamaDesk" / "runtime", "llama-server.exe")
        self.site = tmp_path / "Python311" / "Lib" / "site-packages"
        nvidia = self.site / "nvidia"
        self.wheel_cublas = _touch(
            nvidia / "cublas" / "bin", "cublas64_12.dll", "cublasLt64_12.dll"
        )
        self.wheel_runtime = _touch(nvidia / "cuda_runtime" / "bin", "cudart64_12.dll")
        self.wheel_cu13 = _touch(nvidia / "cu13" / "bin" / "x86_64", "cudart64_13.dll")
        program_files = tmp_path / "Program Files"
        toolkits = program_files / "NVIDIA GPU Computing Toolkit" / "CUDA"
        self.cuda13 = toolkits / "v13.0"
        self.cuda13_x64 = _touch(
            self.cuda13 / "bin" / "x64", "cudart64_13.dll", "cublas64_13.dll", "cublasLt64_13.dll"
        )
        self.cuda126 = _touch(toolkits / "v12.6" / "bin", "cudart64_12.dll")
        self.cuda124 = _touch(toolkits / "v12.4" / "bin", "cudart64_12.dll")
        self.system32 = _touch(tmp_path / "Windows" / "System32", "nvcuda.dll")
        self.env = {
            "Path": f"{self.system32};{tmp_path / 'Windows'}",
            "CUDA_PATH": str(self.cuda13),
            "CUDA_PATH_V13_0": str(self.cuda13),
            "ProgramFiles": str(program_files),
            "SystemRoot": str(tmp_path / "Windows"),
        }

    def search_dirs(self, cuda_major: int | None = None) -> list[Path]:
        return library_search_dirs(
            "cuda",
            self.server_dir,
            platform="win32",
            env=self.env,
            site_dirs=[self.site],
            cuda_major=cuda_major,
        )


def test_windows_cuda_search_order(tmp_path: Path) -> None:
    machine = WindowsCuda(tmp_path)
    assert machine.search_dirs() == [
        machine.server_dir,
        machine.wheel_cublas,
        machine.wheel_runtime,
        machine.wheel_cu13.parent,  # nvidia\cu13\bin, then the CUDA 13 wheel's bin\x86_64
        machine.wheel_cu13,
        machine.cuda13 / "bin",  # %CUDA_PATH%\bin, then bin\x64; the same toolkit again is skipped
        machine.cuda13_x64,
        machine.cuda126,  # CUDA 12 toolkits, newest first
        machine.cuda124,
    ]


@pytest.mark.parametrize("cuda_major", [12, 13])
def test_windows_cuda_dlls_found(tmp_path: Path, cuda_major: int) -> None:
    machine = WindowsCuda(tmp_path)
    dirs = machine.search_dirs(cuda_major)
    check = check_libraries("cuda", dirs, platform="win32", env=machine.env, cuda_major=cuda_major)
    assert check.missing == []
    assert check.found["nvcuda.dll"] == machine.system32 / "nvcuda.dll"
    assert check.found[f"cudart64_{cuda_major}.dll"].parent in dirs


def test_windows_missing_cublas_is_named(tmp_path: Path) -> None:
    machine = WindowsCuda(tmp_path)
    for dll in ("cublas64_12.dll", "cublasLt64_12.dll"):
        (machine.wheel_cublas / dll).unlink()
    check = check_libraries("cuda", machine.search_dirs(), platform="win32", env=machine.env)
    assert check.missing == ["cublas64_12.dll", "cublasLt64_12.dll"]
    message = MissingLibraries.from_check(check).message
    assert "cublas64_12.dll and cublasLt64_12.dll, which are not installed" in message


def test_windows_rocm_from_hip_path_ignores_letter_case(tmp_path: Path) -> None:
    server_dir = _touch(tmp_path / "runtime", "llama-server.exe", "hipblas.dll", "rocblas.dll")
    hip_bin = _touch(tmp_path / "AMD" / "ROCm" / "6.2" / "bin", "AMDHIP64_6.DLL")
    env = {"HIP_PATH": str(hip_bin.parent), "PATH": ""}
    dirs = library_search_dirs("rocm", server_dir, platform="win32", env=env, site_dirs=[])
    assert dirs == [server_dir, hip_bin]
    check = check_libraries("rocm", dirs, platform="win32", env=env)
    assert check.missing == []
    assert check.found["amdhip64*.dll"] == hip_bin / "AMDHIP64_6.DLL"


@pytest.mark.parametrize("platform", ["linux", "win32"])
def test_required_libraries_follow_the_cuda_version(platform: str) -> None:
    twelve = required_libraries("cuda", platform, 12)
    thirteen = required_libraries("cuda", platform, 13)
    driver = {"libcuda.so.1", "nvcuda.dll"}
    assert [name.replace("12", "13") for name in twelve if name not in driver] == [
        name for name in thirteen if name not in driver
    ]
    assert required_libraries("cuda", platform, None) == twelve
    assert required_libraries("cpu", platform, None) == []


# ---- The child's environment --------------------------------------------------------------


def test_linux_child_environment_prepends_library_dirs(tmp_path: Path) -> None:
    dirs = [tmp_path / "a", tmp_path / "b"]
    base = {"LD_LIBRARY_PATH": "/opt/custom/lib", "HOME": "/home/someone"}
    env = child_environment(base, "cuda", dirs, platform="linux", gpu_indices=None, frozen=False)
    assert env["LD_LIBRARY_PATH"] == f"{dirs[0]}:{dirs[1]}:/opt/custom/lib"
    assert env["CUDA_DEVICE_ORDER"] == "PCI_BUS_ID"
    assert env["HOME"] == base["HOME"]
    assert "CUDA_VISIBLE_DEVICES" not in env
    assert base == {"LD_LIBRARY_PATH": "/opt/custom/lib", "HOME": "/home/someone"}


def test_frozen_app_restores_the_original_library_path(tmp_path: Path) -> None:
    bundle = "/tmp/_MEI12345"
    base = {
        "LD_LIBRARY_PATH": f"{bundle}:/opt/custom/lib",
        "LD_LIBRARY_PATH_ORIG": "/opt/custom/lib",
    }
    env = child_environment(
        base, "cuda", [tmp_path], platform="linux", gpu_indices=None, frozen=True
    )
    assert env["LD_LIBRARY_PATH"] == f"{tmp_path}:/opt/custom/lib"
    assert "LD_LIBRARY_PATH_ORIG" not in env


def test_frozen_app_without_an_original_path_drops_its_own(tmp_path: Path) -> None:
    base = {"LD_LIBRARY_PATH": "/tmp/_MEI12345"}
    cpu_env = child_environment(base, "cpu", [], platform="linux", gpu_indices=None, frozen=True)
    assert "LD_LIBRARY_PATH" not in cpu_env
    assert "CUDA_DEVICE_ORDER" not in cpu_env


def test_windows_child_environment_has_one_path_variable(tmp_path: Path) -> None:
    dirs = [tmp_path / "runtime", tmp_path / "cuda" / "bin"]
    base = {"Path": r"C:\Windows\System32;C:\Windows", "SystemRoot": r"C:\Windows"}
    env = child_environment(base, "cuda", dirs, platform="win32", gpu_indices=[0])
    assert [key for key in env if key.upper() == "PATH"] == ["PATH"]
    assert env["PATH"] == f"{dirs[0]};{dirs[1]};C:\\Windows\\System32;C:\\Windows"
    assert env["CUDA_VISIBLE_DEVICES"] == "0"


@pytest.mark.parametrize(
    ("backend", "base", "indices", "variable", "expected"),
    [
        ("cuda", {}, [1], "CUDA_VISIBLE_DEVICES", "1"),
        ("cuda", {"CUDA_VISIBLE_DEVICES": "2,3,"}, [1], "CUDA_VISIBLE_DEVICES", "3"),
        ("cuda", {"CUDA_VISIBLE_DEVICES": "3,1"}, [1, 0], "CUDA_VISIBLE_DEVICES", "1,3"),
        ("cuda", {"CUDA_VISIBLE_DEVICES": "GPU-aa,GPU-bb"}, [1], "CUDA_VISIBLE_DEVICES", "GPU-bb"),
        ("cuda", {"CUDA_VISIBLE_DEVICES": "0,1"}, [], "CUDA_VISIBLE_DEVICES", ""),
        ("rocm", {"HIP_VISIBLE_DEVICES": "1,2"}, [0], "HIP_VISIBLE_DEVICES", "1"),
        ("rocm", {"CUDA_VISIBLE_DEVICES": "2,3"}, [1], "HIP_VISIBLE_DEVICES", "3"),
        ("rocm", {}, [], "HIP_VISIBLE_DEVICES", "-1"),
        ("vulkan", {}, [0, 1], "GGML_VK_VISIBLE_DEVICES", "0,1"),
    ],
)
def test_gpu_pinning_translates_visible_ordinals(
    backend: str, base: dict[str, str], indices: list[int], variable: str, expected: str
) -> None:
    env = child_environment(base, backend, [], platform="linux", gpu_indices=indices, frozen=False)
    assert env[variable] == expected


def test_pinning_a_gpu_the_mask_hides_is_a_plain_error() -> None:
    with pytest.raises(GpuNotVisibleError) as caught:
        child_environment(
            {"CUDA_VISIBLE_DEVICES": "2"}, "cuda", [], platform="linux", gpu_indices=[1]
        )
    assert "GPU 1" in caught.value.message and "CUDA_VISIBLE_DEVICES=2" in caught.value.message
    with pytest.raises(GpuNotVisibleError):
        physical_gpu_ids([2], "0,,1", "CUDA_VISIBLE_DEVICES")


def test_detected_gpu_is_pinned_to_its_physical_id(tmp_path: Path) -> None:
    """A GPU chosen from detect_hardware's list under a mask ends up as the same card."""
    bin_dir, root = tmp_path / "bin", tmp_path / "root"
    write_fake_tool(bin_dir, "nvidia-smi", FakeReply(stdout=nvidia_smi_csv(TWO_NVIDIA_GPUS)))
    write_cpuinfo(root, "flags\t: sse2\n")
    base = minimal_env([bin_dir], CUDA_VISIBLE_DEVICES=f"{TWO_NVIDIA_GPUS[1].uuid},0")
    info = detect_hardware(env=base, platform="linux", sysfs_root=root, use_nvml=False)
    chosen = next(gpu for gpu in info.gpus if gpu.name == TWO_NVIDIA_GPUS[0].name)
    env = child_environment(base, "cuda", [], platform="linux", gpu_indices=[chosen.index])
    assert env["CUDA_VISIBLE_DEVICES"] == str(chosen.physical_index)
    assert env["CUDA_DEVICE_ORDER"] == "PCI_BUS_ID"
