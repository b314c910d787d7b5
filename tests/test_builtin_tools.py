"""The built-in tools that run on this computer: python, shell, read_file.

Real child processes under real limits: code that tries the network (a socket
listening on 127.0.0.1 must stay unreached), reads beside its folder, loops forever,
prints megabytes, eats memory, or is cancelled mid-run; each gives a plain result and
leaves no process behind (the autouse guard in conftest checks that too).
"""

from __future__ import annotations

import json
import socket
import sys
import threading
import time
from pathlib import Path

import psutil
import pytest

from desktop.core.settings import Settings, SettingsStore
from desktop.core.tools.base import (
    MAX_RESULT_CHARS,
    CallFailure,
    CallProblem,
    Policy,
    ToolContext,
    ToolResult,
    ToolRun,
    ToolsError,
)
from desktop.core.tools.python_tool import PythonTool
from desktop.core.tools.read_file import ReadFileTool
from desktop.core.tools.shell_tool import ShellTool
from desktop.core.tools.toolbox import (
    BUILTIN_TOOL_NAMES,
    builtin_specs,
    enabled_builtin_names,
    open_toolbox,
)

LIMIT_S = 20.0  # generous: two cores shared by several test runs


def run_python(
    code: str,
    scratch: Path,
    *,
    attachments: tuple[Path, ...] = (),
    time_limit_s: float = LIMIT_S,
    memory_mb: int = 1024,
    cancel: threading.Event | None = None,
) -> ToolResult:
    context = ToolContext(7, scratch, attachments)
    call = ToolRun({"code": code}, context, time_limit_s, cancel or threading.Event())
    return PythonTool(memory_mb).run(call)


# --- python ----------------------------------------------------------------------------


def test_python_prints_its_result_and_keeps_files_in_its_folder(scratch: Path) -> None:
    code = "open('helper.py', 'w').write('VALUE = 6 * 7')\nimport helper\nprint(helper.VALUE)"
    result = run_python(code, scratch)
    assert result.error is None, result.text
    assert result.text.strip() == "42"
    assert (scratch / "helper.py").is_file()


def test_python_cannot_reach_a_server_on_this_computer(scratch: Path) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        port = listener.getsockname()[1]
        code = f"import socket\ns = socket.create_connection(('127.0.0.1', {port}), timeout=3)"
        result = run_python(code, scratch)
        listener.settimeout(0.2)
        with pytest.raises(TimeoutError):
            listener.accept()  # nobody knocked
    assert result.error is not None
    assert "no network access" in result.error
    assert result.failure == CallFailure(CallProblem.FENCE_NO_NETWORK)


def test_python_cannot_look_up_names_or_use_urllib(scratch: Path) -> None:
    code = "import urllib.request\nurllib.request.urlopen('http://example.com', timeout=3)"
    result = run_python(code, scratch)
    assert result.error is not None and "no network access" in result.error


def test_python_cannot_read_a_file_beside_its_folder(scratch: Path, beside: Path) -> None:
    for code in (
        f"print(open({str(beside)!r}).read())",
        "print(open('../diary.txt').read())",
        f"import os; os.symlink({str(beside)!r}, 'link.txt'); print(open('link.txt').read())",
        "import os; print(os.listdir('..'))",
    ):
        result = run_python(code, scratch)
        assert result.error is not None, code
        assert "may not read" in result.error
        assert "secret diary" not in result.text
        assert "diary.txt" not in result.text.split("may not read")[0]
        # The window words the fence's refusal from its kind and the path.
        assert result.failure is not None and result.failure.kind is CallProblem.FENCE_NO_READ
        assert result.failure.name in (str(beside.resolve()), str(scratch.parent.resolve()))


def test_python_reads_an_attached_file_but_not_write_it(scratch: Path, beside: Path) -> None:
    read = run_python(f"print(open({str(beside)!r}).read())", scratch, attachments=(beside,))
    assert read.error is None, read.text
    assert "my secret diary entry" in read.text
    write = run_python(f"open({str(beside)!r}, 'a').write('x')", scratch, attachments=(beside,))
    assert write.error is not None and "may not write" in write.error
    assert write.failure == CallFailure(CallProblem.FENCE_NO_WRITE, name=str(beside.resolve()))
    assert beside.read_text(encoding="utf-8") == "my secret diary entry"


def test_python_cannot_start_programs(scratch: Path) -> None:
    result = run_python("import subprocess; subprocess.run(['echo', 'hello'])", scratch)
    assert result.error is not None and "may not start programs" in result.error
    assert result.failure == CallFailure(CallProblem.FENCE_NO_PROGRAMS)


def test_python_that_loops_forever_is_stopped_at_its_time_limit(scratch: Path) -> None:
    started = time.monotonic()
    result = run_python("while True:\n    pass", scratch, time_limit_s=2.0)
    elapsed = time.monotonic() - started
    assert result.error is not None
    assert "longer than its limit of 2 seconds" in result.error
    assert result.failure == CallFailure(CallProblem.RAN_TOO_LONG, seconds=2.0)
    assert elapsed < 8.0


def test_python_printing_megabytes_is_cut_with_a_note(scratch: Path) -> None:
    result = run_python("for _ in range(200_000):\n    print('x' * 49)", scratch)
    assert result.error is None
    assert result.truncated
    assert len(result.text) < MAX_RESULT_CHARS + 200
    assert "[... cut: the output was 9.5 MB" in result.text


def test_python_memory_bomb_is_stopped_with_a_plain_message(scratch: Path) -> None:
    code = "blocks = []\nwhile True:\n    blocks.append(bytearray(50 * 1024 * 1024))"
    result = run_python(code, scratch, memory_mb=300)
    assert result.error is not None
    assert "more memory than its limit of 300 MB" in result.error
    assert result.failure == CallFailure(CallProblem.OUT_OF_MEMORY, size=300 * 1024 * 1024)


def test_python_cancelled_mid_run_ends_its_process(scratch: Path) -> None:
    cancel = threading.Event()
    results: list[ToolResult] = []
    worker = threading.Thread(
        target=lambda: results.append(
            run_python("import time\nwhile True:\n    time.sleep(0.05)", scratch, cancel=cancel)
        )
    )
    worker.start()
    deadline = time.monotonic() + LIMIT_S
    while not _python_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _python_children(), "the code never started"
    started = time.monotonic()
    cancel.set()
    worker.join(10)
    assert not worker.is_alive()
    assert time.monotonic() - started < 5.0
    assert results[0].error is not None and "cancelled" in results[0].error
    assert results[0].failure == CallFailure(CallProblem.CANCELLED)
    assert _python_children() == []


def test_python_bad_code_and_bad_arguments_give_plain_errors(scratch: Path) -> None:
    broken = run_python("print(1 +)", scratch)
    assert broken.error is not None and "SyntaxError" in broken.error
    assert broken.failure is not None and broken.failure.kind is CallProblem.EXIT_CODE
    assert broken.failure.code == 1 and "SyntaxError" in broken.failure.said
    missing = PythonTool().run(ToolRun({"source": "print(1)"}, ToolContext(7, scratch), LIMIT_S))
    assert missing.error == "The python tool needs the code to run, as a string in 'code'."
    assert missing.failure == CallFailure(CallProblem.NO_INPUT, name="code")


def _python_children() -> list[psutil.Process]:
    found = []
    for child in psutil.Process().children(recursive=True):
        try:
            if "python_sandbox" in " ".join(child.cmdline()):
                found.append(child)
        except psutil.Error:
            continue
    return found


# --- shell -----------------------------------------------------------------------------


def run_shell(command: str, scratch: Path, *, time_limit_s: float = LIMIT_S) -> ToolResult:
    return ShellTool().run(ToolRun({"command": command}, ToolContext(7, scratch), time_limit_s))


def test_shell_asks_before_every_call_and_runs_in_the_scratch_folder(scratch: Path) -> None:
    tool = ShellTool()
    assert tool.spec.changes_computer
    command = "cd" if sys.platform == "win32" else "pwd && echo made > made.txt"
    result = run_shell(command, scratch)
    assert result.error is None, result.text
    assert Path(result.text.strip().splitlines()[0]).resolve() == scratch.resolve()


@pytest.mark.skipif(sys.platform == "win32", reason="uses POSIX sh background jobs")
def test_shell_at_its_time_limit_stops_the_command_and_what_it_started(scratch: Path) -> None:
    result = run_shell("sleep 60 & sleep 60", scratch, time_limit_s=1.5)
    assert result.error is not None and "longer than its limit" in result.error
    assert psutil.Process().children(recursive=True) == []


def test_shell_reports_a_failing_command(scratch: Path) -> None:
    result = run_shell("exit 3", scratch)
    assert result.error == "The command failed (exit code 3)."
    assert result.failure == CallFailure(CallProblem.EXIT_CODE, code=3)


# --- read_file -------------------------------------------------------------------------


def read(name: str, attachments: tuple[Path, ...], scratch: Path) -> ToolResult:
    return ReadFileTool().run(ToolRun({"name": name}, ToolContext(7, scratch, attachments), 5))


def test_read_file_reads_an_attachment_by_name_or_path(tmp_path: Path, scratch: Path) -> None:
    notes = tmp_path / "notes.md"
    notes.write_text("# Plan\nbuy hay", encoding="utf-8")
    for name in ("notes.md", str(notes)):
        result = read(name, (notes,), scratch)
        assert result.error is None
        assert result.text == "# Plan\nbuy hay"


def test_read_file_refuses_what_is_not_attached(
    tmp_path: Path, scratch: Path, beside: Path
) -> None:
    notes = tmp_path / "notes.md"
    notes.write_text("hay", encoding="utf-8")
    for name in (
        "diary.txt",
        str(beside),
        str(tmp_path / "x" / ".." / "diary.txt"),
        "../diary.txt",
    ):
        result = read(name, (notes,), scratch)
        assert result.error == f"'{name}' is not a file attached to this chat."
        assert result.failure == CallFailure(CallProblem.NOT_ATTACHED, name=name)
        assert "Files you may read: notes.md." in result.text
        assert "secret" not in result.text
    empty = read("notes.md", (), scratch)
    assert "No files are attached to this chat." in empty.text


def test_read_file_says_a_binary_file_is_binary(tmp_path: Path, scratch: Path) -> None:
    image = tmp_path / "photo.png"
    image.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(2000))
    result = read("photo.png", (image,), scratch)
    assert result.error is not None
    assert result.error.startswith("photo.png is a binary file (")
    assert result.failure == CallFailure(CallProblem.BINARY_FILE, name="photo.png", size=2016)


def test_read_file_cuts_a_long_file_with_a_note(tmp_path: Path, scratch: Path) -> None:
    log = tmp_path / "server.log"
    log.write_text("line of the log\n" * 50_000, encoding="utf-8")
    result = read("server.log", (log,), scratch)
    assert result.error is None
    assert result.truncated
    assert len(result.text) < MAX_RESULT_CHARS + 200
    assert "[... cut: server.log is" in result.text


# --- the toolbox and its settings ------------------------------------------------------


def test_builtin_specs_list_every_tool_with_a_schema() -> None:
    specs = builtin_specs()
    assert [spec.name for spec in specs] == list(BUILTIN_TOOL_NAMES)
    for spec in specs:
        assert spec.description
        assert spec.parameters["type"] == "object"
        assert spec.as_openai_function()["type"] == "function"
    assert [spec.name for spec in specs if spec.changes_computer] == ["shell"]


def test_unknown_tool_names_are_refused_plainly() -> None:
    with pytest.raises(ToolsError) as raised:
        open_toolbox(["python", "calculator"])
    assert raised.value.message == (
        "'calculator' is not a tool. The built-in tools are python, read_file, web_search,"
        " fetch_url, shell; an MCP server's tools are named mcp:SERVER."
    )


def test_web_tools_and_shell_are_off_until_settings_or_the_command_line_allow_them() -> None:
    for name, switch in (
        ("web_search", "web tools"),
        ("fetch_url", "web tools"),
        ("shell", "shell"),
    ):
        with pytest.raises(ToolsError, match=f"The {name} tool is off. Turn on the {switch}"):
            open_toolbox([name], settings=Settings())
        assert open_toolbox([name], approved=True, settings=Settings()).get(name) is not None
    assert enabled_builtin_names(Settings()) == ["python", "read_file"]
    allowed = Settings(web_tools_enabled=True, shell_tool_enabled=True)
    assert enabled_builtin_names(allowed) == list(BUILTIN_TOOL_NAMES)
    assert [
        spec.name for spec in open_toolbox(["shell", "fetch_url"], settings=allowed).specs()
    ] == [
        "shell",
        "fetch_url",
    ]


def test_policies_come_from_settings_unless_the_user_named_the_tools() -> None:
    settings = Settings(shell_tool_enabled=True, tool_policies={"python": "ask", "shell": "always"})
    toolbox = open_toolbox(["python", "read_file", "shell"], settings=settings)
    assert toolbox.policy("python") is Policy.ASK
    assert toolbox.policy("read_file") is Policy.ALWAYS
    assert toolbox.policy("shell") is Policy.ALWAYS
    assert open_toolbox(["shell"], settings=Settings(shell_tool_enabled=True)).policy("shell") is (
        Policy.ASK
    )
    approved = open_toolbox(["python"], approved=True, settings=settings)
    assert approved.policy("python") is Policy.ALWAYS


def test_tool_settings_are_stored_and_a_bad_policy_alone_is_dropped(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    chosen = Settings(
        tool_policies={"python": "always", "mcp:files": "allow_in_chat"},
        web_tools_enabled=True,
        search_url="http://127.0.0.1:8888/search",
        python_tool_memory_mb=2048,
    )
    store.save(chosen)
    assert SettingsStore(tmp_path / "settings.json").load() == chosen
    data = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    data["tool_policies"]["shell"] = "sometimes"
    (tmp_path / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    repaired = SettingsStore(tmp_path / "settings.json")
    assert repaired.load().tool_policies == {"python": "always", "mcp:files": "allow_in_chat"}
    assert repaired.problem is not None and "tool_policies" in repaired.problem


def test_python_output_keeps_its_order_and_unicode(scratch: Path) -> None:
    result = run_python("print('héllo ✓')\nprint(1)\n1 / 0", scratch)
    assert (
        result.error == "The Python code failed (exit code 1): ZeroDivisionError: division by zero"
    )
    # The sentence once (the tool loop heads the model's text with it), then the output.
    assert result.text.splitlines() == [
        "héllo ✓",
        "1",
        "Traceback (most recent call last):",
        '  File "<python tool>", line 3, in <module>',
        "ZeroDivisionError: division by zero",
    ]


@pytest.mark.parametrize(
    "arguments",
    [
        {},
        {"code": 5, "command": ["ls"], "name": None, "url": 7, "query": {}},
        {"x": "\x00"},
        {key: "\x00 ~nobody/[x" for key in ("code", "command", "name", "url", "query")},
    ],
)
def test_no_builtin_tool_raises_on_junk_arguments(
    scratch: Path, arguments: dict[str, object]
) -> None:
    toolbox = open_toolbox(BUILTIN_TOOL_NAMES, approved=True, settings=Settings())
    for spec in toolbox.specs():
        tool = toolbox.get(spec.name)
        assert tool is not None
        result = tool.run(ToolRun(arguments, ToolContext(7, scratch), LIMIT_S))
        assert result.error, (spec.name, result)


def test_python_shows_the_value_of_a_last_expression(scratch: Path) -> None:
    assert run_python("6 * 7", scratch).text == "42\n"
    assert run_python("x = [1, 2]\nx.append(3)\nx", scratch).text == "[1, 2, 3]\n"
    assert run_python("print('said')\nNone", scratch).text == "said\n"


def test_read_file_offers_exactly_the_attached_names_when_they_are_known(
    tmp_path: Path, scratch: Path
) -> None:
    """A model held to the tools' schemas can only name an attached file."""
    first, second = tmp_path / "b.txt", tmp_path / "a.md"
    tool = ReadFileTool((first, second))
    name = tool.spec.parameters["properties"]["name"]  # type: ignore[index]
    assert name["enum"] == ["a.md", "b.txt"]
    assert tool.spec.description.endswith("Attached: a.md, b.txt.")
    assert "enum" not in str(ReadFileTool().spec.parameters)  # none known: any name
