"""A pseudo language: every word the code hands to Qt's translation machinery comes back
wrapped, "Send" as "⟦Send⟧", so a text on screen without the brackets never went
through it (the standard way to find words not yet translatable, before any translator
has written a word).

The catalog is built the way a real language is: ``pyside6-lupdate`` over the window's
code (``desktop.bootstrap.translations.update``), every message filled, ``pyside6-lrelease``
into a ``.qm``; placeholders (%n, %1, {name}) and & accelerators are kept because the
source text is kept whole inside the brackets.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

from PySide6.QtCore import QObject, QTranslator
from PySide6.QtGui import QAction, Qt, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QTextEdit,
    QToolButton,
    QWidget,
)

from desktop.bootstrap import translations

OPEN, CLOSE = "⟦", "⟧"
# Read by lupdate from the file's name: English's two plural forms.
PSEUDO_CODE = "en"
GUI_PACKAGE = "desktop.gui."
GUI_SOURCES = translations.SOURCES

# Left over once the wrapped words are taken out, these are not words to translate:
# numbers and their units, keys named on shortcuts, paths and file names, punctuation.
NOT_WORDS = re.compile(
    r"\d[\d.,:\s]*\s*(?:bytes|[KMGT]i?B|B|ms|s|%|x|k)?(?![A-Za-z])"
    r"|\b(?:(?:Ctrl|Shift|Alt|Meta)\+)*(?:Ctrl|Shift|Alt|Meta|Esc|Enter|Return|Tab|Space|Left|Right"
    r"|Up|Down|Home|End|PgUp|PgDown|Del|Backspace|F\d{1,2}|[A-Z0-9/])\b"
    r"|(?:[\w.~-]*[/\\])+[\w. ~-]*"  # a path
    r"|\b[\w-]+\.(?:gguf|json|md|txt|log|pdf|png|jpg)\b"  # a file name
    r"|[^\w]+"
)


def translate_everything(ts_file: Path, wrap: str = f"{OPEN}{{}}{CLOSE}") -> int:
    """Fill every word of a .ts file (each plural form too) with ``wrap`` around its
    source, as a translator would. Returns how many messages were filled."""
    tree = ElementTree.parse(ts_file)
    count = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        text = wrap.format(message.findtext("source") or "")
        forms = translation.findall("numerusform")
        for form in forms:
            form.text = text
        if not forms:
            translation.text = text
        count += 1
    tree.write(ts_file, encoding="utf-8", xml_declaration=True)
    return count


# Qt's own words on the app's dialogs: in a real language they come from the Qt
# package's qtbase_<code>.qm (language.install_language), here from the pseudo catalog.
QT_OWN_WORDS = {
    "QPlatformTheme": ("OK", "Cancel", "Close", "Yes", "No", "Open", "Save"),
    "QMessageBox": ("Show Details...", "Hide Details..."),
}


def _add_qt_own_words(ts_file: Path) -> None:
    tree = ElementTree.parse(ts_file)
    for context_name, words in QT_OWN_WORDS.items():
        context = ElementTree.SubElement(tree.getroot(), "context")
        ElementTree.SubElement(context, "name").text = context_name
        for word in words:
            message = ElementTree.SubElement(context, "message")
            ElementTree.SubElement(message, "source").text = word
            ElementTree.SubElement(message, "translation")
    tree.write(ts_file, encoding="utf-8", xml_declaration=True)


def build_pseudo_catalog(folder: Path) -> Path:
    """The pseudo language's .qm, built in ``folder`` from the code's words as they are now."""
    translations.update(folder, codes=(PSEUDO_CODE,))
    _add_qt_own_words(translations.ts_path(PSEUDO_CODE, folder))
    translate_everything(translations.ts_path(PSEUDO_CODE, folder))
    built, lacking = translations.release(folder)
    assert lacking == {} and len(built) == 1, (built, lacking)
    return built[0]


def install_pseudo(app: QApplication, catalog: Path) -> QTranslator:
    translator = QTranslator(app)
    assert translator.load(str(catalog)), catalog
    app.installTranslator(translator)
    return translator


def untranslated_part(text: str, allowed: Iterable[str] = ()) -> str:
    """What is left of ``text`` once wrapped words, the ``allowed`` texts (names, the
    model's and the user's own words) and non-words are taken out: "" when nothing is
    left to translate."""
    left = text
    while (inner := re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", left)) != left:
        left = inner  # innermost first: a wrapped sentence may hold a wrapped word
    for allowed_text in sorted(filter(None, allowed), key=len, reverse=True):
        left = left.replace(allowed_text, " ")
    left = NOT_WORDS.sub(" ", left)
    return " ".join(left.split())


@dataclass(frozen=True)
class ShownText:
    folder: str  # the desktop/gui folder whose code made it: "chat", "shell"...
    owner: str  # the app's widget class it belongs to
    kind: str  # "text", "tooltip", "accessible name"...
    text: str

    def __str__(self) -> str:
        return f"{self.folder}: {self.owner} {self.kind}: {self.text!r}"


def _plain(text: str) -> str:
    if Qt.mightBeRichText(text):
        return QTextDocumentFragment.fromHtml(text).toPlainText()
    return text


def _texts_of_widget(widget: QWidget) -> Iterator[tuple[str, str]]:
    if isinstance(widget, QLabel):
        yield "text", _plain(widget.text())
    if isinstance(widget, QAbstractButton):
        yield "text", widget.text()
    if isinstance(widget, QLineEdit | QPlainTextEdit | QTextEdit):
        yield "placeholder", widget.placeholderText()
    if isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield "item", widget.itemText(index)
    if isinstance(widget, QGroupBox):
        yield "title", widget.title()
    if widget.isWindow():
        yield "window title", widget.windowTitle()
    yield "tooltip", _plain(widget.toolTip())
    yield "accessible name", widget.accessibleName()
    yield "accessible description", widget.accessibleDescription()


def _texts_of_action(action: QAction) -> Iterator[tuple[str, str]]:
    yield "action", action.text()
    yield "action tooltip", action.toolTip()
    if (menu := action.menu()) is not None and isinstance(menu, QMenu):
        yield "menu title", menu.title()


def _menus_of(widget: QWidget) -> list[QMenu]:
    menu = widget.menu() if isinstance(widget, QPushButton | QToolButton) else None
    return [menu] if menu is not None else []


class Owners:
    """Which desktop/gui folder a text comes from: the nearest of the app's own widget
    classes around it; reusable widgets (desktop/gui/widgets) are passed over, since
    they show their caller's words, unless the words are found in their code."""

    def __init__(self) -> None:
        self._sources: dict[str, str] = {}
        for path in GUI_SOURCES.rglob("*.py"):
            folder = path.relative_to(GUI_SOURCES).parts[0]
            self._sources[folder] = self._sources.get(folder, "") + path.read_text("utf-8")

    def folder_of(self, text: str, owner: QWidget | QAction) -> tuple[str, str]:
        """The folder, and the name of the app's class nearest to ``owner``."""
        name = ""
        widget: QObject | None = owner
        while widget is not None:
            for kind in type(widget).__mro__:
                module = kind.__module__
                if not module.startswith(GUI_PACKAGE):
                    continue
                name = name or kind.__name__
                folder = module.split(".")[2]
                if folder != "widgets":
                    return self._widgets_or(folder, text), name
            widget = widget.parent()
        return self._widgets_or("shell", text), name or type(owner).__name__

    def _widgets_or(self, folder: str, text: str) -> str:
        words = max(re.split(f"[{OPEN}{CLOSE}]|\\d+", text), key=len).strip()
        in_widgets = len(words) >= 4 and words in self._sources["widgets"]
        return "widgets" if in_widgets and words not in self._sources.get(folder, "") else folder


def shown_texts(roots: Iterable[QWidget], owners: Owners) -> list[ShownText]:
    """Every text the widgets under ``roots`` show (or say to a screen reader) that a
    person can see now: the visible widgets, their actions, and the menus of buttons."""
    found: list[ShownText] = []
    seen: set[int] = set()

    def add(owner: QWidget | QAction, kind: str, text: str) -> None:
        if text.strip():
            folder, name = owners.folder_of(text, owner)
            found.append(ShownText(folder, name, kind, text))

    def walk_actions(widget: QWidget) -> None:
        for action in widget.actions():
            if id(action) in seen or not action.isVisible():
                continue
            seen.add(id(action))
            for kind, text in _texts_of_action(action):
                add(action if action.parent() is None else widget, kind, text)
            if (menu := action.menu()) is not None and isinstance(menu, QMenu):
                walk_actions(menu)

    for root in roots:
        for widget in [root, *root.findChildren(QWidget)]:
            if not (widget is root or widget.isVisibleTo(root)) or id(widget) in seen:
                continue
            seen.add(id(widget))
            for kind, text in _texts_of_widget(widget):
                add(widget, kind, text)
            walk_actions(widget)
            for menu in _menus_of(widget):
                add(widget, "menu title", menu.title())
                walk_actions(menu)
    return found


def untranslated(texts: Iterable[ShownText], allowed: Iterable[str] = ()) -> list[ShownText]:
    allowed = tuple(allowed)
    unique = dict.fromkeys(shown for shown in texts if untranslated_part(shown.text, allowed))
    return list(unique)
