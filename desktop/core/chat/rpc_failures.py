"""An answer that broke off on a load pooling other computers (llama.cpp RPC): when one
of them went away, the message names it instead of blaming the model's process."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from desktop.core.chat.events import FailureKind
from desktop.core.chat.failure_sentences import Explained, FailureReason
from desktop.core.chat.turns import TurnFailed
from desktop.core.runtime.rpc_hosts import unreachable_hosts


def naming_lost_hosts(hosts: Sequence[str]) -> Callable[[TurnFailed], TurnFailed] | None:
    """A ``ChatSession.reword_failure`` for a load using ``hosts``; None without any."""
    if not hosts:
        return None
    kept = tuple(hosts)

    def reword(failure: TurnFailed) -> TurnFailed:
        # The connection broke, or the server died: was it a computer that went away?
        if not (failure.server_stopped or failure.kind is FailureKind.SERVER_GONE):
            return failure
        missing = unreachable_hosts(kept)
        if not missing:
            return failure  # every computer still answers: the break was something else
        message = Explained(FailureReason.COMPUTER_WENT_AWAY, hosts=", ".join(missing))
        return dataclasses.replace(failure, message=message)

    return reword
