"""The event window's «Состав» menu (issue 28 item 1): a late entry, a withdrawal, a substitute
mid-round, a cut, the changes with undo and cancelling a round, each through its dialog; a
refusal said in the dialog, nothing written; the standings keep a table still playing apart
(«идёт») and note how each player stands."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from app.engine import SOCHI, Call, Contract, Deal
from app.services.event_settings import EventSettings
from app.services.event_values import Formula, Seating
from app.services.game_service import GameService
from ui import i18n
from ui.events.event_window import EventWindow
from ui.events.field_menu import FieldMenu

SIX = ("Анна", "Борис", "Вера", "Глеб", "Дина", "Егор")


@pytest.fixture
def games(tmp_path: Path) -> Any:
    service = GameService(tmp_path / "club.sqlite3", backups=0)
    yield service
    service.close()


@pytest.fixture
def russian(qapp: Any) -> Any:
    i18n.install("ru")
    yield
    i18n.install("en")


def passed(declarer: str, table: tuple[str, ...]) -> Deal:
    return Deal(declarer, Contract.parse("6s"), {p: Call.PASS for p in table if p != declarer})


def evening(games: GameService) -> int:
    """Round 1 started: table 1 over (2 deals), table 2 one deal in."""
    events = games.events
    rules = SOCHI.with_options({"game_end": "deals", "deal_limit": 2})
    settings = EventSettings(seed=5, rules=rules, formula=Formula(kind="places"))
    event = events.create_event("Пятница", "evening", "2026-12-04", SIX, settings)
    events.save_seating(event, 1, Seating((SIX[:3], SIX[3:])))
    first, second = events.start_round(event, 1)
    games.record(first, passed("Анна", SIX[:3]), expected_seq=0)
    games.record(first, passed("Анна", SIX[:3]), expected_seq=1)
    games.record(second, passed("Глеб", SIX[3:]), expected_seq=0)
    return event


class Driven:
    """Each dialog the menu opens is handed to ``act`` instead of waiting for a person."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.act: Any = None
        self.seen: list[Any] = []

        def run(dialog: Any) -> int:
            self.seen.append(dialog)
            return self.act(dialog)

        monkeypatch.setattr(QDialog, "exec", run)
        monkeypatch.setattr(QMessageBox, "exec", run)


def cell(table: Any, row: int, column: int) -> str:
    item = table.item(row, column)
    return item.text() if item is not None else ""


def test_the_field_menu_changes_the_field_and_undoes(
    qtbot: Any, games: GameService, russian: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = evening(games)
    window = EventWindow(games, lambda _id: None)
    qtbot.addWidget(window)
    menu: FieldMenu = window.field_menu
    driven = Driven(monkeypatch)
    events = games.events

    # The standings: table 2 still playing, apart, marked «идёт»; the note column says nothing.
    rows = {cell(window.standings, r, 1): r for r in range(window.standings.rowCount())}
    assert cell(window.standings, rows["Анна"], 4) == "2"
    assert cell(window.standings, rows["Глеб"], 4) == "идёт 2"
    assert cell(window.tables, 1, 2) == "1, идёт"

    # A late entry typed in another spelling is refused in the dialog, nothing written.
    def spell(dialog: Any) -> int:
        dialog.name.setText("анна")
        dialog.accept()
        assert "«Анна» и «анна» — один и тот же игрок" in dialog.message.text()
        dialog.name.setText("Жанна")
        dialog.accept()
        return int(dialog.result())

    driven.act = spell
    menu.late_entry()
    assert events.field(event).members[-1] == "Жанна"

    # A substitute at table 2 after its first deal, the leaver withdrawing too.
    def sub(dialog: Any) -> int:
        dialog.table.setCurrentIndex(1)
        dialog.leaving.setCurrentText("Дина")
        assert (dialog.after.minimum(), dialog.after.maximum()) == (0, 1)
        dialog.incoming.setCurrentText("Зоя")
        dialog.withdraws.setChecked(True)
        dialog.accept()
        return int(dialog.result())

    driven.act = sub
    menu.substitute()
    assert cell(window.tables, 1, 1) == "Глеб, Дина → Зоя, Егор"
    field = events.field(event)
    assert "Дина" not in field.members and "Зоя" in field.everyone
    assert [c.change.kind for c in field.changes] == ["enter", "substitute", "withdraw"]

    # The changes list: the withdrawal undone; the entry and the substitute stay.
    def undo_last(dialog: Any) -> int:
        dialog.list.setCurrentRow(2)
        assert dialog.undo_button.isEnabled()
        dialog.undo_button.click()
        assert dialog.list.item(2).text() == "Тур 2: выход — Дина (отменено)"
        assert dialog.list.item(3).text() == "Отмена изменения № 3"
        return 0

    driven.act = undo_last
    menu.changes()
    assert "Дина" in events.field(event).members

    # A cut while table 2 still plays is refused in the dialog.
    def cut(dialog: Any) -> int:
        dialog.keep.setValue(3)
        assert dialog.kept.text().count(",") == 2
        dialog.accept()
        assert "ещё идёт" in dialog.message.text()
        return 0

    driven.act = cut
    menu.cut()
    assert events.field(event).cut is None

    # Cancelling: round 1 has deals, so it is refused with the reason in a message box.
    warned: list[str] = []
    monkeypatch.setattr("ui.events.field_menu.warn", lambda _w, _t, text: warned.append(text))
    driven.act = lambda box: QMessageBox.StandardButton.Yes
    menu.cancel_round()
    assert warned and "уже записана раздача" in warned[0]


def test_a_round_started_by_mistake_is_cancelled_from_the_menu(
    qtbot: Any, games: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    events = games.events
    event = events.create_event("Tuesday", "evening", "2026-12-01", SIX, EventSettings(seed=2))
    events.save_seating(event, 1, events.propose_seating(event))
    events.start_round(event, 1)
    window = EventWindow(games, lambda _id: None)
    qtbot.addWidget(window)
    assert window.field_menu.cancel_action.isEnabled()
    driven = Driven(monkeypatch)
    driven.act = lambda box: QMessageBox.StandardButton.Yes
    window.field_menu.cancel_round()
    assert events.event(event).rounds == ()
    assert window.round_box.title() == "No round seated yet"
    # The two empty games are deleted in the roster: listed and counted nowhere.
    assert games.roster.roster().deleted == {g.id for g in games.list_games()} == {1, 2}


def test_the_printed_standings_list_every_choice(games: GameService, russian: Any) -> None:
    from ui.events.standings_paper import standings_html

    event = evening(games)
    view = games.events.event(event)
    html = standings_html(view, games.events.standings(event))
    for text in (
        "Очки: очки за место за столом.",
        "Стол на четверых даёт 2, 1⅓, ⅔, 0: поровну со столом на троих.",
        "Пропуск тура приносит среднее тура: отдых не помогает и не вредит.",
        "При равенстве очков: больше вистов, больше первых мест за столом, личные встречи",
        "Снятия по порогу нет.",
        "Считаются только законченные столы",
        "Первый тур: случайная рассадка.",
        "<i>идёт 2</i>",
    ):
        assert text in html
