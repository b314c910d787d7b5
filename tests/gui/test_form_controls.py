"""The shared form controls: a check box's spoken name, state and action, and a
drop-down that keeps a value it does not offer."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from desktop.gui.widgets.form_controls import check_box, choice_box, show_choice


def test_a_check_box_starts_as_given_and_reports_the_users_toggles(qtbot: QtBot) -> None:
    toggled: list[bool] = []
    box = check_box("Share (on this computer)", "Share", toggled.append, checked=True)
    qtbot.addWidget(box)
    assert (box.text(), box.accessibleName(), box.isChecked()) == (
        "Share (on this computer)",
        "Share",
        True,
    )
    assert toggled == []  # the state it starts in is no change
    box.click()  # as a press of the box or of its Alt+letter does
    assert toggled == [False] and not box.isChecked()


def test_show_choice_picks_an_offered_value_and_keeps_one_written_by_hand(qtbot: QtBot) -> None:
    combo = choice_box("Cache type", [("f16", "f16"), ("q8_0", "q8_0")])
    qtbot.addWidget(combo)
    show_choice(combo, "q8_0")
    assert combo.count() == 2 and combo.currentData() == "q8_0"
    show_choice(combo, "iq4_nl")  # not offered by this version
    assert combo.count() == 3 and combo.currentData() == "iq4_nl"
    assert combo.currentText() == "iq4_nl"
    show_choice(combo, "iq4_nl")  # shown once only
    assert combo.count() == 3
