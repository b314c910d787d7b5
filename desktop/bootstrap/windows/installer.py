"""The Windows installer, built and checked in the lane: the PyInstaller one-folder
bundle made by the Windows Python under Wine (packaging/build.py and the spec Linux
uses), the NSIS installer made natively by makensis around it (left in ``dist/``), and
a user's round with it under Wine: a silent install, the installed app started and
answering, an upgrade in place, and the uninstall, keeping the user's data unless asked.

Each check returns a ``Done`` or raises ``StepFailedError``, as the lane's other steps.
The installed app runs with Wine's own per-user folders (``%LOCALAPPDATA%`` in the
prefix): no LLAMADESK_* folder overrides, no LLAMADESK_LLAMA_SERVER, so it finds its
runtime and model the way it does on a user's computer.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import shutil
import subprocess
import time
import tomllib
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

from desktop.bootstrap import translations
from desktop.bootstrap.windows import wine
from desktop.bootstrap.windows.cross_build import VULKAN
from desktop.bootstrap.windows.layout import FONTS_DIR, PREFIX, PYTHON_DIR, ROOT
from desktop.bootstrap.windows.python import python_args
from desktop.bootstrap.windows.standin_dlls import DLL_OVERRIDES
from desktop.bootstrap.windows.steps import (
    ASK_ARGUMENTS,
    AppFolders,
    Done,
    StepFailedError,
    paris_answer,
    wine_desktop,
)
from desktop.bootstrap.windows.wheels import pip

CHECKOUT = Path(__file__).resolve().parents[3]
NSIS_SCRIPT = CHECKOUT / "packaging" / "windows" / "llamadesk.nsi"
MAKENSIS = Path("/usr/bin/makensis")  # Debian's nsis: native, writes 64-bit installers
BUNDLE_OUT = ROOT / "bundle"  # PyInstaller's one folder lands in BUNDLE_OUT/LlamaDesk
BUNDLE_WORK = ROOT / "bundle-work"
BUILD_LOG = ROOT / "bundle-build.log"
_BUNDLE_STAMP = ROOT / "bundle-made-from.txt"
_PYINSTALLER_STAMP = ROOT / "pyinstaller-installed.txt"
APP = "LlamaDesk"
GUI_EXE = "LlamaDesk.exe"
CLI_EXE = "llamadesk-cli.exe"
STARTER_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\LlamaDesk"
# What goes into the bundle: a change to any of it makes the bundle again.
_BUNDLE_SOURCES = ("desktop", "packaging", "resources", "pyproject.toml")


def version() -> str:
    text = (CHECKOUT / "desktop" / "__init__.py").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("__version__ = "):
            return line.split('"')[1]
    raise StepFailedError("desktop/__init__.py has no __version__")


def installer_path() -> Path:
    return CHECKOUT / "dist" / f"{APP}-{version()}-windows-x86_64-setup.exe"


# ---------------------------------------------------------------- Wine's user folders


def _user_folder(name: str) -> Path:
    """A per-user Windows folder of the prefix (``%LOCALAPPDATA%``, ``%APPDATA%``), as a
    Linux path; asked of Wine itself so the lane agrees with what the installer sees."""
    done = wine.run(["cmd.exe", "/c", "echo", f"%{name}%"], timeout=60)
    value = done.stdout.strip().splitlines()[-1:] or [""]
    if not value[0] or "%" in value[0]:
        raise StepFailedError(f"Wine did not say where %{name}% is: {done.stderr[-400:]}")
    return _linux_path(value[0])


def _shown(path: Path) -> str:
    """A path in the prefix as the Windows program sees it (C:\\users\\...)."""
    drive_c = PREFIX / "drive_c"
    if path.is_relative_to(drive_c):
        return "C:\\" + str(path.relative_to(drive_c)).replace("/", "\\")
    return wine.windows_path(path)


def _pe_machine(path: Path) -> int:
    """The machine a Windows program is built for (0x8664: x86-64, 0x14c: 32-bit x86)."""
    head = path.read_bytes()[:4096]
    offset = int.from_bytes(head[0x3C:0x40], "little")
    return int.from_bytes(head[offset + 4 : offset + 6], "little")


def _linux_path(windows: str) -> Path:
    drive, rest = windows[0].lower(), windows[2:].replace("\\", "/").lstrip("/")
    if drive == "z":
        return Path("/") / rest
    return PREFIX / "drive_c" / rest if drive == "c" else Path(windows)


class Places:
    """Where the installer puts things and where the installed app keeps the user's."""

    def __init__(self) -> None:
        local = _user_folder("LOCALAPPDATA")
        roaming = _user_folder("APPDATA")
        self.install = local / "Programs" / APP
        self.user_data = local / "llamadesk"  # platformdirs: settings, chats, models, cache
        self.roaming = roaming / "llamadesk"
        self.shortcut = roaming / "Microsoft" / "Windows" / "Start Menu" / "Programs" / (
            f"{APP}.lnk"
        )

    def clear(self) -> None:
        """A computer that never had LlamaDesk: an earlier run's install and data go."""
        for folder in (self.install, self.user_data, self.roaming):
            shutil.rmtree(folder, ignore_errors=True)
        self.shortcut.unlink(missing_ok=True)
        wine.run(["reg.exe", "delete", UNINSTALL_KEY, "/f"], timeout=60)
        wine.run(["reg.exe", "delete", r"HKCU\Software\LlamaDesk", "/f"], timeout=60)


_places: list[Places] = []


def _the_places() -> Places:
    if not _places:
        _places.append(Places())
    return _places[0]


def _installed_env(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The installed app's environment: only what makes Wine a usable desktop here
    (offscreen Qt with fonts, the stand-in DLLs); nothing that points the app anywhere."""
    values = {
        "WINEDLLOVERRIDES": f"winemenubuilder.exe=d;mscoree=d;mshtml=d;{DLL_OVERRIDES}",
        "HF_HUB_OFFLINE": "1",
        **wine.qt_env(
            {"QT_QPA_PLATFORM": "offscreen", "QT_QPA_FONTDIR": wine.windows_path(FONTS_DIR)}
        ),
    }
    values.update(extra or {})
    return values


def _said(done: subprocess.CompletedProcess[str]) -> str:
    return (done.stdout + done.stderr).strip()[-1500:]


# ---------------------------------------------------------------- the bundle


def _bundle_fingerprint(server_exe: Path) -> str:
    """What the bundle is made from: the app's sources, the runtime and the starter."""
    digest = hashlib.sha256()
    for name in _BUNDLE_SOURCES:
        top = CHECKOUT / name
        files = sorted(top.rglob("*")) if top.is_dir() else [top]
        for path in files:
            if path.is_file() and "__pycache__" not in path.parts and (
                "bootstrap" not in path.parts
            ):
                digest.update(str(path.relative_to(CHECKOUT)).encode())
                digest.update(path.read_bytes())
    for server in (server_exe, VULKAN.server_exe):
        digest.update(server.read_bytes())
        speech = server.with_name("llama-tts.exe")  # copied with it (packaging/build.py)
        if speech.is_file():
            digest.update(speech.read_bytes())
    return digest.hexdigest()


def ensure_pyinstaller() -> bool:
    """PyInstaller in the Windows Python (the ``package`` extra); True when pip ran now."""
    project = tomllib.loads((CHECKOUT / "pyproject.toml").read_text(encoding="utf-8"))
    wanted = project["project"]["optional-dependencies"]["package"]
    stamp = "\n".join(wanted)
    if _PYINSTALLER_STAMP.is_file() and _PYINSTALLER_STAMP.read_text() == stamp:
        return False
    pip("install", "-q", *wanted, timeout=900)
    _PYINSTALLER_STAMP.write_text(stamp)
    return True


@contextlib.contextmanager
def _numpy_hook_hidden() -> Iterator[None]:
    """PyInstaller imports every installed package's hook entry point in a child
    process, and each package it analyses; importing numpy aborts under Wine 8 (its
    OpenBLAS calls ucrtbase's crealf, a stub there): the child dies (exit 0x80000100)
    and the build with it. So under Wine numpy's entry point is set aside while
    PyInstaller runs and numpy is left out of the bundle (LLAMADESK_BUNDLE_EXCLUDE).
    On Windows none of this is needed."""
    site_packages = PYTHON_DIR / "Lib" / "site-packages"
    moved = []
    for entry_points in site_packages.glob("numpy-*.dist-info/entry_points.txt"):
        aside = entry_points.with_name(entry_points.name + ".set-aside")
        entry_points.replace(aside)
        moved.append((aside, entry_points))
    try:
        yield
    finally:
        for aside, entry_points in moved:
            aside.replace(entry_points)


def _version_resources(folders: AppFolders, bundle: Path) -> str:
    """Read both programs' version resources through Windows' own API (version.dll),
    as Explorer's Details tab does."""
    script = (
        "import json, sys, win32api\n"
        "out = {}\n"
        "for path in sys.argv[1:]:\n"
        "    table = win32api.GetFileVersionInfo(path, '\\\\VarFileInfo\\\\Translation')[0]\n"
        "    base = '\\\\StringFileInfo\\\\%04X%04X\\\\' % table\n"
        "    out[path] = {key: win32api.GetFileVersionInfo(path, base + key) for key in\n"
        "                 ('ProductName', 'FileVersion', 'ProductVersion', 'FileDescription')}\n"
        "print(json.dumps(out))\n"
    )
    paths = [wine.windows_path(bundle / name) for name in (GUI_EXE, CLI_EXE)]
    done = wine.run(python_args("-c", script, *paths), env=folders.env(), timeout=120)
    try:
        found = json.loads(done.stdout)
    except ValueError:
        raise StepFailedError(f"version resources unreadable: {_said(done)}") from None
    for path in paths:
        fields = found.get(path, {})
        if fields.get("ProductName") != APP or fields.get("FileVersion") != version():
            raise StepFailedError(f"{path}: version resource {fields}")
    return f"version resources: {APP} {version()} in both programs"


def _build_under_wine(folders: AppFolders) -> subprocess.CompletedProcess[str]:
    return wine.run(
        python_args(
            wine.windows_path(CHECKOUT / "packaging" / "build.py"),
            "--runtime", wine.windows_path(folders.server_exe), "--with-model",
            "--gpu-runtime", f"vulkan={wine.windows_path(VULKAN.server_exe)}",
            "--out", wine.windows_path(BUNDLE_OUT),
            "--work", wine.windows_path(BUNDLE_WORK), "--no-archive", "--no-clean",
        ),
        env=folders.env({"LLAMADESK_BUNDLE_EXCLUDE": "numpy"}), timeout=3600, cwd=CHECKOUT,
    )  # fmt: skip


def bundle(folders: AppFolders) -> Done:
    """The one-folder bundle, made by packaging/build.py under Wine, or reused when
    nothing that goes into it changed."""
    made_pip = ensure_pyinstaller()
    app = BUNDLE_OUT / APP
    fingerprint = _bundle_fingerprint(folders.server_exe)
    fresh = _BUNDLE_STAMP.is_file() and _BUNDLE_STAMP.read_text() == fingerprint
    if not (fresh and (app / GUI_EXE).is_file()):
        _BUNDLE_STAMP.unlink(missing_ok=True)
        shutil.rmtree(BUNDLE_OUT, ignore_errors=True)
        with _numpy_hook_hidden():
            done = _build_under_wine(folders)
        BUILD_LOG.write_text(done.stdout + done.stderr, encoding="utf-8")
        if done.returncode != 0:
            errors = [line for line in (done.stdout + done.stderr).splitlines()
                      if "ERROR" in line or "Error:" in line][-5:]  # fmt: skip
            raise StepFailedError(f"packaging/build.py under Wine: exit {done.returncode} "
                                  f"(whole output in {BUILD_LOG}): {errors}")  # fmt: skip
        _BUNDLE_STAMP.write_text(fingerprint)
    wanted = [GUI_EXE, CLI_EXE, "runtime/llama-server.exe", "runtime/llama-tts.exe",
              "runtime-vulkan/llama-server.exe", "runtime-vulkan/llama-tts.exe",
              f"models/{STARTER_FILE}"]
    # Each complete language, built by packaging/build.py's release under Windows Python.
    languages = [source.stem for source in sorted(translations.TRANSLATIONS.glob("*.ts"))
                 if translations.untranslated(source) == 0]  # fmt: skip
    wanted += [f"_internal/resources/translations/{stem}.qm" for stem in languages]
    missing = [name for name in wanted if not (app / name).is_file()]
    if missing:
        raise StepFailedError(f"the bundle lacks {', '.join(missing)}")
    size = sum(p.stat().st_size for p in app.rglob("*") if p.is_file()) / 2**20
    how = "cached" if fresh else "built now"
    return Done(
        f"{app} ({how}{', PyInstaller installed now' if made_pip else ''}; {size:.0f} MiB: "
        f"{GUI_EXE}, {CLI_EXE}, runtime\\ and runtime-vulkan\\ (llama-server.exe and "
        f"llama-tts.exe each), the starter model, {len(languages)} translations); "
        f"{_version_resources(folders, app)}",
        "PyInstaller runs under Wine from the embeddable CPython 3.11, and without numpy "
        "(PyInstaller imports what it analyses; numpy aborts under Wine 8): this bundle's "
        "documents search lacks numpy; on Windows (CI) the bundle carries it",
    )


def nsis(folders: AppFolders) -> Done:
    """The installer, made natively by makensis around the bundle, into dist/."""
    if not MAKENSIS.is_file():
        raise StepFailedError("makensis is not installed (Debian's nsis)")
    out = installer_path()
    out.parent.mkdir(parents=True, exist_ok=True)
    out.unlink(missing_ok=True)
    done = subprocess.run(
        [str(MAKENSIS), "-V2", f"-DVERSION={version()}",
         f"-DDISTDIR={BUNDLE_OUT / APP}", f"-DOUTFILE={out}",
         f"-DICON={CHECKOUT / 'resources' / 'llamadesk.ico'}",
         # zlib: ~10x faster to make than the release's solid lzma, same installer logic.
         "-DCOMPRESSOR=zlib", str(NSIS_SCRIPT)],
        capture_output=True, text=True, timeout=1200, check=False,
    )  # fmt: skip
    if done.returncode != 0 or not out.is_file():
        raise StepFailedError(f"makensis: exit {done.returncode}: {_said(done)}")
    if _pe_machine(out) != 0x8664:
        # A 32-bit installer is not even started by Debian's 64-bit-only Wine (exit 0,
        # nothing installed): said here rather than by the install step's empty folder.
        raise StepFailedError(f"{out.name} is not a 64-bit program (Target amd64-unicode)")
    languages = NSIS_SCRIPT.read_text(encoding="utf-8").count('!insertmacro MUI_LANGUAGE "')
    return Done(
        f"{out.relative_to(CHECKOUT)} ({out.stat().st_size / 2**20:.0f} MiB, zlib; "
        f"{languages} languages, 64-bit, per user, no admin)"
    )


# ---------------------------------------------------------------- a user's round


def _setup(*arguments: str) -> subprocess.CompletedProcess[str]:
    if not installer_path().is_file():
        raise StepFailedError("no installer was made (see the steps above)")
    done = wine.run([str(installer_path()), *arguments], env=_installed_env(), timeout=900)
    # The installer may hand work to a child (NSIS's uninstaller copies itself to %TEMP%
    # and runs from there): the step ends when every program in the prefix has.
    wine.wait_server(timeout=900)
    return done


def _registry_value(key: str, name: str) -> str:
    done = wine.run(["reg.exe", "query", key, "/v", name], timeout=60)
    for line in done.stdout.splitlines():
        parts = line.split(None, 2)
        if parts[:1] == [name] and len(parts) == 3:
            return parts[2].split(None, 1)[-1].strip() if parts[1].startswith("REG_") else ""
    return ""


def _check_installed(places: Places) -> str:
    wanted = [GUI_EXE, CLI_EXE, "uninstall.exe", "runtime/llama-server.exe",
              "runtime-vulkan/llama-server.exe", f"models/{STARTER_FILE}"]  # fmt: skip
    missing = [name for name in wanted if not (places.install / name).is_file()]
    if missing:
        raise StepFailedError(f"{places.install} lacks {', '.join(missing)}")
    if not places.shortcut.is_file():
        raise StepFailedError(f"no Start menu entry at {places.shortcut}")
    shown = _registry_value(UNINSTALL_KEY, "DisplayVersion")
    if shown != version():
        raise StepFailedError(f"Apps & features would show version {shown!r}, not {version()}")
    return (f"{_shown(places.install)} holds both programs, the runtime and the "
            f"starter model; Start menu entry; Apps & features entry (HKCU, {shown})")  # fmt: skip


def silent_install(folders: AppFolders) -> Done:
    places = _the_places()
    places.clear()
    done = _setup("/S")
    if done.returncode != 0:
        raise StepFailedError(f"setup /S: exit {done.returncode}: {_said(done)}")
    return Done(
        f"setup /S exit 0; {_check_installed(places)}",
        "no UAC prompt to check (Wine has none): 'no admin' rests on RequestExecutionLevel "
        "user and every path being the user's own",
    )


def _installed(places: Places, program: str, *arguments: str,
               timeout: float = 300) -> subprocess.CompletedProcess[str]:  # fmt: skip
    # Wine's desktop first: the installed app probes its Vulkan runtime (see wine_desktop).
    with wine_desktop(_installed_env()):
        return wine.run([str(places.install / program), *arguments], env=_installed_env(),
                        timeout=timeout)  # fmt: skip


def installed_app_starts(folders: AppFolders) -> Done:
    places = _the_places()
    if not (places.install / CLI_EXE).is_file():
        raise StepFailedError("nothing is installed (see the steps above)")
    status = _installed(places, CLI_EXE, "runtime", "status")
    if status.returncode != 0 or "llama-server" not in status.stdout.lower():
        raise StepFailedError(f"{CLI_EXE} runtime status: exit {status.returncode}: "
                              f"{_said(status)}")  # fmt: skip
    if "runtime" not in status.stdout or str(places.install).split("/")[-1] not in (
        status.stdout.replace("\\", "/")
    ):
        raise StepFailedError(f"the installed runtime is not the one used: {_said(status)}")
    window = _installed(places, GUI_EXE, "--smoke-test", timeout=300)
    if window.returncode != 0:
        raise StepFailedError(f"{GUI_EXE} --smoke-test: exit {window.returncode}: {_said(window)}")
    logs = places.user_data / "logs"
    if not (logs.is_dir() and any(logs.iterdir())):
        raise StepFailedError(f"the app wrote no log in {logs}")
    return Done(
        f"{CLI_EXE} runtime status names the installed runtime\\llama-server.exe; "
        f"{GUI_EXE} --smoke-test exit 0 (window shown), its log in "
        f"{_shown(logs)}",
        "the window is drawn by Qt's offscreen plugin (Wine has no desktop here); a "
        "windowed exe's output reaches the lane because Wine hands it pipes",
    )


def installed_answer(folders: AppFolders) -> Done:
    done = _installed(_the_places(), CLI_EXE, *ASK_ARGUMENTS, timeout=300)
    return Done(f"the installed {CLI_EXE} answered with its own runtime and starter model: "
                f"{paris_answer(done)!r}")  # fmt: skip


def _user_files(places: Places) -> dict[str, str]:
    return {
        str(path.relative_to(places.user_data)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(places.user_data.rglob("*"))
        if path.is_file() and "logs" not in path.relative_to(places.user_data).parts
    }


def _write_user_data(places: Places) -> None:
    """A settings change and a downloaded model, as a user leaves them, beside the chats
    database the app made: what an upgrade and an uninstall must not touch."""
    config = places.user_data / "settings.json"
    settings = json.loads(config.read_text(encoding="utf-8")) if config.is_file() else {}
    settings["theme"] = "dark"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(json.dumps(settings, indent=2), encoding="utf-8")
    model = places.user_data / "models" / "my-own-model.gguf"
    model.parent.mkdir(parents=True, exist_ok=True)
    model.write_bytes(b"GGUF" + bytes(range(256)) * 64)


def upgrade_in_place(folders: AppFolders) -> Done:
    places = _the_places()
    _write_user_data(places)
    before = _user_files(places)
    stale = places.install / "_internal" / "left-by-an-older-version.dll"
    stale.write_bytes(b"MZ")
    done = _setup("/S")
    if done.returncode != 0:
        raise StepFailedError(f"setup /S over the installed app: exit {done.returncode}: "
                              f"{_said(done)}")  # fmt: skip
    if stale.exists():
        raise StepFailedError("an older version's library stayed in _internal")
    after = _user_files(places)
    changed = [name for name, digest in before.items() if after.get(name) != digest]
    if changed:
        raise StepFailedError(f"the upgrade changed the user's files: {', '.join(changed)}")
    _check_installed(places)
    answer = installed_answer(folders)  # the upgraded app still answers
    return Done(f"setup /S over it: the old library gone, {len(before)} user files kept "
                f"unchanged ({', '.join(sorted(before)[:4])}); {answer.detail}")  # fmt: skip


def _uninstall(places: Places, *arguments: str) -> None:
    uninstaller = places.install / "uninstall.exe"
    done = wine.run([str(uninstaller), *arguments], env=_installed_env(), timeout=600)
    wine.wait_server(timeout=600)  # NSIS's uninstaller reruns itself from %TEMP%
    if done.returncode != 0:
        raise StepFailedError(f"uninstall.exe {' '.join(arguments)}: exit {done.returncode}: "
                              f"{_said(done)}")  # fmt: skip
    _wait_gone(places.install, 60)
    left = [str(p) for p in (places.install, places.shortcut) if p.exists()]
    if left:
        raise StepFailedError(f"the uninstall left {', '.join(left)}")
    if _registry_value(UNINSTALL_KEY, "DisplayName"):
        raise StepFailedError("the Apps & features entry stayed")


def _wait_gone(path: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while path.exists() and time.monotonic() < deadline:
        time.sleep(0.5)


def uninstall_keeps_data(folders: AppFolders) -> Done:
    places = _the_places()
    before = _user_files(places)
    _uninstall(places, "/S")
    after = _user_files(places)
    if after != before or not before:
        raise StepFailedError(f"the user's files changed: {len(before)} before, {len(after)} "
                              "after")  # fmt: skip
    return Done(
        f"uninstall.exe /S: program folder, Start menu and Apps & features entries gone; "
        f"{len(after)} user files kept in {_shown(places.user_data)}"
    )


def uninstall_removes_data(folders: AppFolders) -> Done:
    places = _the_places()
    done = _setup("/S")
    if done.returncode != 0:
        raise StepFailedError(f"setup /S again: exit {done.returncode}: {_said(done)}")
    _check_installed(places)
    _uninstall(places, "/S", "/REMOVEUSERDATA")
    left = [str(p) for p in (places.user_data, places.roaming) if p.exists()]
    if left:
        raise StepFailedError(f"asked to remove the user's data, it left {', '.join(left)}")
    return Done(
        "installed again over the kept data, then uninstall.exe /S /REMOVEUSERDATA: "
        "program and user data gone",
        "the question a user sees without /S (Yes/No, No by default) is not clicked here",
    )


CHECKS: list[tuple[str, Callable[[AppFolders], Done]]] = [
    ("Windows bundle (PyInstaller)", bundle),
    ("NSIS installer", nsis),
    ("silent install", silent_install),
    ("installed app starts", installed_app_starts),
    ("answer through the installed CLI", installed_answer),
    ("upgrade in place", upgrade_in_place),
    ("uninstall keeps user data", uninstall_keeps_data),
    ("uninstall removing user data", uninstall_removes_data),
]
