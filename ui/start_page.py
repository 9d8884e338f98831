"""The start page: how to begin (first start), the example game, and the recent games with their
players, dates and results (a club PC)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.services import GameSummary
from ui import i18n, rules_words, store_texts

ResultsFn = Callable[[int], Mapping[str, Fraction | int] | None]
RESULTS_SHOWN = 30
"""Games whose results the list computes (each is a fold of the game): the newest ones."""


def _signed(value: Fraction | int) -> str:
    return i18n.number_text(value, signed=True)  # "+12", "−5¼", "0"


class StartPage(QWidget):
    """What a player sees before a game is open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)

        # The welcome panel: shown while the database has no game but the example.
        self.welcome = QFrame()
        self.welcome.setObjectName("welcome")
        self.welcome.setFrameShape(QFrame.Shape.StyledPanel)
        panel = QVBoxLayout(self.welcome)
        self.welcome_text = QLabel()
        self.welcome_text.setWordWrap(True)
        larger = self.welcome_text.font()
        larger.setPointSizeF(larger.pointSizeF() * 1.15)  # read from a step away
        self.welcome_text.setFont(larger)
        self.welcome_text.setTextFormat(Qt.TextFormat.RichText)
        panel.addWidget(self.welcome_text)
        buttons = QHBoxLayout()
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        big = self.start_button.font()
        big.setPointSizeF(big.pointSizeF() * 1.25)
        big.setBold(True)
        self.start_button.setFont(big)
        self.start_button.setMinimumHeight(44)
        self.example_button = QPushButton()
        self.example_button.setMinimumHeight(44)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.example_button)
        buttons.addStretch()
        panel.addLayout(buttons)
        layout.addWidget(self.welcome)

        self.recent = QLabel()
        layout.addWidget(self.recent)
        self.games = QTreeWidget()
        self.games.setRootIsDecorated(False)
        self.games.setAlternatingRowColors(True)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setColumnCount(4)
        header = self.games.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.games, 1)
        layout.addStretch(0)  # takes the room only while the list is hidden (a first start)

        row = QHBoxLayout()
        self.new_button = QPushButton()
        self.open_button = QPushButton()
        self.import_button = QPushButton()
        for b in (self.new_button, self.open_button, self.import_button):
            row.addWidget(b)
        row.addStretch()
        layout.addLayout(row)
        self._summaries: list[GameSummary] = []
        self._results: ResultsFn = lambda _game: None
        self._example: int | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language (called on a language switch)."""
        self.title.setText(self.tr("Pulka — Preferans score sheet"))
        keys = [
            (self.tr("Insert"), self.tr("a new deal")),
            (self.tr("Ctrl+I"), self.tr("an incident: a broken rule and its penalty")),
            (self.tr("Ctrl+Z"), self.tr("undo the last step")),
        ]
        rows = "".join(
            f"<tr><td style='padding-right:14px'><b>{k}</b></td><td>{w}</td></tr>" for k, w in keys
        )
        self.welcome_text.setText(
            "<p><b>"
            + self.tr("To begin, press “Start a game”, enter the players and choose the rules.")
            + "</b></p><p>"
            + self.tr("At the table three keys are all you need:")
            + f"</p><table>{rows}</table><p>"
            + self.tr(
                "Want to look first? Open the example game: a few deals already played; "
                "point at a number to see where it came from."
            )
            + "</p>"
        )
        self.start_button.setText(self.tr("&Start a game…"))
        self.example_button.setText(self.tr("Open the &example game"))
        self.recent.setText(self.tr("Recent games:"))
        self.new_button.setText(self.tr("&New game…"))
        self.open_button.setText(self.tr("&Open"))
        self.import_button.setText(self.tr("&Import…"))
        self.games.setHeaderLabels(
            [self.tr("Players"), self.tr("Rules"), self.tr("Last played"), self.tr("Result")]
        )
        self.fill(self._summaries, self._results, self._example)

    def fill(
        self, summaries: list[GameSummary], results: ResultsFn, example: int | None = None
    ) -> None:
        """The games, newest first; the results of the newest :data:`RESULTS_SHOWN`."""
        self._summaries, self._results, self._example = summaries, results, example
        self.games.clear()
        for index, summary in enumerate(summaries):
            if summary.damaged:  # listed so the others stay usable; opening it explains
                damaged = f"{summary.id}. {', '.join(summary.players)} {store_texts.damaged_mark()}"
                item = QTreeWidgetItem([damaged, "", "", ""])
                item.setData(0, Qt.ItemDataRole.UserRole, summary.id)
                self.games.addTopLevelItem(item)
                continue
            result = results(summary.id) if index < RESULTS_SHOWN else None
            result_text = (
                ", ".join(f"{p} {_signed(result[p])}" for p in summary.players if p in result)
                if result
                else ""
            )
            status = ""
            if summary.id == example:
                status = " " + self.tr("(example)")
            elif summary.status == "finished":
                status = " " + self.tr("(finished)")
            item = QTreeWidgetItem(
                [
                    ", ".join(summary.players) + status,
                    rules_words.rules_text(summary.rules_label, summary.preset, limit=3),
                    i18n.time_text(summary.updated_at),
                    result_text,
                ]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, summary.id)
            self.games.addTopLevelItem(item)
        if (first := self.games.topLevelItem(0)) is not None:
            self.games.setCurrentItem(first)
        only_example = all(s.id == example for s in summaries)
        self.welcome.setVisible(only_example)
        self.games.setVisible(bool(summaries))
        self.recent.setVisible(bool(summaries))
        # A first start: the welcome says what to do; no empty list, no button that cannot work.
        self.open_button.setVisible(bool(summaries))
        self.new_button.setVisible(not only_example)

    def selected_game(self) -> int | None:
        item = self.games.currentItem()
        return int(item.data(0, Qt.ItemDataRole.UserRole)) if item is not None else None
