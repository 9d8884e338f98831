"""The card table: seats with names, dealer, resting player, first speaker, pools, last deal."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.engine import Call, Deal, GameEvent, Incident, ManualEntry, Raspasy, Sheet
from app.engine.names import visible
from app.services.deal_outcome import deal_outcome
from ui import i18n, theme
from ui.deal_words import outcome_text
from ui.sheet.numbers import sheet_number

# Grid cells of the seats around the table, clockwise from the bottom (the sheet's holder).
_SEATS_3 = ((2, 1), (1, 0), (1, 2))
_SEATS_4 = ((2, 1), (1, 0), (0, 1), (1, 2))


def _set_text(label: QLabel, text: str) -> None:
    """Set a label's text only when it changes: each change re-lays out the whole table."""
    if label.text() != text:
        label.setText(text)


class PoolBar(QWidget):
    """A thin bar: how much of the pool a player has written.

    Not a QProgressBar: its ``setValue`` repaints at once, which cost a few milliseconds per
    seat on every recorded deal; this one asks for an ordinary (batched) update.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._value = 0
        self._maximum = 1
        self.setFixedHeight(6)
        self.setMinimumWidth(60)

    def value(self) -> int:
        return self._value

    def maximum(self) -> int:
        return self._maximum

    def setMaximum(self, maximum: int) -> None:
        if maximum != self._maximum:
            self._maximum = max(1, maximum)
            self.update()

    def setValue(self, value: int) -> None:
        if value != self._value:
            self._value = value
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        rect = QRectF(self.rect())
        radius = rect.height() / 2
        scheme = theme.current()
        painter.setBrush(theme.qcolor(scheme.bar_track))
        painter.drawRoundedRect(rect, radius, radius)
        share = max(0.0, min(1.0, self._value / self._maximum))
        if share > 0:
            painter.setBrush(theme.qcolor(scheme.bar_fill))
            painter.drawRoundedRect(
                QRectF(0, 0, rect.width() * share, rect.height()), radius, radius
            )
        painter.end()


CARD_MAX_WIDTH = 300
"""A seat card is no wider than this: on a wide window the cards were bands of empty space."""


class SeatCard(QFrame):
    """One player at the table: name, role (deals / rests / speaks first), pool progress."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaximumWidth(CARD_MAX_WIDTH)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("seat")
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 6, 8, 6)
        box.setSpacing(2)
        self.name = QLabel()
        font = self.name.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name.setFont(font)
        self.role = QLabel()
        theme.tint(self.role, "warn")
        # The pool figures are a label of their own: text printed over the bar's fill was
        # hard to read (half on the fill, half off it).
        self.pool_text = QLabel()
        self.pool = PoolBar()
        self.totals = QLabel()
        theme.tint(self.totals, "note")
        for label in (self.name, self.role, self.pool_text, self.totals):
            label.setTextFormat(Qt.TextFormat.PlainText)  # a name is never rich text
        for label in (self.name, self.role, self.pool_text):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            box.addWidget(label)
        box.addWidget(self.pool)
        self.totals.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.totals)


class CardTable(QWidget):
    """Who sits where for the next deal, the raspasy streak and price, and the last deal."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setSpacing(6)
        # On a wide window the table stays together in the middle, the seats at their width.
        self._grid.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.centre = QLabel()
        self.centre.setObjectName("tableCentre")
        self.centre.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.centre.setWordWrap(True)
        self.centre.setMinimumWidth(150)
        self.centre.setMaximumWidth(CARD_MAX_WIDTH)
        self._style_centre()
        theme.state().changed.connect(self._style_centre)
        self._grid.addWidget(self.centre, 1, 1)
        self.seats: dict[str, SeatCard] = {}
        self.last_deal = QLabel()
        self.last_deal.setWordWrap(True)
        for label in (self.centre, self.last_deal):
            label.setTextFormat(Qt.TextFormat.PlainText)  # names: a "<img>" name stays text
        self._grid.addWidget(self.last_deal, 3, 0, 1, 3)
        self.database = QLabel()
        self.database.setObjectName("tableDatabase")
        self.database.setTextFormat(Qt.TextFormat.PlainText)
        theme.tint(self.database, "note")
        self._grid.addWidget(self.database, 4, 0, 1, 3)

    def _style_centre(self) -> None:
        scheme = theme.current()
        self.centre.setStyleSheet(
            f"#tableCentre {{ background: {scheme.centre}; color: {scheme.centre_text};"
            " border-radius: 14px; padding: 8px; }"
        )

    def set_database(self, name: str) -> None:
        """Which database the games come from: a file name, or "server club@host"."""
        _set_text(self.database, self.tr("Games: {name}").format(name=name) if name else "")

    def set_state(
        self,
        sheet: Sheet | None,
        last_event: GameEvent | None = None,
        finished: bool = False,
        round_table: bool = False,
    ) -> None:
        """Show ``sheet``; ``finished``: the players have marked the game finished (settled);
        ``round_table``: the game is a table of an evening's round (its end ends the round)."""
        players = sheet.players if sheet is not None else ()
        if tuple(self.seats) != players:  # another game: new seats (same game: reuse them)
            for gone in self.seats.values():
                gone.setParent(None)
                gone.deleteLater()
            self.seats = {}
        if sheet is None:
            self.centre.setText("")
            self.last_deal.setText("")
            return
        table = sheet.table
        cells = _SEATS_3 if len(sheet.players) == 3 else _SEATS_4
        for player, (row, col) in zip(sheet.players, cells, strict=True):
            card = self.seats.get(player)
            if card is None:
                card = SeatCard()
                card.name.setText(visible(player))  # control characters escaped (D9)
                self._grid.addWidget(card, row, col)
                self.seats[player] = card
            roles = []
            # The pool is closed or the game finished: no next deal, nobody deals or speaks.
            if not sheet.finished and not finished:
                if player == table.dealer:
                    roles.append(self.tr("deals"))
                if player == table.resting:
                    roles.append(self.tr("rests"))
                if player == table.first_speaker:
                    roles.append(self.tr("speaks first"))
            _set_text(card.role, ", ".join(roles) or " ")
            size = sheet.rules.pool_size
            card.pool.setMaximum(size)
            card.pool.setValue(int(max(0, min(size, sheet.pool[player]))))  # a half: floor
            _set_text(
                card.pool_text,
                self.tr("pool {value} of {size}").format(
                    value=sheet_number(sheet.pool[player]), size=size
                ),
            )
            whists = sum(sheet.whists[player].values())
            _set_text(
                card.totals,
                self.tr("mountain {m} · whists {w}").format(
                    m=sheet_number(sheet.mountain[player]), w=sheet_number(whists)
                ),
            )
            # A screen reader names the seat by its player and says the rest in one sentence.
            said = ", ".join(
                t
                for t in (card.role.text().strip(), card.pool_text.text(), card.totals.text())
                if t
            )
            if card.accessibleName() != player or card.accessibleDescription() != said:
                card.setAccessibleName(player)
                card.setAccessibleDescription(said)
        streak = table.raspasy_streak
        if finished:  # marked finished: settled, nothing more to ask of the players
            lines = [
                self.tr("The game is finished"),
                self.tr("Settlement: Ctrl+R"),
            ]
        elif sheet.finished and sheet.rules.game_end not in ("deals", "time"):  # no next deal
            lines = [
                self.tr("The pool is closed"),
                self.tr("The game is over: time to settle up (Ctrl+R)."),
            ]
        elif sheet.finished:  # by the deal limit or the clock: say which (not «Пуля закрыта»)
            from ui.end_words import end_headline  # only once such a game ends

            lines = [
                end_headline(sheet.rules, table.deals_played, round_table=round_table),
                self.tr("Time to settle up (Ctrl+R)."),
            ]
        else:
            lines = [self.tr("Deal {number}").format(number=table.deals_played + 1)]
            if streak:
                lines.append(self.tr("Raspasy in a row: {n}").format(n=streak))
            lines.append(
                self.tr("Raspasy price: {price}").format(price=sheet.rules.raspasy_price(streak))
            )
        _set_text(self.centre, "\n".join(lines))
        _set_text(self.last_deal, visible(self.describe(last_event)))

    def _in_play_order(self, players: Iterable[str], after: str | None = None) -> list[str]:
        """``players`` clockwise from the seat after ``after`` (from the first seat without
        it): a deal read back from the store has its calls in another order."""
        seats = list(self.seats)

        def place(player: str) -> int:
            if player not in seats:
                return len(seats)
            start = seats.index(after) + 1 if after in seats else 0
            return (seats.index(player) - start) % len(seats)

        return sorted(players, key=place)

    def describe(self, event: GameEvent | None) -> str:
        """The last deal in words."""
        if event is None:
            return self.tr("No deals yet.")
        if isinstance(event, Raspasy):
            parts = ", ".join(f"{p} {event.tricks[p]}" for p in self._in_play_order(event.tricks))
            return self.tr("Last deal: raspasy — tricks {tricks}.").format(tricks=parts)
        if isinstance(event, Deal):
            contract = i18n.contract_text(event.contract)
            calls = ", ".join(
                f"{p} — {i18n.call_text(event.calls[p])}"
                for p in self._in_play_order(event.calls, event.declarer)
            )
            if event.contract.is_misere:
                # Made or caught, in words: «Аня — мизер не сыгран, 1 взятка» (a bare
                # «мизер, взяток: 1» did not say the misère failed).
                outcome = outcome_text(event.contract.code, *deal_outcome(event))
                return self.tr("Last deal: {declarer} — {outcome}.").format(
                    declarer=event.declarer, outcome=outcome
                )
            if event.conceded:
                return self.tr("Last deal: {declarer} {contract}, given up three down.").format(
                    declarer=event.declarer, contract=contract
                )
            # A played half-whist (an option) has tricks although nobody said whist.
            whisted = any(c is Call.WHIST for c in event.calls.values())
            if not whisted and not any(event.tricks.values()):
                if any(c is Call.HALF for c in event.calls.values()):  # a call, not «no whist»
                    return self.tr(
                        "Last deal: {declarer} {contract}, half-whisted, not played ({calls})."
                    ).format(declarer=event.declarer, contract=contract, calls=calls)
                return self.tr("Last deal: {declarer} {contract}, not whisted ({calls}).").format(
                    declarer=event.declarer, contract=contract, calls=calls
                )
            taken = event.tricks.get(event.declarer, 0)
            level = event.contract.level or 0
            result = (
                self.tr("made") if taken >= level else self.tr("down {n}").format(n=level - taken)
            )
            return self.tr(
                "Last deal: {declarer} {contract} ({calls}), took {n}: {result}."
            ).format(
                declarer=event.declarer, contract=contract, calls=calls, n=taken, result=result
            )
        if isinstance(event, ManualEntry):
            return self.tr("Last event: a manual entry for {player}.").format(player=event.player)
        if isinstance(event, Incident):
            title = i18n.penalty_title(event.rule) or event.rule
            return self.tr("Last event: an incident — {title}.").format(title=title)
        return ""
