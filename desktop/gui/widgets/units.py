"""Numbers written for people in the window, in its language's way (QLocale: "4,096" in
English, "4.096" in German): sizes, durations and token counts. Sizes are chosen by the
core's one formatter (``desktop.core.units``), which the command line uses too; only the
writing of the number and the word "bytes" differ here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from desktop.core.units import ByteUnit, byte_parts
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP

# The unit names as each language writes them: French "Mo", Russian "МБ"; most keep "MB".
UNIT_NAMES: dict[str, str] = {
    "KB": QT_TRANSLATE_NOOP("Units", "KB"),
    "MB": QT_TRANSLATE_NOOP("Units", "MB"),
    "GB": QT_TRANSLATE_NOOP("Units", "GB"),
    "TB": QT_TRANSLATE_NOOP("Units", "TB"),
}


class Units(QObject):
    """Words with a count in them: pyside6-lupdate reads plural forms from ``tr()``
    alone, not from ``QCoreApplication.translate``. One is said on its own and every
    other count through Qt's plural forms, so English reads right without a catalog."""

    def size_in_bytes(self, count: int) -> str:
        return self.tr("1 byte") if count == 1 else self.tr("%Ln bytes", "", count)


def format_size(count: float, *, decimals: int | None = None, unit: ByteUnit | None = None) -> str:
    """1536 -> "1.5 KB" ("1,5 KB" in German); see ``desktop.core.units.format_bytes``."""
    value, places, chosen = byte_parts(count, decimals=decimals, unit=unit)
    if chosen == "bytes":
        return Units().size_in_bytes(int(value))
    unit_name = QCoreApplication.translate("Units", UNIT_NAMES[chosen])
    return f"{QLocale().toString(value, 'f', places)} {unit_name}"


def format_duration(seconds: float) -> str:
    """3.2 -> "3 s", 95 -> "1 min 35 s" (the numbers in the language's digits: Arabic's
    ٣ as its other figures, not the 3 Python writes)."""
    seconds = max(0.0, seconds)
    if seconds < 1:
        return QCoreApplication.translate("Units", "less than a second")
    number = QLocale().toString
    whole = round(seconds)
    if whole < 60:
        return QCoreApplication.translate("Units", "{seconds} s").format(seconds=number(whole))
    minutes, rest = divmod(whole, 60)
    if minutes < 60:
        if rest:
            return QCoreApplication.translate("Units", "{minutes} min {seconds} s").format(
                minutes=number(minutes), seconds=number(rest)
            )
        return QCoreApplication.translate("Units", "{minutes} min").format(minutes=number(minutes))
    hours, minutes = divmod(minutes, 60)
    return QCoreApplication.translate("Units", "{hours} h {minutes} min").format(
        hours=number(hours), minutes=number(minutes)
    )


def format_tokens(count: int) -> str:
    """4096 -> "4,096" in English."""
    return QLocale().toString(count)
