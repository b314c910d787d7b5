"""Jargon is explained where it is shown (item 15): version names, the KV-cache type,
the projector, top-p and the Library's "Can also"; a split model is named without its
part number; Settings opens on what people change, not on the runtime's file paths."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from desktop.gui.chat.sampling_controls import SamplingControls
from desktop.gui.library.library_model import Column, LibraryTableModel
from desktop.gui.load.load_advanced import AdvancedPanel
from desktop.gui.shell.main_window import MainWindow
from desktop.gui.widgets.glossary import explain, model_file_label, quantisation_tip, term


@pytest.mark.parametrize(
    ("quant", "words"),
    [
        ("Q4_K_M", ["4 bits", "medium"]),
        ("q8_0", ["8 bits"]),
        ("IQ3_XS", ["3 bits", "extra small", "newer"]),
        ("F16", ["unrounded", "16-bit"]),
        ("BF16", ["unrounded"]),
    ],
)
def test_a_version_name_is_said_in_plain_words(quant: str, words: list[str]) -> None:
    tip = quantisation_tip(quant)
    for word in words:
        assert word in tip, (quant, tip)


def test_an_unknown_version_name_gets_the_general_explanation() -> None:
    assert quantisation_tip("MXFP4_MOE") == term("quantisation")


def test_explaining_keeps_a_tip_already_there(qtbot: QtBot) -> None:
    controls = SamplingControls()
    qtbot.addWidget(controls)
    tip = controls.top_p.toolTip()
    assert tip.startswith("Only the likeliest words")
    assert term("top-p") in tip
    assert controls.top_p.whatsThis() == term("top-p")
    with pytest.raises(KeyError):
        explain(controls.top_p, "no such term")


def test_the_load_pages_advanced_terms_are_explained(qtbot: QtBot) -> None:
    panel = AdvancedPanel()
    qtbot.addWidget(panel)
    assert "conversation memory" in panel.cache_combo.toolTip()
    assert "reads pictures" in panel.projector_field.edit.toolTip()


def test_the_librarys_jargon_headers_explain_themselves() -> None:
    model = LibraryTableModel()
    tips = {
        column: model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        for column in Column
    }
    assert tips[Column.CAPABILITIES] == term("can also")
    assert "Q4_K_M" in tips[Column.QUANTISATION]
    assert tips[Column.NAME] is None


def test_a_split_model_is_named_without_its_part_number() -> None:
    assert model_file_label(Path("/m/Qwen2.5-7B-Q4_K_M-00001-of-00003.gguf")) == "Qwen2.5-7B-Q4_K_M"
    assert model_file_label(Path("/m/tiny.Q4_1.gguf")) == "tiny.Q4_1"


def test_the_load_page_names_an_opened_split_file_as_the_library_does(
    window: MainWindow, tmp_path: Path
) -> None:
    part = tmp_path / "Big-Model-Q4_K_M-00001-of-00002.gguf"
    part.write_bytes(b"not a model")
    window.load_view.choose_model_file(part)
    assert window.load_view.model_combo.currentText() == "Big-Model-Q4_K_M"


def test_settings_opens_on_appearance_not_on_runtime_paths(window: MainWindow) -> None:
    window.show_page("Settings")
    view = window.settings_view
    theme_at = view.theme_combo.mapTo(view, view.theme_combo.rect().topLeft()).y()
    runtime_at = view.runtime_group.mapTo(view, view.runtime_group.rect().topLeft()).y()
    assert theme_at < runtime_at


def _label_texts(widget: QWidget) -> set[str]:
    return {label.text().replace("&", "") for label in widget.findChildren(QLabel)}


def test_each_setting_has_one_name_on_every_page(window: MainWindow) -> None:
    """Issue 26: "System prompt" in Settings was "Instructions" in Chat, "Context cache
    type" was "KV-cache type" on Load, "Top-p" was "Top P"."""
    window.show_page("Settings")
    settings = _label_texts(window.settings_view)
    window.show_page("Load")
    load = _label_texts(window.load_view)
    chat = _label_texts(window.chat_view)
    for shared in ("Word choice breadth (top P)", "Candidate words (top K)",
                   "Least likely word allowed (min P)", "Repetition penalty"):
        assert shared in settings and shared in chat
    assert "Instructions for the assistant" in settings
    assert window.chat_view.system_prompt.accessibleName().startswith(
        "Instructions for the assistant")
    assert "Context cache type" in settings and "Context cache type" in load
    for retired in ("System prompt", "Top-p", "Top P", "Top K", "Min P", "KV-cache type"):
        assert retired not in settings | load | chat
