"""What the backend says, declared once: the worker emits these on its thread, and the
controller emits the same again on the window's thread once its own state matches."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class HostEvents(QObject):
    """The backend's events; ``HostWorker`` and ``HostController`` both have them."""

    load_started = Signal()
    load_progressed = Signal(object)  # core.runtime.server.LoadProgress
    model_loaded = Signal(object)  # core.host.loaded_model.LoadedModel
    load_failed = Signal(object)  # bridge.host_worker.LoadFailure
    model_unloaded = Signal()
    reply_started = Signal(object)  # TurnStarted: the conversation, the reply begun
    call_started = Signal(object)  # CallStarted: what one model call sends
    context_filled = Signal(object)  # ContextFilled: the server's count while answering
    token_received = Signal(str)
    reasoning_received = Signal(str)
    reply_finished = Signal(object)  # TurnFinished
    reply_failed = Signal(object)  # TurnFailed
    turns_dropped = Signal(object)  # TurnsDropped
    tools_noticed = Signal(object)  # ToolsNotice
    tool_approval_needed = Signal(object)  # ToolApprovalNeeded: answer its decision
    tool_call_started = Signal(object)  # ToolCallStarted
    tool_call_finished = Signal(object)  # ToolCallFinished
    tools_unavailable = Signal(str)  # the chat's tools could not be opened: why
    sources_found = Signal(object)  # SourcesFound: the passages the answer is given
    log_line = Signal(str)
