"""A ``ChatBackend`` that answers from a model on a remote server (``remote_servers``).

The exchange itself is the local one's (``ChatClient``: the same streaming, cancelling
and partial-answer keeping); what differs is what a failure means. The local client
speaks of "the model server" and reloading; here the server is someone else's
computer, so each failure names it: unreachable, a refused key, a model no longer
offered, a connection that broke mid-answer (what arrived is kept by the session).

Before each model call the server's model list is read (one small request): a
llama-server serving one model answers whatever ``model`` is asked for, so without it a
model swapped on the remote computer would answer silently in place of the one picked.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import replace

from desktop.core.chat.chat_backend import ChatRequest
from desktop.core.chat.client import ChatClient
from desktop.core.chat.events import ChatEvent, FailureKind, ReplyFailed
from desktop.core.chat.remote_servers import (
    RemoteKeyRefusedError,
    RemoteServer,
    RemoteServerError,
    connection_error,
    list_models,
    refused_message,
)


class RemoteBackend:
    """Streams answers of ``model`` on ``server``; one HTTP client, closed by ``close``."""

    def __init__(self, server: RemoteServer, model: str) -> None:
        self.server = server
        self.model = model
        self._client = ChatClient(server.url, server.key, model=model)

    def close(self) -> None:
        self._client.close()

    @property
    def closed(self) -> bool:
        return self._client.closed

    def ran_on(self) -> dict[str, object]:
        """Where its answers run, for the answer's figures (``figures.ran_on_record``)."""
        return {"devices": [f"{self.server.name} (remote)"], "context": 0}

    def stream(
        self, request: ChatRequest, *, cancel: threading.Event | None = None
    ) -> Iterator[ChatEvent]:
        """As ``ChatBackend.stream``; every failure names the server."""
        missing = self._model_missing()
        if missing is not None:
            yield missing
            return
        events = self._client.stream(request, cancel=cancel)
        for event in events:
            yield self._explained(event) if isinstance(event, ReplyFailed) else event

    def _model_missing(self) -> ReplyFailed | None:
        """A failure when the server cannot be asked, or no longer offers the model."""
        try:
            models = list_models(self.server)
        except RemoteServerError as error:
            refused = isinstance(error, RemoteKeyRefusedError)
            kind = FailureKind.KEY_REFUSED if refused else FailureKind.SERVER_GONE
            return ReplyFailed(kind, error.message, "", "", error.details)
        if self.model in models:
            return None
        offered = ", ".join(models) or "none"
        return ReplyFailed(
            FailureKind.NO_MODEL,
            f"The model {self.model} is no longer on {self.server.name}. Pick another "
            "model to chat with.",
            "",
            "",
            f"{self.server.url}/v1/models offers: {offered}",
        )

    def _explained(self, failure: ReplyFailed) -> ReplyFailed:
        name = self.server.name
        kind = failure.kind
        partial = bool(failure.partial_text or failure.partial_reasoning)
        if kind is FailureKind.KEY_REFUSED:
            message = refused_message(self.server)
        elif kind is FailureKind.SERVER_GONE and partial:
            message = (
                f"The connection to {name} broke while it was answering. What it wrote so "
                "far is kept; press Retry to try again."
            )
        elif kind is FailureKind.SERVER_GONE and "ConnectError" in failure.details:
            message = connection_error(self.server, failure.details).message
        elif kind is FailureKind.SERVER_GONE:
            message = f"{name} stopped before answering. Press Retry to try again."
        elif kind is FailureKind.SERVER_NOT_READY:
            message = f"{name} is still loading its model. Try again in a moment."
        elif kind in (FailureKind.HTTP_ERROR, FailureKind.UNREADABLE_REPLY):
            said = f": {failure.details}" if failure.details else "."
            message = f"{name} couldn't answer{said}"
        else:  # the conversation's own problem (too long, a picture): already plain
            return failure
        return replace(failure, message=message)
