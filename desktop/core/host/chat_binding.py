"""What the chat session knows about the model that answers now, applied in one step.

A load (or a switch to another computer's model) changes seven facts of the session
together: where to send (``backend``), the context it fits, the template's switches,
whether tools may be offered, where answers ran, how to word a failure only the
load can explain, and text that ends an answer. Set field by field in each front end
they drifted apart; here they are one value, made by the host from the load's own
results."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from desktop.core.chat.chat_backend import ChatBackend
from desktop.core.chat.session import ChatSession
from desktop.core.chat.turns import TurnFailed
from desktop.core.models.chat_template import TemplateFlags
from desktop.core.models.tool_template import ToolSupport

RewordFailure = Callable[[TurnFailed], TurnFailed]


@dataclass(frozen=True)
class ChatBinding:
    """The model a chat session answers with; ``backend`` None: no model."""

    backend: ChatBackend | None
    # The loaded context in tokens (0: not known here, as for a remote server's model).
    context: int = 0
    # The switches of the template it answers with (None: not known, nothing switched).
    template_flags: TemplateFlags | None = None
    # Whether its template takes tools (None: not known, so tools are offered).
    tool_support: ToolSupport | None = None
    # Where its answers run, stored with each answer (chat.figures.ran_on_record).
    ran_on: dict[str, object] | None = None
    # A failure only the load can explain (a computer lending devices went away).
    reword_failure: RewordFailure | None = None
    # Text that ends an answer besides the model's own end (a base model's turn markers).
    stop: tuple[str, ...] = ()

    def apply(self, session: ChatSession) -> None:
        session.backend = self.backend
        session.context = self.context
        session.template_flags = self.template_flags
        session.tool_support = self.tool_support
        session.ran_on = self.ran_on
        session.reword_failure = self.reword_failure
        session.stop = self.stop


NO_MODEL = ChatBinding(None)
