"""The sentences an answer's failure is said in, each knowing which one it is.

A failure's ``message`` is English (the command line prints it, the chat's file keeps
it). Where the core words it from a known reason, the message is an ``Explained``: still
the English ``str`` every layer passes on, and also the reason and its figures, so the
window can say the same sentence in its language (``gui.chat.failure_words``).
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping


class FailureReason(enum.Enum):
    """Each sentence's English words (``{figure}`` where a figure goes)."""

    TOO_LONG = (
        "This conversation is longer than the model's context. Start a new chat, shorten "
        "your message, or load the model with a larger context."
    )
    TOO_LONG_FOR = (
        "This conversation is longer than the model's context ({context} tokens). Start a "
        "new chat, shorten your message, or load the model with a larger context."
    )
    TOO_LONG_BY = (
        "This conversation is longer than the model's context ({context} tokens); it needs "
        "{needed}. Start a new chat, shorten your message, or load the model with a "
        "larger context."
    )
    KEY_REFUSED = "The model server refused the app's key. Reload the model and try again."
    NO_PICTURES = (
        "This model can't read pictures. Remove the picture, or load a model that supports "
        "images (with its vision projector file)."
    )
    NO_AUDIO = "This model can't listen to audio. Remove the audio file."
    STILL_LOADING = "The model is still loading. Try again in a moment."
    SERVER_SAID = "The model server couldn't answer: {said}"
    SERVER_STATUS = "The model server couldn't answer (HTTP {status})."
    CANT_REACH = "Can't reach the model server. It may have stopped; load the model again."
    UNREADABLE = "The model server sent a reply the app couldn't read."
    STOPPED_WHILE_ANSWERING = (
        "The model server stopped while answering. What it wrote so far is kept."
    )
    STOPPED_BEFORE_ANSWERING = "The model server stopped before answering. Load the model again."
    NO_MODEL = "No model is loaded. Load one on the Load page, then press Retry."
    UNEXPECTED = "The answer stopped because of an unexpected problem in LlamaDesk."
    ENDED = "The answer ended unexpectedly. Press Retry to try again."
    SERVER_STOPPED = (
        "The model stopped unexpectedly while answering. Press Retry to load it again and answer."
    )
    COMPUTER_WENT_AWAY = (
        "The computer sharing its devices at {hosts} went away while answering, and the "
        "model stopped. What it wrote so far is kept; start that computer's sharing again "
        "and load the model, or load it without that computer."
    )


class Explained(str):
    """A failure's sentence in English that also knows its ``reason`` and ``figures``."""

    reason: FailureReason
    figures: Mapping[str, str]

    def __new__(cls, reason: FailureReason, **figures: str) -> Explained:
        sentence = super().__new__(cls, reason.value.format(**figures))
        sentence.reason = reason
        sentence.figures = dict(figures)
        return sentence



def reason_record(message: str | None) -> str | None:
    """What a chat's file keeps beside a failure's English words so that the window can
    say it in its language when the chat is opened again: the reason and its figures
    (JSON), or None for words the core has no reason for."""
    if not isinstance(message, Explained):
        return None
    return json.dumps({"reason": message.reason.name, "figures": dict(message.figures)})


def from_record(message: str, record: str | None) -> str:
    """The saved ``message`` with its reason again (an ``Explained``, in the words of
    this version), or as saved: no record (an older file, other words) or one this
    version does not know."""
    if not record:
        return message
    try:
        saved = json.loads(record)
        reason = FailureReason[saved["reason"]]
        figures = {str(name): str(value) for name, value in saved["figures"].items()}
        return Explained(reason, **figures)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError):
        return message
