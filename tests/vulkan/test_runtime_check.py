"""The first-start runtime check against the real runtimes: the CPU build and the Vulkan
build on Mesa's lavapipe, each asked for a few tokens of the real starter model. The
check uses the fastest that works and says why, keeps its choice (loads launch it) until
a runtime changes, and a Vulkan runtime without its loader or without a driver is
skipped with a sentence naming the driver to install; ``doctor`` prints the same; the
window runs it before the first start's load and says what it chose."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from desktop.cli import main
from desktop.core import paths
from desktop.core.runtime import runtime_check
from desktop.core.runtime.discovery import EXECUTABLE_NAME, Runtime
from desktop.core.runtime.driver_state import card_makers
from desktop.core.runtime.installed import list_runtimes
from desktop.core.runtime.lifetime import read_records
from desktop.core.settings import SettingsStore
from tests.gui.conftest import close_window, open_window
from tests.support.runtime_copies import (
    CPU,
    VULKAN,
    copy_runtime_folder,
    install_copy,
    only_installed_runtimes,
)

pytestmark = pytest.mark.timeout(900)  # a few checks, each up to a minute on a busy machine
NVIDIA_DRIVER = "Install the latest graphics driver from NVIDIA (NVIDIA: https://www.nvidia.com/drivers)."


def _check(capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[int, dict[str, Any], str]:
    """``llamadesk runtime check --json``: exit code, the check, what it said on stderr."""
    code = main(["runtime", "check", "--json", *extra])
    out, err = capsys.readouterr()
    return code, json.loads(out), err


def _trials(check: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {trial["name"]: trial for trial in check["trials"]}


def _to_fix(capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    """What ``llamadesk doctor`` prints, and its "What to fix" part ("" when none)."""
    main(["doctor"])
    printed = capsys.readouterr().out
    return printed, printed.split("What to fix:")[1] if "What to fix:" in printed else ""


@pytest.fixture
def nvidia_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A PCI bus with one NVIDIA display controller (this machine has no card): the
    maker the driver sentence names."""
    device = tmp_path / "sysfs" / "sys/bus/pci/devices/0000:01:00.0"
    device.mkdir(parents=True)
    (device / "class").write_text("0x030000\n")
    (device / "vendor").write_text("0x10de\n")
    monkeypatch.setattr(
        runtime_check, "card_makers", lambda gpus: card_makers(gpus, tmp_path / "sysfs")
    )


@pytest.fixture
def real_runtimes(
    llama_server_path: Path,
    vulkan_runtime: Runtime,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> tuple[Path, Path]:
    """The real CPU and Vulkan runtimes' folders, to copy; nothing found before the
    copies (no environment variable, an empty program folder)."""
    only_installed_runtimes(monkeypatch, tmp_path)
    return llama_server_path.resolve().parent, vulkan_runtime.server_path.parent


def test_the_fastest_working_runtime_is_used_and_kept_until_a_runtime_changes(
    cpu_and_vulkan: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    cpu, vulkan = cpu_and_vulkan
    code, check, said = _check(capsys)
    assert code == 0
    trials = _trials(check)
    assert set(trials) == {CPU, VULKAN}
    assert f"Trying {CPU} (processor)" in said and f"Trying {VULKAN} (Vulkan)" in said
    on_card, on_cpu = trials[VULKAN], trials[CPU]
    assert "llvmpipe" in on_card["device"] and on_cpu["device"] is None
    assert on_card["tokens_per_second"] > 0 and on_cpu["tokens_per_second"] > 0
    fastest = max(trials.values(), key=lambda trial: trial["tokens_per_second"])
    assert check["chosen_path"] == fastest["path"]
    card_rate, cpu_rate = on_card["tokens_per_second"], on_cpu["tokens_per_second"]
    if fastest is on_card:
        assert check["summary"] == (
            f"Using the graphics card (Vulkan): {card_rate / cpu_rate:.1f}x faster than the "
            "processor."
        )
    else:  # lavapipe, a software GPU, is far slower than the CPU build
        assert check["summary"] == (
            f"Using the processor: the graphics card (Vulkan) was slower here "
            f"({card_rate:.1f} against {cpu_rate:.1f} tokens per second)."
        )
    # Kept in Settings, and the runtime every load now launches.
    settings = SettingsStore().load()
    assert settings.runtime_check["chosen_path"] == fastest["path"]
    assert settings.runtime_path is None  # the user's own choice stays free
    assert list_runtimes(settings)[0].path == Path(fastest["path"])

    # doctor prints the kept check without running it again.
    printed, _fixes = _to_fix(capsys)
    assert f"Check     {check['summary']}" in printed
    assert f"{CPU} (processor): {cpu_rate:.1f} tokens per second" in printed

    # Nothing changed: the kept check, not a new one.
    code, again, said = _check(capsys)
    assert (code, again["checked_at"], said) == (0, check["checked_at"], "")

    # A runtime went away: checked again.
    shutil.rmtree(vulkan.parent)
    code, after, said = _check(capsys)
    assert code == 0 and f"Trying {CPU}" in said
    assert list(_trials(after)) == [CPU] and after["chosen_path"] == str(cpu)
    assert after["summary"] == "Using the processor: no graphics-card runtime is installed."


@pytest.mark.usefixtures("lavapipe")
def test_both_runtimes_an_installer_carries_are_tried(
    real_runtimes: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    # An installed app: runtime/ (the CPU one) and runtime-vulkan/ beside the program.
    cpu_folder, vulkan_folder = real_runtimes
    program = paths.executable_dir()
    stamp = "2026-01-01T00:00:00+00:00"
    copy_runtime_folder(cpu_folder, program / "runtime", stamp)
    copy_runtime_folder(vulkan_folder, program / "runtime-vulkan", stamp)
    code, check, _said = _check(capsys)
    trials = _trials(check)
    assert code == 0 and set(trials) == {"bundled", "bundled-vulkan"}
    assert trials["bundled"]["backend"] == "cpu" and trials["bundled"]["tokens_per_second"]
    assert "llvmpipe" in trials["bundled-vulkan"]["device"]
    assert trials["bundled-vulkan"]["tokens_per_second"]


def _vulkan_without_its_loader(vulkan_folder: Path) -> Path:
    """A copy of the Vulkan runtime whose Vulkan backend (``libggml-vulkan.so``: the
    installers' runtime loads it when it starts) asks the system for ``libvulkan.so.9``
    instead of ``libvulkan.so.1``: what a computer without the Vulkan loader shows."""
    binary = install_copy(vulkan_folder, VULKAN, "2026-01-01T00:00:00+00:00")
    backend = binary.with_name("libggml-vulkan.so")
    data = backend.read_bytes()
    assert data.count(b"libvulkan.so.1\0") >= 1
    backend.unlink()  # a hard link to the real runtime: write a file of its own
    backend.write_bytes(data.replace(b"libvulkan.so.1\0", b"libvulkan.so.9\0"))
    return binary


@pytest.mark.usefixtures("lavapipe", "nvidia_card")
def test_a_vulkan_runtime_without_its_loader_is_named_and_skipped(
    real_runtimes: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    cpu_folder, vulkan_folder = real_runtimes
    cpu = install_copy(cpu_folder, CPU, "2026-02-01T00:00:00+00:00")
    _vulkan_without_its_loader(vulkan_folder)
    code, check, _said = _check(capsys)
    assert code == 0 and check["chosen_path"] == str(cpu)
    on_card = _trials(check)[VULKAN]
    problem = (
        "The Vulkan runtime needs libvulkan.so.9, the Vulkan loader that comes with the "
        f"graphics driver, and it is missing. {NVIDIA_DRIVER}"
    )
    assert (on_card["tokens_per_second"], on_card["problem"]) == (None, problem)
    assert check["summary"] == (
        f"Using the processor: the graphics card (Vulkan) could not be used. {problem}"
    )
    assert f"  - {problem}" in _to_fix(capsys)[1]


@pytest.mark.usefixtures("cpu_and_vulkan")
def test_vulkan_without_a_driver_names_the_driver_for_the_card_there_is(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], nvidia_card: None
) -> None:
    # The Vulkan loader finds no driver at all.
    monkeypatch.setenv("VK_ICD_FILENAMES", "/nonexistent/icd.json")
    monkeypatch.setenv("VK_DRIVER_FILES", "/nonexistent/icd.json")
    code, check, _said = _check(capsys)
    assert code == 0
    on_card = _trials(check)[VULKAN]
    assert on_card["problem"] == (
        "The Vulkan runtime sees no graphics card: the driver is missing or too old. "
        + NVIDIA_DRIVER
    )
    assert check["chosen_path"].endswith(f"{CPU}/{EXECUTABLE_NAME}")
    assert check["summary"].startswith("Using the processor: the graphics card (Vulkan) could")


@pytest.mark.usefixtures("cpu_and_vulkan")
def test_a_computer_without_a_card_is_told_so_and_nothing_to_fix(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # This machine's own PCI bus has no graphics card: nothing for the user to install.
    monkeypatch.setenv("VK_ICD_FILENAMES", "/nonexistent/icd.json")
    monkeypatch.setenv("VK_DRIVER_FILES", "/nonexistent/icd.json")
    assert not card_makers(())
    code, check, _said = _check(capsys)
    assert code == 0
    on_card = _trials(check)[VULKAN]
    assert on_card["problem"] == "The Vulkan runtime sees no graphics card on this computer."
    assert not on_card["to_fix"]
    assert on_card["problem"] not in _to_fix(capsys)[1]
    assert paths.runtimes_dir() in Path(check["chosen_path"]).parents


def test_the_first_start_checks_the_runtimes_then_loads_on_the_one_chosen(
    cpu_and_vulkan: tuple[Path, Path], qtbot: QtBot
) -> None:
    window = open_window(qtbot)
    try:
        window.load_at_start()  # what the app does as it opens
        qtbot.waitUntil(
            lambda: window.status.currentMessage().startswith("Using the"), timeout=180_000
        )
        summary = window.status.currentMessage()
        qtbot.waitUntil(
            lambda: SettingsStore().load().runtime_check.get("summary") == summary,
            timeout=10_000,
        )
        chosen = Path(str(SettingsStore().load().runtime_check["chosen_path"]))
        assert chosen in cpu_and_vulkan
        # The starter model then loads, on the runtime the check chose.
        qtbot.waitUntil(lambda: _serving_from(chosen), timeout=180_000)
        qtbot.waitUntil(lambda: summary in window.status.runtime_label.toolTip(), timeout=10_000)
    finally:
        close_window(qtbot, window)


def _serving_from(binary: Path) -> bool:
    return any(
        record is not None and Path(record.binary) == binary.resolve()
        for _, record in read_records()
    )
