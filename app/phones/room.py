"""The phones' room: one event's tables and standings over a game service of the server's
own, on one thread of its own (docs/decisions/0011-phones-at-the-tables.md).

The web server never touches the desktop's service: a ``GameService`` and its store belong to
one thread at a time (ADR 0006), so the room opens its own over the same place — the same
database file, or the same club server with the same login — on its worker thread, and every
call the pages make runs there, one after another. Its writes go through the same services as
the desktop's (every rule, preview, refusal and stale-view check is the same), are answered only
once the store's COMMIT returned, and reach the desktop's windows as any other program's
writes do (the hub's watchers: ``PRAGMA data_version`` on a file, ``LISTEN``/``NOTIFY`` on a
server, ADR 0010); the desktop's writes reach the pages the same way, through the room's own
watcher. Each change that touches the event moves :attr:`Room.version`, and the pages that wait
for it are told.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from app.engine.errors import CodedError, EngineError
from app.engine.events import Deal, Raspasy
from app.phones import pages, render
from app.phones.deal_form import BadForm, read_form
from app.phones.tokens import Grant, TokenBook
from app.phones.words import Words
from app.services.events import EventService, EventView
from app.services.game_service import GameService
from app.services.results import Changes, GameView, Label, ServiceError
from app.store.event_protocol import RoundRow

T = TypeVar("T")
CallListener = Callable[[int, int, tuple[str, ...]], None]
"""Told (event, table, players) when a table calls the organiser, on the room's thread."""
REMEMBERED = 4096
"""Idempotency keys remembered (a phone resends within seconds; thousands are plenty)."""


class Refused(Exception):
    """A page's request refused: an HTTP status and the words to show (and the fresh state)."""

    def __init__(self, status: int, key: str, text: str, state: dict[str, Any] | None = None):
        super().__init__(key)
        self.status = status
        self.key = key
        self.text = text
        self.state = state


@dataclass(frozen=True, slots=True)
class Seat:
    """Where a table token writes: its round, table and game."""

    round: RoundRow
    table: int
    game_id: int


class Room:
    """One event for the phones. Every public method but :meth:`submit`, :meth:`close` and
    the properties runs on the room's thread (the web server submits them)."""

    def __init__(
        self,
        location: str | os.PathLike[str] | Callable[[], GameService],
        event_id: int,
        book: TokenBook,
        *,
        on_call: CallListener | None = None,
        follow: bool = True,
    ) -> None:
        self.event_id = event_id
        self.book = book
        self.on_call = on_call
        self._worker = ThreadPoolExecutor(1, thread_name_prefix="pulka-phones")
        self._lock = threading.Lock()
        self._version = 0
        self._listeners: list[Callable[[int], None]] = []
        self._view: EventView | None = None
        self._done: OrderedDict[str, tuple[int, dict[str, Any]]] = OrderedDict()
        self._watch_cache: dict[tuple[int, str], dict[str, Any]] = {}
        self.service: GameService = self._worker.submit(self._open, location, follow).result()
        self.events = EventService(self.service)

    def _open(
        self, location: str | os.PathLike[str] | Callable[[], GameService], follow: bool
    ) -> GameService:
        service = location() if callable(location) else GameService(location, create=False)
        service.hub.subscribe(self._told)
        if follow:
            service.follow()
        return service

    def submit(self, fn: Callable[..., T], *args: Any) -> Future[T]:
        """Run ``fn(*args)`` on the room's thread."""
        return self._worker.submit(fn, *args)

    def close(self) -> None:
        def shut() -> None:
            self.service.close()

        try:
            self._worker.submit(shut).result(timeout=10)
        finally:
            self._worker.shutdown(wait=False)

    # -- being told of changes ----------------------------------------------------------------

    @property
    def version(self) -> int:
        """Moves with every change that touches the event (any thread)."""
        return self._version

    def listen(self, listener: Callable[[int], None]) -> None:
        """Call ``listener(version)`` (on the publishing thread) when the version moves."""
        with self._lock:
            self._listeners.append(listener)

    def _told(self, changes: Changes) -> None:
        view = self._view
        games = {g for r in view.rounds for g in r.games} if view is not None else set()
        if not (changes.touches_event(self.event_id) or changes.touches_games(games)):
            return
        if changes.touches_event(self.event_id):
            self._view = None  # a round seated or started: read the event again
        with self._lock:
            self._version += 1
            version = self._version
            listeners = list(self._listeners)
        for listener in listeners:
            listener(version)

    def _event(self) -> EventView:
        view = self._view
        if view is None:
            view = self.events.event(self.event_id)
            self._view = view
            current = _current(view)
            if current is not None:
                self.book.forget_rounds_before(self.event_id, current.number)
        return view

    # -- who may write where ------------------------------------------------------------------

    def seat(self, grant: Grant, words: Words) -> Seat:
        """The table a table token writes to, while its round is the newest started one."""
        if grant.kind != "table" or grant.event_id != self.event_id:
            raise Refused(403, "bad_token", words("bad_token"))
        view = self._event()
        current = _current(view)
        if current is None or grant.round > current.number:
            raise Refused(409, "not_started", words("not_started"))
        if grant.round < current.number:
            raise Refused(410, "round_over", words("round_over"))
        if not 1 <= grant.table <= len(current.games):
            raise Refused(403, "bad_token", words("bad_token"))
        return Seat(current, grant.table, current.games[grant.table - 1])

    # -- the table's page -----------------------------------------------------------------------

    def table_state(self, grant: Grant, words: Words) -> dict[str, Any]:
        seat = self.seat(grant, words)
        return self._state(seat, self.service.game(seat.game_id), words)

    def _state(self, seat: Seat, game: GameView, words: Words) -> dict[str, Any]:
        view = self._event()
        sheet = game.sheet
        if game.finished:
            stopped = "game_finished"
        elif game.pool_closed:
            stopped = "pool_closed"
        else:
            stopped = ""
        undo = game.undo_status.undo
        return {
            "seq": game.last_seq,
            "version": self.version,
            "event": view.name,
            "title": words("table", number=seat.table)
            + " · "
            + words("round", number=seat.round.number),
            "sheet": render.sheet_table(words, sheet, dict(game.settlement.result)),
            "next": "" if stopped else render.next_deal_line(words, sheet),
            "deal_number": sheet.table.deals_played + 1,
            "dealer": sheet.table.dealer,
            "active": list(sheet.table.active),
            "stopped": words(stopped) if stopped else "",
            "undo": None if undo is None or game.finished else self._label(undo, words),
        }

    def _label(self, label: Label, words: Words) -> str:
        params = label.params
        if label.code == "deal":
            contract = params.get("contract")
            try:
                from app.engine.model import Contract

                shown = words.contract(Contract.parse(str(contract)))
            except EngineError:
                shown = str(contract)
            return words(
                "deal_label",
                number=params.get("number", ""),
                declarer=params.get("declarer", ""),
                contract=shown,
            )
        if label.code == "raspasy":
            return words("raspasy_label", number=params.get("number", ""))
        return words("last_action")

    def preview(self, grant: Grant, form: Any, words: Words) -> dict[str, Any]:
        """What the deal would write (the desktop's «Будет записано»), or why it cannot be."""
        seat = self.seat(grant, words)
        game = self.service.game(seat.game_id)
        event, shape, problem = self._read(form, game, words)
        out: dict[str, Any] = {"shape": shape.as_json(), "lines": [], "error": ""}
        if problem is not None or event is None:
            out["error"] = self._engine_text(problem, words)
            # A form just opened is not wrong: «Type the contract» is a hint (as the desktop's).
            out["hint"] = problem is not None and problem.code == "contract_missing"
            return out
        expected = form.get("expected_seq") if isinstance(form, dict) else None
        try:
            preview = self.service.preview(
                seat.game_id, event, expected if isinstance(expected, int) else None
            )
        except CodedError as error:
            if error.code == "stale":
                raise self._stale(seat, words) from None
            out["error"] = self._engine_text(error, words)
            return out
        out["lines"] = [words.entry(entry) for entry in preview.entries]
        return out

    def record(self, grant: Grant, form: Any, words: Words) -> tuple[int, dict[str, Any]]:
        """Write the deal once (its idempotency key: a resent request gets the first answer,
        never a second deal), after the same checks as the desktop's; answered once the
        COMMIT returned."""
        seat = self.seat(grant, words)
        key = _key(form)
        done = self._done.get(f"{seat.game_id}:{key}")
        if done is not None:
            return done
        game = self.service.game(seat.game_id)
        if game.finished or game.pool_closed:
            raise Refused(
                409, "stopped", words("game_finished" if game.finished else "pool_closed")
            )
        expected = form.get("expected_seq")
        if type(expected) is not int:
            raise Refused(400, "bad_request", words("bad_request"))
        event, _shape, problem = self._read(form, game, words)
        if problem is not None or event is None:
            raise Refused(422, "refused", self._engine_text(problem, words))
        try:
            result = self.service.record(seat.game_id, event, expected)
        except CodedError as error:
            if error.code == "stale":
                if self._already(seat.game_id, event, expected):
                    answer = self._answer(seat, key, words, "already_written", expected + 1)
                    return answer
                raise self._stale(seat, words) from None
            raise self._refusal(error, words) from None
        number = result.view.sheet.table.deals_played
        return self._answer(seat, key, words, "recorded", number, result.view)

    def _already(self, game_id: int, event: Any, expected: int) -> bool:
        """The same deal is the game's newest write, right after the page's view: a phone that
        resent it after the server restarted (its key forgotten), not someone else's."""
        return self.service.last_seq(game_id) == expected + 1 and (
            self.service.last_event(game_id) == event
        )

    def _answer(
        self,
        seat: Seat,
        key: str,
        words: Words,
        what: str,
        number: int,
        view: GameView | None = None,
    ) -> tuple[int, dict[str, Any]]:
        game = view or self.service.game(seat.game_id)
        text = words("recorded", number=number) if what == "recorded" else words(what)
        answer = (200, {"ok": True, "text": text, "state": self._state(seat, game, words)})
        self._done[f"{seat.game_id}:{key}"] = answer
        while len(self._done) > REMEMBERED:
            self._done.popitem(last=False)
        return answer

    def undo(self, grant: Grant, form: Any, words: Words) -> tuple[int, dict[str, Any]]:
        """Take back the game's last action (the page asked first), from the view the page
        showed: a stale page undoes nothing."""
        seat = self.seat(grant, words)
        key = _key(form)
        done = self._done.get(f"{seat.game_id}:{key}")
        if done is not None:
            return done
        expected = form.get("expected_seq")
        if type(expected) is not int:
            raise Refused(400, "bad_request", words("bad_request"))
        game = self.service.game(seat.game_id)
        if game.undo_status.undo is None or game.finished:
            raise Refused(409, "nothing_to_undo", words("nothing_to_undo"))
        what = self._label(game.undo_status.undo, words)
        try:
            result = self.service.undo(seat.game_id, expected)
        except CodedError as error:
            if error.code == "stale":
                raise self._stale(seat, words) from None
            raise self._refusal(error, words) from None
        state = self._state(seat, result.view, words)
        answer = (200, {"ok": True, "text": words("undone", what=what), "state": state})
        self._done[f"{seat.game_id}:{key}"] = answer
        return answer

    def call_organiser(self, grant: Grant, words: Words) -> dict[str, Any]:
        seat = self.seat(grant, words)
        players = seat.round.tables[seat.table - 1]
        if self.on_call is not None:
            self.on_call(self.event_id, seat.table, tuple(players))
        return {"ok": True, "text": words("called")}

    def _read(self, form: Any, game: GameView, words: Words) -> Any:
        try:
            return read_form(form, game.sheet.table.active, game.rules)
        except BadForm:
            raise Refused(400, "bad_request", words("bad_request")) from None

    def _stale(self, seat: Seat, words: Words) -> Refused:
        state = self._state(seat, self.service.game(seat.game_id), words)
        return Refused(409, "stale", words("stale"), state)

    def _refusal(self, error: CodedError, words: Words) -> Refused:
        if error.code == "server_unavailable":
            return Refused(503, "unavailable", words("unavailable"))
        return Refused(422, "refused", self._engine_text(error, words))

    def _engine_text(self, error: CodedError | None, words: Words) -> str:
        if error is None:
            return ""
        if error.code in ("contract_missing", "contract_unknown", "declarer_missing"):
            return words(error.code, **dict(error.params))
        params = {k: v for k, v in error.params.items() if k not in ("game_id", "detail")}
        return words.coded(error.code, params)

    # -- the watch page -------------------------------------------------------------------------

    def watch_state(self, grant: Grant, words: Words) -> dict[str, Any]:
        if grant.event_id != self.event_id:
            raise Refused(403, "bad_token", words("bad_token"))
        version = self.version
        cached = self._watch_cache.get((version, words.lang))
        if cached is not None:
            return cached
        state = {"version": version, "html": self.watch_html(words)}
        self._watch_cache = {(version, words.lang): state}
        return state

    def watch_html(self, words: Words) -> str:
        """The standings and every table of the current round (the watch page's body)."""
        return pages.room_html(self.events, self._event(), words)


_current = pages.current_round


def _key(form: Any) -> str:
    key = form.get("key") if isinstance(form, dict) else None
    if not isinstance(key, str) or not 8 <= len(key) <= 64 or not key.isascii():
        raise BadForm("key")
    return key


__all__ = ["BadForm", "Deal", "Raspasy", "Refused", "Room", "ServiceError"]
