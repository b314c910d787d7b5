"""Pack a built LlamaDesk bundle (packaging/build.py's ``dist/LlamaDesk``) as a .deb.

    python packaging/linux_deb.py BUNDLE [--out DIR]

The bundle goes to ``/opt/llamadesk``; ``llamadesk`` (the window) and ``llamadesk-cli``
are put on PATH in ``/usr/bin`` as relative links (so the package also works installed
under another root); the menu entry and icon go where desktops look for them. Chats,
models and settings live in the user's own folders, so an upgrade or a removal never
touches them.

What the package needs from the system is read from the bundle itself: every library
an ELF file inside it names (its NEEDED entries) that the bundle does not carry must
belong to a package listed below, or the build stops and says which library is new.
The C library's lowest version is the newest ``GLIBC_x.y`` symbol version asked for.
(dpkg-shlibdeps was tried: on this bundle it ran 8 minutes and made the package depend
on the system's copies of ~90 libraries PyInstaller already bundles.)
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

PACKAGE = "llamadesk"
INSTALL_DIR = Path("opt") / PACKAGE
# The libraries found outside the bundle, by the Debian package that has them.
REQUIRED = {
    "libc6": (
        "libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1",
        "libresolv.so.2", "ld-linux-x86-64.so.2", "libutil.so.1",
    ),
    "libgl1": ("libGL.so.1",),  # Qt's GUI library links it, display or not
    "libegl1": ("libEGL.so.1",),
    "libxcb1": ("libxcb.so.1",),  # the X11 platform plugin
    "libgomp1": ("libgomp.so.1",),  # llama.cpp's CPU backend (OpenMP)
}
# Only for some sessions: Wayland's plugin, the framebuffer/KMS plugins.
RECOMMENDED = {
    "libwayland-client0": ("libwayland-client.so.0",),
    "libwayland-cursor0": ("libwayland-cursor.so.0",),
    "libwayland-egl1": ("libwayland-egl.so.1",),
    "libdrm2": ("libdrm.so.2",),
    "libvulkan1": ("libvulkan.so.1",),  # a Vulkan runtime's loader, when one is bundled
}
DESCRIPTION = """\
Chat with AI language models offline, on your own computer
 LlamaDesk finds, downloads and runs language models (GGUF files) with
 llama.cpp, privately: nothing you write leaves your computer. It comes with
 a small starter model and a runtime for your processor; your chats, models
 and settings stay in your own folders when the app is upgraded or removed.
"""
_GLIBC_VERSION = re.compile(r"GLIBC_(\d+)\.(\d+)")


class PackagingError(Exception):
    """The bundle cannot be packed as it is (the message says why)."""


def _elf_files(bundle: Path) -> list[Path]:
    elves = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    elves.append(path)
    return elves


def _readelf(*args: str | Path) -> str:
    return subprocess.run(
        ["readelf", "--wide", *map(str, args)], capture_output=True, text=True, check=False
    ).stdout


def external_libraries(bundle: Path) -> dict[str, list[Path]]:
    """Each library named by an ELF file in ``bundle`` that the bundle does not carry,
    with the files that need it."""
    elves = _elf_files(bundle)
    carried = {path.name for path in bundle.rglob("*.so*")}
    needed: dict[str, list[Path]] = {}
    for elf in elves:
        for name in re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", _readelf("-d", elf)):
            if name not in carried:
                needed.setdefault(name, []).append(elf)
    return needed


def lowest_glibc(bundle: Path) -> tuple[int, int]:
    """The newest GLIBC symbol version any ELF file in ``bundle`` asks for."""
    newest = (2, 17)
    for elf in _elf_files(bundle):
        for major, minor in _GLIBC_VERSION.findall(_readelf("--version-info", elf)):
            newest = max(newest, (int(major), int(minor)))
    return newest


def dependencies(bundle: Path) -> tuple[list[str], list[str]]:
    """The package's Depends and Recommends, read from the bundle (see the module)."""
    owner = {library: package for package, names in REQUIRED.items() for library in names}
    recommended = {
        library: package for package, names in RECOMMENDED.items() for library in names
    }
    depends: set[str] = set()
    recommends: set[str] = set()
    unknown: list[str] = []
    for library, users in sorted(external_libraries(bundle).items()):
        if library in owner:
            depends.add(owner[library])
        elif library in recommended:
            recommends.add(recommended[library])
        else:
            unknown.append(f"{library} (needed by {users[0].relative_to(bundle)})")
    if unknown:
        raise PackagingError(
            "The bundle needs libraries the package does not name yet; add their Debian "
            "packages to packaging/linux_deb.py: " + ", ".join(unknown)
        )
    major, minor = lowest_glibc(bundle)
    listed = [f"libc6 (>= {major}.{minor})" if package == "libc6" else package
              for package in sorted(depends)]  # fmt: skip
    return listed, sorted(recommends)


def debian_version(version: str) -> str:
    """PEP 440 to Debian: a pre-release sorts before its release (``~``)."""
    return re.sub(r"\.?(dev|a|b|rc)(\d*)", r"~\1\2", version)


def _architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


def _stage(bundle: Path, stage: Path, desktop_entry: str) -> None:
    target = stage / INSTALL_DIR
    # Hard links where the folders share a disk: the bundle is ~450 MB.
    try:
        shutil.copytree(bundle, target, symlinks=True, copy_function=os.link)
    except OSError:
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(bundle, target, symlinks=True)
    # The tarball's own menu installer has no place in a package.
    (target / "install-desktop-entry.sh").unlink(missing_ok=True)
    (target / "llamadesk.desktop").unlink(missing_ok=True)
    binaries = stage / "usr" / "bin"
    binaries.mkdir(parents=True)
    (binaries / "llamadesk").symlink_to(Path("../..") / INSTALL_DIR / "LlamaDesk")
    (binaries / "llamadesk-cli").symlink_to(Path("../..") / INSTALL_DIR / "llamadesk")
    applications = stage / "usr" / "share" / "applications"
    applications.mkdir(parents=True)
    entry = re.sub(r"^Exec=.*$", "Exec=llamadesk %F", desktop_entry, flags=re.M)
    (applications / "llamadesk.desktop").write_text(entry, encoding="utf-8")
    icons = stage / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps"
    icons.mkdir(parents=True)
    shutil.copy2(bundle / "llamadesk.png", icons / "llamadesk.png")


def _installed_size_kib(stage: Path) -> int:
    return sum(p.lstat().st_size for p in stage.rglob("*") if p.is_file()) // 1024 + 1


def make_deb(bundle: Path, out: Path, version: str, desktop_entry: str) -> Path:
    """Pack ``bundle`` as ``out/llamadesk_<version>_<arch>.deb`` and return its path."""
    depends, recommends = dependencies(bundle)
    arch = _architecture()
    deb_version = debian_version(version)
    stage = out / f"{PACKAGE}-deb-stage"
    shutil.rmtree(stage, ignore_errors=True)
    _stage(bundle, stage, desktop_entry)
    control = stage / "DEBIAN" / "control"
    control.parent.mkdir()
    fields = {
        "Package": PACKAGE,
        "Version": deb_version,
        "Section": "utils",
        "Priority": "optional",
        "Architecture": arch,
        "Maintainer": "LlamaDesk developers <llamadesk@users.noreply.github.com>",
        "Installed-Size": str(_installed_size_kib(stage)),
        "Depends": ", ".join(depends),
        "Recommends": ", ".join(recommends),
        "Description": DESCRIPTION.rstrip("\n"),
    }
    control.write_text(
        "".join(f"{key}: {value}\n" for key, value in fields.items() if value),
        encoding="utf-8",
    )
    deb = out / f"{PACKAGE}_{deb_version}_{arch}.deb"
    # gzip: every dpkg reads it (zstd needs dpkg 1.21.18+, xz takes minutes on 450 MB).
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zgzip", "-z6", "--build", str(stage), str(deb)],
        check=True, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    shutil.rmtree(stage)
    return deb


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from build import DESKTOP_ENTRY, version

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path, help="the built dist/LlamaDesk folder")
    parser.add_argument("--out", type=Path, help="where the .deb goes (default: beside it)")
    args = parser.parse_args(argv)
    bundle: Path = args.bundle.resolve()
    started = time.monotonic()
    try:
        deb = make_deb(bundle, (args.out or bundle.parent).resolve(), version(), DESKTOP_ENTRY)
    except PackagingError as error:
        raise SystemExit(str(error)) from None
    size = deb.stat().st_size / (1024 * 1024)
    print(f"deb: {deb} ({size:.1f} MiB, {time.monotonic() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
