"""What a user can send when something went wrong (issue 25): the log file, crash
reports from any thread and from native code, offered once at the next start, and
the report of ``doctor --report``; no key, token or chat text in any of them."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from desktop.core import app_log, paths
from desktop.core.crash_reports import mark_seen, pending_report
from desktop.core.settings import Settings, SettingsStore
from tests.support.cli_process import run_cli

TOKEN = "hf_abcdefghijklmnopqrstuvwxyz012345"
KEY = "serve-key-7f3b9d2e1a0c"


def test_scrub_blanks_secrets_by_shape_and_by_value() -> None:
    app_log.add_secret(KEY)
    line = (f"token {TOKEN} Authorization: Bearer abc.def-123 --api-key s3cr3tvalue "
            f'api_key=another1 {{"key": "remote-1"}} and {KEY} again')  # fmt: skip
    scrubbed = app_log.scrub(line)
    for secret in (TOKEN, "abc.def-123", "s3cr3tvalue", "another1", "remote-1", KEY):
        assert secret not in scrubbed
    assert scrubbed.startswith("token *** Authorization: Bearer ***")


def test_the_log_file_keeps_the_apps_records_and_others_problems_only() -> None:
    path = app_log.start_app_log()
    try:
        assert path == paths.log_dir() / app_log.LOG_FILE_NAME
        logging.getLogger("desktop.core.host.chat_host").info("loaded model.gguf in 1.0 s")
        logging.getLogger("httpx").info("HTTP Request: POST http://127.0.0.1:1/v1 200 OK")
        logging.getLogger("httpx").warning("a library's problem")
        logging.getLogger("desktop.core.x").warning(f"with {TOKEN} inside")
    finally:
        app_log.stop_app_log()
    text = path.read_text(encoding="utf-8")
    assert "loaded model.gguf" in text and "a library's problem" in text
    assert "HTTP Request" not in text and TOKEN not in text
    assert app_log.last_problems() == [line for line in text.splitlines() if "WARNING" in line]


def _python(code: str) -> subprocess.CompletedProcess[str]:
    """``code`` in a new process with the crash handlers installed (this test's folders)."""
    prologue = "from desktop.core.crash_reports import install_crash_handlers\n"
    prologue += "install_crash_handlers()\n"
    return subprocess.run([sys.executable, "-c", prologue + textwrap.dedent(code)],
                          capture_output=True, text=True, timeout=60, check=False)  # fmt: skip


def test_an_error_on_any_thread_leaves_a_report_offered_once() -> None:
    done = _python(f"""
        import threading
        def work():
            raise RuntimeError("the worker broke, key {TOKEN}")
        thread = threading.Thread(target=work, name="llamadesk-host")
        thread.start(); thread.join()
        """)
    assert done.returncode == 0  # a thread's error does not end the app
    assert "the worker broke" in done.stderr  # still shown as before
    report = pending_report()
    assert report is not None
    assert "thread llamadesk-host" in report.text
    assert "RuntimeError: the worker broke" in report.text
    assert "LlamaDesk 0." in report.text and TOKEN not in report.text
    mark_seen(report)
    assert pending_report() is None  # offered once
    assert list((paths.log_dir() / "seen").iterdir())


def test_a_native_crash_leaves_its_stacks_for_the_next_start() -> None:
    crashed = _python("import faulthandler; faulthandler._sigsegv()")
    assert crashed.returncode != 0
    assert pending_report() is None  # the stacks are in the crash's own file so far
    _python("pass")  # the next start finds them
    report = pending_report()
    assert report is not None
    assert "crashed in native code" in report.text and "Fatal Python error" in report.text
    assert "Segmentation fault" in report.text


def test_doctor_report_is_written_with_no_secrets() -> None:
    store = SettingsStore()
    store.save(Settings(hf_token=TOKEN, serve_api_key=KEY))
    done = run_cli(["doctor", "--json", "--report"])
    assert json.loads(done.stdout)["hardware"]  # stdout stays one JSON document
    written = done.stderr.strip().splitlines()[-1].removeprefix("A report to send was written to ")
    text = Path(written).read_text(encoding="utf-8")
    assert text.startswith("LlamaDesk report") and "CPU " in text and "What to fix" in text
    assert TOKEN not in text and KEY not in text


@pytest.mark.server
def test_no_chat_text_key_or_token_reaches_the_log(llama_server_path: Path) -> None:
    store = SettingsStore()
    store.save(Settings(hf_token=TOKEN, serve_api_key=KEY))
    question = "My private question about zebra-striped umbrellas"
    done = run_cli(["ask", question, "--max-tokens", "8", "--ctx", "1024", "--json"],
                   env_extra={"LLAMADESK_LLAMA_SERVER": str(llama_server_path)})  # fmt: skip
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)["text"]
    logged = "\n".join(p.read_text(encoding="utf-8") for p in paths.log_dir().rglob("*.log"))
    assert "loaded " in logged and "starting " in logged  # what was loaded, and how
    for secret in (TOKEN, KEY, "zebra-striped umbrellas"):
        assert secret not in logged
    assert not answer.strip() or answer.strip() not in logged
