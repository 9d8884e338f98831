"""The incident wizard walked with pytest-qt on a real service: preview = commit, Cancel writes
nothing, one Undo restores the sheet, invalid facts block Next, every rule previews."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel, QLineEdit, QWizard

from app.engine import SOCHI, GameState, Incident, Sheet, parse_event
from app.penalties import CATALOGUE, example_facts, example_state, get_rule
from ui.wizard.fields import DealField
from ui.wizard.texts import rule_title
from ui.wizard.wizard import IncidentWizard

PLAYERS = ("Anna", "Boris", "Vera")
FOUR = ("Anna", "Boris", "Vera", "Gleb")


def new_game(service: Any, rule_id: str | None = None, players: tuple[str, ...] = PLAYERS) -> int:
    """A game with the rule's example options and setup events (e.g. three raspasy first)."""
    rules = SOCHI
    if rule_id is not None:
        rule = get_rule(rule_id)
        rules = SOCHI.with_options(dict(rule.example_options))
    game_id = service.create_game(players, "Anna", rules)
    if rule_id is not None:
        fresh = GameState.start(rules, players, "Anna")
        for raw in get_rule(rule_id).example_setup(fresh):
            service.record(game_id, parse_event(raw), service.last_seq(game_id))
    return game_id


def open_wizard(qtbot: Any, service: Any, game_id: int) -> IncidentWizard:
    wizard = IncidentWizard(service, game_id)
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def choose(wizard: IncidentWizard, rule_id: str) -> None:
    wizard.rule_page.select(rule_id)
    wizard.next()
    assert wizard.currentId() == 1


def answer(wizard: IncidentWizard, name: str, value: Any) -> None:
    """Answer like a user would, through the widget's own setter (signals fire)."""
    widget = wizard.facts_page.editors[name].widget
    if isinstance(widget, QComboBox):
        index = widget.findData(value)
        assert index >= 0, (name, value)
        widget.setCurrentIndex(index)
    elif isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QLineEdit):
        widget.setText(str(value))
    elif isinstance(widget, DealField):
        widget.set_value(value)
    else:
        for box in widget.findChildren(QCheckBox):
            box.setChecked(box.text() in value)


def totals(sheet: Sheet) -> tuple[dict[str, int], dict[str, int], dict[str, dict[str, int]]]:
    return (
        dict(sheet.pool),
        dict(sheet.mountain),
        {p: dict(row) for p, row in sheet.whists.items()},
    )


def record_and_check(wizard: IncidentWizard, service: Any, game_id: int) -> None:
    """Record: exactly one event, equal to the preview; one Undo restores the sheet exactly."""
    before = service.sheet(game_id)
    seq = service.last_seq(game_id)
    preview = wizard.preview
    assert preview is not None and wizard.currentId() == 2
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert wizard.result() == QWizard.DialogCode.Accepted
    after = service.sheet(game_id)
    assert service.last_seq(game_id) == seq + 1
    assert totals(after) == totals(preview.sheet_after)
    assert after.entries[len(before.entries) :] == preview.entries
    assert after.outcomes[-1].consequences == preview.outcome.consequences
    label = service.undo_status(game_id).undo
    assert label.code == "incident"
    service.undo(game_id, seq + 1)
    restored = service.sheet(game_id)
    assert totals(restored) == totals(before)
    assert restored.entries == before.entries
    assert restored.table == before.table


# -- one rule of every section, with the numbers of the sources ---------------------------


def test_talon_dealer_looked_during_bidding(qtbot, service, english) -> None:
    # Seed 004 item 1.1: the dealer (filled in from the sheet) writes L(7) = 4.
    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "prikup-1.1")
    assert wizard.facts_page.editors["dealer"].value() == "Anna"
    answer(wizard, "bid_level", 7)
    wizard.next()
    assert wizard.preview_page.changed_cells == {("mountain", "Anna", None)}
    cell = wizard.preview_page.table.item(0, 1).text()
    assert cell == "0 → 4"
    # A citation reads like a book reference; no rule id, no file name in the preview.
    explanation = wizard.preview_page.explanation.text()
    assert "Club rules “The talon”, item 1.1" in explanation
    assert "PRIKUP" not in explanation and ".txt" not in explanation
    record_and_check(wizard, service, game_id)


def test_ordering_change_with_consent(qtbot, service, english) -> None:
    # Club ZAKAZ 2.4: a mistaken 8♦ changed with everyone's consent: half_podsad(8) = 3 (A4).
    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "zakaz-2.4")
    answer(wizard, "declarer", "Boris")
    answer(wizard, "mistaken", "8d")
    answer(wizard, "all_consent", True)
    wizard.next()
    assert wizard.preview.entries[0].amount == 3
    assert "The change is allowed." in wizard.preview_page.consequences.text()
    record_and_check(wizard, service, game_id)


def test_kodeks_discard_looked_at_with_the_deal(qtbot, service, english) -> None:
    # Кодекс 3.4.9: the deal is entered in the wizard and scored with one penalty trick (A15):
    # Boris makes 6♠ exactly, which becomes down one: mountain L(6) = 2, consolation 2 from each
    # defender, and Vera's whists for her 4 tricks (8) from the tricks actually taken.
    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "kodeks-3.4.9")
    deal = wizard.facts_page.editors["deal"].widget
    assert isinstance(deal, DealField)
    deal.contract.setCurrentIndex(deal.contract.findData("6s"))
    deal.declarer.setCurrentIndex(deal.declarer.findData("Boris"))
    deal.calls[0].setCurrentIndex(deal.calls[0].findData("whist"))
    for player, count in (("Boris", 6), ("Vera", 4), ("Anna", 0)):
        deal.tricks[deal.players.index(player)].setValue(count)
    assert wizard.facts_page.answers()["deal"] == {
        "type": "deal",
        "declarer": "Boris",
        "contract": "6s",
        "defenders": {"Vera": "whist", "Anna": "pass"},
        "tricks": {"Boris": 6, "Vera": 4, "Anna": 0},
    }
    wizard.next()
    expected = service.preview(game_id, Incident("kodeks-3.4.9", {"deal": deal.value()}))
    assert wizard.preview.entries == expected.entries
    table = wizard.preview_page.table
    assert table.item(1, 1).text() == "0 → 2"  # Boris's mountain
    assert table.item(2, 3).text() == "0 → 10"  # Vera's whists on Boris: 8 + 2
    assert table.item(0, 3).text() == "0 → 2"  # Anna's whists on Boris
    assert wizard.preview_page.changed_cells == {
        ("mountain", "Boris", None),
        ("whists", "Vera", "Boris"),
        ("whists", "Anna", "Boris"),
    }
    record_and_check(wizard, service, game_id)


def test_wrong_number_of_cards_after_bidding(qtbot, service, english) -> None:
    # [club-8] 2.1: two undertricks at the level where the bidding stopped: 2 × L(7) = 8.
    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "karty-2.1")
    answer(wizard, "holder", "Vera")
    answer(wizard, "bid_level", 7)
    wizard.next()
    assert wizard.preview_page.table.item(2, 1).text() == "0 → 8"
    assert "redealt" in wizard.preview_page.consequences.text()
    record_and_check(wizard, service, game_id)


def test_dealt_out_of_turn_shifts_the_rotation(qtbot, service, english) -> None:
    # Кодекс 3.2.14: a complete deal by Boris out of turn stands; the rotation follows him.
    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "sdacha-3.2.14")
    answer(wizard, "actual_dealer", "Boris")
    answer(wizard, "complete", True)
    wizard.next()
    text = wizard.preview_page.consequences.text()
    assert "The result stands." in text and "actually dealt" in text
    assert wizard.preview_page.changed_cells == set()
    record_and_check(wizard, service, game_id)


def test_procedure_several_cards_to_one_trick(qtbot, service, english) -> None:
    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "procedure-multiple-cards")
    answer(wizard, "player", "Vera")
    wizard.next()
    assert "Vera takes no further part" in wizard.preview_page.consequences.text()
    record_and_check(wizard, service, game_id)


def test_house_wrong_discard(qtbot, service, english) -> None:
    # House rule (needs penalty_house_rules): a wrong discard on an 8 costs L(8) = 6.
    game_id = new_game(service, "house-wrong-discard")
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "house-wrong-discard")
    answer(wizard, "declarer", "Boris")
    answer(wizard, "contract_level", 8)
    wizard.next()
    assert wizard.preview_page.table.item(1, 1).text() == "0 → 6"
    record_and_check(wizard, service, game_id)


def test_custom_whists_field_appears_only_for_whists(qtbot, service, english) -> None:
    # Catalogue §6: a dependent fact: "on whom" is asked only when the column is whists.
    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "custom")
    page = wizard.facts_page
    assert "on" not in page.visible_facts()
    answer(wizard, "player", "Vera")
    answer(wizard, "column", "whists")
    assert "on" in page.visible_facts()
    answer(wizard, "amount", 12)
    wizard.next()
    assert wizard.currentId() == 1
    assert "On whom are the whists written?" in page.message.text()
    answer(wizard, "on", "Anna")
    answer(wizard, "reason", "revoke")
    wizard.next()
    # Vera writes 12 whists on Anna: row Vera, column "Whists on Anna".
    assert wizard.preview_page.table.item(2, 2).text() == "0 → 12"
    assert wizard.preview_page.changed_cells == {("whists", "Vera", "Anna")}
    record_and_check(wizard, service, game_id)


def test_dependent_fields_follow_the_answers(qtbot, service, english) -> None:
    # PRIKUP-2: the bid level only once bidding started, the raspasy level R (2) otherwise.
    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "prikup-2")
    page = wizard.facts_page
    assert page.visible_facts() == ["violator", "bidding_started", "dealer_provoked"]
    answer(wizard, "violator", "Boris")
    answer(wizard, "bidding_started", True)
    assert page.visible_facts() == ["violator", "bidding_started", "bid_level", "dealer_provoked"]
    answer(wizard, "bidding_started", False)
    assert page.visible_facts() == [
        "violator",
        "bidding_started",
        "raspasy_level",
        "dealer_provoked",
    ]
    assert page.editors["raspasy_level"].value() == "2"
    wizard.next()
    assert wizard.preview.entries[0].amount == 2
    assert "Boris may not bid any more" in wizard.preview_page.consequences.text()
    record_and_check(wizard, service, game_id)


def test_choice_of_remedies_updates_the_preview_at_once(qtbot, service, english) -> None:
    # [club-8] 2.3: the player with ten cards chooses a redeal or drawing the extra cards.
    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "karty-2.3")
    answer(wizard, "holder", "Boris")
    answer(wizard, "remedy", "redeal")
    answer(wizard, "amount", 3)
    wizard.next()
    page = wizard.preview_page
    assert "redealt" in page.consequences.text()
    combo = page.remedies["remedy"]
    combo.setCurrentIndex(combo.findData("draw_extra"))
    assert "redealt" not in page.consequences.text()
    assert wizard.preview.outcome.consequences == ()
    assert wizard.facts_page.answers()["remedy"] == "draw_extra"
    assert page.table.item(1, 1).text() == "0 → 3"
    record_and_check(wizard, service, game_id)
    # Redo brings the one event back: the remedy the players chose is what was recorded.
    service.redo(game_id, service.last_seq(game_id))
    assert service.export_game(game_id)["events"] == [
        {
            "type": "incident",
            "rule": "karty-2.3",
            "facts": {"holder": "Boris", "remedy": "draw_extra", "amount": 3},
        }
    ]


# -- refusals and cancel ------------------------------------------------------------------


@pytest.mark.parametrize("page", [0, 1, 2])
def test_cancel_at_any_step_writes_nothing(qtbot, service, english, page: int) -> None:
    game_id = new_game(service)
    seq = service.last_seq(game_id)
    wizard = open_wizard(qtbot, service, game_id)
    if page >= 1:
        choose(wizard, "prikup-1.1")
        answer(wizard, "bid_level", 8)
    if page >= 2:
        wizard.next()
        assert wizard.currentId() == 2
    wizard.button(QWizard.WizardButton.CancelButton).click()
    assert wizard.result() == QWizard.DialogCode.Rejected
    assert wizard.committed is None
    assert service.last_seq(game_id) == seq
    assert service.history(game_id) == []
    assert dict(service.sheet(game_id).mountain) == {"Anna": 0, "Boris": 0, "Vera": 0}


def test_next_needs_a_rule(qtbot, service, english) -> None:
    wizard = open_wizard(qtbot, service, new_game(service))
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    wizard.rule_page.select("karty-1")
    assert wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_missing_answer_blocks_next_with_a_message(qtbot, service, english) -> None:
    wizard = open_wizard(qtbot, service, new_game(service))
    choose(wizard, "prikup-1.1")
    wizard.next()
    assert wizard.currentId() == 1
    assert wizard.facts_page.message.text() == "Please answer: Current bid level"


@pytest.mark.parametrize(
    ("rule_id", "answers", "message"),
    [
        # PRIKUP-3.1: the other bidder cannot be the violator himself.
        (
            "prikup-3.1",
            {"violator": "Boris", "other_bidder": "Boris"},
            "“Who made the last bid?” must be another player than the violator.",
        ),
        # The dealer is known from the sheet: Anna deals the first deal, not Vera.
        (
            "prikup-1.1",
            {"dealer": "Vera", "bid_level": 7},
            "“Who dealt this deal?”: the sheet says Anna, not Vera.",
        ),
        # Catalogue §6: an agreed penalty of 0 writes nothing.
        (
            "custom",
            {"player": "Anna", "column": "pool", "amount": 0},
            "The answer to “How many points (whists)?” is out of range (0).",
        ),
        # PRIKUP-8.2 needs its house-rule option.
        (
            "prikup-8.2",
            {
                "violator": "Boris",
                "deal": {
                    "type": "deal",
                    "declarer": "Anna",
                    "contract": "misere",
                    "tricks": {"Anna": 1},
                },
            },
            "This rule is not in force: turn on “The dealer may share a misère” in the game's "
            "rules.",
        ),
    ],
)
def test_engine_refusal_blocks_next_with_a_message(
    qtbot, service, english, rule_id: str, answers: dict[str, Any], message: str
) -> None:
    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, rule_id)
    for name, value in answers.items():
        answer(wizard, name, value)
    wizard.next()
    assert wizard.currentId() == 1
    assert wizard.facts_page.message.text() == message
    assert service.last_seq(game_id) == 0


def test_ask_returns_none_on_cancel_and_the_result_on_record(qtbot, service, english) -> None:
    game_id = new_game(service)

    def cancel() -> None:
        QApplication.activeModalWidget().reject()

    QTimer.singleShot(0, cancel)
    assert IncidentWizard.ask(None, service, game_id) is None

    def record() -> None:
        wizard = QApplication.activeModalWidget()
        assert isinstance(wizard, IncidentWizard)
        choose(wizard, "prikup-9.3")
        answer(wizard, "violator", "Boris")
        wizard.next()
        wizard.accept()

    QTimer.singleShot(0, record)
    result = IncidentWizard.ask(None, service, game_id)
    assert result is not None and result.seq == 1
    assert dict(result.sheet.mountain) == {"Anna": 0, "Boris": 2, "Vera": 0}


def test_search_finds_russian_and_english_words(qtbot, service, english) -> None:
    wizard = open_wizard(qtbot, service, new_game(service))
    page = wizard.rule_page
    talon = page.filter("прикуп")
    assert {r for r in CATALOGUE if r.startswith("prikup-")} <= set(talon)
    assert set(page.filter("talon")) >= {r for r in CATALOGUE if r.startswith("prikup-")}
    assert set(page.filter("снос")) >= {"kodeks-3.4.9", "house-wrong-discard"}
    assert set(page.filter("discard")) >= {"kodeks-3.4.9", "house-wrong-discard"}
    assert page.filter("no such words anywhere") == []


# -- every rule of the catalogue -----------------------------------------------------------


@pytest.mark.parametrize("rule_id", sorted(CATALOGUE))
def test_every_rule_opens_and_previews_with_its_example_facts(
    qtbot, service, english, rule_id: str
) -> None:
    players = FOUR if rule_id == "prikup-8.2" else PLAYERS
    game_id = new_game(service, rule_id, players)
    facts = example_facts(rule_id, example_state(rule_id, players, "Anna"))
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, rule_id)
    for name, value in facts.items():
        answer(wizard, name, value)
    wizard.next()
    assert wizard.facts_page.message.text() == ""
    assert wizard.currentId() == 2
    expected = service.preview(game_id, Incident(rule_id, facts))
    assert wizard.preview.entries == expected.entries
    assert wizard.preview.outcome.consequences == expected.outcome.consequences
    assert wizard.preview_page.explanation.text()


# -- the main window and the rules browser ---------------------------------------------------


def test_main_window_opens_the_wizard_from_menu_toolbar_key_and_history(window, service) -> None:
    from PySide6.QtWidgets import QToolBar

    game_id = new_game(service)
    window.open_game(game_id)
    action = window.incident_action
    assert action.isEnabled()
    assert action.shortcut().toString() == "Ctrl+I"
    edit_menu = next(a for a in window.menuBar().actions() if a.text() == "&Edit").menu()
    assert action in edit_menu.actions()
    assert action in window.findChildren(QToolBar)[0].actions()
    calls: list[tuple[Any, Any, int]] = []

    def fake_ask(parent: Any, svc: Any, gid: int, **seen: Any) -> Any:
        calls.append((parent, svc, gid))
        assert seen["expected_seq"] == window.view.last_seq
        return None

    original = IncidentWizard.ask
    IncidentWizard.ask = fake_ask  # type: ignore[method-assign,assignment]
    try:
        action.trigger()
    finally:
        IncidentWizard.ask = original  # type: ignore[method-assign]
    assert calls == [(window, service, game_id)]


def test_incident_through_the_main_window_is_one_undo_step(window, service) -> None:
    # The real wizard, opened from the window: the sheet, history and Undo label follow.
    game_id = new_game(service)
    window.open_game(game_id)

    def record() -> None:
        wizard = QApplication.activeModalWidget()
        assert isinstance(wizard, IncidentWizard)
        choose(wizard, "prikup-1.1")
        answer(wizard, "bid_level", 9)
        wizard.next()
        wizard.accept()

    QTimer.singleShot(0, record)
    window.incident_action.trigger()
    # Seed 004 item 1.1 at a 9: the dealer Anna writes L(9) = 8.
    assert dict(window.view.sheet.mountain) == {"Anna": 8, "Boris": 0, "Vera": 0}
    assert window.history.count() == 1
    assert window.undo_action.isEnabled()
    # The undo step is named by the rule's title, not its id (issue 6, step 4).
    title = rule_title(CATALOGUE["prikup-1.1"])
    assert title in window.undo_action.text()
    assert "prikup-1.1" not in window.undo_action.text()
    window.undo_action.trigger()
    assert dict(window.view.sheet.mountain) == {"Anna": 0, "Boris": 0, "Vera": 0}


def test_rules_browser_lists_the_whole_catalogue_read_only(qtbot, service, english) -> None:
    from ui.wizard.rules_browser import RulesBrowser

    browser = RulesBrowser()
    qtbot.addWidget(browser)
    view = browser.catalogue
    assert set(view.items) == set(CATALOGUE)
    view.select("prikup-2")
    detail = view.detail.text()
    # The browser cites like a book and keeps the rule id for the lawyer; never a file name.
    assert "Club rules “The talon”, item 2" in detail and "(PRIKUP-2)" in detail
    assert ".txt" not in detail
    assert "Who committed the violation?" in detail
    assert "may not bid any more" in detail
    # «снос» (discard) is found through the Russian texts even in the English interface.
    found = view.filter("снос")
    assert {"kodeks-3.4.6", "kodeks-3.4.9", "zakaz-2.3", "house-wrong-discard"} <= set(found)
    assert "prikup-1.1" not in found


def test_down_and_enter_from_the_search_box_reach_the_results(qtbot, service, english) -> None:
    from PySide6.QtCore import Qt

    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    search = wizard.rule_page.search
    search.setFocus()
    search.setText("снос")  # (QTest cannot type Cyrillic keys)
    shown = wizard.rule_page.filter("снос")
    # Down: into the list, on the first rule found
    qtbot.keyClick(search, Qt.Key.Key_Down)
    tree = wizard.rule_page.catalogue.tree
    assert wizard.focusWidget() is tree
    assert wizard.rule_id() == shown[0]
    # Enter from the search box: the rule found first, on to its facts
    search.setFocus()
    qtbot.keyClick(search, Qt.Key.Key_Return)
    assert wizard.currentId() == 1
    assert wizard.facts_page.rule_id == shown[0]


def test_played_deal_is_entered_like_the_deal_dialog(qtbot, english) -> None:
    """Labelled rows, the first defender whisting, the declarer's level and ten tricks filled
    in as in the deal dialog; no declarer for raspasy."""
    deal = DealField(PLAYERS)
    qtbot.addWidget(deal)
    deal.show()
    captions = {label.text() for label in deal.findChildren(QLabel)}
    assert {"Game:", "Declarer:", "Whist or pass:", "Tricks:"} <= captions
    deal.contract.setCurrentIndex(deal.contract.findData("7h"))
    deal.declarer.setCurrentIndex(deal.declarer.findData("Boris"))
    assert deal.value() == {
        "type": "deal",
        "declarer": "Boris",
        "contract": "7h",
        "defenders": {"Vera": "whist", "Anna": "pass"},
        "tricks": {"Anna": 0, "Boris": 7, "Vera": 3},
    }
    deal.tricks[PLAYERS.index("Vera")].setValue(2)  # the last defender completes the ten
    assert deal.value()["tricks"] == {"Anna": 1, "Boris": 7, "Vera": 2}
    deal.contract.setCurrentIndex(deal.contract.findData("raspasy"))
    assert deal.declarer.isHidden()


# -- issue 32, item 4 -------------------------------------------------------------------------


def test_the_raspasy_level_is_filled_in_from_the_game_not_asked(qtbot, service, english) -> None:
    """It was a question to answer (2, 4 or 6) beside a card saying «Цена распасов: 1»."""
    from app.engine import Raspasy

    game_id = new_game(service)
    service.record(game_id, Raspasy({"Anna": 4, "Boris": 3, "Vera": 3}), 0)  # one raspasy played
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "prikup-2")
    answer(wizard, "violator", "Boris")
    answer(wizard, "bidding_started", False)
    edit = wizard.facts_page.editors["raspasy_level"].widget
    assert isinstance(edit, QLineEdit) and edit.isReadOnly()
    assert edit.text() == "4"  # the game's: after one raspasy in a row
    label = wizard.facts_page.labels["raspasy_level"].text()
    assert "from the game" in label and "not the price of a trick" in label
    assert "table card" in edit.toolTip()


def test_the_preview_box_of_answers_is_headed_for_what_it_holds(qtbot, service, english) -> None:
    """Headed «Выбор игроков» (“The players' choice”) above a card-count question."""
    game_id = new_game(service)
    wizard = open_wizard(qtbot, service, game_id)
    choose(wizard, "karty-2.3")
    answer(wizard, "holder", "Boris")
    answer(wizard, "remedy", "redeal")
    answer(wizard, "amount", 3)
    wizard.next()
    box = wizard.preview_page.remedies_box
    assert box.isVisible() and box.title() == "Answers the penalty depends on"
    assert "choice" not in box.title().lower()
