"""Every language kept in git has every word the window's code has now.

A word added to a page without its translations would show in English in a window of
another language, and ``release`` would then leave the whole language out (a window half
in one language helps no one): either way a user of that language loses. So a change
that adds words brings their translations with it (``python -m desktop.bootstrap.
translations update``, then translate what it marks unfinished)."""

from __future__ import annotations

import shutil
from pathlib import Path

from desktop.bootstrap import translations


def test_every_language_has_every_word_of_the_code(tmp_path: Path) -> None:
    started = translations.started_languages()
    assert {"de", "ar"} <= set(started)  # the complete ones so far
    for code in started:
        shutil.copy(translations.ts_path(code), translations.ts_path(code, tmp_path))
    translations.update(tmp_path)  # what the code says now, the kept translations merged in
    lacking = {
        code: translations.untranslated(translations.ts_path(code, tmp_path)) for code in started
    }
    assert lacking == dict.fromkeys(started, 0), (
        f"words without a translation, by language: {lacking}; run `python -m "
        "desktop.bootstrap.translations update` and translate them"
    )
