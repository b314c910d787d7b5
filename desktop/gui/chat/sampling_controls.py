"""How the open chat's answers are written: creativity and length always in view, the
finer sampling settings one click away.

The controls only show and read a ``SamplingOptions``; the chat view decides whose
settings they are. ``changed`` fires for the user's changes only, never while
``set_options`` fills them in, so showing a chat never writes it back.

The thinking switch is shown only while a model whose template has one is loaded
(``show_template``); a chat's choice is kept with it even while a model without the
switch is loaded, so it is there again when one with the switch comes back.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QFrame,
    QSpinBox,
    QToolButton,
    QWidget,
)

from desktop.core.chat.events import SamplingOptions
from desktop.core.models.chat_template import TemplateFlags, ThinkingChoice, thinking_choices
from desktop.gui.widgets.flow_layout import FlowLayout, labelled_pair
from desktop.gui.widgets.form_controls import buddy_label, decimal_box, whole_box
from desktop.gui.widgets.glossary import explain
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

NO_LIMIT = 0
RANDOM_SEED = -1
LARGEST_SEED = 2_147_483_647
MORE_TEXT = QT_TRANSLATE_NOOP("SamplingControls", "More settings")
# Shown through QCoreApplication.translate("SamplingControls", ...).
THINKING_WORDS: dict[ThinkingChoice | None, str] = {
    None: QT_TRANSLATE_NOOP("SamplingControls", "model's default"),
    "on": QT_TRANSLATE_NOOP("SamplingControls", "on"),
    "off": QT_TRANSLATE_NOOP("SamplingControls", "off"),
    "low": QT_TRANSLATE_NOOP("SamplingControls", "low effort"),
    "medium": QT_TRANSLATE_NOOP("SamplingControls", "medium effort"),
    "high": QT_TRANSLATE_NOOP("SamplingControls", "high effort"),
}
LESS_TEXT = QT_TRANSLATE_NOOP("SamplingControls", "Fewer settings")


# The finer settings' ranges, steps and "off" values are the chat's and the Settings
# defaults' both, so a default chosen in Settings shows unchanged in a new chat; each
# caller gives its own spoken name, tip and word for "off".


def top_p_box(name: str, tip: str = "") -> QDoubleSpinBox:
    return decimal_box(name, 0.0, 1.0, 0.05, tip=tip)


def top_k_box(name: str, tip: str, off_text: str) -> QSpinBox:
    return whole_box(name, 0, 1000, 5, tip=tip, off_text=off_text)


def min_p_box(name: str, tip: str) -> QDoubleSpinBox:
    return decimal_box(name, 0.0, 1.0, 0.01, tip=tip)


def repeat_penalty_box(name: str, tip: str, off_text: str) -> QDoubleSpinBox:
    return decimal_box(name, 1.0, 2.0, 0.05, tip=tip, off_text=off_text)


def seed_box(name: str, tip: str, off_text: str) -> QSpinBox:
    return whole_box(name, RANDOM_SEED, LARGEST_SEED, tip=tip, off_text=off_text)


class SamplingControls(QWidget):
    """Creativity, answer length and a "More settings" button; ``details`` holds the
    rest and is placed by the owner (it is shown when the button is pressed)."""

    changed = Signal()  # the user changed a setting

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._filling = False
        self.temperature = decimal_box(
            self.tr("Creativity (temperature)"),
            0.0,
            2.0,
            0.1,
            tip=self.tr("0 gives the same answer every time; higher is more varied."),
        )
        self.max_tokens = whole_box(
            self.tr("Longest answer, in tokens"),
            NO_LIMIT,
            1_000_000,
            256,
            tip=self.tr(
                "The longest answer the model may write, in tokens (a token is about three "
                "quarters of a word); no limit lets it finish on its own."
            ),
            off_text=self.tr("no limit"),
            suffix=self.tr(" tokens"),
        )
        self.thinking = QComboBox()
        self.thinking.setAccessibleName(self.tr("Thinking"))
        self.thinking.setToolTip(
            self.tr(
                "Whether the model thinks before it answers (slower, often better), "
                "or how hard. Kept with this chat."
            )
        )
        self.thinking.currentIndexChanged.connect(self._on_thinking_chosen)
        self._thinking: ThinkingChoice | None = None  # the chat's, shown or not
        self._thinking_offered: tuple[ThinkingChoice, ...] = ()
        self.more_button = QToolButton()
        self.more_button.setText(QCoreApplication.translate("SamplingControls", MORE_TEXT))
        self.more_button.setCheckable(True)
        self.more_button.setAccessibleName(self.tr("Show more answer settings"))
        self.more_button.toggled.connect(self._show_details)

        self.top_p = top_p_box(
            self.tr("Word choice breadth (top P)"),
            self.tr("Only the likeliest words that together make up this share are considered."),
        )
        explain(self.top_p, "top-p")
        self.top_k = top_k_box(
            self.tr("Candidate words (top K)"),
            self.tr(
                "Only this many of the likeliest next words are considered; off considers all."
            ),
            self.tr("off"),
        )
        self.min_p = min_p_box(
            self.tr("Least likely word allowed (min P)"),
            self.tr("Words less likely than this share of the likeliest one are never picked."),
        )
        self.repeat_penalty = repeat_penalty_box(
            self.tr("Repetition penalty"),
            self.tr("Above 1 the model avoids repeating itself."),
            self.tr("off"),
        )
        self.seed = seed_box(
            self.tr("Seed"),
            self.tr("With the same seed and settings, the same question gets the same answer."),
            self.tr("random"),
        )
        doubles = (self.temperature, self.top_p, self.min_p, self.repeat_penalty)
        integers = (self.max_tokens, self.top_k, self.seed)
        for spin in (*doubles, *integers):
            # Typing "0.85" is one change, made when the user presses Enter or moves on,
            # not three saves of "0", "0.8" and "0.85".
            spin.setKeyboardTracking(False)
        for double in doubles:
            double.valueChanged.connect(self._on_value_changed)
        for integer in integers:
            integer.valueChanged.connect(self._on_value_changed)

        # Rows that wrap: a thinking choice or "More settings" never widens the page.
        row = FlowLayout(self)
        self._add_labelled(row, self.tr("Creativity"), self.temperature)
        self._add_labelled(row, self.tr("Longest answer"), self.max_tokens)
        self.thinking_label = buddy_label(self.tr("Thinking"), self.thinking)
        self._thinking_pair = labelled_pair(self.thinking_label, self.thinking)
        row.addWidget(self._thinking_pair)
        row.addWidget(self.more_button)
        self._fill_thinking()

        self.details = QFrame()
        self.details.setObjectName("samplingDetails")
        self.details.setAccessibleName(self.tr("More answer settings"))
        details_row = FlowLayout(self.details)
        # The names Settings → Defaults gives the same settings: one name per concept.
        self._add_labelled(details_row, self.tr("Word choice breadth (top P)"), self.top_p)
        self._add_labelled(details_row, self.tr("Candidate words (top K)"), self.top_k)
        self._add_labelled(details_row, self.tr("Least likely word allowed (min P)"), self.min_p)
        self._add_labelled(details_row, self.tr("Repetition penalty"), self.repeat_penalty)
        self._add_labelled(details_row, self.tr("Seed"), self.seed)
        self.details.hide()

    @staticmethod
    def _add_labelled(row: FlowLayout, text: str, spin: QAbstractSpinBox) -> None:
        row.addWidget(labelled_pair(buddy_label(text, spin), spin))

    def options(self) -> SamplingOptions:
        """The settings as shown."""
        max_tokens = self.max_tokens.value()
        seed = self.seed.value()
        return SamplingOptions(
            temperature=self.temperature.value(),
            top_p=self.top_p.value(),
            top_k=self.top_k.value(),
            min_p=self.min_p.value(),
            repeat_penalty=self.repeat_penalty.value(),
            seed=None if seed == RANDOM_SEED else seed,
            max_tokens=max_tokens if max_tokens != NO_LIMIT else None,
            thinking=self._thinking,
        )

    def set_options(self, options: SamplingOptions) -> None:
        """Show ``options`` (a chat's, or the defaults); ``changed`` is not emitted."""
        self._filling = True
        try:
            for spin, value in (
                (self.temperature, options.temperature),
                (self.top_p, options.top_p),
                (self.min_p, options.min_p),
                (self.repeat_penalty, options.repeat_penalty),
            ):
                if value is not None:
                    spin.setValue(value)
            if options.top_k is not None:
                self.top_k.setValue(options.top_k)
            self.seed.setValue(RANDOM_SEED if options.seed is None else options.seed)
            self.max_tokens.setValue(NO_LIMIT if options.max_tokens is None else options.max_tokens)
            self._thinking = options.thinking
            self._fill_thinking()
        finally:
            self._filling = False

    def show_template(self, flags: TemplateFlags | None) -> None:
        """Offer the thinking switch of the loaded model's template (None: no model);
        hidden when it has none."""
        self._thinking_offered = thinking_choices(flags) if flags is not None else ()
        self._fill_thinking()

    def _fill_thinking(self) -> None:
        combo = self.thinking
        was_filling, self._filling = self._filling, True
        try:
            combo.clear()
            for choice in (None, *self._thinking_offered):
                combo.addItem(
                    QCoreApplication.translate("SamplingControls", THINKING_WORDS[choice]), choice
                )
            # A choice this model has no word for (an effort on an on/off switch) shows
            # as the default but stays the chat's.
            shown = combo.findData(self._thinking) if self._thinking is not None else 0
            combo.setCurrentIndex(max(shown, 0))
        finally:
            self._filling = was_filling
        offered = bool(self._thinking_offered)
        combo.setVisible(offered)
        self.thinking_label.setVisible(offered)
        self._thinking_pair.setVisible(offered)

    @Slot(int)
    def _on_thinking_chosen(self, _index: int) -> None:
        if self._filling:
            return
        self._thinking = self.thinking.currentData()
        self.changed.emit()

    @Slot()
    def _on_value_changed(self) -> None:
        if not self._filling:
            self.changed.emit()

    @Slot(bool)
    def _show_details(self, shown: bool) -> None:
        self.details.setVisible(shown)
        self.more_button.setText(
            QCoreApplication.translate("SamplingControls", LESS_TEXT)
            if shown
            else QCoreApplication.translate("SamplingControls", MORE_TEXT)
        )
        self.more_button.setAccessibleName(
            self.tr("Hide more answer settings") if shown else self.tr("Show more answer settings")
        )
