"""Renaming, merging and hiding players; renaming, archiving and deleting games — undoably.

Every change is one record appended to the store's roster log (app/roster/actions.py,
docs/roster.md), never a rewrite of a game: the games keep the names their logs were written
with, and what a name is called now is read through the roster. Undo and Redo append markers,
as for deals, so every change survives a restart and can be taken back after one. A change
that alters what a game's players are called (or whether the game counts) stamps the game, so
its statistics summary is rebuilt (app/stats/summary_sql.py compares the stamp).
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator, Mapping
from typing import Any, ParamSpec, TypeVar

from app.roster.actions import Roster, RosterLogInvalid, RosterRecord, fold, touched_names
from app.services.entered_names import refuse_entered
from app.services.results import Changes, ServiceError, store_code
from app.services.writing import Clock, stamp, utc_now, write_transaction
from app.store.backend import Backend
from app.store.errors import StaleWrite, StoredDataDamaged, StoreError
from app.store.protocol import GameId, RosterStore

__all__ = ["Roster", "RosterService"]

P = ParamSpec("P")
R = TypeVar("R")

ROSTER_CODES = (
    "name_empty",
    "name_unknown",
    "name_taken",
    "name_same",
    "names_share_a_game",
    "game_unknown",
    "not_allowed",
    "not_allowed_players",
    "nothing_to_undo",
    "nothing_to_redo",
    "roster_damaged",
)
"""Refusals of this service (their words: app/services/messages.py)."""


def _guarded(method: Callable[P, R]) -> Callable[P, R]:
    """Store failures as the services' coded errors; nothing was written."""

    @functools.wraps(method)
    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        service = args[0]
        assert isinstance(service, RosterService)
        service._wait()  # the connection is the COMMIT in flight's until it returns
        try:
            return method(*args, **kwargs)
        except StoreError as error:
            raise ServiceError(store_code(error.kind), detail=error.detail) from None
        except StaleWrite as error:
            raise ServiceError(
                "stale", game_id=0, expected=error.expected, actual=error.actual
            ) from None
        except (StoredDataDamaged, RosterLogInvalid) as error:
            raise ServiceError("roster_damaged", detail=str(error)) from None

    return call


class RosterService:
    """The roster of one backend's games (a :class:`~app.services.GameService`'s own:
    ``service.roster``)."""

    def __init__(
        self,
        backend: Backend,
        *,
        clock: Clock | None = None,
        wait: Callable[[], None] | None = None,
        publish: Callable[[Changes], None] | None = None,
    ) -> None:
        """``wait``: waits for the game service's COMMIT in flight (the connection is shared);
        ``publish``: where a change is told once written (the game service's change hub,
        :attr:`~app.services.GameService.publisher`)."""
        self.store = backend.games
        self._roster_log = backend.roster
        self._permissions = backend.permissions
        self._clock = clock or utc_now
        self._wait: Callable[[], None] = wait or (lambda: None)
        self._publish = publish
        self._written: Changes | None = None

    @contextlib.contextmanager
    def _writing(self) -> Iterator[None]:
        """One write transaction (refused at once where nothing may be written); what it wrote
        is published once it has committed."""
        self._written = None
        with write_transaction(self.store, self._permissions.refusal):
            yield
        written, self._written = self._written, None
        if written is not None and self._publish is not None:
            self._publish(written)

    def _log(self) -> list[RosterRecord]:
        """The roster log; empty on a backend that does not keep one."""
        return [] if self._roster_log is None else list(self._roster_log.roster_log())

    def _roster_store(self) -> RosterStore:
        if self._roster_log is None:
            raise ServiceError("roster_unsupported")
        return self._roster_log

    # -- reading ----------------------------------------------------------------------------

    @_guarded
    def roster(self) -> Roster:
        """The roster as the log describes it now."""
        return fold(self._log())

    @_guarded
    def players(self, *, include_hidden: bool = False) -> list[str]:
        """Every player by the name they go by now, sorted as the store sorts names (by code
        point); hidden ones only when asked."""
        roster = fold(self._log())
        names = {roster.name(n) for n in self.store.list_players()}
        if not include_hidden:
            names -= roster.hidden
        return sorted(names)

    @property
    def may_delete(self) -> bool:
        """Whether this user may delete games: a file's owner, or a club server's admin
        (issue 16: "on a club server only the admin may"; the server refuses it too)."""
        permissions = self._permissions
        return permissions.record and permissions.role in ("file", "admin")

    @property
    def may_rename_players(self) -> bool:
        """Whether this user may rename and merge players: as :attr:`may_delete` (a rename
        changes every game the player sat in, on every table's statistics)."""
        return self.may_delete

    @property
    def may_change(self) -> bool:
        """Whether this user may hide players and rename and archive games (anyone who may
        record: a file's owner, a club server's scorer or admin; not a viewer)."""
        return self._permissions.record

    def may_undo(self, roster: Roster) -> bool:
        """Whether this user may take back the newest change in effect (of someone else's,
        only what they might have made themselves)."""
        return bool(roster.done) and self._may_take(roster.done[-1].kind)

    def may_redo(self, roster: Roster) -> bool:
        return bool(roster.redoable) and self._may_take(roster.redoable[-1].kind)

    def _may_take(self, kind: str) -> bool:
        if kind == "delete_game":
            return self.may_delete
        if kind == "rename_player":
            return self.may_rename_players
        return self.may_change

    def _refuse(self, kind: str) -> None:
        """The service's own refusal of what the role may not do (before the server's)."""
        if self._may_take(kind):
            return
        if kind == "delete_game":
            raise ServiceError("not_allowed")
        if kind == "rename_player":
            raise ServiceError("not_allowed_players")
        raise ServiceError("store_read_only")

    # -- players ------------------------------------------------------------------------------

    def rename_player(self, old: str, new: str) -> Roster:
        """Call ``old`` by ``new`` in every game; ``new`` must be nobody's name yet."""
        return self._player_change(old, new, merge=False)

    def merge_players(self, source: str, into: str) -> Roster:
        """``source`` and ``into`` are one person: every game of ``source`` counts for ``into``."""
        return self._player_change(source, into, merge=True)

    @_guarded
    def _player_change(self, old: str, new: str, *, merge: bool) -> Roster:
        refuse_entered(new.strip())  # as typed: a line break inside is refused, not joined
        new = " ".join(new.split())
        self._roster_store()
        self._refuse("rename_player")
        with self._writing():
            before = fold(self._log())
            current = {before.name(n) for n in self.store.list_players()}
            if not new:
                raise ServiceError("name_empty")
            if old not in current:
                raise ServiceError("name_unknown", player=old)
            if old == new:
                raise ServiceError("name_same", player=old)
            if merge and new not in current:
                raise ServiceError("name_unknown", player=new)
            if not merge and new in current:
                raise ServiceError("name_taken", player=new)
            if merge:
                self._refuse_shared_game(before, old, new)
            stored = [n for n in self.store.list_players() if before.name(n) == old]
            payload = {"from": old, "to": new, "stored": stored, "merge": merge}
            return self._append(before, "rename_player", payload)

    def _refuse_shared_game(self, roster: Roster, first: str, second: str) -> None:
        """Two people who sat at one table are not one person (and a game cannot count one
        player twice)."""
        for listing in self.store.list_games():
            if listing.id in roster.deleted:
                continue
            names = roster.names(listing.players)
            if first in names and second in names:
                raise ServiceError("names_share_a_game", game_id=listing.id)

    @_guarded
    def hide_player(self, name: str) -> Roster:
        """Leave ``name`` out of the players list and the seat drop-downs (games keep them)."""
        return self._simple_player("hide_player", name)

    @_guarded
    def show_player(self, name: str) -> Roster:
        return self._simple_player("show_player", name)

    def _simple_player(self, kind: str, name: str) -> Roster:
        self._roster_store()
        self._refuse(kind)
        with self._writing():
            before = fold(self._log())
            if name not in {before.name(n) for n in self.store.list_players()}:
                raise ServiceError("name_unknown", player=name)
            return self._append(before, kind, {"name": name})

    # -- games ------------------------------------------------------------------------------

    @_guarded
    def rename_game(self, game_id: GameId, title: str) -> Roster:
        """Give a game a title of its own (``""``: back to none)."""
        refuse_entered(title.strip())
        title = " ".join(title.split())
        return self._game_change("rename_game", game_id, {"title": title})

    @_guarded
    def archive_game(self, game_id: GameId) -> Roster:
        """Move a game out of the game list into the archive (it still counts)."""
        return self._game_change("archive_game", game_id, {})

    @_guarded
    def unarchive_game(self, game_id: GameId) -> Roster:
        return self._game_change("unarchive_game", game_id, {})

    @_guarded
    def delete_game(self, game_id: GameId) -> Roster:
        """Delete a game: it is listed and counted nowhere, until the deletion is undone."""
        return self._game_change("delete_game", game_id, {})

    def _game_change(self, kind: str, game_id: GameId, extra: Mapping[str, Any]) -> Roster:
        self._roster_store()
        self._refuse(kind)
        with self._writing():
            before = fold(self._log())
            if self.store.stamp(game_id) is None or game_id in before.deleted:
                raise ServiceError("game_unknown", game_id=game_id)
            return self._append(before, kind, {"game": game_id, **extra})

    # -- undo -------------------------------------------------------------------------------

    @_guarded
    def undo(self) -> Roster:
        """Take back the newest roster change still in effect."""
        self._roster_store()
        with self._writing():
            before = fold(self._log())
            if not before.done:
                raise ServiceError("nothing_to_undo")
            target = before.done[-1]
            self._refuse(target.kind)
            return self._append(before, "undone", {"target": target.seq})

    @_guarded
    def redo(self) -> Roster:
        """Put back the roster change undone last (unless a new change came since)."""
        self._roster_store()
        with self._writing():
            before = fold(self._log())
            if not before.redoable:
                raise ServiceError("nothing_to_redo")
            target = before.redoable[-1]
            self._refuse(target.kind)
            return self._append(before, "redone", {"target": target.seq})

    def _append(self, before: Roster, kind: str, payload: Mapping[str, Any]) -> Roster:
        now = stamp(self._clock)
        record = RosterRecord(before.last_seq + 1, kind, dict(payload), now)
        after = fold((*self._log(), record))
        names = sorted(touched_names(before, after))
        games = sorted(before.deleted ^ after.deleted)
        self._roster_store().append_roster(
            before.last_seq, kind, payload, now, touched_players=names, touched_games=games
        )
        self._written = Changes(game_list=True, roster=True, roster_seq=record.seq, summaries=True)
        return after
