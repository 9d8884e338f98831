"""Head-to-head: two players chosen, their games together over the chosen games — who finished
ahead how often and each one's result (docs/statistics.md, "Head-to-head")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.services.stats import GameResult, HeadToHead
from ui import i18n
from ui.stats.card_section import Section
from ui.stats.figure_texts import signed, signed_money
from ui.widgets import accessible

ROWS = ("games", "ahead", "level", "result", "money")


class HeadToHeadView(QWidget):
    """Two choosers over a table: a column per player; ``chosen`` asks for new figures."""

    chosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.first = QComboBox()
        self.second = QComboBox()
        self.first_label = QLabel()
        self.against_label = QLabel()
        self.first_label.setBuddy(self.first)
        self.against_label.setBuddy(self.second)
        for widget in (self.first_label, self.first, self.against_label, self.second):
            row.addWidget(widget)
        row.addStretch()
        layout.addLayout(row)
        self.sentence = QLabel()
        self.sentence.setWordWrap(True)
        big = self.sentence.font()
        big.setPointSizeF(big.pointSizeF() * 1.2)
        self.sentence.setFont(big)
        layout.addWidget(self.sentence)
        self.table = Section()
        self.table.header(2)
        for key in ROWS:
            self.table.row(key, [f"{key}.first", f"{key}.second"])
        holder = QGridLayout()
        holder.addWidget(self.table, 0, 0, Qt.AlignmentFlag.AlignTop)
        # Their games together, one by one: where the figures come from.
        self.games = QTreeWidget()
        self.games.setRootIsDecorated(False)
        self.games.setAlternatingRowColors(True)
        self.games.setColumnCount(4)
        self.games.header().setStretchLastSection(False)  # both results beside each other
        holder.addWidget(self.games, 0, 1)
        holder.setColumnStretch(2, 1)  # the list as wide as its columns, the rest empty
        layout.addLayout(holder, 1)
        self.first.currentIndexChanged.connect(lambda _i: self.chosen.emit())
        self.second.currentIndexChanged.connect(lambda _i: self.chosen.emit())
        self._shown: HeadToHead | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.games.setHeaderLabels(self._game_headers())
        self.first_label.setText(self.tr("Play&er:"))
        self.against_label.setText(self.tr("&against:"))
        accessible.name(self.first, self.tr("Player"), self.tr("The first of the two players."))
        accessible.name(self.second, self.tr("Against"), self.tr("The player he is compared with."))
        self.table.name("games", self.tr("Games together"))
        self.table.name("ahead", self.tr("Finished ahead"))
        self.table.name("level", self.tr("Finished level"))
        self.table.name("result", self.tr("Result in these games, whists"))
        self.table.name("money", self.tr("Money in these games"))
        self.show_figures(self._shown)

    def set_players(self, names: list[str], first: str | None) -> None:
        """Fill both choosers (keeping what was chosen); the second another player."""
        for combo, wanted in ((self.first, first), (self.second, None)):
            keep = wanted or combo.currentText()
            combo.blockSignals(True)
            combo.clear()
            combo.addItems(names)
            if keep in names:
                combo.setCurrentIndex(names.index(keep))
            combo.blockSignals(False)
        if self.second.currentText() == self.first.currentText() and len(names) > 1:
            self.second.blockSignals(True)
            self.second.setCurrentIndex(1 if self.first.currentIndex() == 0 else 0)
            self.second.blockSignals(False)

    def pair(self) -> tuple[str, str] | None:
        first, second = self.first.currentText(), self.second.currentText()
        return (first, second) if first and second and first != second else None

    def text(self, key: str) -> str:
        return self.table.values[key].text()

    def _game_headers(self, first: str = "", second: str = "") -> list[str]:
        return [
            self.tr("Date"),
            self.tr("Game"),
            first or self.tr("Player"),
            second or self.tr("Opponent"),
        ]

    def show_games(self, games: Sequence[GameResult]) -> None:
        """The pair's games together, in the order played, each one's result in whists."""
        self.games.clear()
        pair = self.pair()
        if pair is None:
            return
        first, second = pair
        self.games.setHeaderLabels(self._game_headers(first, second))
        for game in games:
            if first not in game.players or second not in game.players:
                continue
            mine, theirs = game.result(first), game.result(second)
            item = QTreeWidgetItem(
                [
                    i18n.local_day_text(game.created_at),
                    str(game.game_id),
                    signed(mine),
                    signed(theirs),
                ]
            )
            for column in (1, 2, 3):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight)
            ahead = 2 if mine > theirs else 3 if theirs > mine else None
            if ahead is not None:  # the one who finished ahead, in bold
                bold = item.font(ahead)
                bold.setBold(True)
                item.setFont(ahead, bold)
            self.games.addTopLevelItem(item)
        for column in range(4):
            self.games.resizeColumnToContents(column)
        scrollbar = self.games.verticalScrollBar().sizeHint().width()
        frame = 2 * self.games.frameWidth()
        self.games.setFixedWidth(self.games.header().length() + scrollbar + frame + 4)

    def show_figures(self, h: HeadToHead | None) -> None:
        """The pair's figures; ``None``: no pair chosen (one player, or the same twice)."""
        self._shown = h
        self.table.setVisible(h is not None and h.games > 0)
        self.games.setVisible(h is not None and h.games > 0)
        if h is None:
            self.sentence.setText(self.tr("Choose two different players."))
            return
        self.table.set_headers([h.first, h.second])
        if h.games == 0:
            self.sentence.setText(
                self.tr(
                    "{first} and {second} have not played together in the chosen games."
                ).format(first=h.first, second=h.second)
            )
            return
        self.sentence.setText(
            self.tr(
                "Games together: {games}. Finished ahead: {first} — {ahead}, "
                "{second} — {behind}; level — {level}."
            ).format(
                games=h.games,
                first=h.first,
                second=h.second,
                ahead=h.first_ahead,
                behind=h.second_ahead,
                level=h.level,
            )
        )
        put = self.table.put
        put("games.first", str(h.games))
        put("games.second", str(h.games))
        put("ahead.first", str(h.first_ahead))
        put("ahead.second", str(h.second_ahead))
        put("level.first", str(h.level))
        put("level.second", str(h.level))
        put("result.first", signed(h.first_result))
        put("result.second", signed(h.second_result))
        put("money.first", signed_money(h.first_money))
        put("money.second", signed_money(h.second_money))
