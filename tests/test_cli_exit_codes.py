"""The CLI's exit codes (README: "The command line"), each from a real `llamadesk`
process: bad input, not found, network, server failure, cancelled; and failures
printed on a line of their own, never over the end of the progress line."""

from __future__ import annotations

import signal
import subprocess
import time
from pathlib import Path

from desktop.cli.exit_codes import (
    EXIT_BAD_INPUT,
    EXIT_CANCELLED,
    EXIT_NETWORK,
    EXIT_NOT_FOUND,
    EXIT_SERVER,
)
from desktop.core.hub.part_files import part_path
from tests.support.cli_process import hub_env, run_cli, start_cli
from tests.support.fake_hub import FakeHub, Fault, blob

MB = 1024**2


def _env(endpoint: str = "http://127.0.0.1:9", **extra: str) -> dict[str, str]:
    return {**hub_env(endpoint), **extra}


def _start_pull(hub: FakeHub, spec: str, dest: Path) -> subprocess.Popen[str]:
    """``llamadesk models pull <spec> --dest <dest>`` from ``hub``, left running."""
    return start_cli(["models", "pull", spec, "--dest", str(dest)], env_extra=_env(hub.endpoint))


def _stderr_of_failing(args: list[str], exit_code: int, env: dict[str, str]) -> str:
    """Run ``llamadesk <args>`` to its end, check it exited with ``exit_code``, and
    return what it printed on stderr."""
    done = run_cli(args, env_extra=env)
    assert done.returncode == exit_code, done.stderr
    return done.stderr


def _wait_for_part_bytes(process: subprocess.Popen[str], part: Path) -> None:
    """Wait (up to 30 s) until the running pull has written bytes to ``part``."""
    deadline = time.monotonic() + 30
    while not (part.exists() and part.stat().st_size > 0):
        assert time.monotonic() < deadline and process.poll() is None
        time.sleep(0.02)


def test_a_missing_model_file_is_not_found(tmp_path: Path) -> None:
    stderr = _stderr_of_failing(
        ["ask", "hi", "--model", str(tmp_path / "nowhere.gguf")], EXIT_NOT_FOUND, _env()
    )
    assert "nowhere.gguf: file not found" in stderr


def test_a_corrupt_model_file_is_bad_input(tmp_path: Path) -> None:
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF" + b"\xff" * 60)
    stderr = _stderr_of_failing(["models", "inspect", str(broken)], EXIT_BAD_INPUT, _env())
    assert stderr.startswith("llamadesk: broken.gguf:")


def test_a_missing_repo_or_version_is_not_found(hub: FakeHub, tmp_path: Path) -> None:
    hub.add_repo("org/Here-GGUF", {"h-Q4_0.gguf": blob(1000)})
    _stderr_of_failing(
        ["models", "variants", "org/Nowhere-GGUF"], EXIT_NOT_FOUND, _env(hub.endpoint)
    )
    stderr = _stderr_of_failing(
        ["models", "pull", "org/Here-GGUF:Q8_0", "--dest", str(tmp_path)],
        EXIT_NOT_FOUND,
        _env(hub.endpoint),
    )
    assert "has no Q8_0 version (it has Q4_0)" in stderr


def test_an_unreachable_hub_is_a_network_failure(tmp_path: Path) -> None:
    # Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    stderr = _stderr_of_failing(
        ["models", "pull", "org/Any-GGUF:Q4_0", "--dest", str(tmp_path)], EXIT_NETWORK, _env()
    )
    assert "Hugging Face" in stderr


def test_a_download_that_keeps_failing_is_a_network_failure_on_a_line_of_its_own(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/Flaky-GGUF", {"f-Q4_0.gguf": blob(2 * MB, 1)})
    # Some bytes first (so a progress line is on screen), then 503 for ever.
    hub.faults["f-Q4_0.gguf"] = Fault(drop_after=MB, drop_times=1)
    hub.faults["f-Q4_0.gguf"].status = None

    process = _start_pull(hub, "org/Flaky-GGUF:Q4_0", tmp_path)
    _wait_for_part_bytes(process, part_path(tmp_path / "f-Q4_0.gguf"))
    hub.faults["f-Q4_0.gguf"] = Fault(status=503, status_times=-1)
    _, stderr = process.communicate(timeout=120)

    assert process.returncode == EXIT_NETWORK, stderr
    last = stderr.rstrip("\n").split("\n")[-1]
    assert last.startswith("llamadesk: The download of f-Q4_0.gguf keeps failing"), stderr
    assert "trying again in" in stderr  # the retries were shown while they happened


def test_an_invalid_repo_name_is_bad_input() -> None:
    stderr = _stderr_of_failing(["models", "variants", "not a repo!!"], EXIT_BAD_INPUT, _env())
    assert "try again later" not in stderr


def test_a_missing_llama_server_is_a_server_failure(
    tmp_path: Path, starter_model_path: Path
) -> None:
    env = _env(LLAMADESK_LLAMA_SERVER=str(tmp_path / "gone" / "llama-server"))
    stderr = _stderr_of_failing(
        ["ask", "hi", "--model", str(starter_model_path), "--max-tokens", "4"], EXIT_SERVER, env
    )
    assert "llama-server" in stderr


def test_ctrl_c_during_a_download_exits_as_cancelled_and_keeps_the_part(
    hub: FakeHub, tmp_path: Path
) -> None:
    hub.add_repo("org/Slow-GGUF", {"s-Q4_0.gguf": blob(6 * MB, 2)})
    hub.faults["s-Q4_0.gguf"] = Fault(bytes_per_second=MB)
    process = _start_pull(hub, "org/Slow-GGUF:Q4_0", tmp_path)
    part = part_path(tmp_path / "s-Q4_0.gguf")
    _wait_for_part_bytes(process, part)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)

    assert process.returncode == EXIT_CANCELLED, stderr
    assert stderr.rstrip("\n").split("\n")[-1] == "llamadesk: stopped."
    assert part.stat().st_size > 0  # run it again to go on from here
