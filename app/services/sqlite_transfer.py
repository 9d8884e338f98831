"""The SQLite file as one end of a game transfer (:class:`app.services.transfer.TransferStore`).

Reads and writes through the store's own functions inside the service's write transaction, so a
copied game obeys the same rules as a recorded one: INSERT-only events, ``last_seq`` checked under
the write lock (a game that moved on meanwhile is refused as stale).
"""

from __future__ import annotations

from app.services.game_service import GameService
from app.services.results import ServiceError
from app.services.transfer import GameCopy
from app.store import event_log, games
from app.store.db import write_transaction


class SqliteTransferStore:
    """Games of one open :class:`GameService` for ``pulka push`` / ``pulka pull``."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self.db = service.db

    def game_ids(self) -> list[int]:
        return sorted(row[0] for row in games.list_games(self.db))

    def read_game(self, game_id: int) -> GameCopy | None:
        row = games.get_game(self.db, game_id)
        game_uuid = games.get_uuid(self.db, game_id)
        if row is None or game_uuid is None:
            return None
        records = event_log.load(self.db, game_id, upto=row.last_seq)
        return GameCopy(
            game_uuid,
            row.players,
            row.rules,
            row.first_dealer,
            row.status,
            tuple(stored.record for stored in records),
            tuple(stored.created_at for stored in records),
        )

    def find_game(self, game_uuid: str) -> int | None:
        return games.find_by_uuid(self.db, game_uuid)

    def write_game(self, game: GameCopy, now: str) -> int:
        self._refuse_read_only()
        with write_transaction(self.db):
            game_id = games.insert_game(
                self.db, game.players, game.rules, game.first_dealer, now, game_uuid=game.uuid
            )
            self._append(game_id, game, 0, now)
        return game_id

    def extend_game(self, game_id: int, game: GameCopy, expected_seq: int, now: str) -> None:
        self._refuse_read_only()
        with write_transaction(self.db):
            found = games.get_status(self.db, game_id)
            if found is None:
                raise ServiceError("game_unknown", game_id=game_id)
            if found[0] != expected_seq:
                raise ServiceError("stale", game_id=game_id, expected=expected_seq, actual=found[0])
            self._append(game_id, game, expected_seq, now)

    def _append(self, game_id: int, game: GameCopy, after: int, now: str) -> None:
        """The records after seq ``after``, each with the time it was first written."""
        for record, written in zip(game.records[after:], game.times[after:], strict=True):
            event_log.append(self.db, game_id, record, written)
        if game.records[after:]:
            games.touch(self.db, game_id, game.records[-1].seq, now)
        games.set_status(self.db, game_id, game.status, now)

    def _refuse_read_only(self) -> None:
        if self.service.read_only:
            raise ServiceError("read_only")
