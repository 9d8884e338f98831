"""Statistics for the UI and the command line: figures, rating, season table, head-to-head.

:class:`StatsService` keeps the per-game summaries fresh lazily — before answering it rebuilds
every summary whose game changed since it was built (another ``last_seq``, summary version or
players text), whoever changed it, so no write path needs to know about statistics
(docs/statistics.md, "Summaries").

Use (every value is frozen; amounts exact; docs/statistics.md defines each figure)::

    stats = game_service.stats   # a file's or a club server's games, built once per service
    where = GameFilter(date_from="2026-09-01", date_to="2026-12-31", preset="sochi", seats=3)
    stats.players(where)            # players window: PlayerOverview per player (fast)
    stats.figures(where, ["Anna"])  # a player's page: PlayerFigures (contracts, misère, …)
    stats.results(where)            # charts: GameResult per game in order (result over time)
    stats.head_to_head("Anna", "Boris", where)
    stats.rating(where)             # Rating (mu, sigma, ordinal), best first
    table = stats.season(where, "best", 8); write_season_csv(table, path, translated_titles)
    stats.refresh(progress) / stats.rebuild(progress)  # e.g. behind a progress dialog

Every call raises :class:`~app.services.results.ServiceError` with the store's codes
(``store_busy``, ``disk_full``, ``server_unavailable`` …) on a store failure, never a driver's
error. The roster
operations to come (rename, merge, hide, delete) need nothing from here: a changed players text
or a deleted game is noticed by the freshness check; a player *hidden* from lists is for the
caller to filter out.
"""

from __future__ import annotations

import os
import threading
import weakref
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from app.engine.entries import Amount
from app.engine.errors import CodedError
from app.engine.history import replay
from app.engine.rules import Rules
from app.roster.actions import Roster, RosterLogInvalid, RosterRecord, fold
from app.services.results import ServiceError, store_code
from app.sql import SummaryTables
from app.stats.amounts import money_cents
from app.stats.figures import (
    ContractFigures,
    DefenderFigures,
    HeadToHead,
    MisereFigures,
    PenaltyFigures,
    PlayerFigures,
    RaspasyFigures,
    Record,
    Records,
    RestingDealerFigures,
    Totals,
    head_to_head,
    player_figures,
    records_of,
)
from app.stats.rating import Rating, RatingReplay
from app.stats.season import (
    CSV_HEADER,
    MEASURES,
    SeasonRow,
    SeasonTable,
    season_csv,
    season_table,
    write_season_csv,
)
from app.stats.summarize import GameSource, summarize
from app.stats.summary import SUMMARY_VERSION, GameSummary
from app.stats.summary_sql import SqlSummaryStore
from app.stats.summary_store import GameFilter, GameResult, SummaryStore, records_from_results
from app.store.backend import Backend
from app.store.db import BUSY_TIMEOUT_MS
from app.store.errors import StoreError, StoreWarning, one_line
from app.store.games import StoredDataDamaged
from app.store.protocol import GameStore

__all__ = [
    "ALL_GAMES",
    "CSV_HEADER",
    "MEASURES",
    "ContractFigures",
    "DefenderFigures",
    "GameFilter",
    "GameResult",
    "HeadToHead",
    "MisereFigures",
    "PenaltyFigures",
    "PlayerFigures",
    "PlayerOverview",
    "RaspasyFigures",
    "Rating",
    "Record",
    "Records",
    "RestingDealerFigures",
    "SeasonRow",
    "SeasonTable",
    "StatsReport",
    "StatsService",
    "Totals",
    "money_cents",
    "season_csv",
    "write_season_csv",
]

T = TypeVar("T")

_DAMAGE = (StoredDataDamaged, CodedError, ValueError, LookupError, TypeError, AssertionError)
"""What reading or folding a damaged game raises (as in app/services/game_service.py)."""

ALL_GAMES = GameFilter()
"""No restriction: every game."""

_OVERVIEW_COUNTERS = ("games", "wins")
_OVERVIEW_AMOUNTS = ("result", "money")
"""What the players list sums: a narrow query, so the list opens fast."""

REPLAYS_KEPT = 8
"""Filters whose rating replay is kept (the windows' and the report's; each a few hundred
kilobytes for a 10,000-game club)."""

_SUMMARIES: weakref.WeakKeyDictionary[SummaryTables, SqlSummaryStore] = weakref.WeakKeyDictionary()
"""The summary store of each opened backend's tables (summary_store_of)."""

_REPLAYS: dict[GameFilter, RatingReplay] = {}
_REPLAYS_LOCK = threading.Lock()


def replay_of(where: GameFilter) -> RatingReplay:
    """The rating replay of a filter, shared by every service of this process: each window
    opened makes its own service, and the replay gives exactly ``rate(games)`` for whatever
    games it is given (it compares them with the ones it saw: another database, or the same
    one changed, replays from the first difference), so sharing it is safe and the second
    window of a session replays only what changed (app/stats/rating.py, RatingReplay)."""
    replay = _REPLAYS.pop(where, None) or RatingReplay()
    _REPLAYS[where] = replay  # the most recently used last
    while len(_REPLAYS) > REPLAYS_KEPT:
        del _REPLAYS[next(iter(_REPLAYS))]
    return replay


REBUILD_BATCH = 200
"""Summaries written per transaction: a rebuild never holds the write lock for long."""

Progress = Callable[[int, int], None]
"""Called with (done, total) while summaries are rebuilt."""


@dataclass(frozen=True, slots=True)
class PlayerOverview:
    """One line of the players list: games, when last played, result in whists and money."""

    player: str
    games: int
    wins: int
    last_played: str
    result: Amount
    money: Amount


@dataclass(frozen=True, slots=True)
class StatsReport:
    """Everything ``pulka stats`` prints: figures per player, rating, season table."""

    where: GameFilter
    figures: tuple[PlayerFigures, ...]
    rating: tuple[Rating, ...]
    season: SeasonTable
    skipped: tuple[int, ...]
    """Damaged games left out of every figure."""


class StatsService:
    """Statistics over one backend's games: a database file or a club server.

    ``service.stats`` is a :class:`~app.services.GameService`'s own; ``StatsService(backend)``
    makes another over the same bundle (sharing its summaries: :func:`summary_store_of`);
    :meth:`open` opens a file for the statistics alone (``pulka stats``).
    """

    def __init__(
        self,
        backend: Backend,
        *,
        wait: Callable[[], None] | None = None,
        store: SummaryStore | None = None,
    ) -> None:
        self.backend = backend
        self.games: GameStore = backend.games
        self._wait: Callable[[], None] = wait or (lambda: None)
        """Waits for the game service's COMMIT in flight (the connection is shared)."""
        self._store = store
        self._owned = False
        self.warnings: list[StoreWarning] = []
        """What :meth:`open` should tell although the file opened (a backup not taken)."""
        self._memo: dict[Hashable, Any] = {}
        self._memo_generation: Hashable = None
        self._noted: Hashable = None
        """The store's generation as the current question's refresh left it (:meth:`_ask`)."""

    @property
    def store(self) -> SummaryStore:
        """Where the summaries are (built at the first question); ``stats_unsupported`` on a
        backend that keeps none."""
        if self._store is None:
            backend = self.backend
            self._store = _guard(lambda: summary_store_of(backend))
        return self._store

    @property
    def available(self) -> bool:
        """Whether this backend keeps statistics (both the file's and the server's do)."""
        return self.backend.open_summaries is not None

    @classmethod
    def open(
        cls, path: str | os.PathLike[str], *, busy_timeout_ms: int = BUSY_TIMEOUT_MS
    ) -> StatsService:
        """Open an existing database (never creates one); raises ``DatabaseRefused``.

        An older database is upgraded as the app upgrades it: a checked copy is kept in
        ``backups/`` beside it first (app/store/db.py, docs/store.md "Backups"), so a failed or
        unwanted upgrade can be undone by hand. No daily copy: nothing about a game is
        written here. ``warnings`` says when that copy could not be made."""
        from app.services.stores import open_backend

        backend = open_backend(
            os.fspath(path), create=False, daily_backup=False, busy_timeout_ms=busy_timeout_ms
        )
        service = cls(backend)
        service._owned = True
        service.warnings = list(backend.warnings)
        return service

    def owns_store(self) -> None:
        """Close the backend with this service (one opened for it alone)."""
        self._owned = True

    @property
    def may_rebuild(self) -> bool:
        """Whether this user may drop and rebuild every summary: anyone on a file (they are
        its own derived data), only the admin on a club server (the summaries are shared by
        every table; the others' are rebuilt game by game as games change)."""
        return self.backend.permissions.role in ("file", "admin")

    def close(self) -> None:
        if self._owned:
            self.backend.close()

    def __enter__(self) -> StatsService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- summaries ------------------------------------------------------------------------

    def refresh(self, progress: Progress | None = None) -> int:
        """Rebuild every stale summary; returns how many were rebuilt."""
        return self._ask(lambda: self._refresh(progress))

    def rebuild(self, progress: Progress | None = None) -> int:
        """Drop every summary and build them all again (``pulka stats --rebuild``)."""

        def run() -> int:
            self.store.clear()
            return self._refresh(progress)

        return self._ask(run)

    def _refresh(self, progress: Progress | None) -> int:
        stale = self.store.stale(SUMMARY_VERSION)
        roster = self._fold_roster() if stale else None
        for start in range(0, len(stale), REBUILD_BATCH):
            batch = stale[start : start + REBUILD_BATCH]
            self.store.save(
                build_summary(self.games, self.store, game_id, roster) for game_id in batch
            )
            if progress is not None:
                progress(start + len(batch), len(stale))
        fresh_at = None if stale else self.store.fresh_at()
        self._noted = fresh_at if fresh_at is not None else self.store.generation()
        if roster is None:
            # Every figure is counted under the roster's names, so a damaged roster log is
            # said by every question, as a rebuild says it — not only when a game is stale.
            # The fold is remembered per generation: nothing but a dict lookup while nothing
            # is written.
            self._roster()
        return len(stale)

    def _ask(self, question: Callable[[], T]) -> T:
        """``question()`` as one question: the generation its refresh noted stands for the
        whole of it, then is forgotten.

        On a club server the generation is an aggregate over every game (~15 ms); a report
        asked for it five times. Taking it once, after the summaries were made fresh, is as
        if the question had been answered at that moment: a write by another table after it
        changes the generation the next question's freshness check reads, so what this one
        remembered is dropped then (docs/statistics.md, "Summaries").
        """
        self._wait()
        try:
            return _guard(question)
        finally:
            self._noted = None

    def _roster_log(self) -> list[RosterRecord]:
        roster = self.backend.roster
        return [] if roster is None else list(roster.roster_log())

    # -- figures --------------------------------------------------------------------------

    def figures(
        self, where: GameFilter = ALL_GAMES, players: Sequence[str] | None = None
    ) -> list[PlayerFigures]:
        """Every figure of docs/statistics.md for each player (or the named ones), by name."""

        def run() -> list[PlayerFigures]:
            self._refresh(None)
            return self._figures(where, players)

        return self._ask(run)

    def _remembered(self, key: Hashable, compute: Callable[[], T]) -> T:
        """``compute()``, kept while the store's generation is unchanged (results and ratings
        of ten thousand games are worth keeping between the views that show them)."""
        generation = self._noted if self._noted is not None else self.store.generation()
        if generation != self._memo_generation:
            self._memo = {}
            self._memo_generation = generation
        if key not in self._memo:
            self._memo[key] = compute()
        value: T = self._memo[key]
        return value

    def _results(self, where: GameFilter) -> list[GameResult]:
        return self._remembered(("results", where), lambda: self.store.results(where))

    def _rating(self, where: GameFilter) -> list[Rating]:
        def compute() -> list[Rating]:
            results = self._results(where)
            with _REPLAYS_LOCK:
                return replay_of(where).rate(results)

        return self._remembered(("rating", where), compute)

    def _figures(self, where: GameFilter, players: Sequence[str] | None) -> list[PlayerFigures]:
        # Only the players asked for are summed (a player's page: one of sixty).
        named = None if players is None else list(players)
        totals = self.store.totals(where, players=named)
        penalties = self.store.penalties(where, named)
        records = records_from_results(self._results(where), named)
        return [
            player_figures(t, penalties.get(t.player, {}), records_of(records.get(t.player)))
            for t in totals
        ]

    def players(self, where: GameFilter = ALL_GAMES) -> list[PlayerOverview]:
        """The players list: every player with games, wins, last played and result."""

        def run() -> list[PlayerOverview]:
            self._refresh(None)
            return [
                PlayerOverview(
                    t.player,
                    t.counters["games"],
                    t.counters["wins"],
                    t.last_played,
                    t.amounts["result"],
                    t.amounts["money"],
                )
                for t in self.store.totals(where, _OVERVIEW_COUNTERS, _OVERVIEW_AMOUNTS)
            ]

        return self._ask(run)

    def rating(self, where: GameFilter = ALL_GAMES) -> list[Rating]:
        """Plackett–Luce ratings from the filtered games, best first (app/stats/rating.py)."""

        def run() -> list[Rating]:
            self._refresh(None)
            return list(self._rating(where))  # a copy: the remembered list stays intact

        return self._ask(run)

    def season(
        self,
        where: GameFilter = ALL_GAMES,
        measure: str = "total",
        best_n: int | None = None,
        *,
        include_hidden: bool = True,
    ) -> SeasonTable:
        """Players ranked by ``measure`` (``total``, ``per_game``, ``best`` of ``best_n``);
        without the players hidden in the roster unless ``include_hidden`` (docs/statistics.md,
        "Hidden players": their games still count for the others)."""

        def run() -> SeasonTable:
            self._refresh(None)
            leave_out = frozenset() if include_hidden else self._roster().hidden
            return season_table(self._results(where), measure, best_n, leave_out)

        return self._ask(run)

    def hidden_players(self) -> frozenset[str]:
        """Players hidden in the roster (who left the club): the windows list them only when
        asked (docs/statistics.md, "Hidden players")."""
        self._wait()
        return _guard(lambda: self._roster().hidden)

    def _roster(self) -> Roster:
        """The roster's fold (hidden players, current names), kept while nothing is written."""
        return self._remembered("roster", self._fold_roster)

    def _fold_roster(self) -> Roster:
        try:
            return fold(self._roster_log())
        except (StoredDataDamaged, RosterLogInvalid) as error:
            raise ServiceError("roster_damaged", detail=str(error)) from None

    def results(self, where: GameFilter = ALL_GAMES) -> list[GameResult]:
        """Every counted game in the order played, with each player's result (for charts:
        result over time, distribution of results)."""

        def run() -> list[GameResult]:
            self._refresh(None)
            return list(self._results(where))

        return self._ask(run)

    def head_to_head(self, first: str, second: str, where: GameFilter = ALL_GAMES) -> HeadToHead:
        """Two players' results in the games both played."""

        def run() -> HeadToHead:
            self._refresh(None)
            return head_to_head(first, second, self._results(where))

        return self._ask(run)

    def report(
        self,
        where: GameFilter = ALL_GAMES,
        players: Sequence[str] | None = None,
        measure: str = "total",
        best_n: int | None = None,
    ) -> StatsReport:
        """Figures, rating and season table in one pass over fresh summaries."""

        def run() -> StatsReport:
            self._refresh(None)
            results = self._results(where)
            wanted = None if players is None else set(players)
            ratings = [r for r in self._rating(where) if wanted is None or r.player in wanted]
            return StatsReport(
                where,
                tuple(self._figures(where, players)),
                tuple(ratings),
                season_table(results, measure, best_n),
                tuple(self.store.skipped()),
            )

        return self._ask(run)

    def known_players(self) -> list[str]:
        """Every player by the name they go by now, hidden ones too (to check ``--player``:
        the figures are counted under these names, docs/roster.md)."""

        def run() -> list[str]:
            roster = self._roster()
            return sorted({roster.name(n) for n in self.games.list_players()})

        return self._ask(run)

    def now_called(self, name: str) -> str | None:
        """What the players who went by ``name`` are called now, when a rename or merge in
        effect took that name away from them; ``None`` when it names nobody's past name."""

        return self._ask(lambda: self._roster().renamed_away(name))


def summary_store_of(backend: Backend) -> SummaryStore:
    """The summaries of ``backend``: the statistics' one SQL (app/stats/summary_sql.py) over
    the backend's own summary tables, one per opened backend — each window's question finds
    what the last one noted (nothing written since: on a file ``PRAGMA data_version`` and the
    connection's change count, on a server the clock row), so it skips the check of every game
    (docs/statistics.md, "Summaries")."""
    tables = backend.summaries
    if tables is None:
        raise ServiceError("stats_unsupported")
    kept = _SUMMARIES.get(tables)
    if kept is None:
        kept = _SUMMARIES[tables] = SqlSummaryStore(tables)
    return kept


def build_summary(
    games: GameStore, summaries: SummaryStore, game_id: int, roster: Roster | None = None
) -> GameSummary:
    """Read one game and summarise it; a game that cannot be read or folded gives a summary
    marked damaged (it counts nowhere until its log changes).

    The game's players are counted by the names they go by now (``roster``, docs/roster.md):
    the log is folded with the names it was written with, then each line is renamed. A game the
    roster deleted counts nowhere (a summary without players)."""
    players_text, last_seq, created = summaries.built_from(game_id)
    try:
        row = games.game(game_id)
        if row is None:
            raise StoredDataDamaged(game_id, "the game row is gone")
        records = games.load(game_id, upto=row.last_seq)
        history = replay(r.record for r in records)
        source = GameSource(
            game_id=game_id,
            last_seq=row.last_seq,
            players_text=players_text,
            created_at=row.created_at,
            finished=row.status == "finished",
            rules=Rules.from_dict(row.rules),
            players=row.players,
            first_dealer=row.first_dealer,
            effective=history.effective,
        )
        if roster is not None and game_id in roster.deleted:
            return GameSummary(
                game_id, last_seq, SUMMARY_VERSION, players_text, created, "", 0, False
            )
        summary = summarize(source)
        if roster is None or not roster.aliases:
            return summary
        lines = tuple(replace(line, player=roster.name(line.player)) for line in summary.lines)
        return replace(summary, lines=lines)
    except _DAMAGE:
        return GameSummary(
            game_id, last_seq, SUMMARY_VERSION, players_text, created, "", 0, False, damaged=True
        )


def _guard(action: Callable[[], T]) -> T:
    """Store failures as the services' coded errors (docs/store.md, "What each failure does")."""
    try:
        return action()
    except StoreError as error:
        code = store_code(error.kind)
        raise ServiceError(code, detail=error.detail) from None
    except UnicodeDecodeError as error:
        raise ServiceError("store_damaged", detail=one_line(error)) from None
