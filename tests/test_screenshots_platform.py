"""Which Qt platform the screenshot tool asks for, on each system: the pictures must
have text (Qt's offscreen plugin on Windows has no fonts unless a folder is named)."""

from __future__ import annotations

from desktop.bootstrap.screenshots import qt_platform_env


def test_linux_without_a_display_renders_offscreen() -> None:
    assert qt_platform_env("linux", {}) == {"QT_QPA_PLATFORM": "offscreen"}


def test_linux_with_a_display_keeps_it() -> None:
    assert qt_platform_env("linux", {"DISPLAY": ":0"}) == {}
    assert qt_platform_env("linux", {"WAYLAND_DISPLAY": "wayland-0"}) == {}


def test_windows_keeps_its_own_window_system_although_it_has_no_display_variable() -> None:
    assert qt_platform_env("win32", {"WINDIR": "C:\\Windows"}) == {}
    assert qt_platform_env("darwin", {}) == {}


def test_offscreen_on_windows_reads_the_windows_fonts() -> None:
    chosen = qt_platform_env("win32", {"QT_QPA_PLATFORM": "offscreen", "WINDIR": "D:\\Win"})
    assert chosen == {"QT_QPA_FONTDIR": "D:\\Win\\Fonts"}


def test_a_font_folder_already_named_is_kept() -> None:
    environ = {"QT_QPA_PLATFORM": "offscreen", "QT_QPA_FONTDIR": "Z:\\fonts"}
    assert qt_platform_env("win32", environ) == {}
