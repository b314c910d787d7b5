"""Saved chats: CRUD, search, streaming replies, crash safety, damaged files, schema."""

from __future__ import annotations

import contextlib
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from desktop.core import paths
from desktop.core.chat import conversations
from desktop.core.chat.chat_settings import default_sampling, sampling_from_record, sampling_record
from desktop.core.chat.conversations import ConversationStore
from desktop.core.chat.events import SamplingOptions
from desktop.core.chat.session import SAVE_INTERVAL_S, ChatSession
from desktop.core.chat.store_errors import (
    ConversationStoreError,
    ConversationStoreRecoveredError,
    UnknownConversationError,
)
from desktop.core.chat.store_records import StoredToolCall
from desktop.core.chat.store_schema import SCHEMA_VERSION
from desktop.core.chat.turns import DirectStore
from desktop.core.errors import LlamaDeskError
from desktop.core.settings import Settings
from tests.support.damaged_files import (
    damage_journal_page_holding,
    damage_page_holding,
    many_chats,
)
from tests.support.old_chat_files import write_old_chats


def _raw(path: Path) -> contextlib.closing[sqlite3.Connection]:
    """A second, plain connection: sees only what reached the file."""
    return contextlib.closing(sqlite3.connect(path, isolation_level=None))


def test_default_location_is_the_data_folder() -> None:
    with ConversationStore() as opened:
        assert opened.path == paths.data_dir() / "conversations.sqlite3"
        assert opened.path.is_file()


def test_create_get_rename_and_settings(store: ConversationStore) -> None:
    created = store.create_conversation(
        system_prompt="Be kind.", sampling={"temperature": 0.5}, model_name="SmolLM2"
    )
    assert created.title == "New chat"
    assert created.system_prompt == "Be kind."
    assert created.sampling == {"temperature": 0.5}
    assert created.model_name == "SmolLM2"
    assert created.created_at == created.updated_at
    assert store.get_conversation(created.id) == created

    store.rename_conversation(created.id, "Holiday plans")
    store.update_conversation_settings(created.id, sampling={"temperature": 1.1, "top_p": 0.9})
    changed = store.get_conversation(created.id)
    assert changed.title == "Holiday plans"
    assert changed.system_prompt == "Be kind."  # not given, so kept
    assert changed.sampling == {"temperature": 1.1, "top_p": 0.9}
    assert changed.updated_at >= created.updated_at

    store.update_conversation_settings(created.id, system_prompt="")
    assert store.get_conversation(created.id).system_prompt == ""


def test_every_sampling_setting_is_stored_with_its_chat(store: ConversationStore) -> None:
    # Two chats: one with every setting chosen, one with "no limit" and a random seed.
    chosen = SamplingOptions(
        temperature=0.9, top_p=0.8, top_k=20, min_p=0.1, repeat_penalty=1.15, seed=42, max_tokens=64
    )
    unlimited = SamplingOptions(
        temperature=0.2,
        top_p=1.0,
        top_k=0,
        min_p=0.0,
        repeat_penalty=1.0,
        seed=None,
        max_tokens=None,
    )
    first = store.create_conversation(sampling=sampling_record(chosen))
    second = store.create_conversation(sampling=sampling_record(unlimited))
    defaults = default_sampling(Settings(default_max_tokens=512, default_seed=7))

    read_first = sampling_from_record(store.get_conversation(first.id).sampling, defaults)
    read_second = sampling_from_record(store.get_conversation(second.id).sampling, defaults)
    assert read_first == chosen
    # "No limit" and "random" are kept as such, not filled from the defaults (512, 7).
    assert read_second == unlimited
    assert isinstance(read_second.top_p, float)


def test_new_chats_start_from_the_settings_defaults() -> None:
    settings = Settings(
        default_temperature=0.3,
        default_top_p=0.85,
        default_top_k=30,
        default_min_p=0.02,
        default_repeat_penalty=1.1,
        default_seed=5,
        default_max_tokens=256,
    )
    assert default_sampling(settings) == SamplingOptions(
        temperature=0.3,
        top_p=0.85,
        top_k=30,
        min_p=0.02,
        repeat_penalty=1.1,
        seed=5,
        max_tokens=256,
    )
    # Out of the box, a chat samples as llama-server would with no settings at all.
    assert default_sampling(Settings()) == SamplingOptions(
        temperature=0.7, top_p=0.95, top_k=40, min_p=0.05, repeat_penalty=1.0
    )


def test_old_or_damaged_sampling_records_fall_back_to_the_defaults() -> None:
    defaults = default_sampling(Settings(default_max_tokens=300, default_seed=9))
    # What older versions stored: the temperature, and max_tokens only when set.
    assert sampling_from_record({"temperature": 1}, defaults) == SamplingOptions(
        temperature=1.0,
        top_p=0.95,
        top_k=40,
        min_p=0.05,
        repeat_penalty=1.0,
        seed=9,
        max_tokens=300,
    )
    damaged: dict[str, object] = {
        "temperature": "hot",
        "top_p": None,
        "top_k": 2.5,
        "min_p": True,
        "seed": "x",
        "max_tokens": 0,
    }
    assert sampling_from_record(damaged, defaults) == defaults


def test_unknown_ids_give_a_plain_error(store: ConversationStore) -> None:
    with pytest.raises(UnknownConversationError):
        store.get_conversation(404)
    with pytest.raises(UnknownConversationError):
        store.rename_conversation(404, "x")
    with pytest.raises(UnknownConversationError):
        store.add_message(404, "user", "hello")
    with pytest.raises(UnknownConversationError):
        store.edit_message(404, "x")
    with pytest.raises(UnknownConversationError):
        store.append_reply(404, "x", "")


def test_messages_keep_order_and_fields(store: ConversationStore) -> None:
    chat = store.create_conversation()
    first = store.add_message(chat.id, "user", "Describe this", images=["/pics/cat.png"])
    second = store.add_message(
        chat.id,
        "assistant",
        "A cat.",
        reasoning="It has whiskers.",
        stats={"tokens": 3, "tokens_per_second": 41.5},
    )
    assert (first.position, second.position) == (0, 1)
    listed = store.messages(chat.id)
    assert listed == [first, second]
    assert listed[0].images == ["/pics/cat.png"]
    assert listed[0].reasoning is None
    assert listed[1].reasoning == "It has whiskers."
    assert listed[1].stats == {"tokens": 3, "tokens_per_second": 41.5}
    assert all(message.complete for message in listed)
    with pytest.raises(ValueError, match="role"):
        store.add_message(chat.id, "narrator", "x")


def test_list_is_newest_first_and_search_finds_titles_and_text(
    store: ConversationStore,
) -> None:
    cooking = store.create_conversation("Cooking")
    store.add_message(cooking.id, "user", "How long do I boil an egg?")
    travel = store.create_conversation("Trip to Lisbon")
    store.add_message(travel.id, "user", "Where should I eat?")
    odd = store.create_conversation("100% sure_thing")
    assert [chat.id for chat in store.list_conversations()] == [odd.id, travel.id, cooking.id]

    # Touching an older chat moves it to the top.
    store.add_message(cooking.id, "assistant", "Seven minutes for a soft EGG.")
    assert store.list_conversations()[0].id == cooking.id

    assert [chat.id for chat in store.list_conversations("egg")] == [cooking.id]
    assert [chat.id for chat in store.list_conversations("LISBON")] == [travel.id]
    assert [chat.id for chat in store.list_conversations("eat")] == [travel.id]
    # LIKE wildcards in the search are plain characters.
    assert [chat.id for chat in store.list_conversations("0%")] == [odd.id]
    assert [chat.id for chat in store.list_conversations("e_t")] == [odd.id]
    assert [chat.id for chat in store.list_conversations("s_r")] == []  # "sur" must not match
    assert len(store.list_conversations("  ")) == 3
    assert store.list_conversations("nowhere") == []


def test_delete_conversation_removes_its_messages(store: ConversationStore) -> None:
    keep = store.create_conversation("keep")
    store.add_message(keep.id, "user", "stay")
    gone = store.create_conversation("gone")
    store.add_message(gone.id, "user", "bye")
    reply = store.begin_reply(gone.id)
    store.append_reply(reply, "partial", "")
    store.delete_conversation(gone.id)
    assert [chat.id for chat in store.list_conversations()] == [keep.id]
    assert store.messages(gone.id) == []
    assert [message.content for message in store.messages(keep.id)] == ["stay"]
    store.flush()  # the dropped reply's buffer must not resurrect anything
    with _raw(store.path) as raw:
        assert raw.execute("SELECT count(*) FROM messages").fetchone()[0] == 1


def test_streamed_reply_is_visible_while_buffered_and_complete_after_finish(
    store: ConversationStore,
) -> None:
    chat = store.create_conversation()
    store.add_message(chat.id, "user", "Count")
    reply_id = store.begin_reply(chat.id)
    started = store.messages(chat.id)[-1]
    assert (started.id, started.role, started.content, started.complete) == (
        reply_id,
        "assistant",
        "",
        False,
    )
    for word in ("one ", "two ", "three"):
        store.append_reply(reply_id, word, "")
    store.append_reply(reply_id, "", "counting...")
    in_progress = store.messages(chat.id)[-1]
    assert in_progress.content == "one two three"
    assert in_progress.reasoning == "counting..."
    assert not in_progress.complete

    finished = store.finish_reply(reply_id, stats={"tokens": 3})
    assert finished.content == "one two three"
    assert finished.reasoning == "counting..."
    assert finished.complete
    assert finished.error is None
    assert finished.stats == {"tokens": 3}
    assert store.messages(chat.id)[-1] == finished
    with pytest.raises(UnknownConversationError):
        store.append_reply(reply_id, "late", "")


def test_reply_that_failed_keeps_its_text_and_the_error(store: ConversationStore) -> None:
    chat = store.create_conversation()
    reply_id = store.begin_reply(chat.id)
    store.append_reply(reply_id, "Half an ans", "")
    finished = store.finish_reply(reply_id, stats={}, error="The chat is too long.")
    assert finished.content == "Half an ans"
    assert finished.reasoning is None
    assert finished.error == "The chat is too long."


def test_close_writes_the_buffered_reply(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    with ConversationStore(path) as first:
        chat = first.create_conversation()
        reply_id = first.begin_reply(chat.id)
        first.append_reply(reply_id, "buffered", "thinking")
    with ConversationStore(path) as second:
        (message,) = second.messages(chat.id)
    assert (message.content, message.reasoning, message.complete) == (
        "buffered",
        "thinking",
        False,
    )


def test_edit_and_delete_from_position(store: ConversationStore) -> None:
    chat = store.create_conversation()
    question = store.add_message(chat.id, "user", "Wat is 2+2?")
    store.add_message(chat.id, "assistant", "4")
    store.add_message(chat.id, "user", "And 3+3?")
    store.add_message(chat.id, "assistant", "6")

    store.edit_message(question.id, "What is 2+2?")
    store.delete_messages_from(chat.id, 1)  # edit-and-resend drops the old answers
    assert [message.content for message in store.messages(chat.id)] == ["What is 2+2?"]
    again = store.add_message(chat.id, "assistant", "Four")
    assert again.position == 1


def test_regenerate_drops_a_streaming_reply(store: ConversationStore) -> None:
    chat = store.create_conversation()
    store.add_message(chat.id, "user", "Hi")
    reply_id = store.begin_reply(chat.id)
    store.append_reply(reply_id, "Hel", "")
    store.delete_messages_from(chat.id, 1)
    store.flush()
    assert [message.content for message in store.messages(chat.id)] == ["Hi"]
    with pytest.raises(UnknownConversationError):
        store.append_reply(reply_id, "lo", "")


def test_closed_store_refuses_plainly(tmp_path: Path) -> None:
    opened = ConversationStore(tmp_path / "chats.sqlite3")
    opened.close()
    opened.close()
    with pytest.raises(ConversationStoreError, match="closed"):
        opened.list_conversations()


def test_file_is_wal_with_foreign_keys_and_current_schema(store: ConversationStore) -> None:
    with _raw(store.path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    chat = store.create_conversation()
    store.add_message(chat.id, "user", "x")
    # Foreign keys are on for the store's own connection: cascades work.
    store.delete_conversation(chat.id)
    assert store.messages(chat.id) == []


def test_migrations_run_in_order_from_the_stored_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "chats.sqlite3"
    with ConversationStore(path) as first:
        chat = first.create_conversation("Before the upgrade")

    def add_pinned(connection: sqlite3.Connection) -> None:
        connection.execute("ALTER TABLE conversations ADD COLUMN pinned INTEGER DEFAULT 0")

    monkeypatch.setattr(conversations, "MIGRATIONS", (*conversations.MIGRATIONS, add_pinned))
    monkeypatch.setattr(conversations, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with ConversationStore(path) as upgraded:
        assert upgraded.get_conversation(chat.id).title == "Before the upgrade"
    with _raw(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
        columns = {row[1] for row in raw.execute("PRAGMA table_info(conversations)")}
    assert "pinned" in columns


def test_a_version_2_store_opens_with_its_chats_and_takes_tool_calls(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    # A file written before tool calls were stored: the schema of version 2 exactly.
    (chat_id,) = write_old_chats(path, 2, [("From version 2", [("user", "hello"),
                                                               ("assistant", "hi")])])
    with ConversationStore(path) as upgraded:
        messages = upgraded.messages(chat_id)
        assert [(m.role, m.content, m.tool_calls) for m in messages] == [
            ("user", "hello", ()),
            ("assistant", "hi", ()),
        ]
        call = StoredToolCall("c1", "add", '{"a": 1}', "2", None, 0.5, "done", 0, 0)
        upgraded.set_tool_calls(messages[1].id, [call])
    with ConversationStore(path) as reopened:
        assert reopened.messages(chat_id)[1].tool_calls == (call,)
    with _raw(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5


def test_tool_calls_of_a_gone_reply_or_damaged_record_read_plainly(
    store: ConversationStore,
) -> None:
    chat = store.create_conversation("x")
    reply = store.add_message(chat.id, "assistant", "done")
    with pytest.raises(UnknownConversationError):
        store.set_tool_calls(reply.id + 99, [])
    # A record an older or damaged file left half there (written here from outside the
    # store, as another program would): what can be read is kept.
    with _raw(store.path) as raw:
        raw.execute(
            "UPDATE messages SET tool_calls = ? WHERE id = ?",
            ('[{"name": "add", "seconds": "x"}, {"no name": 1}, 7]', reply.id),
        )
        (call,) = store.messages(chat.id)[0].tool_calls
        assert (call.name, call.seconds, call.status, call.error) == ("add", 0.0, "done", None)
        raw.execute("UPDATE messages SET tool_calls = 'junk' WHERE id = ?", (reply.id,))
    assert store.messages(chat.id)[0].tool_calls == ()


def test_file_from_a_newer_version_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    ConversationStore(path).close()
    with _raw(path) as raw:
        raw.execute(f"PRAGMA user_version={SCHEMA_VERSION + 5}")
    before = path.read_bytes()
    with pytest.raises(ConversationStoreError, match="newer version") as raised:
        ConversationStore(path)
    assert not isinstance(raised.value, ConversationStoreRecoveredError)
    assert path.read_bytes() == before
    assert list(tmp_path.glob("*.broken-*")) == []


def test_damaged_file_is_kept_aside_and_a_fresh_store_created(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    garbage = b"this is not a database at all\n" * 200
    path.write_bytes(garbage)
    with pytest.raises(LlamaDeskError) as raised:
        ConversationStore(path)
    problem = raised.value
    assert isinstance(problem, ConversationStoreRecoveredError)
    assert "\n" not in problem.message
    assert problem.kept_as.name in problem.message
    assert problem.kept_as.read_bytes() == garbage
    with ConversationStore(path) as fresh:
        assert fresh.list_conversations() == []
        fresh.create_conversation()


def test_open_recovering_returns_a_working_store_and_the_problem(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    path.write_bytes(b"\x00garbage" * 100)
    opened, problem = ConversationStore.open_recovering(path)
    with opened:
        assert problem is not None
        assert opened.create_conversation().title == "New chat"
    again, no_problem = ConversationStore.open_recovering(path)
    with again:
        assert no_problem is None
        assert len(again.list_conversations()) == 1


# The app's own path for a streamed reply: the chat session's saver hands text to the
# store (which writes what it is handed at once) at the session's pace.
_KILLED_WRITER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from desktop.core.chat.conversations import ConversationStore
    from desktop.core.chat.session import ChatSession
    from desktop.core.chat.turns import DirectStore

    store = ConversationStore(Path(sys.argv[1]))
    chat = store.create_conversation("Killed mid-answer")
    reply_id = store.begin_reply(chat.id)
    saver = ChatSession(DirectStore(store)).reply_saver(reply_id)
    print("started", chat.id, flush=True)
    index = 0
    while True:
        appended_at = time.monotonic()
        saver.add("content", f"c{index} ")
        saver.add("reasoning", f"r{index} ")
        # Reported only after both were handed over or kept for the saver's deadline.
        print(index, appended_at, flush=True)
        index += 1
        time.sleep(0.005)  # paces the fake tokens like a model would
    """
)


def test_nothing_lost_but_the_last_flush_interval_when_killed(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    writer = subprocess.Popen(
        [sys.executable, "-c", _KILLED_WRITER, str(path)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
    )
    try:
        assert writer.stdout is not None
        header = writer.stdout.readline().split()
        assert header[0] == "started", header
        chat_id = int(header[1])
        appended: list[float] = []
        # Let several flush intervals pass so most of the answer must be on disk.
        while not appended or appended[-1] - appended[0] < 4 * SAVE_INTERVAL_S:
            line = writer.stdout.readline()
            assert line, "the writer stopped early"
            index, appended_at = line.split()
            assert int(index) == len(appended)
            appended.append(float(appended_at))
    finally:
        writer.kill()  # SIGKILL on POSIX: no cleanup code runs
        writer.wait()
        if writer.stdout is not None:
            writer.stdout.close()

    with ConversationStore(path) as reopened:
        (reply,) = reopened.messages(chat_id)
    assert not reply.complete
    assert reply.reasoning is not None
    saved_content = reply.content.count(" ")
    saved_reasoning = reply.reasoning.count(" ")
    # What was saved is exactly the first deltas of each, in order, with nothing torn
    # (the two channels are handed over together; a kill may fall between a delta of
    # one and the same index's of the other).
    assert reply.content == "".join(f"c{index} " for index in range(saved_content))
    assert reply.reasoning == "".join(f"r{index} " for index in range(saved_reasoning))
    # Every delta appended more than one save interval before the last one we saw
    # must have been written (the writer may have got further before the kill).
    last_seen = appended[-1]
    must_have = sum(1 for at in appended if at <= last_seen - SAVE_INTERVAL_S)
    assert must_have > 0
    assert saved_content >= must_have and saved_reasoning >= must_have


class _HandFiredTimers:
    """Stands in for the saver's timers: the test says when a deadline passes."""

    def __init__(self) -> None:
        self.armed: list[tuple[float, Callable[[], None], list[bool]]] = []

    def start(self, delay_s: float, function: Callable[[], None]) -> _HandFiredTimers._Handle:
        cancelled = [False]
        self.armed.append((delay_s, function, cancelled))
        return self._Handle(cancelled)

    def fire_all(self) -> None:
        armed, self.armed = self.armed, []
        for _delay, function, cancelled in armed:
            if not cancelled[0]:
                function()

    class _Handle:
        def __init__(self, cancelled: list[bool]) -> None:
            self._cancelled = cancelled

        def cancel(self) -> None:
            self._cancelled[0] = True


def test_a_streamed_reply_is_saved_first_at_once_then_at_most_every_interval(
    tmp_path: Path,
) -> None:
    now = [1000.0]
    timers = _HandFiredTimers()
    path = tmp_path / "chats.sqlite3"

    def on_disk(message_id: int) -> str:
        with _raw(path) as raw:
            content: str = raw.execute(
                "SELECT content FROM messages WHERE id = ?", (message_id,)
            ).fetchone()[0]
        return content

    with ConversationStore(path) as opened:
        chat = opened.create_conversation()
        reply_id = opened.begin_reply(chat.id)
        session = ChatSession(DirectStore(opened), start_timer=timers.start,
                              clock=lambda: now[0])
        saver = session.reply_saver(reply_id)
        saver.add("content", "x")
        # The first text of an answer is on disk at once: a crash right after it is
        # shown must not lose it.
        assert on_disk(reply_id) == "x"
        for _ in range(19):
            now[0] += SAVE_INTERVAL_S / 100
            saver.add("content", "x")
        # Within one interval nothing more is handed over or written, and one
        # deadline is set for what waits.
        assert on_disk(reply_id) == "x"
        assert len(timers.armed) == 1
        assert 0 < timers.armed[0][0] <= SAVE_INTERVAL_S

        # The stream pauses: no delta comes, and the deadline saves what waited.
        now[0] += SAVE_INTERVAL_S + 0.001
        timers.fire_all()
        assert on_disk(reply_id) == "x" * 20

        saver.add("content", "y")
        assert on_disk(reply_id) == "x" * 20  # just saved: "y" waits for its deadline
        now[0] += SAVE_INTERVAL_S + 0.001
        timers.fire_all()
        assert on_disk(reply_id) == "x" * 20 + "y"
        saver.add("content", "!")
        saver.finish({"tokens": 22}, None)
        assert on_disk(reply_id) == "x" * 20 + "y!"
        assert opened.messages(chat.id)[0].complete


@contextlib.contextmanager
def _writes_failing(store: ConversationStore) -> Iterator[None]:
    """Every write of a reply's text fails meanwhile, as on a full disk."""

    def fail(*_args: object) -> None:
        raise ConversationStoreError("The disk is full.")

    store._flush_reply = fail  # type: ignore[method-assign]
    try:
        yield
    finally:
        del store._flush_reply


def test_text_a_write_could_not_save_is_kept_for_the_next(store: ConversationStore) -> None:
    chat = store.create_conversation()
    reply_id = store.begin_reply(chat.id)
    store.append_reply(reply_id, "First ", "")
    with _writes_failing(store):
        store.append_reply(reply_id, "kept ", "")  # logged, kept, not raised
    store.append_reply(reply_id, "words", "")
    assert store.messages(chat.id)[0].content == "First kept words"
    with _raw(store.path) as raw:
        (on_disk,) = raw.execute("SELECT content FROM messages").fetchone()
    assert on_disk == "First kept words"


_PAUSING_WRITER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from desktop.core.chat.conversations import ConversationStore
    from desktop.core.chat.session import ChatSession
    from desktop.core.chat.turns import DirectStore

    store = ConversationStore(Path(sys.argv[1]))
    chat = store.create_conversation("Killed while the model thinks")
    reply_id = store.begin_reply(chat.id)
    saver = ChatSession(DirectStore(store)).reply_saver(reply_id)
    saver.add("content", "The first words")
    # Reported once it was handed over: this is when the window would show it.
    print("shown", chat.id, flush=True)
    if sys.argv[2] == "pause":
        saver.add("content", " and then more")
        print("shown", chat.id, flush=True)
    time.sleep(600)  # the stream pauses; no delta follows to trigger a save
    """
)


def _start_pausing_writer(path: Path, mode: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", _PAUSING_WRITER, str(path), mode],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
    )


def _kill(writer: subprocess.Popen[str]) -> None:
    writer.kill()  # SIGKILL on POSIX: no cleanup code runs
    writer.wait()
    if writer.stdout is not None:
        writer.stdout.close()


def _saved_reply(path: Path, chat_id: int) -> conversations.StoredMessage:
    with ConversationStore(path) as reopened:
        (reply,) = reopened.messages(chat_id)
    return reply


def test_the_first_text_of_an_answer_survives_a_kill_right_after_it_is_shown(
    tmp_path: Path,
) -> None:
    path = tmp_path / "chats.sqlite3"
    writer = _start_pausing_writer(path, "first")
    try:
        assert writer.stdout is not None
        header = writer.stdout.readline().split()
        assert header[0] == "shown", header
        chat_id = int(header[1])
    finally:
        _kill(writer)  # at once: well inside the first flush interval
    reply = _saved_reply(path, chat_id)
    assert reply.content == "The first words"
    assert not reply.complete


def test_text_waiting_in_a_paused_stream_is_written_within_the_interval(tmp_path: Path) -> None:
    path = tmp_path / "chats.sqlite3"
    writer = _start_pausing_writer(path, "pause")
    try:
        assert writer.stdout is not None
        assert writer.stdout.readline().split()[0] == "shown"
        header = writer.stdout.readline().split()
        assert header[0] == "shown", header
        chat_id = int(header[1])
        paused_at = time.monotonic()
        on_disk = ""
        # No delta follows, so only the saver's own deadline can save the rest. The
        # limit is generous for a busy machine; without the deadline it never comes.
        while time.monotonic() - paused_at < 10:
            with _raw(path) as raw:
                row = raw.execute("SELECT content FROM messages").fetchone()
            on_disk = row[0] if row else ""
            if on_disk.endswith("and then more"):
                break
            time.sleep(0.02)
        waited = time.monotonic() - paused_at
    finally:
        _kill(writer)  # in the pause, with nothing left to write
    assert on_disk == "The first words and then more", f"after {waited:.2f} s"
    assert _saved_reply(path, chat_id).content == "The first words and then more"


def test_damage_past_the_first_page_is_found_at_open_and_every_readable_chat_kept(
    tmp_path: Path,
) -> None:
    path = tmp_path / "chats.sqlite3"
    written = many_chats(path)
    lost = damage_page_holding(path, b"<m30.5>")
    assert 0 < len(lost) < 10  # one page of messages, from one or two chats
    damaged = path.read_bytes()

    with pytest.raises(ConversationStoreRecoveredError) as raised:
        ConversationStore(path)
    problem = raised.value
    # The damaged file is kept, untouched, and the user is told where and what came back.
    assert list(tmp_path.glob("chats.sqlite3.broken-*")) == [problem.kept_as]
    assert problem.kept_as.read_bytes() == damaged
    assert str(problem.kept_as) in problem.message
    assert "recovered 60 chats" in problem.message
    assert (problem.chats_recovered, problem.messages_recovered) == (60, 600 - len(lost))
    assert "\n" not in problem.message
    assert "disk space" not in problem.message

    with ConversationStore(path) as repaired:
        chats = repaired.list_conversations()
        assert len(chats) == 60
        for chat in chats:
            expected = [
                text for text in written[chat.id] if text.split()[0].encode() not in lost
            ]
            assert [message.content for message in repaired.messages(chat.id)] == expected
        # Saving works again, streamed replies included.
        new = repaired.create_conversation("After the repair")
        repaired.add_message(new.id, "user", "Still here?")
        reply = repaired.begin_reply(new.id)
        repaired.append_reply(reply, "Yes.")
        repaired.finish_reply(reply, stats={})
    with ConversationStore(path) as next_start:  # and nothing is reported again
        assert len(next_start.list_conversations()) == 61
        assert [m.content for m in next_start.messages(new.id)] == ["Still here?", "Yes."]


def test_damage_met_by_a_save_while_open_is_repaired_and_the_save_goes_on(
    tmp_path: Path,
) -> None:
    path = tmp_path / "chats.sqlite3"
    written = many_chats(path)
    target = sorted(written)[30]
    store = ConversationStore(path)  # opened while the file was still sound
    told: list[ConversationStoreRecoveredError] = []
    store.on_recovered = told.append
    try:
        # Another writer (a second copy of the app) saves the page of chat titles, and the
        # disk garbles it in the journal: the store must read that page again.
        with _raw(path) as raw:
            raw.execute(
                "UPDATE conversations SET updated_at = updated_at + 1 WHERE id = ?", (target,)
            )
        damage_journal_page_holding(path, b"Chat 30 about bread")

        store.rename_conversation(target, "Bread, revisited")  # no error: saved after repair

        (problem,) = told
        assert problem.kept_as.is_file()
        assert str(problem.kept_as) in problem.message
        assert "recovered 60 chats (600 messages)" in problem.message
        assert "disk space" not in problem.message
        assert store.get_conversation(target).title == "Bread, revisited"
        # Chats whose title row was lost are back under a plain title, every message kept.
        chats = store.list_conversations()
        assert len(chats) == 60
        assert any(chat.title == "Recovered chat" for chat in chats)
        for chat_id, texts in written.items():
            assert [message.content for message in store.messages(chat_id)] == texts
        store.add_message(target, "user", "And rye?")
    finally:
        store.close()
    with ConversationStore(path) as reopened:
        assert reopened.messages(target)[-1].content == "And rye?"
        assert reopened.get_conversation(target).title == "Bread, revisited"


def test_text_stored_as_bytes_reads_as_text(store: ConversationStore) -> None:
    chat = store.create_conversation("Old chat")
    store.add_message(chat.id, "user", "placeholder")
    with _raw(store.path) as raw:
        # As an older version or damage may leave it: a BLOB, with one invalid byte.
        raw.execute(
            "UPDATE messages SET content = ?, reasoning = ? WHERE conversation_id = ?",
            ("Crème brûlée ".encode() + b"\xff", b"thinking", chat.id),
        )
        assert raw.execute("SELECT typeof(content) FROM messages").fetchone()[0] == "blob"
    (message,) = store.messages(chat.id)
    assert message.content == "Crème brûlée \ufffd"
    assert message.reasoning == "thinking"
    assert [found.id for found in store.list_conversations("brûlée")] == [chat.id]


def test_a_chat_read_again_is_what_the_file_holds_after_every_kind_of_write(
    tmp_path: Path,
) -> None:
    """The store keeps each chat it read (store_cache) and changes its copy with every
    write: after each write, what it gives equals what a second store reading the file
    afresh gives, and what another process writes meanwhile is seen too."""
    path = tmp_path / "chats.sqlite3"
    store = ConversationStore(path)
    chat = store.create_conversation()

    def agrees() -> None:
        store.flush()  # text waiting to be written is given by the store, not the file
        with ConversationStore(path) as fresh:
            assert store.messages(chat.id) == fresh.messages(chat.id)

    question = store.add_message(chat.id, "user", "What is 2+2?", images=["a.png"])
    assert [m.content for m in store.messages(chat.id)] == ["What is 2+2?"]  # now kept
    store.add_message(chat.id, "assistant", "4", reasoning="Add them.", stats={"tokens": 1})
    agrees()
    reply = store.begin_reply(chat.id)
    agrees()
    store.append_reply(reply, "Eight", "Thinking")
    agrees()
    store.append_reply(reply, " it is", "")
    agrees()
    store.set_tool_calls(reply, [StoredToolCall("c1", "add", "{}", "8", None, 0.1, "done", 0, 5)])
    agrees()
    store.finish_reply(reply, stats={"tokens": 2}, error="Stopped")
    agrees()
    store.edit_message(question.id, "What is 4+4?")
    agrees()
    store.delete_messages_from(chat.id, 2)
    agrees()
    assert len(store.messages(chat.id)) == 2

    # Another process (a second app, the command line) writes to the same file.
    with ConversationStore(path) as other:
        other.add_message(chat.id, "user", "And 5+5?")
        other.edit_message(question.id, "What is 1+1?")
    contents = [m.content for m in store.messages(chat.id)]
    assert contents == ["What is 1+1?", "4", "And 5+5?"]
    agrees()

    store.delete_conversation(chat.id)
    with pytest.raises(UnknownConversationError):
        store.get_conversation(chat.id)
    assert store.messages(chat.id) == []
    store.close()
