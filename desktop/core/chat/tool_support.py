"""Whether the loaded model can be offered tools, and where a tool call runs.

llama-server reports what the chat template it uses can do in ``/props``
(``chat_template_caps.supports_tools``). A template without tools is replaced at load
time by a tool-capable one of the same chat format where LlamaDesk ships one
(``models.tool_template``, which the loader asks); otherwise tools stay off and the
chat says why.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from desktop.core.tools.base import ToolContext

# Gives a call its chat's scratch folder and attachments, by conversation id.
ToolContextFor = Callable[[int], ToolContext]


def scratch_context(conversation_id: int, root: Path | None = None) -> ToolContext:
    """A context whose scratch folder is the chat's own under ``root`` (default: the
    system's temporary folder), created here; no attachments."""
    base = root if root is not None else Path(tempfile.gettempdir()) / "llamadesk-tools"
    scratch = base / f"chat-{conversation_id}"
    scratch.mkdir(parents=True, exist_ok=True)
    return ToolContext(conversation_id=conversation_id, scratch_dir=scratch)
