"""Big batches and long answers reach the screen a slice per turn, complete and in order."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from desktop.gui.chat.markdown_chunks import markdown_pieces
from desktop.gui.chat.message_text import PROGRESSIVE_RENDER_CHARS, SLICE_CHARS
from tests.gui.chat_helpers import shown_message

LONG_ANSWER = (
    "# Title\n\nIntro with **bold**.\n\n- one\n- two\n\n  still two\n\n1. a\n\n2. b\n\n"
    "```python\nx = 1\n\n\ny = 2\n```\n\n> quoted\n\n"
    + "".join(f"Paragraph {index} with `code` and an emoji 😀.\n\n" for index in range(400))
    + "| a | b |\n|---|---|\n| 1 | 2 |\n\nThe end."
)


def _rendered_at_once(markdown: str) -> str:
    document = QTextDocument()
    document.setMarkdown(markdown)
    return document.toPlainText()


def test_pieces_join_back_and_never_cut_inside_a_fence_or_list() -> None:
    pieces = markdown_pieces(LONG_ANSWER, piece_chars=10)
    assert "".join(pieces) == LONG_ANSWER
    assert len(pieces) > 100
    for piece in pieces:
        assert piece.count("```") % 2 == 0
        assert not piece.startswith(("2. b", "  still"))


def test_reference_links_keep_the_text_in_one_piece() -> None:
    text = "See [the docs][d].\n\n" + "More text.\n\n" * 50 + "[d]: https://example.org\n"
    assert markdown_pieces(text, piece_chars=10) == [text]


def test_a_big_batch_is_inserted_over_several_turns_in_order(qtbot: QtBot) -> None:
    widget = shown_message(qtbot)
    widget.begin_streaming()
    big = "".join(
        f"word{index}\n" if index % 12 == 11 else f"word{index} "
        for index in range(20 * SLICE_CHARS // 6)
    )
    widget.append_content("Start. ")
    widget.append_content(big)
    widget.append_content(" End.")
    # The source is complete at once; the document catches up turn by turn.
    assert widget.content() == "Start. " + big + " End."
    qtbot.waitUntil(lambda: widget.body.toPlainText() == widget.content())


def test_a_long_streamed_answer_is_rendered_in_place_like_at_once(qtbot: QtBot) -> None:
    assert len(LONG_ANSWER) > PROGRESSIVE_RENDER_CHARS
    widget = shown_message(qtbot)
    widget.begin_streaming()
    widget.append_content(LONG_ANSWER)
    qtbot.waitUntil(lambda: widget.body.toPlainText() == LONG_ANSWER)
    widget.finish_streaming(LONG_ANSWER, "", {})
    assert widget.is_rendering()
    qtbot.waitUntil(lambda: not widget.is_rendering())
    assert widget.text() == _rendered_at_once(LONG_ANSWER)
    assert widget.content() == LONG_ANSWER


def test_a_long_stored_answer_is_rendered_like_at_once(qtbot: QtBot) -> None:
    widget = shown_message(qtbot)
    widget.show_complete(LONG_ANSWER, None)
    qtbot.waitUntil(lambda: not widget.is_rendering())
    assert widget.text() == _rendered_at_once(LONG_ANSWER)


def test_streaming_again_stops_a_render_in_progress(qtbot: QtBot) -> None:
    widget = shown_message(qtbot)
    widget.show_complete(LONG_ANSWER, None)
    widget.begin_streaming("Fresh")
    assert not widget.is_rendering()
    qtbot.waitUntil(lambda: widget.body.toPlainText() == "Fresh")
