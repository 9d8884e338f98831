"""The big screen for a club's wall: the current round's tables and the standings in large
type, read-only, refreshing by itself (a table's deals and results move as they are played)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from app.engine.errors import CodedError
from app.services.events import EventService
from ui import i18n
from ui.events.words import points_text, round_title, signed_text, table_title

REFRESH_MS = 15_000
"""How often the wall reads the database again: a deal takes minutes, a glance seconds."""


class BigScreen(QWidget):
    """Full screen on the wall; Esc or a double click closes it. Nothing on it can be changed."""

    def __init__(self, events: EventService, event_id: int) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.events = events
        self.event_id = event_id
        self.setWindowTitle(self.tr("Big screen"))
        self.setStyleSheet("background: #0b2a1a; color: #f4f1e6;")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 40px; font-weight: bold;")
        self.tables = QLabel()
        self.tables.setTextFormat(Qt.TextFormat.RichText)
        self.tables.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.tables.setStyleSheet("font-size: 28px;")
        self.standings = QLabel()
        self.standings.setTextFormat(Qt.TextFormat.RichText)
        self.standings.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.standings.setStyleSheet("font-size: 28px;")
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.note.setStyleSheet("font-size: 16px; color: #9fb8a8;")
        grid = QGridLayout()
        grid.addWidget(self.tables, 0, 0)
        grid.addWidget(self.standings, 0, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 20)
        layout.addWidget(self.title)
        layout.addLayout(grid, 1)
        layout.addWidget(self.note)
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.refresh()

    def show_on_wall(self) -> None:
        """Full screen on the screen it is on (the club's second screen: drag it there)."""
        self.showFullScreen()
        self.raise_()

    def refresh(self) -> None:
        try:
            view = self.events.event(self.event_id)
            current = view.current_round
            tables = self.events.tables(view.id, current.number) if current else ()
            lines = self.events.standings(view.id)
        except CodedError as error:
            # The wall shows the last good picture and says why it is not newer.
            self.note.setText(i18n.error_text(error.code, error.params))
            return
        heading = view.name
        if current is not None:
            heading += " · " + round_title(current.number)
        self.title.setText(heading)
        parts = []
        for table in tables:
            seats = "<br>".join(
                f"&nbsp;&nbsp;{_html(name)}"
                + (f" <b>{signed_text(table.result[name])}</b>" if table.game_id else "")
                for name in table.players
            )
            deals = (
                self.tr("{count} deals").format(count=table.deals_played) if table.game_id else ""
            )
            parts.append(
                f"<p><b>{table_title(table.number)}</b> <span style='color:#9fb8a8'>{deals}</span>"
                f"<br>{seats}</p>"
            )
        if current is not None and current.byes:
            parts.append(
                "<p>"
                + self.tr("Sitting out: {names}").format(
                    names=", ".join(_html(n) for n in current.byes)
                )
                + "</p>"
            )
        self.tables.setText("".join(parts))
        rows = "".join(
            f"<tr><td align='right'>{line.place}.&nbsp;</td><td>{_html(line.player)}</td>"
            f"<td align='right'>&nbsp;&nbsp;<b>{points_text(line.points)}</b></td>"
            f"<td align='right'>&nbsp;&nbsp;{signed_text(line.whists)}</td></tr>"
            for line in lines
        )
        player, points, whists = self.tr("Player"), self.tr("Points"), self.tr("Whists")
        header = (
            f"<tr><th></th><th align='left'>{player}</th>"
            f"<th>&nbsp;&nbsp;{points}</th><th>&nbsp;&nbsp;{whists}</th></tr>"
        )
        self.standings.setText(f"<table cellspacing='4'>{header}{rows}</table>")
        self.note.setText(self.tr("Refreshes by itself · Esc closes"))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event: object) -> None:
        self.close()


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
