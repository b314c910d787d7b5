"""``read_file``: the model reads a file the user attached to this chat, and nothing else.

The only paths it can name are those in ``ToolContext.attachments``; a name or a path
that is not one of them is refused in words the model can act on (it is told which
files it may read). Text only: a binary file says so instead of sending bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from desktop.core.tools.base import (
    MAX_RESULT_CHARS,
    CallFailure,
    CallProblem,
    ToolContext,
    ToolResult,
    ToolRun,
    ToolSpec,
    failed,
    one_text_argument,
)
from desktop.core.units import format_bytes

# More than the model is shown (MAX_RESULT_CHARS), so a cut says how long the file was;
# a limit still, so a huge attachment is not read into memory whole.
READ_LIMIT_BYTES = 4 * MAX_RESULT_CHARS
# Bytes looked at to tell text from binary, as `file` and git do: a NUL means binary.
_SNIFF_BYTES = 8192

READ_FILE_SPEC = ToolSpec(
    name="read_file",
    title="Read attached files",
    summary=(
        "Lets the model read the files you attach to this chat, and nothing else."
    ),
    description=(
        "Read a text file the user attached to this chat. Give the file's name as the "
        "user sees it (or its full path). Only attached files can be read."
    ),
    parameters=one_text_argument("name", "The attached file's name or path."),
)


class ReadFileTool:
    """Reads attachments only; see the module docstring.

    ``attached``: the files' names where they are known when the turn's tools are
    opened (``llamadesk ask --attach``): the model is offered exactly those names, so a
    model held to its tools' schemas (a required tool call) can only name one of them.
    """

    def __init__(self, attached: Sequence[Path] = ()) -> None:
        names = sorted({path.name for path in attached})
        if not names:
            self.spec = READ_FILE_SPEC
            return
        name = {"type": "string", "description": "The attached file's name.", "enum": names}
        self.spec = replace(
            READ_FILE_SPEC,
            description=f"{READ_FILE_SPEC.description} Attached: {', '.join(names)}.",
            parameters={"type": "object", "properties": {"name": name}, "required": ["name"]},
        )

    def run(self, call: ToolRun) -> ToolResult:
        # One bounded read: no time limit or cancel to watch.
        context = call.context
        name = call.text("name", "path")
        if name is None:
            message = "read_file needs the name of an attached file."
            return _refused(message, context, CallFailure(CallProblem.NO_INPUT, name="name"))
        path = find_attachment(name.strip(), context.attachments)
        if path is None:
            message = f"'{name}' is not a file attached to this chat."
            return _refused(message, context, CallFailure(CallProblem.NOT_ATTACHED, name=name))
        try:
            with path.open("rb") as handle:
                data = handle.read(READ_LIMIT_BYTES + 1)
            size = path.stat().st_size
        except OSError as error:
            failure = CallFailure(CallProblem.FILE_UNREADABLE, name=path.name)
            message = f"The attached file {path.name} could not be read"
            return failed(message, error, failure=failure)
        return _as_text(path, data, size)


def find_attachment(name: str, attachments: Sequence[Path]) -> Path | None:
    """The attachment ``name`` means: its exact path, or its file name when one
    attachment alone has it. Resolved paths, so ``..`` cannot step outside the list."""
    try:
        wanted = Path(name).expanduser()
    except (RuntimeError, ValueError):  # "~someone" with no home: not an attachment
        return None
    for attachment in attachments:
        if wanted.is_absolute() and _same_file(wanted, attachment):
            return attachment
    matching = [attachment for attachment in attachments if attachment.name == wanted.name]
    if str(wanted) == wanted.name and len(matching) == 1:
        return matching[0]
    return None


def _same_file(first: Path, second: Path) -> bool:
    try:
        return first.resolve() == second.resolve()
    except (OSError, ValueError):  # ValueError: a NUL in the name
        return False


def _as_text(path: Path, data: bytes, size: int) -> ToolResult:
    if b"\x00" in data[:_SNIFF_BYTES]:
        message = (
            f"{path.name} is a binary file ({format_bytes(size)}); only text files can be read."
        )
        return failed(
            message, failure=CallFailure(CallProblem.BINARY_FILE, name=path.name, size=size)
        )
    text = data[:READ_LIMIT_BYTES].decode("utf-8", errors="replace")
    truncated = False
    if len(text) > MAX_RESULT_CHARS or size > READ_LIMIT_BYTES:
        text = text[:MAX_RESULT_CHARS] + (
            f"\n[... cut: {path.name} is {format_bytes(size)}; only the first"
            f" {MAX_RESULT_CHARS:,} characters are shown]"
        )
        truncated = True
    return ToolResult(text=text, truncated=truncated, details={"path": str(path)})


def _refused(message: str, context: ToolContext, failure: CallFailure) -> ToolResult:
    names = ", ".join(path.name for path in context.attachments)
    hint = f" Files you may read: {names}." if names else " No files are attached to this chat."
    return ToolResult(text=message + hint, error=message, failure=failure)
