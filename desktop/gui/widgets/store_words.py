"""What went wrong with the saved chats, in the window's language.

The core's ``ConversationStoreError`` (``desktop.core.chat.store_errors``) says what kind
it is by its ``problem`` and carries its figures as attributes (the chats file, what a
repair recovered); its ``message`` is English, for the command line and the log. The
window says the same from the kind and the figures, and shows an error it does not know
as the core wrote it. An answer that failed on the store brings only the core's sentence:
``store_sentence_text`` words the store's sentences that have no figures.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from desktop.core.chat.store_errors import (
    ChatsProblem,
    ConversationStoreError,
    ConversationStoreRecoveredError,
)
from desktop.core.errors import LlamaDeskError
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("StoreWords")

# ChatsProblem.RECOVERED is worded from its figures below.
PROBLEMS: dict[ChatsProblem, str] = {
    ChatsProblem.NOT_SAVED: QT_TRANSLATE_NOOP("StoreWords", "Your chat could not be saved."),
    ChatsProblem.DISK_FULL: QT_TRANSLATE_NOOP(
        "StoreWords", "Your chat could not be saved because the disk is full. Free some space."
    ),
    ChatsProblem.READ_ONLY: QT_TRANSLATE_NOOP(
        "StoreWords",
        "Your chat could not be saved because LlamaDesk may not write to its chats file. "
        "Check the file's permissions.",
    ),
    ChatsProblem.IN_USE: QT_TRANSLATE_NOOP(
        "StoreWords",
        "Your chat could not be saved because another copy of LlamaDesk is using the chats "
        "file. Close it and try again.",
    ),
    ChatsProblem.DISK_FAILED: QT_TRANSLATE_NOOP(
        "StoreWords",
        "Your chat could not be saved because the disk could not be written. Check that it "
        "is still connected and has free space.",
    ),
    ChatsProblem.NOT_READ: QT_TRANSLATE_NOOP("StoreWords", "Your saved chats could not be read."),
    ChatsProblem.CLOSED: QT_TRANSLATE_NOOP("StoreWords", "The saved chats were already closed."),
    ChatsProblem.NOT_OPENED: QT_TRANSLATE_NOOP(
        "StoreWords",
        "Your saved chats could not be opened. Close other copies of LlamaDesk and try again.",
    ),
    ChatsProblem.NOT_OPENED_AT: QT_TRANSLATE_NOOP(
        "StoreWords",
        "Your saved chats could not be opened at {path}. Check that the folder exists and "
        "you may write to it.",
    ),
    ChatsProblem.NEWER: QT_TRANSLATE_NOOP(
        "StoreWords",
        "Your saved chats were written by a newer version of LlamaDesk. Update LlamaDesk to "
        "open them.",
    ),
    ChatsProblem.NO_ROOM_TO_REPAIR: QT_TRANSLATE_NOOP(
        "StoreWords",
        "Your saved chats file is damaged, and LlamaDesk could not make a new one next to "
        "it. Check that there is free disk space in {folder}, then start LlamaDesk again.",
    ),
    ChatsProblem.NOT_MOVED_ASIDE: QT_TRANSLATE_NOOP(
        "StoreWords",
        "Your saved chats file is damaged, and LlamaDesk could not move it aside to put a "
        "repaired copy in its place. Close other programs that may use it, then start "
        "LlamaDesk again. The file is {path}.",
    ),
    ChatsProblem.NOT_REPAIRED: QT_TRANSLATE_NOOP(
        "StoreWords", "Your saved chats file is damaged and could not be repaired."
    ),
    ChatsProblem.NO_CHAT: QT_TRANSLATE_NOOP("StoreWords", "This chat no longer exists."),
    ChatsProblem.NO_MESSAGE: QT_TRANSLATE_NOOP("StoreWords", "This message no longer exists."),
    ChatsProblem.NOT_BEING_WRITTEN: QT_TRANSLATE_NOOP(
        "StoreWords", "This reply is no longer being written."
    ),
    ChatsProblem.NO_REPLY: QT_TRANSLATE_NOOP("StoreWords", "This reply no longer exists."),
}

NOTHING_RECOVERED = QT_TRANSLATE_NOOP(
    "StoreWords",
    "Your saved chats file was damaged and nothing could be read from it, so a new, empty "
    "chat history was started. The damaged file was kept as {kept}.",
)
RECOVERED = QT_TRANSLATE_NOOP(
    "StoreWords",
    "Your saved chats file was damaged. LlamaDesk recovered what it could into a new file "
    "(chats: {chats}, messages: {messages}). The damaged file was kept as {kept}.",
)
RECOVERED_SOME_LOST = QT_TRANSLATE_NOOP(
    "StoreWords",
    "Your saved chats file was damaged. LlamaDesk recovered what it could into a new file "
    "(chats: {chats}, messages: {messages}); some parts could not be read and are only in "
    "the damaged copy. The damaged file was kept as {kept}.",
)

# The store's sentences without figures (the same as the core's English), as an answer
# that failed on the store says them.
_SENTENCES = frozenset(words for words in PROBLEMS.values() if "{" not in words)


def store_error_text(error: LlamaDeskError) -> str:
    """What went wrong with the saved chats and what to do, for a person: ``error``'s
    kind and figures in the window's language; ``error.message`` for an error this does
    not know."""
    if isinstance(error, ConversationStoreRecoveredError):
        return recovered_text(error)
    if not isinstance(error, ConversationStoreError) or error.problem not in PROBLEMS:
        return error.message
    path = error.path
    folder = path.parent if path is not None else ""
    return _t(PROBLEMS[error.problem]).format(path=path or "", folder=folder)


def recovered_text(problem: ConversationStoreRecoveredError) -> str:
    """The chats file was damaged and repaired: what was kept, and where the damaged one
    is, in the window's language."""
    chats, messages = problem.chats_recovered, problem.messages_recovered
    if chats == 0 and messages == 0:
        return _t(NOTHING_RECOVERED).format(kept=problem.kept_as)
    locale = QLocale()
    words = RECOVERED_SOME_LOST if problem.lost else RECOVERED
    return _t(words).format(
        chats=locale.toString(chats), messages=locale.toString(messages), kept=problem.kept_as
    )


def store_sentence_text(message: str) -> str:
    """One of the store's sentences without figures (as a failed answer brings it) in
    the window's language; any other words as they are."""
    return _t(message) if message in _SENTENCES else message
