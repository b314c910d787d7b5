"""The window in each complete language: resources/translations/llamadesk_<code>.ts built as
the app builds it, loaded before the window, and each page read as a speaker of it sees it
at 1024x600 (the smallest screen the pages are laid out for). What belongs to one language
alone stays in its own file (test_arabic.py: the mirrored layout; test_german.py)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.bootstrap import translations
from desktop.gui.shell.main_window import MainWindow
from tests.gui.conftest import close_window, open_window
from tests.support.cut_text import cut_short
from tests.support.language_window import assert_pages_speak, window_in_language


@dataclass(frozen=True)
class Language:
    # A few of each page's own words, translated, and the English they stand for (which
    # must not show any more).
    page_words: dict[str, tuple[tuple[str, str], ...]]
    themes: tuple[str, str, str, str]  # As Settings lists them.
    navigation: tuple[str, str, str, str, str]  # The pages' list, top to bottom.


LANGUAGES = {
    "de": Language(
        page_words={
            "Chat": (("Senden", "Send"), ("Stopp", "Stop"), ("Neuer Chat", "New chat"),
                     ("Fragen Sie, was Sie möchten", "Ask anything")),
            "Load": (("Ein Modell laden", "Load a model"), ("Entladen", "Unload"),
                     ("Serverprotokoll zeigen", "Show server log")),
            # Keys are named in Qt's own German words.
            "Settings": (("Einstellungen", "Settings"), ("Sprache", "Language"),
                         ("Strg+N", "Ctrl+N"), ("Umschalt+Enter", "Shift+Enter"),
                         ("Kontextlänge", "Context length")),
            "Library": (("Ihre Modelle", "Your models"), ("Datei hinzufügen…", "Add file…"),
                        ("Im Ordner zeigen", "Show in folder")),
            "Discover": (("Modelle holen", "Get models"), ("Versionen ansehen", "See versions"),
                         ("Downloads erscheinen hier.", "Downloads appear here.")),
        },
        themes=("Wie das System", "Hell", "Dunkel", "Hoher Kontrast"),
        navigation=("Bibliothek", "Entdecken", "Laden", "Chat", "Einstellungen"),
    ),
    "ar": Language(
        page_words={
            "Chat": (("إرسال", "Send"), ("محادثة جديدة", "New chat"),
                     ("اسأل عن أي شيء", "Ask anything")),
            "Load": (("تحميل نموذج", "Load a model"), ("إلغاء التحميل من الذاكرة", "Unload"),
                     ("عرض سجل الخادم", "Show server log")),
            "Settings": (("الإعدادات", "Settings"), ("اللغة (L)", "Language"),
                         ("طول السياق (C)", "Context length")),
            "Library": (("نماذجك", "Your models"), ("إضافة ملف…", "Add file…"),
                        ("العرض في المجلد", "Show in folder")),
            "Discover": (("الحصول على نماذج", "Get models"), ("عرض الإصدارات", "See versions"),
                         ("تظهر التنزيلات هنا.", "Downloads appear here.")),
        },
        themes=("مثل النظام", "فاتح", "داكن", "تباين عالٍ"),
        navigation=("المكتبة", "استكشاف", "تحميل", "المحادثة", "الإعدادات"),
    ),
    "es": Language(
        page_words={
            "Chat": (("Enviar", "Send"), ("Detener", "Stop"), ("Chat nuevo", "New chat"),
                     ("Pregunte lo que quiera", "Ask anything")),
            # Unload is not 'Descargar' alone: that is the Discover page's download.
            "Load": (("Cargar un modelo", "Load a model"), ("Quitar de la memoria", "Unload"),
                     ("Mostrar registro del servidor", "Show server log")),
            "Settings": (("Ajustes", "Settings"), ("Idioma", "Language"),
                         ("Longitud del contexto", "Context length")),
            "Library": (("Sus modelos", "Your models"), ("Añadir archivo…", "Add file…"),
                        ("Mostrar en la carpeta", "Show in folder")),
            "Discover": (("Obtener modelos", "Get models"), ("Ver versiones", "See versions"),
                         ("Las descargas aparecen aquí.", "Downloads appear here.")),
        },
        themes=("Igual que el sistema", "Claro", "Oscuro", "Alto contraste"),
        navigation=("Biblioteca", "Descubrir", "Cargar", "Chat", "Ajustes"),
    ),
    "fr": Language(
        page_words={
            "Chat": (("Envoyer", "Send"), ("Arrêter", "Stop"), ("Nouveau chat", "New chat"),
                     ("Demandez ce que vous voulez", "Ask anything")),
            "Load": (("Charger un modèle", "Load a model"), ("Décharger", "Unload"),
                     ("Afficher le journal du serveur", "Show server log")),
            "Settings": (("Paramètres", "Settings"), ("Langue", "Language"),
                         ("Longueur du contexte", "Context length")),
            "Library": (("Vos modèles", "Your models"), ("Ajouter un fichier…", "Add file…"),
                        ("Afficher dans le dossier", "Show in folder")),
            "Discover": (("Obtenir des modèles", "Get models"),
                         ("Voir les versions", "See versions"),
                         ("Les téléchargements apparaissent ici.", "Downloads appear here.")),
        },
        themes=("Comme le système", "Clair", "Sombre", "Contraste élevé"),
        navigation=("Bibliothèque", "Découvrir", "Charger", "Chat", "Paramètres"),
    ),
    "pt_BR": Language(
        page_words={
            "Chat": (("Enviar", "Send"), ("Parar", "Stop"), ("Novo chat", "New chat"),
                     ("Pergunte o que quiser", "Ask anything")),
            "Load": (("Carregar um modelo", "Load a model"), ("Descarregar", "Unload"),
                     ("Mostrar log do servidor", "Show server log")),
            "Settings": (("Configurações", "Settings"), ("Idioma", "Language"),
                         ("Tamanho do contexto", "Context length")),
            "Library": (("Seus modelos", "Your models"), ("Adicionar arquivo…", "Add file…"),
                        ("Mostrar na pasta", "Show in folder")),
            "Discover": (("Obter modelos", "Get models"), ("Ver versões", "See versions"),
                         ("Os downloads aparecem aqui.", "Downloads appear here.")),
        },
        themes=("Igual ao sistema", "Claro", "Escuro", "Alto contraste"),
        navigation=("Biblioteca", "Descobrir", "Carregar", "Chat", "Configurações"),
    ),
    "it": Language(
        page_words={
            "Chat": (("Invia", "Send"), ("Ferma", "Stop"), ("Nuova chat", "New chat"),
                     ("Chieda quello che vuole", "Ask anything")),
            # Unload is not 'Scarica': that is the Discover page's download.
            "Load": (("Carica un modello", "Load a model"), ("Rimuovi", "Unload"),
                     ("Mostra log del server", "Show server log")),
            "Settings": (("Impostazioni", "Settings"), ("Lingua", "Language"),
                         ("Lunghezza del contesto", "Context length")),
            "Library": (("I suoi modelli", "Your models"), ("Aggiungi file…", "Add file…"),
                        ("Mostra nella cartella", "Show in folder")),
            "Discover": (("Trova modelli", "Get models"), ("Vedi versioni", "See versions"),
                         ("I download compaiono qui.", "Downloads appear here.")),
        },
        themes=("Come il sistema", "Chiaro", "Scuro", "Contrasto elevato"),
        navigation=("Libreria", "Scopri", "Carica", "Chat", "Impostazioni"),
    ),
    "ru": Language(
        page_words={
            "Chat": (("Отправить", "Send"), ("Стоп", "Stop"), ("Новый чат", "New chat"),
                     ("Спросите что угодно", "Ask anything")),
            # Load is Загрузить (into memory), Download Скачать.
            "Load": (("Загрузить модель", "Load a model"), ("Выгрузить", "Unload"),
                     ("Журнал сервера", "Show server log")),
            "Settings": (("Настройки", "Settings"), ("Язык", "Language"),
                         ("Длина контекста", "Context length")),
            "Library": (("Ваши модели", "Your models"), ("Добавить файл…", "Add file…"),
                        ("Показать в папке", "Show in folder")),
            "Discover": (("Найти модели", "Get models"), ("Версии", "See versions"),
                         ("Здесь появятся скачивания.", "Downloads appear here.")),
        },
        themes=("Как в системе", "Светлая", "Тёмная", "Высокая контрастность"),
        navigation=("Библиотека", "Обзор", "Загрузка", "Чат", "Настройки"),
    ),
    "ja": Language(
        page_words={
            "Chat": (("送信", "Send"), ("停止", "Stop"), ("新しいチャット", "New chat"),
                     ("何でも聞いてください", "Ask anything")),
            "Load": (("モデルを読み込む", "Load a model"), ("読み込み解除", "Unload"),
                     ("サーバーログを表示", "Show server log")),
            # The accelerator shows as the English letter in parentheses, as on Windows.
            "Settings": (("設定", "Settings"), ("言語(L)", "Language"),
                         ("コンテキスト長(C)", "Context length")),
            "Library": (("マイモデル", "Your models"), ("ファイルを追加…", "Add file…"),
                        ("フォルダーで表示", "Show in folder")),
            "Discover": (("モデルを入手", "Get models"), ("バージョンを見る", "See versions"),
                         ("ダウンロードはここに表示されます。", "Downloads appear here.")),
        },
        themes=("システムと同じ", "ライト", "ダーク", "ハイコントラスト"),
        navigation=("ライブラリ", "探す", "読み込み", "チャット", "設定"),
    ),
    "zh_CN": Language(
        page_words={
            "Chat": (("发送", "Send"), ("停止", "Stop"), ("新聊天", "New chat"),
                     ("有问题尽管问", "Ask anything")),
            "Load": (("加载模型", "Load a model"), ("移出内存", "Unload"),
                     ("显示服务器日志", "Show server log")),
            "Settings": (("设置", "Settings"), ("语言(L)", "Language"),
                         ("上下文长度(C)", "Context length")),
            "Library": (("您的模型", "Your models"), ("添加文件…", "Add file…"),
                        ("在文件夹中显示", "Show in folder")),
            "Discover": (("获取模型", "Get models"), ("查看版本", "See versions"),
                         ("下载会显示在这里。", "Downloads appear here.")),
        },
        themes=("跟随系统", "浅色", "深色", "高对比度"),
        navigation=("模型库", "发现", "加载", "聊天", "设置"),
    ),
    "ko": Language(
        page_words={
            "Chat": (("보내기", "Send"), ("중지", "Stop"), ("새 채팅", "New chat"),
                     ("무엇이든 물어보세요", "Ask anything")),
            "Load": (("모델 불러오기", "Load a model"), ("내리기", "Unload"),
                     ("서버 로그 보기", "Show server log")),
            "Settings": (("설정", "Settings"), ("언어(L)", "Language"),
                         ("컨텍스트 길이(C)", "Context length")),
            "Library": (("내 모델", "Your models"), ("파일 추가…", "Add file…"),
                        ("폴더에서 보기", "Show in folder")),
            "Discover": (("모델 받기", "Get models"), ("버전 보기", "See versions"),
                         ("다운로드가 여기에 표시됩니다.", "Downloads appear here.")),
        },
        themes=("시스템 설정과 같게", "밝게", "어둡게", "고대비"),
        navigation=("라이브러리", "찾아보기", "불러오기", "채팅", "설정"),
    ),
}  # fmt: skip


@pytest.fixture
def language_window(
    request: pytest.FixtureRequest, qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> Iterator[MainWindow]:
    with window_in_language(request.param, qtbot, qapp, tmp_path) as window:
        window.resize(1024, 600)
        yield window


@pytest.mark.parametrize("code", LANGUAGES)
def test_language_is_complete(code: str) -> None:
    assert translations.untranslated(translations.ts_path(code)) == 0


@pytest.mark.parametrize(
    ("language_window", "code"), [(code, code) for code in LANGUAGES], indirect=["language_window"]
)
def test_every_page_speaks_the_language(language_window: MainWindow, code: str) -> None:
    window, expected = language_window, LANGUAGES[code]
    assert_pages_speak(window, expected.page_words)
    window.show_page("Settings")
    themes = window.settings_view.theme_combo
    assert tuple(themes.itemText(row) for row in range(themes.count())) == expected.themes
    navigation = window.navigation
    titles = tuple(navigation.item(row).text() for row in range(navigation.count()))
    assert titles == expected.navigation


PAGES = ("Chat", "Load", "Library", "Discover", "Settings")
SETTLE_S = 3.0


def _cut_on_pages(window: MainWindow, *, tables_may_scroll: bool = False) -> list[str]:
    cut: list[str] = []
    for page in PAGES:
        window.show_page(page)
        # Laid out, then wrapped labels' heights for their widths, then what a page fills
        # in on a timer: what is still cut once the page has settled (on a busy machine
        # that takes longer than a few turns of the event loop).
        deadline = time.monotonic() + SETTLE_S
        while True:
            QTest.qWait(20)
            found = cut_short(window, tables_may_scroll=tables_may_scroll)
            if not found or time.monotonic() > deadline:
                break
        cut += [f"{page}: {text}" for text in found]
    return cut


@pytest.mark.parametrize(
    ("language_window", "code"), [(code, code) for code in LANGUAGES], indirect=["language_window"]
)
def test_no_words_are_cut_short_at_1024x600(language_window: MainWindow, code: str) -> None:
    """German and Russian run long: every page's words fit at the smallest size the pages
    are laid out for (buttons, labels, wrapped sentences; no page scrolls sideways)."""
    # French's Library page scrolled sideways here in the whole suite's order (its row
    # of six buttons, now two groups that wrap). A table's translated headings may make
    # it scroll its own columns sideways (German's Discover list): the page still fits.
    cut = _cut_on_pages(language_window, tables_may_scroll=True)
    assert not cut, "\n".join(cut)


@pytest.mark.parametrize(
    ("language_window", "code"), [("de", "de"), ("ru", "ru")], indirect=["language_window"]
)
def test_no_page_scrolls_sideways_at_800x500(language_window: MainWindow, code: str) -> None:
    """The smallest window the app takes, in the two longest languages: every page fits
    its width. Before, German's and Russian's Library (a row of six buttons), Russian's
    Discover (a heading beside a choice) and Settings (tool names, forms with a label
    beside a wide choice, the runtime's buttons) scrolled sideways."""
    language_window.resize(800, 500)
    cut = _cut_on_pages(language_window, tables_may_scroll=True)
    sideways = [line for line in cut if "scrolls sideways" in line]
    assert not sideways, "\n".join(sideways)


def test_no_english_words_are_cut_short_at_1024x600(qtbot: QtBot) -> None:
    window = open_window(qtbot)
    try:
        window.resize(1024, 600)
        cut = _cut_on_pages(window)
        assert not cut, "\n".join(cut)
    finally:
        close_window(qtbot, window)
