"""The app's translations: words found in the code, and the files the app reads.

    python -m desktop.bootstrap.translations add de    # start a language: its .ts file
    python -m desktop.bootstrap.translations update    # find new words: update the .ts files
    python -m desktop.bootstrap.translations release   # build the .qm files the app reads

``add`` and ``update`` run Qt's ``pyside6-lupdate`` over the window's code
(``desktop/gui``): every ``tr()`` and ``QCoreApplication.translate()`` lands in
``resources/translations/llamadesk_<code>.ts``, keeping what translators wrote and
dropping words the code no longer has. Translate them with Qt Linguist
(``pyside6-linguist``) or any editor. ``release`` builds each *complete* ``.ts`` into the
``.qm`` beside it with ``pyside6-lrelease`` (built output, not kept in git); the README's
two commands and the installer build run it. A language with words still to translate
is not built, so it is not offered: a window half in one language and half in another
helps no one. Standard library only, like the bootstrap.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

CHECKOUT = Path(__file__).resolve().parents[2]
SOURCES = CHECKOUT / "desktop" / "gui"
TRANSLATIONS = CHECKOUT / "resources" / "translations"
CATALOG = "llamadesk"
# desktop/gui/shell/language.py's LANGUAGE_NAMES, without English (the code's own words).
# Kept here too: the bootstrap runs before Qt is installed and cannot import that module.
LANGUAGE_CODES = ("es", "fr", "de", "pt_BR", "it", "zh_CN", "ja", "ko", "ru", "ar")


def _tool(name: str) -> str:
    """A Qt tool from the environment that runs this: beside the interpreter (a POSIX
    venv's bin/) or in its Scripts folder (a Windows Python's, where the Windows lane's
    bundle build runs this); else the one on PATH."""
    folder = Path(sys.executable).parent
    for place in (folder, folder / "Scripts"):
        for candidate in (place / name, place / f"{name}.exe"):
            if candidate.is_file():
                return str(candidate)
    return name


def ts_path(code: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"{CATALOG}_{code}.ts"


def started_languages(folder: Path = TRANSLATIONS) -> tuple[str, ...]:
    return tuple(sorted(path.stem[len(CATALOG) + 1 :] for path in folder.glob(f"{CATALOG}_*.ts")))


def untranslated(source: Path) -> int:
    """How many of a .ts file's words have no finished translation yet."""
    root = ElementTree.parse(source).getroot()
    return sum(
        1
        for message in root.iter("message")
        if (translation := message.find("translation")) is None
        or translation.get("type") == "unfinished"
        or not _has_text(translation)
    )


def _has_text(translation: ElementTree.Element) -> bool:
    forms = translation.findall("numerusform")
    return all((form.text or "").strip() for form in forms) if forms else bool(
        (translation.text or "").strip()
    )


def update(folder: Path = TRANSLATIONS, codes: tuple[str, ...] | None = None) -> None:
    """Bring the words of ``codes`` (every started language by default) up to the code's."""
    codes = started_languages(folder) if codes is None else codes
    if not codes:
        return
    folder.mkdir(parents=True, exist_ok=True)
    sources = sorted(str(path) for path in SOURCES.rglob("*.py"))
    targets = [str(ts_path(code, folder)) for code in codes]
    command = [_tool("pyside6-lupdate"), "-no-obsolete", "-locations", "relative", *sources,
               "-ts", *targets]  # fmt: skip
    subprocess.run(command, check=True, cwd=CHECKOUT, stdout=subprocess.DEVNULL)


def release(folder: Path = TRANSLATIONS) -> tuple[list[Path], dict[str, int]]:
    """Build every complete .ts in ``folder`` whose .qm is missing or older. Returns the
    files built and, for each language left out, how many words it still lacks (its old
    .qm is removed: it would offer a half-translated window)."""
    built: list[Path] = []
    lacking: dict[str, int] = {}
    for source in sorted(folder.glob(f"{CATALOG}_*.ts")):
        target = source.with_suffix(".qm")
        if (missing := untranslated(source)) > 0:
            lacking[source.stem[len(CATALOG) + 1 :]] = missing
            target.unlink(missing_ok=True)
            continue
        if target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
            continue
        subprocess.run([_tool("pyside6-lrelease"), "-silent", str(source), "-qm", str(target)],
                       check=True, cwd=CHECKOUT)  # fmt: skip
        built.append(target)
    return built, lacking


def main(argv: list[str]) -> int:
    if argv[:1] == ["add"] and len(argv) == 2 and argv[1] in LANGUAGE_CODES:
        update(codes=(argv[1],))
        print(f"started {os.path.relpath(ts_path(argv[1]), CHECKOUT)}")
        return 0
    if argv[:1] == ["update"]:
        update()
        return 0
    if argv[:1] == ["release"]:
        built, lacking = release()
        for path in built:
            print(f"built {os.path.relpath(path, CHECKOUT)}")
        for code, count in lacking.items():
            print(f"{code}: {count} words still to translate; not offered until they are")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
