"""Failure classification and load-log parsing over llama-server's own wording.

The log lines below follow the format strings in llama.cpp's sources (load_tensors,
llama_kv_cache, server-http) and the loader messages of the operating systems."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.server_failures import (
    ServerFailure,
    ServerFailureKind,
    classify_failure,
    describe_exit_code,
    parse_context_size,
    parse_load_log,
)

MODEL = Path("/models/Qwen3-8B-Q4_K_M.gguf")
SERVER = Path("/opt/llamadesk/runtimes/cuda12/llama-server")
MIB = 1024 * 1024


def _classify(
    returncode: int | None,
    lines: Sequence[str],
    platform: str = "linux",
    oom_kills: int | None = None,
) -> ServerFailure:
    return classify_failure(
        returncode,
        lines,
        model_path=MODEL,
        server_path=SERVER,
        platform=platform,
        oom_kills=oom_kills,
    )


@pytest.mark.parametrize(
    ("returncode", "platform"),
    [(-4, "linux"), (132, "linux"), (0xC000001D, "win32"), (-1073741795, "win32")],
)
def test_illegal_instruction_points_to_the_portable_runtime(returncode: int, platform: str) -> None:
    failure = _classify(returncode, ["load_tensors: loading model tensors"], platform)
    assert failure.kind is ServerFailureKind.ILLEGAL_INSTRUCTION
    assert "llamadesk runtime install --portable" in failure.message
    assert "CPU instructions" in failure.message


@pytest.mark.parametrize(
    ("line", "library"),
    [
        (
            "llama-server: error while loading shared libraries: libcudart.so.12: "
            "cannot open shared object file: No such file or directory",
            "libcudart.so.12",
        ),
        (
            "dyld[4242]: Library not loaded: @rpath/libggml-base.dylib",
            "libggml-base.dylib",
        ),
    ],
)
def test_a_missing_library_is_named(line: str, library: str) -> None:
    failure = _classify(127, [line])
    assert failure.kind is ServerFailureKind.MISSING_LIBRARY
    assert library in failure.message


def test_a_missing_cuda_library_suggests_the_cuda_runtime() -> None:
    failure = _classify(
        127, ["error while loading shared libraries: libcublas.so.12: cannot open shared"]
    )
    assert "CUDA" in failure.message


@pytest.mark.parametrize("returncode", [0xC0000135, -1073741515])
def test_a_missing_windows_dll_says_so(returncode: int) -> None:
    failure = _classify(returncode, [], "win32")
    assert failure.kind is ServerFailureKind.MISSING_LIBRARY
    assert "DLL" in failure.message
    assert "PATH" in failure.message


def test_an_old_cuda_driver_names_the_versions_needed() -> None:
    failure = _classify(
        1,
        [
            "ggml_cuda_init: failed to initialize CUDA: CUDA driver version is insufficient "
            "for CUDA runtime version",
            "llama_model_load_from_file_impl: failed to load model",
        ],
    )
    assert failure.kind is ServerFailureKind.CUDA_DRIVER
    assert "525.60" in failure.message


@pytest.mark.parametrize(
    "line",
    [
        "ggml_backend_cuda_buffer_type_alloc_buffer: allocating 9000.00 MiB on device 0: "
        "cudaMalloc failed: out of memory",
        "ggml_gallocr_reserve_n: failed to allocate CUDA0 buffer of size 123456",
        "ggml_vulkan: Device memory allocation of size 1 failed. vk::Device::allocateMemory: "
        "ErrorOutOfDeviceMemory",
    ],
)
def test_out_of_memory_suggests_smaller_settings(line: str) -> None:
    failure = _classify(1, [line, "llama_model_load_from_file_impl: failed to load model"])
    assert failure.kind is ServerFailureKind.OUT_OF_MEMORY
    assert MODEL.name in failure.message
    assert "smaller context" in failure.message


KILLED_MESSAGE = (
    "The model server was stopped from outside while loading (it was killed, signal 9). "
    "Nothing is wrong with the model; load it again."
)


def test_a_sigkill_while_the_kernel_counted_an_oom_kill_is_out_of_memory() -> None:
    failure = _classify(-9, ["load_tensors: loading model tensors"], oom_kills=1)
    assert failure.kind is ServerFailureKind.OUT_OF_MEMORY
    assert "not enough memory" in failure.message


def test_a_sigkill_without_oom_kills_was_a_stop_from_outside() -> None:
    failure = _classify(-9, ["load_tensors: loading model tensors"], oom_kills=0)
    assert failure.kind is ServerFailureKind.KILLED
    assert failure.message == KILLED_MESSAGE


def test_a_sigkill_with_no_readable_counter_does_not_claim_memory() -> None:
    # macOS, or a Linux whose counters are hidden: nothing says memory ran out.
    for platform in ("linux", "darwin"):
        failure = _classify(-9, ["load_tensors: loading model tensors"], platform)
        assert failure.kind is ServerFailureKind.KILLED
        assert failure.message.startswith(KILLED_MESSAGE)
        assert "not enough memory" not in failure.message


WINDOWS_KILLED_MESSAGE = (
    "The model server was stopped from outside while loading (it was ended, as the Task "
    "Manager's End task does). Nothing is wrong with the model; load it again."
)


def test_ended_from_the_task_manager_on_windows_was_a_stop_from_outside() -> None:
    # TerminateProcess (Task Manager's End task, taskkill /F) leaves exit code 1 and
    # a log cut short without an error.
    failure = _classify(1, ["load_tensors: loading model tensors"], "win32")
    assert failure.kind is ServerFailureKind.KILLED
    assert failure.message.startswith(WINDOWS_KILLED_MESSAGE)
    assert "not enough memory" not in failure.message


def test_exit_code_1_after_an_error_on_windows_is_its_own_failure() -> None:
    lines = ["load_tensors: loading model tensors", "init: failed to create the thread pool"]
    failure = _classify(1, lines, "win32")
    assert failure.kind is ServerFailureKind.EARLY_EXIT
    assert "failed to create the thread pool" in failure.message


def test_exit_code_1_elsewhere_is_never_taken_for_a_stop_from_outside() -> None:
    failure = _classify(1, ["load_tensors: loading model tensors"], "linux")
    assert failure.kind is ServerFailureKind.EARLY_EXIT


def test_oom_kills_alone_do_not_turn_other_exits_into_memory_failures() -> None:
    # Another process met the OOM killer while this one crashed on its own.
    failure = _classify(-11, [], oom_kills=1)
    assert failure.kind is ServerFailureKind.EARLY_EXIT
    assert "SIGSEGV" in failure.message


def test_the_log_still_names_memory_whatever_the_counter_says() -> None:
    failure = _classify(-9, ["cudaMalloc failed: out of memory"], oom_kills=0)
    assert failure.kind is ServerFailureKind.OUT_OF_MEMORY


@pytest.mark.parametrize(
    ("lines", "kind", "named"),
    [
        pytest.param(
            [
                "E llama_model_load: error loading model: unknown model architecture: 'qwen9'",
                "E llama_model_load_from_file_impl: failed to load model",
                "E srv  llama_server: exiting due to model loading error",
            ],
            ServerFailureKind.UNKNOWN_ARCHITECTURE,
            ("'qwen9'", MODEL.name),
            id="unknown_architecture_is_named",
        ),
        pytest.param(
            [
                "E gguf_init_from_reader: failed to read header",
                "E llama_model_load: error loading model: llama_model_loader: failed to load model",
                "E srv  llama_server: exiting due to model loading error",
            ],
            ServerFailureKind.BAD_MODEL,
            (MODEL.name,),
            id="bad_model_names_the_file",
        ),
    ],
)
def test_a_model_the_server_cannot_load_is_named(
    lines: list[str], kind: ServerFailureKind, named: tuple[str, ...]
) -> None:
    failure = _classify(1, lines)
    assert failure.kind is kind
    for name in named:
        assert name in failure.message


def test_a_taken_port_is_recognised_with_its_number() -> None:
    failure = _classify(
        1,
        [
            "E srv  start: couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8080",
            "E srv  llama_server: exiting due to HTTP server error",
        ],
    )
    assert failure.kind is ServerFailureKind.PORT_IN_USE
    assert "8080" in failure.message


def test_anything_else_is_an_early_exit_quoting_the_last_error() -> None:
    lines = [
        "0.00.001 I srv  load_model: loading model",
        "0.00.002 E cmn  something odd happened here",
        "0.00.003 I srv  operator(): cleaning up before exit...",
    ]
    failure = _classify(3, lines)
    assert failure.kind is ServerFailureKind.EARLY_EXIT
    assert "exit code 3" in failure.message
    assert "something odd happened here" in failure.message


def test_a_crash_names_the_signal() -> None:
    failure = _classify(-11, [])
    assert failure.kind is ServerFailureKind.EARLY_EXIT
    assert "SIGSEGV" in failure.message


def test_a_failure_is_a_user_error_carrying_the_log_tail() -> None:
    lines = [f"line {number}" for number in range(100)]
    failure = _classify(1, lines)
    assert isinstance(failure, LlamaDeskError)
    assert failure.log_tail == tuple(lines[-40:])
    assert failure.details.endswith("line 99")
    assert str(failure) == failure.message


@pytest.mark.parametrize(
    ("returncode", "described"),
    [
        (1, "exit code 1"),
        (-11, "signal SIGSEGV"),
        (0xC0000005, "exit code 0xC0000005"),
        (-1073741819, "exit code 0xC0000005"),
        (None, "no exit code"),
    ],
)
def test_exit_codes_are_described_readably(returncode: int | None, described: str) -> None:
    assert describe_exit_code(returncode) == described


GPU_LOAD = [
    "print_info: n_layer               = 30",
    "print_info: n_layer_all           = 30",
    "load_tensors: loading model tensors, this can take a while... (load_mode = mmap)",
    "load_tensors: offloading output layer to GPU",
    "load_tensors: offloading 29 repeating layers to GPU",
    "load_tensors: offloaded 30/31 layers to GPU",
    "load_tensors:        CUDA0 model buffer size =    80.00 MiB",
    "load_tensors:   CPU_Mapped model buffer size =    12.10 MiB",
    "llama_context: constructing llama_context",
    "llama_context: n_ctx                 = 4096",
    "llama_kv_cache:      CUDA0 KV buffer size =    90.00 MiB",
    "llama_kv_cache: size =   90.00 MiB (  4096 cells,  30 layers,  4/1 seqs), "
    "K (f16):   45.00 MiB, V (f16):   45.00 MiB",
]


def test_a_gpu_load_is_read_back() -> None:
    facts = parse_load_log(GPU_LOAD)
    assert facts.offloaded == 30
    assert facts.total_layers == 31
    assert facts.devices == ("CUDA0", "CPU_Mapped")
    assert facts.kv_bytes == 90 * MIB
    offloaded, total, devices, kv_bytes = facts  # also usable as a plain tuple
    assert (offloaded, total, devices, kv_bytes) == (30, 31, ("CUDA0", "CPU_Mapped"), 90 * MIB)


def test_a_cpu_only_build_counts_zero_layers_on_the_gpu() -> None:
    lines = [line for line in GPU_LOAD if "offload" not in line and "CUDA0" not in line]
    facts = parse_load_log(lines)
    assert facts.offloaded == 0
    assert facts.total_layers == 31
    assert facts.devices == ("CPU_Mapped",)


def test_a_build_with_rpc_and_no_card_counts_zero_layers_on_the_gpu() -> None:
    """With the RPC backend compiled in, llama.cpp prints the layers it was asked for as
    offloaded, though every weight stayed in main memory (measured with the CPU build:
    `-ngl all` printed "offloaded 31/31 layers to GPU" and only a CPU_Mapped buffer)."""
    lines = [line for line in GPU_LOAD if "CUDA0" not in line]
    assert any("offloaded 30/31 layers to GPU" in line for line in lines)
    facts = parse_load_log(lines)
    assert facts.offloaded == 0
    assert facts.devices == ("CPU_Mapped",)


def test_sliding_window_caches_add_up_and_only_the_last_context_counts() -> None:
    lines = [
        "llama_context: constructing llama_context",
        "llama_kv_cache: size = 999.00 MiB (  4096 cells,  30 layers,  1/1 seqs)",
        "llama_context: constructing llama_context",
        "llama_kv_cache_iswa: creating non-SWA KV cache, size = 4096 cells",
        "llama_kv_cache: size =   16.00 MiB (  4096 cells,   5 layers,  1/1 seqs)",
        "llama_kv_cache_iswa: creating     SWA KV cache, size = 1024 cells",
        "llama_kv_cache: size =   20.50 MiB (  1024 cells,  25 layers,  1/1 seqs)",
    ]
    assert parse_load_log(lines).kv_bytes == round(36.5 * MIB)


def test_a_log_without_load_facts_gives_nothing() -> None:
    facts = parse_load_log(["srv  llama_server: initializing ..."])
    assert facts == (None, None, (), None)
    assert parse_context_size([]) is None


def test_the_allocated_context_is_read() -> None:
    assert parse_context_size(GPU_LOAD) == 4096
