"""Games, players, import and export: starting a game, the game list, one game's view, and a
game in and out as a ``pulka-game`` document (docs/formats.md)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine.events import event_kind
from app.engine.gamefile import GameRecord, game_to_dict, parse_game
from app.engine.history import LogRecord
from app.engine.names import normalize_name, refuse_controls
from app.engine.rules import Rules
from app.engine.settlement import Settlement, settle_sheet
from app.engine.sheet import fold
from app.engine.state import GameState, Sheet
from app.services.history import undo_status
from app.services.incidents import score_incident
from app.services.loaded import GameCache, LoadedGame
from app.services.publishing import Publisher
from app.services.results import Changes, GameMark, GameSummary, GameView
from app.services.rules_label import StoredRulesLabels, rules_label
from app.services.writing import Clock, stamp, write_transaction
from app.store.errors import StoredDataDamaged
from app.store.protocol import GameId, GameStore


class Games:
    """The store's games and players as the start page and a game window see them."""

    def __init__(
        self,
        store: GameStore,
        cache: GameCache,
        clock: Clock,
        publisher: Publisher,
        refusal: str = "read_only",
    ) -> None:
        self._store = store
        self._cache = cache
        self._clock = clock
        self._publisher = publisher
        self._refusal = refusal
        """Why a write is refused when the store takes none (``Permissions.refusal``)."""

    def create_game(self, players: Sequence[str], first_dealer: str, rules: Rules) -> GameId:
        """A new open game; new names join the players registry. Raises ``InvalidGame``.

        Names are stored in one form (NFC, trimmed: app/engine/names.py), as a game file's are,
        so "Йа" typed on two keyboards is one player (issue 12, item 15)."""
        players = [normalize_name(p) for p in players]
        first_dealer = normalize_name(first_dealer)
        refuse_controls(players)  # typed names only: an imported game keeps its (D9)
        GameState.start(rules, players, first_dealer)  # validates count, names, dealer
        with write_transaction(self._store, self._refusal):
            game_id = self._store.create_game(
                players, rules.to_dict(), first_dealer, stamp(self._clock)
            )
        self._publisher.publish(new_game(game_id, 0))
        return game_id

    def reopenable(self, game_id: GameId) -> tuple[str, ...] | None:
        """The players of ``game_id`` when its row reads well — a game the window may reopen at
        start — ``None`` when there is no such game or its row is damaged. Read without the
        game list: on a club's file listing every game cost a quarter of a second of each start
        (issue 30)."""
        try:
            row = self._store.game(game_id)
        except StoredDataDamaged:
            return None
        return None if row is None else row.players

    def list_games(self) -> list[GameSummary]:
        """Every game, the most recently played first, each with its rules described."""
        label = StoredRulesLabels()
        return [
            GameSummary(
                row.id,
                row.players,
                row.status,
                row.created_at,
                row.finished_at,
                row.updated_at,
                row.last_seq,
                row.preset,
                None if row.damaged else label(row.rules_text, row.preset),
                row.damaged,
            )
            for row in self._store.list_games()
        ]

    def list_players(self) -> list[str]:
        """The players registry, sorted by name."""
        return self._store.list_players()

    def game(self, game_id: GameId) -> GameView:
        """Everything about one game as it is now in the store."""
        return view_of(self._cache.load(game_id))

    def sheet(self, game_id: GameId) -> Sheet:
        return self._cache.load(game_id).sheet

    def settlement(self, game_id: GameId) -> Settlement:
        return settle_sheet(self._cache.load(game_id).sheet)

    def last_seq(self, game_id: GameId) -> int:
        return self._cache.load(game_id).row.last_seq

    def export_game(self, game_id: GameId) -> dict[str, Any]:
        """The ``pulka-game`` JSON document of the game's effective events."""
        loaded = self._cache.load(game_id)
        record = GameRecord(
            players=loaded.row.players,
            rules=loaded.rules,
            first_dealer=loaded.row.first_dealer,
            events=tuple(event for _, event in loaded.history.effective),
            uuid=self._store.game_uuid(game_id),
        )
        return game_to_dict(record)

    def import_game(self, data: Any) -> GameId:
        """A new game from a ``pulka-game`` document; all or nothing.

        Every event is validated by folding before anything is written; raises the engine's
        ``InvalidGame`` / ``InvalidDeal`` naming the problem. The game keeps the document's
        ``uuid`` unless this store already holds a game with it: then the import is a copy
        beside that game and gets a new one (``pulka push``/``pull`` are the commands that
        bring one game up to date in another database).
        """
        game = parse_game(data)
        fold(
            game.rules,
            game.players,
            game.first_dealer,
            ((i, e) for i, e in enumerate(game.events, start=1)),
            score_incident,
        )
        records = [
            LogRecord(seq, event_kind(event), event) for seq, event in enumerate(game.events, 1)
        ]
        with write_transaction(self._store, self._refusal):
            now = stamp(self._clock)
            known = game.uuid is not None and self._store.find_by_uuid(game.uuid) is not None
            game_id = self._store.create_game(
                game.players,
                game.rules.to_dict(),
                game.first_dealer,
                now,
                game_uuid=None if known else game.uuid,
            )
            self._store.append(game_id, 0, records, now)
        self._publisher.publish(new_game(game_id, len(records)))
        return game_id


def new_game(game_id: GameId, last_seq: int) -> Changes:
    """What a new game touched: the game list, the statistics, the game itself."""
    return Changes(game_list=True, summaries=True, games=(GameMark(game_id, last_seq, "open"),))


def view_of(loaded: LoadedGame) -> GameView:
    """What a game window shows of a loaded game."""
    row = loaded.row
    return GameView(
        id=row.id,
        players=row.players,
        rules=loaded.rules,
        first_dealer=row.first_dealer,
        status=row.status,
        created_at=row.created_at,
        finished_at=row.finished_at,
        last_seq=row.last_seq,
        sheet=loaded.sheet,
        undo_status=undo_status(loaded),
        rules_label=rules_label(loaded.rules),
    )
