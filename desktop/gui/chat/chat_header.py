"""The top of the open chat: its title, made from the first message until renamed."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QLabel

from desktop.core.chat.titles import NEW_CHAT_TITLE
from desktop.gui.widgets.elided_label import ElidedLabel

# A title's width always shown before it is cut: this many wide letters (about twenty
# of a sentence's).
TITLE_KEPT = 12


class ChatTitle(ElidedLabel):
    """A title cut short with "…" where the header has no room for all of it: a long
    one must not make the page wider than a small screen."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """A short title whole ("New chat", "Neuer Chat": the header's other parts give way
        first); a long one down to about a dozen letters, then cut with "…"."""
        hint = super().minimumSizeHint()
        metrics = self.fontMetrics()
        # QFontMetrics.elidedText cuts a text given exactly its horizontalAdvance (whole
        # pixels; the text itself is a fraction wider): with that width a short title
        # lost a letter or two ("Name a fru…") beside a header with room to spare. A
        # pixel more, and the label's margins.
        whole = metrics.horizontalAdvance(self.text()) + 1
        least = metrics.horizontalAdvance(self.tr("New…"))
        kept = metrics.horizontalAdvance("M" * TITLE_KEPT)  # wide letters: any font, any style
        margins = self.contentsMargins()
        sides = margins.left() + margins.right() + 2 * self.margin()
        return QSize(max(least, min(whole, kept)) + sides, hint.height())


def shown_title(title: str) -> str:
    """A chat's title as shown: the core names a chat not yet titled NEW_CHAT_TITLE, said
    in the window's language; any other title is the user's (or their question's)."""
    if title == NEW_CHAT_TITLE:
        return QCoreApplication.translate("ChatHeader", "New chat")
    return title


def title_label() -> QLabel:
    """The chat's title, a little larger and bold, over its messages."""
    label = ChatTitle(shown_title(NEW_CHAT_TITLE))
    # Named by its own words (the title), which a set name would hide from a screen reader.
    label.setAccessibleDescription(QCoreApplication.translate("ChatHeader", "Chat title"))
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.2)
    font.setBold(True)
    label.setFont(font)
    return label
