"""Readers and passages, with real files: a PDF's pages and bookmarks, Word's heading
styles, Markdown, HTML, plain text in older encodings; damaged files said in one line."""

from __future__ import annotations

import itertools
from pathlib import Path

import docx
import pytest

from desktop.core.documents.passages import (
    MAX_CHARS,
    MAX_TOKENS,
    approximate_tokens,
    split_passages,
)
from desktop.core.documents.readers import UnreadableDocumentError, read_document
from desktop.core.documents.text_blocks import TextBlock
from tests.support.document_files import (
    write_damaged_pdf,
    write_docx,
    write_pdf,
    write_text_folder,
)


def test_a_pdf_keeps_each_page_number_and_its_bookmarks(tmp_path: Path) -> None:
    pages = ["The first page speaks of apples. " * 3, "The second page: pears and plums.",
             "Page three holds the index of cherries."]
    path = write_pdf(tmp_path / "fruit.pdf", pages, bookmarks=["Apples", None, "Cherries"])
    blocks = read_document(path)
    assert [block.page for block in blocks] == [1, 2, 3]
    assert "apples" in blocks[0].text and "pears" in blocks[1].text
    # A page without a bookmark of its own is under the one before.
    assert [block.headings for block in blocks] == [("Apples",), ("Apples",), ("Cherries",)]
    passages = split_passages(blocks)
    assert [(p.page, p.heading) for p in passages] == [
        (1, "Apples"), (2, "Apples"), (3, "Cherries")]


def test_a_long_pdf_page_is_one_paragraph_of_joined_lines(tmp_path: Path) -> None:
    # fpdf wraps the long text into many lines; the reader joins them back.
    text = "Rivers carry silt to the delta where it settles into fertile land. " * 12
    path = write_pdf(tmp_path / "rivers.pdf", [text])
    (block,) = read_document(path)
    assert "\n" not in block.text
    assert block.text == " ".join(text.split())


@pytest.mark.parametrize("damage", ["cut", "garbage", "empty"])
def test_a_damaged_pdf_is_said_in_one_line(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "report.pdf"
    if damage == "cut":
        write_damaged_pdf(path)
    elif damage == "garbage":
        path.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 8)
    else:
        path.write_bytes(b"")
    with pytest.raises(UnreadableDocumentError) as raised:
        read_document(path)
    assert raised.value.message == "report.pdf could not be read: the file is damaged"
    assert "\n" not in raised.value.message and raised.value.path == path


def test_a_pdf_with_no_text_says_so(tmp_path: Path) -> None:
    path = write_pdf(tmp_path / "scan.pdf", ["", ""])
    with pytest.raises(UnreadableDocumentError, match=r"^scan\.pdf could not be read: it "
                       r"has no text to read"):
        read_document(path)


def test_word_headings_come_from_paragraph_styles(tmp_path: Path) -> None:
    path = write_docx(tmp_path / "cookbook.docx", [
        ("Title", "Cookbook"),
        ("Normal", "Recipes from the valley."),
        ("Heading 1", "Breads"),
        ("Normal", "A sourdough loaf rises slowly."),
        ("Heading 2", "Rye"),
        ("Normal", "Dark rye needs a long bake."),
        ("Heading 1", "Soups"),
        ("Normal", "Tomato soup is blended smooth."),
    ])
    blocks = read_document(path)
    assert [(block.headings, block.text) for block in blocks] == [
        (("Cookbook",), "Recipes from the valley."),
        (("Cookbook", "Breads"), "A sourdough loaf rises slowly."),
        (("Cookbook", "Breads", "Rye"), "Dark rye needs a long bake."),
        (("Cookbook", "Soups"), "Tomato soup is blended smooth."),
    ]
    assert all(block.page is None for block in blocks)


def test_a_file_that_is_not_really_word_is_said_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "letter.docx"
    path.write_text("just text", encoding="utf-8")
    with pytest.raises(UnreadableDocumentError, match=r"^letter\.docx could not be read: "):
        read_document(path)


def test_markdown_headings_nest_and_code_is_not_a_heading(tmp_path: Path) -> None:
    path = tmp_path / "guide.md"
    path.write_text(
        "# Guide\n\nIntro.\n\n## Install #\n\nRun setup.\n\n```sh\n# a comment\n```\n\n"
        "Usage\n-----\n\nType a name.\n\n---\n\n# Appendix\n\nThanks.\n", encoding="utf-8")
    assert [(b.headings, b.text) for b in read_document(path)] == [
        (("Guide",), "Intro."),
        (("Guide", "Install"), "Run setup."),
        (("Guide", "Install"), "```sh\n# a comment\n```"),
        (("Guide", "Usage"), "Type a name."),
        (("Appendix",), "Thanks."),
    ]


def test_html_gives_shown_text_under_its_headings(tmp_path: Path) -> None:
    path = tmp_path / "page.html"
    path.write_text(
        "<!doctype html><html><head><title>Shop</title><style>p {color: red}</style>"
        "<script>var hidden = 'no';</script></head><body><nav>Home</nav>"
        "<h1>Opening <em>hours</em></h1><p>We open at nine &amp; close at six.</p>"
        "<script>document.write('never')</script><h2>Holidays</h2><ul><li>Closed on "
        "Sundays</li><li>Late on Fridays</li></ul><h1>Contact</h1><p>Call us.<br>Or write."
        "</p></body></html>", encoding="utf-8")
    assert [(b.headings, b.text) for b in read_document(path)] == [
        ((), "Home"),
        (("Opening hours",), "We open at nine & close at six."),
        (("Opening hours", "Holidays"), "Closed on Sundays"),
        (("Opening hours", "Holidays"), "Late on Fridays"),
        (("Contact",), "Call us."),
        (("Contact",), "Or write."),
    ]


def test_plain_text_in_older_encodings_and_binary_files(tmp_path: Path) -> None:
    old = tmp_path / "old.txt"
    old.write_bytes("Caf\u00e9 cr\u00e8me \u2013 \u20ac3\n\nNext paragraph.".encode("cp1252"))
    assert [b.text for b in read_document(old)] == ["Caf\u00e9 cr\u00e8me \u2013 \u20ac3",
                                                   "Next paragraph."]
    wide = tmp_path / "wide.txt"
    wide.write_bytes("\ufeffWide text".encode("utf-16-le"))
    assert [b.text for b in read_document(wide)] == ["Wide text"]
    binary = tmp_path / "image.txt"
    binary.write_bytes(b"\x89PNG\x00\x00\x01")
    with pytest.raises(UnreadableDocumentError,
                       match=r"^image\.txt could not be read: it is not a text file$"):
        read_document(binary)


def test_passages_stay_within_bounds_and_overlap_within_a_section() -> None:
    sentences = [f"Sentence number {n} tells about the {n}th mountain pass." for n in range(120)]
    blocks = [TextBlock(" ".join(sentences[:60]), 4, ("Alps", "Passes")),
              TextBlock(" ".join(sentences[60:]), 4, ("Alps", "Passes")),
              TextBlock("A short closing note.", 5, ("Alps",))]
    passages = split_passages(blocks)
    assert len(passages) > 4
    assert [p.ordinal for p in passages] == list(range(len(passages)))
    for passage in passages:
        assert len(passage.text) <= MAX_CHARS
        assert approximate_tokens(passage.embedding_text) <= MAX_TOKENS
    assert passages[-1].text == "A short closing note." and passages[-1].page == 5
    body = [p for p in passages if p.page == 4]
    assert all(p.heading == "Alps > Passes" for p in body)
    assert body[0].embedding_text.startswith("Alps > Passes\nSentence number 0 ")
    for before, after in itertools.pairwise(body):
        # The next begins with the last whole sentences of the one before.
        first_sentence = after.text.split(". ", 1)[0] + "."
        assert before.text.endswith(first_sentence) or f"{first_sentence} " in before.text
        assert after.text[:150].count(".") >= 1 and after.text[0].isupper()
    # Every sentence is in some passage whole.
    joined = "\n".join(p.text for p in body)
    assert all(sentence in joined for sentence in sentences)


def test_an_unbroken_line_of_data_is_cut_within_bounds() -> None:
    blob = "QUJD" * 2000  # one 8,000-character "word"
    passages = split_passages([TextBlock(f"Key: {blob} end.")])
    assert "".join(p.text.replace(" ", "") for p in passages).startswith("Key:QUJD")
    assert all(len(p.text) <= MAX_CHARS and approximate_tokens(p.text) <= MAX_TOKENS
               for p in passages)


def test_latin1_bytes_that_are_no_text_encoding_read_as_replacement_characters(
        tmp_path: Path) -> None:
    # 0x81 and 0x8d mean nothing in cp1252 either: replaced, never a failure.
    path = tmp_path / "old-latin1.txt"
    path.write_bytes(b"Ma\xf1ana \x81 ol\xe9 \x8d fin.")
    (block,) = read_document(path)
    assert block.text == "Ma\u00f1ana \ufffd ol\u00e9 \ufffd fin."


@pytest.mark.parametrize("name, content", [("blank.txt", " \n\n\t\n"), ("empty.md", ""),
                                           ("bare.html", "<html><script>x()</script></html>")])
def test_a_file_with_no_text_says_so(tmp_path: Path, name: str, content: str) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(UnreadableDocumentError) as raised:
        read_document(path)
    assert raised.value.message == f"{name} could not be read: it has no text to read"


def test_word_tables_give_their_rows_as_paragraphs(tmp_path: Path) -> None:
    path = write_docx(tmp_path / "valves.docx", [("Heading 1", "Safety")])
    document = docx.Document(str(path))
    table = document.add_table(rows=2, cols=2)
    for row, cells in enumerate([("Valve", "Open"), ("Pump", "Off")]):
        for column, text in enumerate(cells):
            table.cell(row, column).text = text
    document.save(str(path))
    assert [(b.headings, b.text) for b in read_document(path)] == [
        (("Safety",), "Valve | Open"), (("Safety",), "Pump | Off")]


def test_passages_never_span_two_headings_or_pages() -> None:
    blocks = [TextBlock("Short one.", 1, ("A",)), TextBlock("Short two.", 1, ("A", "B")),
              TextBlock("Short three.", 2, ("A", "B")), TextBlock("Short four.", 2, ("A", "B"))]
    passages = split_passages(blocks)
    assert [(p.text, p.page, p.heading) for p in passages] == [
        ("Short one.", 1, "A"), ("Short two.", 1, "A > B"),
        ("Short three.\n\nShort four.", 2, "A > B")]
    assert [p.ordinal for p in passages] == [0, 1, 2]


def test_a_long_paragraph_splits_at_sentence_ends_within_a_given_bound() -> None:
    paragraph = " ".join(f"Step {n} turns the valve a quarter further." for n in range(40))
    passages = split_passages([TextBlock(paragraph, None, ())], max_chars=300, overlap=80)
    assert len(passages) > 5
    for passage in passages:
        assert len(passage.text) <= 300
        assert passage.text.startswith("Step ") and passage.text.endswith("further.")
    for before, after in itertools.pairwise(passages):
        carried = after.text.split(". Step", 1)[0] + "."
        assert before.text.endswith(carried) and len(carried) <= 80
    # The same input gives the same passages, every time.
    assert split_passages([TextBlock(paragraph, None, ())], max_chars=300, overlap=80) == passages


def test_blank_blocks_give_no_passages() -> None:
    assert split_passages([]) == []
    assert split_passages([TextBlock("  \n\n \t", 1, ("A",)), TextBlock("", None, ())]) == []


def test_the_text_folder_is_the_same_every_time_and_each_note_says_its_own_thing(
        tmp_path: Path) -> None:
    first = write_text_folder(tmp_path / "one", 40)
    second = write_text_folder(tmp_path / "two", 40)
    assert len(first) == 40
    texts = [path.read_text(encoding="utf-8") for path in first]
    assert texts == [path.read_text(encoding="utf-8") for path in second]
    codes = [text.rsplit("Inventory code: ", 1)[1] for text in texts]
    assert len(set(codes)) == 40
