"""Words kept in constants, marked where they are written and translated where shown.

``pyside6-lupdate`` finds a word in a call it knows by name; a constant defined once at a
module's top (a page's title, a table of explanations) is written with
``QT_TRANSLATE_NOOP(context, text)``, which only marks it, and shown with
``QCoreApplication.translate(context, constant)``, which looks it up in the language
loaded then. Qt's own ``QT_TRANSLATE_NOOP`` returns ``object`` in PySide6's types; this
one is typed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate reads)
    """``text`` as it is: marked for translation in ``context``."""
    del context  # read by lupdate, not at run time
    return text


def words_in(context: str) -> Callable[[str], str]:
    """The function that shows words marked in ``context`` in the window's language: a
    module's constants are made before the translator is installed, so they are
    translated when shown, not when written."""

    def shown(marked: str) -> str:
        return QCoreApplication.translate(context, marked)

    return shown
