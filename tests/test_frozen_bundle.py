"""The frozen one-folder build: PyInstaller bundles it, and it runs with nothing else.

One build per module (about a minute on two cores) into a temporary folder, with the
starter model and the runtime ``packaging/build.py`` bundles by default (the portable
CPU runtime, built once into the real cache) copied in, and a Vulkan runtime beside it
as ``--gpu-runtime`` puts one (the Vulkan tests' build: the release's portable one,
``--with-vulkan``, is the same source with every CPU variant). The frozen programs then
run in an environment where only the bundle can supply a runtime and a model.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.core import paths
from desktop.core.models.starter_model import STARTER_FILE_NAME
from desktop.core.paths import SERVER_PATH_ENV
from desktop.core.runtime.build_outputs import RPC_SERVER_NAME
from desktop.core.runtime.discovery import (
    BUILD_INFO_FILE,
    LLAMA_CPP_DIR_ENV,
    Runtime,
    read_build_info,
)
from tests.support.portable_runtime import bundle_runtime, bundle_runtime_timeout
from tests.support.vulkan_runtime import (
    COLD_BUILD_TIMEOUT_S,
    LAVAPIPE_ENV,
    REAL_CACHE,
    vulkan_runtime_built,
    vulkan_test_runtime,
)

ROOT = Path(__file__).resolve().parents[1]
BUILD_SCRIPT = ROOT / "packaging" / "build.py"
MISSING_PARTS = (
    "No module named",
    "Could not find the Qt platform plugin",
    "could not load the Qt platform plugin",
    "Traceback (most recent call last)",
)
BUILD_TIMEOUT = 480.0
RUN_TIMEOUT = 120.0

# The first test also pays for the build (its fixture): allow more than the default.
# (And the Vulkan runtime's, where the Vulkan tests have not built it yet.)
_VULKAN_COLD_S = 0 if vulkan_runtime_built() else COLD_BUILD_TIMEOUT_S
pytestmark = pytest.mark.timeout(
    bundle_runtime_timeout(BUILD_TIMEOUT + 2 * RUN_TIMEOUT) + _VULKAN_COLD_S
)


@pytest.fixture(scope="module")
def portable_runtime() -> Runtime:
    return bundle_runtime()


@pytest.fixture(scope="module")
def vulkan_runtime() -> Runtime:
    return vulkan_test_runtime()


@pytest.fixture(scope="module")
def bundle(
    tmp_path_factory: pytest.TempPathFactory, portable_runtime: Runtime, vulkan_runtime: Runtime
) -> Path:
    """dist/LlamaDesk built from this checkout, with runtime/, runtime-vulkan/ and models/
    filled in."""
    root = tmp_path_factory.mktemp("frozen")
    env = dict(os.environ)
    # PyInstaller's cache is cleaned by --clean: keep other test runs' caches out of it.
    env["PYINSTALLER_CONFIG_DIR"] = str(root / "pyinstaller-config")
    # The real cache, where the portable runtime was built: build.py's default finds it.
    env[paths.CACHE_DIR_ENV] = str(REAL_CACHE)
    completed = subprocess.run(
        [
            sys.executable,
            str(BUILD_SCRIPT),
            "--with-model",
            "--gpu-runtime",
            f"vulkan={vulkan_runtime.server_path}",
            "--no-archive",
            "--out",
            str(root / "dist"),
            "--work",
            str(root / "work"),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
        check=False,
    )
    assert completed.returncode == 0, completed.stdout[-4000:] + completed.stderr[-4000:]
    return root / "dist" / "LlamaDesk"


def _bundle_only_env(home: Path) -> dict[str, str]:
    """No runtime from the environment or PATH, app folders isolated (conftest's); the
    one Vulkan device is Mesa's lavapipe (a graphics card's driver, running on the CPU)."""
    env = {
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        **LAVAPIPE_ENV,
        "PATH": os.pathsep.join(
            folder
            for folder in os.environ.get("PATH", "").split(os.pathsep)
            if folder and not (Path(folder) / "llama-server").exists()
        ),
    }
    for name in (paths.DATA_DIR_ENV, paths.CONFIG_DIR_ENV, paths.CACHE_DIR_ENV):
        env[name] = os.environ[name]
    assert SERVER_PATH_ENV not in env and LLAMA_CPP_DIR_ENV not in env
    return env


def _run(program: Path, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(program), *args],
        cwd=home,
        env=_bundle_only_env(home),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
        check=False,
    )


def _assert_nothing_missing(output: str) -> None:
    for marker in MISSING_PARTS:
        assert marker not in output, output[-4000:]


def test_bundle_layout(bundle: Path) -> None:
    assert (bundle / "LlamaDesk").is_file() and os.access(bundle / "LlamaDesk", os.X_OK)
    assert (bundle / "llamadesk").is_file() and os.access(bundle / "llamadesk", os.X_OK)
    assert (bundle / "runtime" / "llama-server").is_file()
    assert (bundle / "runtime" / RPC_SERVER_NAME).is_file()
    assert (bundle / "runtime-vulkan" / "llama-server").is_file()
    assert (bundle / "models" / STARTER_FILE_NAME).is_file()
    assert (bundle / "_internal" / "resources" / "llamadesk.png").is_file()
    assert "Exec=LlamaDesk" in (bundle / "llamadesk.desktop").read_text(encoding="utf-8")
    # Only the Qt bindings the app imports are bundled.
    bindings = {entry.name.split(".")[0] for entry in (bundle / "_internal" / "PySide6").iterdir()}
    # QtNetwork for the local socket that keeps the app to one window.
    assert {"QtCore", "QtGui", "QtWidgets", "QtNetwork"} <= bindings
    assert not {"QtQml", "QtQuick"} & bindings


def test_the_bundle_carries_the_portable_runtime(bundle: Path, portable_runtime: Runtime) -> None:
    """Never a server tuned for the build machine's CPU (it could stop with 'illegal
    instruction' on the user's): the portable one, with every CPU variant it chooses from."""
    runtime = bundle / "runtime"
    info = read_build_info(runtime)
    assert (info["backend"], info["portable"], info["march_native"]) == ("cpu", True, False)
    assert info == portable_runtime.build_info
    libraries = info["libraries"]
    assert isinstance(libraries, list) and "libggml-cpu-x64.so" in libraries
    assert all((runtime / name).exists() for name in libraries)
    assert (runtime / BUILD_INFO_FILE).is_file()


def test_frozen_gui_shows_main_window(bundle: Path, tmp_path: Path) -> None:
    completed = _run(bundle / "LlamaDesk", "--smoke-test", home=tmp_path)
    output = completed.stdout + completed.stderr
    _assert_nothing_missing(output)
    assert completed.returncode == 0, output[-4000:]
    assert "main window shown" in completed.stdout


def test_frozen_cli_finds_only_the_bundled_runtimes(bundle: Path, tmp_path: Path) -> None:
    completed = _run(bundle / "llamadesk", "runtime", "status", "--json", home=tmp_path)
    _assert_nothing_missing(completed.stdout + completed.stderr)
    assert completed.returncode == 0, completed.stderr[-4000:]
    runtimes = json.loads(completed.stdout)
    assert [(r["source"], r["path"]) for r in runtimes] == [
        ("bundled", str(bundle / "runtime" / "llama-server")),
        ("bundled", str(bundle / "runtime-vulkan" / "llama-server")),
    ]
    assert [r["error"] for r in runtimes] == [None, None]


@pytest.mark.server
def test_first_start_check_tries_both_bundled_runtimes(bundle: Path, tmp_path: Path) -> None:
    """What an installed app does on its first start: each bundled runtime answers a few
    tokens here, and the fastest that works is used, with the reason."""
    completed = _run(bundle / "llamadesk", "runtime", "check", "--json", home=tmp_path)
    _assert_nothing_missing(completed.stdout + completed.stderr)
    assert completed.returncode == 0, completed.stderr[-4000:]
    check = json.loads(completed.stdout)
    trials = {trial["backend"]: trial for trial in check["trials"]}
    assert set(trials) == {"cpu", "vulkan"}, check
    assert trials["vulkan"]["path"] == str(bundle / "runtime-vulkan" / "llama-server")
    assert "llvmpipe" in (trials["vulkan"]["device"] or ""), trials["vulkan"]
    working = [trial for trial in trials.values() if trial["tokens_per_second"]]
    assert len(working) == 2, check
    fastest = max(working, key=lambda trial: trial["tokens_per_second"])
    assert check["chosen_path"] == fastest["path"]


@pytest.mark.server
def test_frozen_cli_answers_with_bundled_runtime_and_model(bundle: Path, tmp_path: Path) -> None:
    completed = _run(
        bundle / "llamadesk",
        "ask",
        "What is the capital of France?",
        "--json",
        "--temperature",
        "0",
        "--max-tokens",
        "32",
        "--threads",
        "2",
        "--ctx",
        "512",
        home=tmp_path,
    )
    _assert_nothing_missing(completed.stdout + completed.stderr)
    assert completed.returncode == 0, completed.stderr[-4000:]
    answer = json.loads(completed.stdout)
    assert "paris" in answer["text"].lower()
    assert answer["usage"]["completion_tokens"] > 0


def test_frozen_python_tool_child_runs_code_behind_its_fence(bundle: Path, tmp_path: Path) -> None:
    """The frozen app has no python: its console exe is the python tool's child."""
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    beside = tmp_path / "beside.txt"
    beside.write_text("not yours", encoding="utf-8")
    code = (
        "import statistics\nprint(statistics.mean([1, 2, 6]))\n"
        "import socket\ntry:\n    socket.create_connection(('127.0.0.1', 9), timeout=2)\n"
        "except PermissionError as error:\n    print(error)\n"
        f"print(open({str(beside)!r}).read())"
    )
    config = tmp_path / "call.json"
    config.write_text(json.dumps({"code": code, "scratch": str(scratch), "readable": []}))
    completed = _run(bundle / "llamadesk", "--run-python-tool", str(config), home=scratch)
    lines = completed.stdout.splitlines()
    assert lines == ["3", "LlamaDesk's python tool has no network access"], completed.stderr
    assert completed.returncode == 1
    assert f"may not read {beside}" in completed.stdout + completed.stderr


def _dpkg(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """dpkg on a private root: a real install, nothing of this machine's changed."""
    return subprocess.run(
        ["dpkg", f"--root={root}", "--force-not-root", "--force-script-chrootless", *args],
        capture_output=True, text=True, timeout=RUN_TIMEOUT, check=False,
    )  # fmt: skip


def _installed_here(package: str) -> bool:
    status = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status}", package],
        capture_output=True, text=True, check=False,
    ).stdout  # fmt: skip
    return status == "install ok installed"


@pytest.mark.server
# Packing ~450 MB (hard links, then gzip) besides the three runs.
@pytest.mark.timeout(bundle_runtime_timeout(2 * BUILD_TIMEOUT + 3 * RUN_TIMEOUT))
def test_the_deb_installs_answers_and_uninstalls(bundle: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    packed = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "linux_deb.py"), str(bundle), "--out", str(out)],
        capture_output=True, text=True, timeout=BUILD_TIMEOUT, check=False,
    )  # fmt: skip
    assert packed.returncode == 0, packed.stdout[-2000:] + packed.stderr[-2000:]
    (deb,) = out.glob("llamadesk_*.deb")
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Package", "Depends", "Recommends"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    assert "Package: llamadesk" in fields
    depends = fields.split("Depends: ")[1].splitlines()[0]
    # Read from the bundle: the CPU runtime's OpenMP, Qt's GL and X11 client libraries.
    assert "libc6 (>= 2." in depends and "libgomp1" in depends and "libxcb1" in depends
    # This machine runs the app, so it has every package the .deb asks for.
    # The Vulkan runtime's loader: recommended (a computer without it still chats).
    assert "libvulkan1" in fields.split("Recommends: ")[1].splitlines()[0]
    names = [part.split(" ")[0] for part in depends.split(", ")]
    assert all(_installed_here(name) for name in names), depends

    root = tmp_path / "root"
    (root / "var" / "lib" / "dpkg" / "info").mkdir(parents=True)
    (root / "var" / "lib" / "dpkg" / "updates").mkdir()
    (root / "var" / "lib" / "dpkg" / "status").touch()
    # The private root has no package database of its own: its dependencies were
    # checked against this machine's above.
    installed = _dpkg(root, "--force-depends", "-i", str(deb))
    assert installed.returncode == 0, installed.stderr[-2000:]
    cli = root / "usr" / "bin" / "llamadesk-cli"
    assert str(cli.readlink()) == "../../opt/llamadesk/llamadesk"
    entry = (root / "usr" / "share" / "applications" / "llamadesk.desktop").read_text("utf-8")
    assert "Exec=llamadesk %F" in entry
    icons = root / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps"
    assert (icons / "llamadesk.png").is_file()

    home = tmp_path / "home"
    home.mkdir()
    status = _run(cli, "runtime", "status", "--json", home=home)
    assert status.returncode == 0, status.stderr[-2000:]
    server = root / "opt" / "llamadesk" / "runtime" / "llama-server"
    vulkan = root / "opt" / "llamadesk" / "runtime-vulkan" / "llama-server"
    assert [r["path"] for r in json.loads(status.stdout)] == [str(server), str(vulkan)]
    answer = _run(
        cli, "ask", "What is the capital of France?", "--json", "--temperature", "0",
        "--max-tokens", "32", "--threads", "2", "--ctx", "512", home=home,
    )  # fmt: skip
    assert answer.returncode == 0, answer.stderr[-2000:]
    assert "paris" in json.loads(answer.stdout)["text"].lower()
    window = _run(root / "usr" / "bin" / "llamadesk", "--smoke-test", home=home)
    assert window.returncode == 0 and "main window shown" in window.stdout, window.stderr[-2000:]

    removed = _dpkg(root, "--purge", "llamadesk")
    assert removed.returncode == 0, removed.stderr[-2000:]
    assert not (root / "opt" / "llamadesk").exists() and not cli.is_symlink()
