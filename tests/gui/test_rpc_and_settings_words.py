"""Other computers' devices, sharing this one's, and a damaged settings file, worded by
the window (issue 29): the core's errors and notices carry a kind and figures; in German
none of the core's English shows, and the figures (addresses, ports, files) do."""

from __future__ import annotations

import socket
from pathlib import Path

from PySide6.QtWidgets import QApplication

from desktop.core.errors import LlamaDeskError
from desktop.core.runtime.rpc_hosts import RpcHostError, RpcHostProblem, check_hosts, parse_hosts
from desktop.core.runtime.rpc_server import RpcServer, RpcShareError, ShareProblem
from desktop.core.settings import SettingsDamage, SettingsNotice, SettingsStore
from desktop.gui.widgets.rpc_words import HOST_PROBLEMS, SHARE_PROBLEMS, rpc_error_text
from desktop.gui.widgets.settings_words import DAMAGE, settings_notice_text
from tests.support.core_english import word_runs


def _runs(text: str) -> set[tuple[str, ...]]:
    # And a host:port, carried as it is.
    return word_runs(text, carried=r"\S*:\S*")


def _raised(call: object) -> LlamaDeskError:
    try:
        call()  # type: ignore[operator]
    except LlamaDeskError as error:
        return error
    raise AssertionError("no error was raised")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _rpc_errors(tmp_path: Path) -> list[LlamaDeskError]:
    missing = tmp_path / "no-rpc-server"
    errors = [
        _raised(lambda: parse_hosts("not a host!")),
        _raised(lambda: check_hosts([f"127.0.0.1:{_free_port()}"])),
        _raised(lambda: RpcServer(missing, port=70000).start()),
        _raised(lambda: RpcServer(missing, port=_free_port()).start()),
    ]
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        errors.append(_raised(lambda: RpcServer(missing, port=port).start()))
    return errors


def _notices(tmp_path: Path) -> list[SettingsNotice]:
    notices = []
    for name, text in (
        ("values", '{"theme": "purple"}'),
        ("damaged", '{"theme": "dark", "hf_token": "hf_AbCdEfGhIjKlMn'),
        ("garbage", "\x00\x01 not settings"),
    ):
        store = SettingsStore(tmp_path / name / "settings.json")
        store.path.parent.mkdir(parents=True)
        store.path.write_text(text, encoding="utf-8")
        store.load()
        assert store.notice is not None
        notices.append(store.notice)
    return notices


def test_the_core_says_each_kind_and_every_kind_has_a_sentence(
    qapp: QApplication, tmp_path: Path
) -> None:
    assert set(HOST_PROBLEMS) == set(RpcHostProblem)
    assert set(SHARE_PROBLEMS) == set(ShareProblem)
    assert set(DAMAGE) == set(SettingsDamage)
    bad, unreachable, port, start, busy = _rpc_errors(tmp_path)
    assert isinstance(bad, RpcHostError) and bad.problem is RpcHostProblem.NOT_AN_ADDRESS
    assert bad.hosts == ("not a host!",)
    assert isinstance(unreachable, RpcHostError)
    assert unreachable.problem is RpcHostProblem.UNREACHABLE and len(unreachable.hosts) == 1
    assert isinstance(port, RpcShareError) and port.problem is ShareProblem.BAD_PORT
    assert isinstance(start, RpcShareError) and start.problem is ShareProblem.CANNOT_START
    assert isinstance(busy, RpcShareError) and busy.problem is ShareProblem.PORT_IN_USE
    values, damaged, garbage = _notices(tmp_path)
    assert values.damage is SettingsDamage.VALUES_RESET
    assert "theme" in values.fields
    assert damaged.damage is SettingsDamage.PARTLY_KEPT and damaged.token_lost
    assert garbage.damage is SettingsDamage.NOTHING_KEPT
    # In English the window says what the core says.
    for notice in (values, damaged, garbage):
        assert settings_notice_text(notice) == notice.message
    for error in (bad, unreachable, port, busy):
        assert rpc_error_text(error) == error.message.replace(
            "'Share this computer' (or ggml-rpc-server)", "“Share this computer”"
        )
    assert rpc_error_text(LlamaDeskError("Other.")) is None


def test_in_german_no_english_of_the_core_shows(german: None, tmp_path: Path) -> None:
    for error in _rpc_errors(tmp_path / "rpc"):
        shown = rpc_error_text(error)
        assert shown and shown != error.message and "{" not in shown, shown
        english = _runs(error.message) & _runs(shown) - _runs("not a host!")
        assert not english, (shown, english)
    for notice in _notices(tmp_path / "settings"):
        shown = settings_notice_text(notice)
        assert shown != notice.message and "{" not in shown, shown
        assert not _runs(notice.message) & _runs(shown), shown
        if notice.kept_as is not None:
            assert str(notice.kept_as) in shown
    values = _notices(tmp_path / "again")[0]
    assert "theme" in settings_notice_text(values)
