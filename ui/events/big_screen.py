"""The big screen for a club's wall: the current round's tables and the standings in large
type, read-only, refreshing by itself (a table's deals and results move as they are played).

Everything stays on the screen whatever the field (issue 17: at ~30 players the rows ran off the
bottom of a 1920×1080 wall): the tables and the standings are laid out in as many columns as
they need, and the type is made smaller step by step until both fit (:meth:`BigScreen.fit`).
The type is the largest that fits the screen it is on (issue 32: a dozen players filled the top
third of a 1920×1080 wall in 28 px type); the title and the note grow with the screen.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent, QTextDocument
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from app.engine.errors import CodedError
from app.services.event_values import Standing
from app.services.events import TableView
from app.services.game_service import GameService
from app.services.results import Changes, Link
from ui import i18n
from ui.change_relay import relay_of
from ui.events.words import points_text, round_title, signed_text, table_title
from ui.printed import html_text

LARGEST_PX = 28
"""The largest type on a small window (a 1024×700 laptop); a taller screen allows more
(:func:`largest_px`)."""
SMALLEST_PX = 12
"""Below this nobody reads it from a chair; a field that needs less is cut (never seen: 60+)."""
MAX_COLUMNS = 4
MARGINS = (40, 30, 40, 20)
Html = Callable[[int, int], str]
"""A panel's text at a type size (px) in a number of columns."""


def largest_px(height: int) -> int:
    """The largest type tried on a window ``height`` pixels tall: a tenth of it (108 px on a
    1920×1080 wall), never less than :data:`LARGEST_PX`."""
    return max(LARGEST_PX, height // 10)


def title_px(height: int) -> int:
    """The title's type: 40 px on a 700 px window, growing with the screen (60 px at 1080)."""
    return max(40, height // 18)


def note_px(height: int) -> int:
    return max(16, height // 60)


class BigScreen(QWidget):
    """Full screen on the wall; Esc or a double click closes it. Nothing on it can be changed."""

    def __init__(self, service: GameService, event_id: int) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.events = service.events
        self.event_id = event_id
        self.shown_tables: tuple[TableView, ...] = ()
        self.shown_byes: tuple[str, ...] = ()
        self.shown_lines: tuple[Standing, ...] = ()
        self.type_px = LARGEST_PX
        self._ruler = QTextDocument(self)
        self._ruler.setDocumentMargin(0)
        self._measured: dict[tuple[str, int, int], tuple[int, int]] = {}
        self.setWindowTitle(self.tr("Big screen"))
        self.setStyleSheet("background: #0b2a1a; color: #f4f1e6;")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet(f"font-size: {title_px(0)}px; font-weight: bold;")
        # A long evening's name wraps instead of holding the window wider than its screen.
        self.title.setWordWrap(True)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.tables = self._panel()
        self.standings = self._panel()
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.note.setStyleSheet(f"font-size: {note_px(0)}px; color: #9fb8a8;")
        self.grid = QGridLayout()
        self.grid.addWidget(self.tables, 0, 0)
        self.grid.addWidget(self.standings, 0, 1)
        self.grid.setColumnStretch(0, 1)
        self.grid.setColumnStretch(1, 1)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(*MARGINS)
        self.column.addWidget(self.title)
        self.column.addLayout(self.grid, 1)
        self.column.addWidget(self.note)
        # The wall follows every change that touches its evening (ui/change_relay.py): a deal
        # recorded at any table, on this PC or another, shows within a second; nothing is
        # read while nothing changes.
        self.games: frozenset[int] = frozenset()
        self.relay = relay_of(service)
        self.relay.changed.connect(self._changes_arrived)
        self.relay.link.connect(self._link_changed)
        self.refresh()

    def _changes_arrived(self, changes: Changes) -> None:
        if changes.touches_event(self.event_id) or changes.touches_games(self.games):
            self.refresh()

    def _link_changed(self, link: Link) -> None:
        if link.state == "lost":
            self.note.setText(i18n.error_text("server_unavailable", {}))
        else:
            self.refresh()

    @staticmethod
    def _panel() -> QLabel:
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # The panel never asks the window to grow: fit() chooses what fits in it.
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        return label

    def show_on_wall(self) -> None:
        """Full screen on the screen it is on (the club's second screen: drag it there)."""
        self.showFullScreen()
        self.raise_()
        # Raised without being activated, openbox left it under the event window (seen at
        # 1920×1080 in a real X server, issue 32): the wall is the window asked for.
        self.activateWindow()

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
        self.games = frozenset(game for r in view.rounds for game in r.games)
        heading = view.name
        if current is not None:
            heading += " · " + round_title(current.number)
        self.title.setText(heading)
        self.shown_tables = tables
        self.shown_byes = current.byes if current is not None else ()
        self.shown_lines = tuple(lines)
        self._measured.clear()
        self.note.setText(self.tr("Refreshes by itself · Esc closes"))
        self.fit()

    # -- fitting ----------------------------------------------------------------------------

    def panel_space(self) -> tuple[int, int]:
        """The width both panels share and the height each has on this window."""
        left, top, right, bottom = MARGINS
        spacing = max(self.column.spacing(), 0)
        # The title wraps at the window's width: as tall as its lines there.
        title = self.title.heightForWidth(self.width() - left - right)
        height = (
            self.height()
            - top
            - bottom
            - (title if title > 0 else self.title.sizeHint().height())
            - self.note.sizeHint().height()
            - 2 * spacing
        )
        width = self.width() - left - right - max(self.grid.horizontalSpacing(), 0)
        return width, height

    def _scale_headings(self) -> None:
        """The title and the note at the size this window's height gives them."""
        title = f"font-size: {title_px(self.height())}px; font-weight: bold;"
        if self.title.styleSheet() != title:
            self.title.setStyleSheet(title)
            self.note.setStyleSheet(f"font-size: {note_px(self.height())}px; color: #9fb8a8;")

    def fit(self) -> None:
        """The largest type at which the tables and the standings both fit side by side, each
        in the fewest columns that hold it; the width is shared as each needs it."""
        self._scale_headings()
        width, height = self.panel_space()
        best: tuple[int, int, int, int] | None = None
        low, high = SMALLEST_PX, largest_px(self.height())
        while low <= high:  # a smaller type never needs more room: search the sizes by halves
            px = (low + high) // 2
            found = self._layout(px, width, height)
            if found is None:
                high = px - 1
            else:
                best, low = (px, *found), px + 1
        if best is None:
            best = (SMALLEST_PX, MAX_COLUMNS, MAX_COLUMNS, width // 2)
        self._show(*best, width)

    def _layout(self, px: int, width: int, height: int) -> tuple[int, int, int] | None:
        """``(table columns, standing columns, tables' width)`` fitting at ``px``, or None."""
        tables = self._sizes(self.tables_html, px, height)
        standings = self._sizes(self.standings_html, px, height)
        fitting = [
            (t_columns + s_columns, t_columns, s_columns, t_width)
            for t_columns, t_width in tables
            for s_columns, s_width in standings
            if t_width + s_width <= width
        ]
        return min(fitting)[1:] if fitting else None

    def _sizes(self, html: Html, px: int, height: int) -> list[tuple[int, int]]:
        """``(columns, width)`` of each layout of ``html`` at ``px`` that is not too tall."""
        out = []
        for columns in range(1, MAX_COLUMNS + 1):
            key = (html.__name__, px, columns)
            if key not in self._measured:
                self._measured[key] = self._measure(html(px, columns))
            needed_width, needed_height = self._measured[key]
            if needed_height <= height:
                out.append((columns, needed_width))
        return out

    def _measure(self, html: str) -> tuple[int, int]:
        """The size a panel needs for ``html`` (as the label lays it out, plus a pixel)."""
        self._ruler.setDefaultFont(self.tables.font())
        self._ruler.setHtml(html)
        size = self._ruler.size()
        return math.ceil(self._ruler.idealWidth()) + 1, math.ceil(size.height()) + 1

    def _show(self, px: int, t_columns: int, s_columns: int, t_width: int, width: int) -> None:
        self.type_px = px
        self.tables.setText(self.tables_html(px, t_columns))
        self.standings.setText(self.standings_html(px, s_columns))
        # The spare width goes half to each panel; what each needs is given first.
        spare = max(width - t_width - self.standings.sizeHint().width(), 0)
        self.grid.setColumnStretch(0, t_width + spare // 2)
        self.grid.setColumnStretch(1, width - t_width - spare // 2)
        self.column.activate()  # the panels get their new widths now, not at the next pass

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    # -- what is shown --------------------------------------------------------------------

    def tables_html(self, px: int, columns: int) -> str:
        """The round's tables, ``columns`` blocks to a row, then who sits out."""
        blocks = []
        for table in self.shown_tables:
            seats = "<br>".join(
                f"&nbsp;&nbsp;{_html(name)}"
                + (f" <b>{signed_text(table.result[name])}</b>" if table.game_id else "")
                for name in table.players
            )
            deals = (
                self.tr("{count} deals").format(count=table.deals_played) if table.game_id else ""
            )
            blocks.append(
                f"<b>{table_title(table.number)}</b> <span style='color:#9fb8a8'>{deals}</span>"
                f"<br>{seats}"
            )
        rows = [blocks[i : i + columns] for i in range(0, len(blocks), columns)]
        pad = px // 2
        cells = "".join(
            "<tr>"
            + "".join(
                f"<td valign='top' style='padding: 0 {px}px {pad}px 0'>{block}</td>"
                for block in row
            )
            + "</tr>"
            for row in rows
        )
        text = f"<table cellspacing='0'>{cells}</table>"
        if self.shown_byes:
            names = ", ".join(_html(n) for n in self.shown_byes)
            text += "<p>" + self.tr("Sitting out: {names}").format(names=names) + "</p>"
        return f"<div style='font-size: {px}px'>{text}</div>"

    def standings_html(self, px: int, columns: int) -> str:
        """The standings, best first, down the first column, then the next."""
        lines = self.shown_lines
        per_column = max(1, -(-len(lines) // columns))
        player, points, whists = self.tr("Player"), self.tr("Points"), self.tr("Whists")
        header = (
            f"<tr><th></th><th align='left'>{player}</th>"
            f"<th>&nbsp;&nbsp;{points}</th><th>&nbsp;&nbsp;{whists}</th></tr>"
        )
        parts = []
        for start in range(0, max(len(lines), 1), per_column):
            rows = "".join(_standing_row(line) for line in lines[start : start + per_column])
            parts.append(
                f"<td valign='top' style='padding-right: {px}px'>"
                f"<table cellspacing='{max(2, px // 7)}'>{header}{rows}</table></td>"
            )
        return f"<div style='font-size: {px}px'><table><tr>{''.join(parts)}</tr></table></div>"

    # -- closing --------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event: object) -> None:
        self.close()


def _standing_row(line: Standing) -> str:
    return (
        f"<tr><td align='right'>{line.place}.&nbsp;</td><td>{_html(line.player)}</td>"
        f"<td align='right'>&nbsp;&nbsp;<b>{points_text(line.points)}</b></td>"
        f"<td align='right'>&nbsp;&nbsp;{signed_text(line.whists)}</td></tr>"
    )


def _html(text: str) -> str:
    """A name or title in the screen's HTML: no markup, control characters escaped (D9)."""
    return html_text(text)
