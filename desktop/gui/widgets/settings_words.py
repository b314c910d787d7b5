"""What was wrong with the settings file at start, in the window's language.

The core's ``SettingsNotice`` says what it found and did as a kind (``damage``) and
figures (the settings reset, the file kept aside, the token); its ``message`` is
English, for the command line and the log. The window's notice words it here.
"""

from __future__ import annotations

from desktop.core.settings import SettingsDamage, SettingsNotice
from desktop.gui.widgets.words import QT_TRANSLATE_NOOP, words_in

_t = words_in("SettingsWords")

DAMAGE: dict[SettingsDamage, str] = {
    SettingsDamage.UNREADABLE: QT_TRANSLATE_NOOP(
        "SettingsWords",
        "Your settings file could not be read, so LlamaDesk started with default settings.",
    ),
    SettingsDamage.VALUES_RESET: QT_TRANSLATE_NOOP(
        "SettingsWords",
        "Some settings had values LlamaDesk could not use and were reset to their "
        "defaults ({fields}); the others were kept.",
    ),
    SettingsDamage.PARTLY_KEPT: QT_TRANSLATE_NOOP(
        "SettingsWords",
        "Your settings file was damaged. LlamaDesk kept the settings it could still read "
        "and reset the rest to their defaults.",
    ),
    SettingsDamage.NOTHING_KEPT: QT_TRANSLATE_NOOP(
        "SettingsWords",
        "Your settings file was damaged and could not be read, so LlamaDesk started with "
        "default settings.",
    ),
}
OLD_FILE_KEPT = QT_TRANSLATE_NOOP("SettingsWords", "The old file was kept as {path}.")
DAMAGED_FILE_KEPT = QT_TRANSLATE_NOOP("SettingsWords", "The damaged file was kept as {path}.")
TOKEN_KEPT = QT_TRANSLATE_NOOP("SettingsWords", "Your Hugging Face token was kept.")
TOKEN_LOST = QT_TRANSLATE_NOOP(
    "SettingsWords",
    "Your Hugging Face token could not be read: enter it again in Settings to download "
    "gated models.",
)


def settings_notice_text(notice: SettingsNotice) -> str:
    """What was wrong with the settings file and what LlamaDesk did, in the window's
    language; the core's sentences for a notice made without its kind."""
    if notice.damage is None:
        return notice.message
    parts = [_t(DAMAGE[notice.damage]).format(fields=", ".join(notice.fields))]
    if notice.kept_as is not None:
        damaged = notice.damage in (SettingsDamage.PARTLY_KEPT, SettingsDamage.NOTHING_KEPT)
        kept = DAMAGED_FILE_KEPT if damaged else OLD_FILE_KEPT
        parts.append(_t(kept).format(path=notice.kept_as))
    if notice.token_kept:
        parts.append(_t(TOKEN_KEPT))
    elif notice.token_lost:
        parts.append(_t(TOKEN_LOST))
    return " ".join(parts)
