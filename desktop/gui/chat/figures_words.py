"""The line under an answer (speed, first token, length, where it ran), in the window's
language: the core reads the stored figures (``chat.figures.read_figures``) and the
window words them here; the command line and the Markdown export word the same
figures in English (``figures_text``)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject

from desktop.core.chat.figures import AnswerFigures, RanOnFigures, read_figures

SEPARATOR = " · "


class FiguresWords(QObject):
    """A QObject for ``tr()``: pyside6-lupdate reads plural forms from ``tr()`` alone."""

    def line(self, stats: dict[str, object]) -> str:
        """ "83.1 tokens/s · first token after 120 ms · 42 tokens · ran on ..."."""
        return SEPARATOR.join(self.parts(read_figures(stats)))

    def parts(self, figures: AnswerFigures) -> list[str]:
        locale = QLocale()
        parts: list[str] = []
        if figures.tokens_per_second is not None:
            speed = locale.toString(figures.tokens_per_second, "f", 1)
            parts.append(self.tr("{speed} tokens/s").format(speed=speed))
        if figures.first_token_ms is not None:
            parts.append(
                self.tr("first token after {time}").format(
                    time=self.duration(figures.first_token_ms)
                )
            )
        if figures.tokens is not None:
            parts.append(
                self.tr("1 token")
                if figures.tokens == 1
                else self.tr("%Ln tokens", "", figures.tokens)
            )
        if figures.stopped:
            parts.append(self.tr("stopped"))
        elif figures.cut_off:
            parts.append(self.tr("cut off at the length limit"))
        if figures.ran_on is not None:
            parts.append(self.ran_on(figures.ran_on))
        return parts

    def duration(self, milliseconds: float) -> str:
        if milliseconds < 1000:
            return self.tr("{milliseconds} ms").format(
                milliseconds=QLocale().toString(round(milliseconds))
            )
        return self.tr("{seconds} s").format(
            seconds=QLocale().toString(milliseconds / 1000, "f", 1)
        )

    def ran_on(self, ran_on: RanOnFigures) -> str:
        """ "ran on NVIDIA H100 (30 of 30 layers), 4,096-token context"."""
        if ran_on.on_processor:
            where = self.tr("ran on the processor (CPU)")
        elif ran_on.gpu_layers is None or ran_on.layers is None:
            where = self.tr("ran on {devices}").format(devices=", ".join(ran_on.devices))
        else:
            where = (
                self.tr(
                    "ran on {devices} ({on_card} of {layers} layers; the rest on the processor)"
                )
                if ran_on.partly_on_processor
                else self.tr("ran on {devices} ({on_card} of {layers} layers)")
            ).format(
                devices=", ".join(ran_on.devices), on_card=ran_on.gpu_layers, layers=ran_on.layers
            )
        if ran_on.context is None:
            return where
        return self.tr("{where}, {context}-token context").format(
            where=where, context=QLocale().toString(ran_on.context)
        )
