"""The storage seam: what the services need from wherever games are kept (docs/store.md).

:class:`GameStore` is narrow on purpose — a write transaction, the games and their status, the
players registry, the event log (append, load) and the game list — so a second backend (a club
server) implements these few calls and runs the same contract tests
(``tests/store/contract/``). Opening, file inspection, backups and the packaged template are
each backend's own business, not part of the seam.

Everything crossing it is a plain value: ids and sequence numbers are ``int``, times are ISO 8601
text in UTC, rules are ``Rules.to_dict()`` mappings; failures are the store's own exceptions
(:mod:`app.store.errors`), never a driver's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any, Literal, Protocol, TypeAlias

from app.engine.history import LogRecord
from app.engine.value import value
from app.roster.actions import RosterRecord
from app.store.errors import StoreWarning

GameId: TypeAlias = int
"""How a store names a game (its number in the game list)."""

GameStatus: TypeAlias = Literal["open", "finished"]
"""``finished``: marked finished by the players, read-only until reopened."""


@value  # the store's values are on the path to the first window (ADR 0003)
class GameRow:
    """One game as stored beside its log; ``rules`` is the stored ``Rules.to_dict()``."""

    id: GameId
    players: tuple[str, ...]
    rules: Mapping[str, Any]
    first_dealer: str
    status: GameStatus
    created_at: str
    finished_at: str | None
    updated_at: str
    last_seq: int


@value
class GameStamp:
    """What tells whether a cached fold of a game is still current: its newest seq and status."""

    last_seq: int
    status: GameStatus
    finished_at: str | None
    updated_at: str


@value
class GameListing:
    """One game of the game list, read without its log.

    A game whose row cannot all be read is listed with ``damaged`` set (its players when they
    can be read, else none) so the other games stay usable.
    """

    id: GameId
    players: tuple[str, ...]
    status: GameStatus | Literal[""]
    created_at: str
    finished_at: str | None
    updated_at: str
    last_seq: int
    preset: str
    """The rules' ``preset`` (``""`` when unknown)."""
    rules_text: str | None
    """The stored rules as JSON text, for describing them (``None``: unreadable)."""
    damaged: bool


@value
class StoredRecord:
    """A log record with the time it was written (ISO 8601, UTC). With slots, declared here: a
    game keeps one per logged action (``slots=True`` would build the class twice at start-up)."""

    __slots__ = ("created_at", "record")
    record: LogRecord
    created_at: str


class GameStore(Protocol):
    """Games, their players and their INSERT-only event logs, in one place.

    Writes happen inside :meth:`transaction`; :meth:`append` refuses a write whose
    ``expected_last_seq`` is not the game's ``last_seq`` (another window or program wrote
    meanwhile) with :class:`~app.store.errors.StaleWrite`. Any failure of the backend is a
    :class:`~app.store.errors.StoreError`; a stored row that cannot be read back is
    :class:`~app.store.errors.StoredDataDamaged`.
    """

    @property
    def read_only(self) -> bool:
        """Whether writes are refused (opened read-only): the service then refuses them first."""
        ...

    @property
    def warnings(self) -> Sequence[StoreWarning]:
        """What the user should be told although the store opened (read-only, no backup)."""
        ...

    @property
    def location(self) -> str:
        """Where the games are, as the user would recognise it (a file path, a server)."""
        ...

    def close(self) -> None:
        """Release the connection; the store is not used afterwards."""
        ...

    def transaction(self) -> AbstractContextManager[None]:
        """One write transaction: everything inside is kept together or not at all.

        Reads inside it see the latest committed state (the lock is taken at the start), so a
        check of ``last_seq`` made inside holds until the commit. An exception rolls back.
        """
        ...

    def create_game(
        self,
        players: Sequence[str],
        rules: Mapping[str, Any],
        first_dealer: str,
        now: str,
        game_uuid: str | None = None,
    ) -> GameId:
        """A new open game with ``last_seq`` 0; names not yet in the registry join it.

        ``game_uuid``: the game's identity in every store (a game copied from another store
        keeps its own); ``None`` gives it a new random one. Raises ``StoreError`` when this
        store already holds a game with that UUID.
        """
        ...

    def game_uuid(self, game_id: GameId) -> str | None:
        """The game's UUID (lower-case, hyphenated text); ``None``: no such game."""
        ...

    def find_by_uuid(self, game_uuid: str) -> GameId | None:
        """The game with this UUID in this store; ``None`` when it holds none."""
        ...

    def game(self, game_id: GameId) -> GameRow | None:
        """The game's row (``None``: no such game)."""
        ...

    def stamp(self, game_id: GameId) -> GameStamp | None:
        """The game's newest seq and status, cheaper than :meth:`game` (``None``: no game)."""
        ...

    def game_players(self, game_id: GameId) -> tuple[str, ...]:
        """The game's players read on their own: names a game whose other rows are damaged."""
        ...

    def list_games(self) -> list[GameListing]:
        """Every game, the most recently updated first (then the newest id first)."""
        ...

    def list_players(self) -> list[str]:
        """The players registry, sorted by name; a name that cannot be read is left out."""
        ...

    def append(
        self,
        game_id: GameId,
        expected_last_seq: int,
        records: Sequence[LogRecord],
        now: str,
        written: Sequence[str] | None = None,
    ) -> None:
        """Append ``records`` (seqs ``expected_last_seq + 1``, ``+ 2``, …) to the game's log
        and make the last one its ``last_seq``, ``now`` its ``updated_at``.

        ``written``: when each record was first written, for a record copied from another
        store (``pulka push``/``pull``); by default each is written ``now``.

        Raises :class:`~app.store.errors.StaleWrite` when the game's ``last_seq`` is not
        ``expected_last_seq``, and ``StoreError`` for a seq out of order. With no records only
        the time is updated.
        """
        ...

    def set_status(self, game_id: GameId, status: GameStatus, now: str) -> None:
        """Mark the game finished (``finished_at`` = ``now``) or open again."""
        ...

    def load(self, game_id: GameId, upto: int) -> list[StoredRecord]:
        """The game's records with seq <= ``upto``, in seq order.

        Raises ``StoredDataDamaged`` for a row that cannot be read, and the engine's
        ``InvalidGame`` for a payload that does not describe an event.
        """
        ...


class RosterStore(Protocol):
    """The roster log beside a backend's games (docs/roster.md): renames, merges, hidden players,
    archived and deleted games, sharing the game store's transactions. Both backends keep it
    (the one SQL of app/store/roster_sql.py); a backend whose bundle has none shows the games
    as stored and refuses roster changes (``roster_unsupported``)."""

    def roster_log(self) -> list[RosterRecord]:
        """The roster log (renames, merges, hidden players, archived and deleted games, their
        undo and redo markers) in seq order (app/roster/actions.py)."""
        ...

    def append_roster(
        self,
        expected_last_seq: int,
        kind: str,
        payload: Mapping[str, Any],
        now: str,
        *,
        touched_players: Sequence[str] = (),
        touched_games: Sequence[GameId] = (),
    ) -> int:
        """Append one roster record as seq ``expected_last_seq + 1`` and return that seq;
        inside :meth:`transaction`.

        Raises :class:`~app.store.errors.StaleWrite` (``game_id`` 0) when the log's newest seq
        is not ``expected_last_seq``. Every game of ``touched_games``, and every game a
        ``touched_players`` name (as games store it) played in, gets the new seq as its
        ``roster_stamp``: what its players are called changed, so derived data is rebuilt.
        """
        ...

    def roster_stamps(self) -> dict[GameId, int]:
        """Each game's ``roster_stamp`` that is not 0: the newest roster record that changed
        its players' names or whether it counts."""
        ...
