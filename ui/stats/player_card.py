"""The player's card: every figure of docs/statistics.md for one player over the chosen games,
laid out in titled blocks the way a club's player card reads (result, as declarer, misère, as
defender, as the resting dealer, raspasy, penalties, records, rating); the blocks flow into
one, two or three columns as the window is narrow or wide."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.services.stats import PlayerFigures, Rating, Record
from ui import i18n
from ui.stats.card_section import Section
from ui.stats.figure_texts import (
    DASH,
    decimal,
    exact,
    percent,
    signed,
    signed_decimal,
    signed_money,
)

LEVELS = ("6", "7", "8", "9", "10")
TILES = ("games", "wins", "tile.result", "tile.skill")
"""The figures in large type under the name: games, won, result, rating."""
DECLARER_COLUMNS = ("declared", "made", "failed", "rate", "over", "under")
MOST_COLUMNS = 3
"""Blocks side by side on the widest screens."""


class PlayerCard(QWidget):
    """Filled by :meth:`show_player`; :meth:`text` reads any figure back by its key."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = self.outer = QVBoxLayout(self)
        self.name_label = QLabel()
        self.name_label.setObjectName("player_name")
        big = self.name_label.font()
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.name_label.setFont(big)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        outer.addWidget(self.name_label)
        outer.addWidget(self.summary_label)
        tiles = QHBoxLayout()
        self.tiles: dict[str, QLabel] = {}
        self.tile_names: dict[str, QLabel] = {}
        self.tile_frames = [self._tile(key) for key in TILES]
        for frame in self.tile_frames:
            tiles.addWidget(frame)
        tiles.addStretch()
        outer.addLayout(tiles)
        self.blocks = QGridLayout()
        self.blocks.setSpacing(10)
        outer.addLayout(self.blocks)
        outer.addStretch()

        self.result = Section()
        self.result.header(3)
        self.result.row("whists", ["result.total", "result.per_game", "result.per_deal"])
        self.result.row("money", ["money.total", "money.per_game", "money.per_deal"])

        self.declarer = Section()
        self.declarer.header(len(DECLARER_COLUMNS))
        for level in (*LEVELS, "all"):
            self.declarer.row(level, [f"{c}.{level}" for c in DECLARER_COLUMNS])

        self.misere = Section()
        for key in ("played", "made", "caught", "caught_tricks", "average_caught_tricks"):
            self.misere.row(key, [f"misere.{key}"])

        self.defender = Section()
        defender_keys = ("whists", "passes", "half_whists", "whists_won", "whists_lost")
        for key in (*defender_keys, "whists_written", "responsibility"):
            self.defender.row(key, [f"defender.{key}"])

        self.resting = Section()
        self.resting.row("whists_written", ["resting.whists_written"])

        self.raspasy = Section()
        for key in ("played", "average_tricks", "zero"):
            self.raspasy.row(key, [f"raspasy.{key}"])

        self.penalties = Section()
        self.penalties.header(2)

        self.records = Section()
        for key in ("biggest_win", "biggest_loss", "longest_game"):
            self.records.row(key, [f"records.{key}"])

        self.rating = Section()
        for key in ("skill", "place", "rated_games"):
            self.rating.row(key, [f"rating.{key}"])

        self.sections = [
            self.result,
            self.declarer,
            self.misere,
            self.defender,
            self.resting,
            self.raspasy,
            self.rating,
            self.records,
            self.penalties,
        ]
        self._columns = 0
        self._arrange(1)
        self._shown: tuple[str, PlayerFigures | None, list[Rating], dict[int, str]] = (
            "",
            None,
            [],
            {},
        )
        self.retranslate()

    # -- layout ---------------------------------------------------------------------------

    def _tile(self, key: str) -> QFrame:
        """A key figure in large type over its name."""
        frame = QFrame()
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        box = QVBoxLayout(frame)
        value = QLabel()
        large = value.font()
        large.setPointSizeF(large.pointSizeF() * 1.5)
        large.setBold(True)
        value.setFont(large)
        value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        caption = QLabel()
        caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(value)
        box.addWidget(caption)
        frame.setMinimumWidth(130)
        self.tiles[key] = value
        self.tile_names[key] = caption
        return frame

    def _arrange(self, columns: int) -> None:
        """The blocks in ``columns`` columns, filled row by row (the result always first)."""
        if columns == self._columns:
            return
        self._columns = columns
        for section in self.sections:
            self.blocks.removeWidget(section)
        # One column: each block as wide as it needs, at the left (figures far from their
        # names on a wide row read badly); more: the columns share the width.
        align = Qt.AlignmentFlag.AlignTop
        if columns == 1:
            align |= Qt.AlignmentFlag.AlignLeft
        for index, section in enumerate(self.sections):
            self.blocks.addWidget(section, index // columns, index % columns, align)
        for column in range(MOST_COLUMNS):
            self.blocks.setColumnStretch(column, 1 if column < columns and columns > 1 else 0)
        self.blocks.setColumnStretch(MOST_COLUMNS, 1 if columns == 1 else 0)

    def needed_width(self, columns: int) -> int:
        """The width the blocks take in ``columns`` columns: each column as wide as its widest
        block, with the spacing between (and the card's margins)."""
        widest = [0] * columns
        for index, section in enumerate(self.sections):
            column = index % columns
            widest[column] = max(widest[column], section.minimumSizeHint().width())
        margins = self.outer.contentsMargins()
        spacing = self.blocks.horizontalSpacing() * (columns - 1)
        return sum(widest) + spacing + margins.left() + margins.right()

    def fit(self, width: int) -> None:
        """As many columns as fit in ``width`` (at most three): never a sideways scroll."""
        columns = next((n for n in range(MOST_COLUMNS, 1, -1) if self.needed_width(n) <= width), 1)
        self._arrange(columns)

    # -- texts ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.result.setTitle(self.tr("Result"))
        self.result.set_headers([self.tr("in all"), self.tr("per game"), self.tr("per deal")])
        self.result.name("whists", self.tr("Whists"))
        self.result.name("money", self.tr("Money"))
        self.tile_names["games"].setText(self.tr("games"))
        self.tile_names["wins"].setText(self.tr("won"))
        self.tile_names["tile.result"].setText(self.tr("whists in all"))
        self.tile_names["tile.skill"].setText(self.tr("rating"))
        self.declarer.setTitle(self.tr("As declarer"))
        self.declarer.set_headers(
            [
                self.tr("declared"),
                self.tr("made"),
                self.tr("failed"),
                self.tr("success"),
                self.tr("overtricks", "average over contracts made"),
                self.tr("undertricks", "average over contracts failed"),
            ]
        )
        self.declarer.headers[4].setToolTip(self.tr("Average overtricks on contracts made"))
        self.declarer.headers[5].setToolTip(self.tr("Average undertricks on contracts failed"))
        for level in LEVELS:
            self.declarer.name(level, self.tr("%1-level").replace("%1", level))
        self.declarer.name("all", self.tr("All, with misère"))
        self.misere.setTitle(self.tr("Misère"))
        self.misere.name("played", self.tr("Declared"))
        self.misere.name("made", self.tr("Made (no trick taken)"))
        self.misere.name("caught", self.tr("Caught"))
        self.misere.name("caught_tricks", self.tr("Tricks taken when caught"))
        self.misere.name("average_caught_tricks", self.tr("Tricks per misère caught"))
        self.defender.setTitle(self.tr("As defender"))
        self.defender.name("whists", self.tr("Whisted"))
        self.defender.name("passes", self.tr("Passed"))
        self.defender.name("half_whists", self.tr("Half-whisted"))
        self.defender.name("whists_won", self.tr("Whists won (declarer went down)"))
        self.defender.name("whists_lost", self.tr("Whists lost (contract made)"))
        self.defender.name("whists_written", self.tr("Whists written on declarers"))
        self.defender.name("responsibility", self.tr("Responsibility paid (mountain)"))
        # docs/statistics.md, "As the resting dealer": what he wrote sitting out, not defending.
        self.resting.setTitle(self.tr("As the resting dealer"))
        self.resting.name(
            "whists_written", self.tr("Whists written on declarers (consolation, talon)")
        )
        self.raspasy.setTitle(self.tr("Raspasy"))
        self.raspasy.name("played", self.tr("Raspasy played"))
        self.raspasy.name("average_tricks", self.tr("Tricks per raspasy"))
        self.raspasy.name("zero", self.tr("Without a trick"))
        self.penalties.setTitle(self.tr("Penalties"))
        self.penalties.set_headers([self.tr("times"), self.tr("mountain")])
        self.records.setTitle(self.tr("Records"))
        self.records.name("biggest_win", self.tr("Biggest win"))
        self.records.name("biggest_loss", self.tr("Biggest loss"))
        self.records.name("longest_game", self.tr("Longest game, deals"))
        self.rating.setTitle(self.tr("Rating"))
        self.rating.name("skill", self.tr("Skill (± uncertainty)"))
        self.rating.name("place", self.tr("Place"))
        self.rating.name("rated_games", self.tr("Games rated"))
        name, figures, ratings, days = self._shown
        self.show_player(name, figures, ratings, days)

    # -- figures --------------------------------------------------------------------------

    def text(self, key: str) -> str:
        """The figure shown under ``key`` (``"result.total"``, ``"made.7"`` …)."""
        if key in self.tiles:
            return self.tiles[key].text()
        for section in self.sections:
            if key in section.values:
                return section.values[key].text()
        raise KeyError(key)

    def show_player(
        self,
        name: str,
        figures: PlayerFigures | None,
        ratings: list[Rating],
        days: Mapping[int, str],
    ) -> None:
        """Fill the card; ``figures`` ``None``: no game of his in the chosen games.
        ``ratings``: everybody's over the same games, best first; ``days``: the day each game
        was started (records name it)."""
        self._shown = (name, figures, list(ratings), dict(days))
        self.name_label.setText(name)
        if figures is None:
            self.summary_label.setText(self.tr("No games of this player among the chosen games."))
        else:
            self.summary_label.setText(
                self.tr("Last played: {day}. Deals: {deals}.").format(
                    day=i18n.local_day_text(figures.last_played), deals=figures.deals
                )
            )
        for section in self.sections:
            section.setVisible(figures is not None)
        for frame in self.tile_frames:
            frame.setVisible(figures is not None)
        if figures is None:
            return
        self.tiles["games"].setText(str(figures.games))
        self.tiles["wins"].setText(f"{figures.wins} ({percent(figures.win_rate)})")
        self.tiles["tile.result"].setText(signed(figures.result.total))
        self._result(figures)
        self._declarer(figures)
        self._misere_defender_raspasy(figures)
        self._penalties(figures)
        self._records(figures, days)
        self._rating(name, ratings)

    def _result(self, f: PlayerFigures) -> None:
        put = self.result.put
        put("result.total", signed(f.result.total))
        for what in ("per_game", "per_deal"):
            value = getattr(f.result, what)
            put(f"result.{what}", signed_decimal(value), exact(value))
            money = getattr(f.money, what)
            put(f"money.{what}", DASH if money is None else signed_money(money), exact(money))
        put("money.total", signed_money(f.money.total))

    def _declarer(self, f: PlayerFigures) -> None:
        put = self.declarer.put
        for c in f.contracts:
            level = str(c.level)
            put(f"declared.{level}", str(c.declared))
            put(f"made.{level}", str(c.made))
            put(f"failed.{level}", str(c.failed))
            put(f"rate.{level}", percent(c.success_rate), exact(c.success_rate))
            put(f"over.{level}", decimal(c.average_overtricks), exact(c.average_overtricks))
            put(f"under.{level}", decimal(c.average_undertricks), exact(c.average_undertricks))
        # The totals as docs/statistics.md defines them: the levels plus misères (the label
        # says so; the misère block beside gives the misères alone).
        total = f.all_contracts
        put("declared.all", str(total.declared))
        put("made.all", str(total.made))
        put("failed.all", str(total.failed))
        put("rate.all", percent(total.success_rate), exact(total.success_rate))
        put("over.all", "")
        put("under.all", "")

    def _misere_defender_raspasy(self, f: PlayerFigures) -> None:
        m, d, r = f.misere, f.defender, f.raspasy
        self.misere.put("misere.played", str(m.played))
        self.misere.put("misere.made", str(m.made))
        self.misere.put("misere.caught", str(m.caught))
        self.misere.put("misere.caught_tricks", str(m.caught_tricks))
        self.misere.put(
            "misere.average_caught_tricks",
            decimal(m.average_caught_tricks),
            exact(m.average_caught_tricks),
        )
        for key in ("whists", "passes", "half_whists", "whists_won", "whists_lost"):
            self.defender.put(f"defender.{key}", str(getattr(d, key)))
        self.defender.put("defender.whists_written", i18n.number_text(d.whists_written))
        self.defender.put("defender.responsibility", i18n.number_text(d.responsibility))
        self.resting.put(
            "resting.whists_written", i18n.number_text(f.resting_dealer.whists_written)
        )
        self.raspasy.put("raspasy.played", str(r.played))
        self.raspasy.put(
            "raspasy.average_tricks", decimal(r.average_tricks), exact(r.average_tricks)
        )
        self.raspasy.put("raspasy.zero", str(r.zero))

    def _penalties(self, f: PlayerFigures) -> None:
        """One row per rule, named by its title as the rules window gives it."""
        self.penalties.clear_rows()
        if not f.penalties:
            self.penalties.row("none", [])
            self.penalties.name("none", self.tr("None recorded"))
            return
        for p in sorted(f.penalties, key=lambda p: (-p.count, p.rule)):
            self.penalties.row(p.rule, [f"penalty.{p.rule}.count", f"penalty.{p.rule}.points"])
            title = i18n.penalty_title(p.rule) or p.rule.upper()
            self.penalties.name(p.rule, title)
            self.penalties.names[p.rule].setWordWrap(True)
            self.penalties.put(f"penalty.{p.rule}.count", str(p.count))
            self.penalties.put(f"penalty.{p.rule}.points", i18n.number_text(p.points))

    def _records(self, f: PlayerFigures, days: Mapping[int, str]) -> None:
        def game(record: Record | None, value: str) -> str:
            if record is None:
                return DASH
            day = days.get(record.game_id, "")
            where = self.tr("game {number}, {day}") if day else self.tr("game {number}")
            return f"{value} ({where.format(number=record.game_id, day=day)})"

        r = f.records
        self.records.put(
            "records.biggest_win",
            game(r.biggest_win, signed(r.biggest_win.value) if r.biggest_win else ""),
        )
        self.records.put(
            "records.biggest_loss",
            game(r.biggest_loss, signed(r.biggest_loss.value) if r.biggest_loss else ""),
        )
        self.records.put(
            "records.longest_game",
            game(r.longest_game, str(r.longest_game.value) if r.longest_game else ""),
        )

    def _rating(self, name: str, ratings: list[Rating]) -> None:
        """μ ± σ, and his place by the cautious estimate μ − 3σ (docs/statistics.md, "Rating")."""
        places = [r.player for r in ratings]
        if name not in places:
            for key in ("skill", "place", "rated_games"):
                self.rating.put(f"rating.{key}", DASH)
            self.tiles["tile.skill"].setText(DASH)
            return
        rating = ratings[places.index(name)]
        skill = f"{decimal(Fraction(rating.mu))} ± {decimal(Fraction(rating.sigma))}"
        tip = self.tr("Cautious estimate (skill − 3 × uncertainty): {value}").format(
            value=decimal(Fraction(rating.ordinal))
        )
        self.rating.put("rating.skill", skill, tip)
        self.tiles["tile.skill"].setText(skill)
        self.tiles["tile.skill"].setToolTip(tip)
        place = self.tr("{place} of {count}").format(
            place=places.index(name) + 1, count=len(places)
        )
        self.rating.put("rating.place", place)
        self.rating.put("rating.rated_games", str(rating.games))
