"""Real documents with known text in known places, for the documents tests: PDFs
(fpdf2) with text on given pages and bookmarks, Word files (python-docx) with heading
styles, Markdown, HTML, a folder of a few hundred notes, and a damaged PDF."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import docx
from fpdf import FPDF

# Twenty subjects x twenty facts: each note says one thing no other note says.
_PLACES = ["harbour", "library", "bakery", "garage", "orchard", "museum", "station",
           "market", "school", "clinic", "theatre", "stadium", "factory", "farm", "bridge",
           "tower", "castle", "mill", "lighthouse", "chapel"]
_THINGS = ["bicycle", "umbrella", "violin", "telescope", "lantern", "kettle", "compass",
           "ladder", "blanket", "hammer", "camera", "globe", "mirror", "basket", "anchor",
           "trumpet", "candle", "notebook", "saddle", "clock"]


def write_pdf(path: Path, pages: Sequence[str], bookmarks: Sequence[str | None] = ()) -> Path:
    """A PDF with ``pages[i]`` as the text of page i + 1; ``bookmarks[i]``, where given,
    is an outline entry (level 1) pointing at that page."""
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=False)
    pdf.set_font("Helvetica", size=11)
    for number, text in enumerate(pages):
        pdf.add_page()
        if number < len(bookmarks) and bookmarks[number]:
            pdf.start_section(str(bookmarks[number]), level=0)
        pdf.multi_cell(0, 5, text)
    pdf.output(str(path))
    return path


def write_docx(path: Path, paragraphs: Sequence[tuple[str, str]]) -> Path:
    """A Word file of (style, text) paragraphs: "Title", "Heading 1".."Heading 9" or
    "Normal"."""
    document = docx.Document()
    for style, text in paragraphs:
        document.add_paragraph(text, style=style)
    document.save(str(path))
    return path


def write_damaged_pdf(path: Path) -> Path:
    """A PDF cut off halfway, as an interrupted download leaves it."""
    whole = path.with_name(f"whole-{path.name}")
    write_pdf(whole, ["This text never survives the damage. " * 40] * 3)
    data = whole.read_bytes()
    whole.unlink()
    path.write_bytes(data[: len(data) // 2])
    return path


def note_text(number: int) -> str:
    """The text of note ``number``: a fact of its own, and enough around it to be a
    passage."""
    place = _PLACES[number % len(_PLACES)]
    thing = _THINGS[(number // len(_PLACES)) % len(_THINGS)]
    return (
        f"Note {number}\n\n"
        f"The {thing} that belongs to the {place} is kept in locker {1000 + number}. "
        f"Whoever borrows it signs the ledger by the {place} door and returns it before "
        f"dusk.\n\nInventory code: INV-{number:04d}-{thing[:3].upper()}."
    )


def write_text_folder(folder: Path, count: int) -> list[Path]:
    """``count`` notes (``note_text``) as folder/sub-N/note-NNNN.txt, ten folders."""
    written = []
    for number in range(count):
        path = folder / f"sub-{number % 10}" / f"note-{number:04d}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(note_text(number), encoding="utf-8")
        written.append(path)
    return written
