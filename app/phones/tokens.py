"""The phones' tokens: who may write a table's game and who may watch, and the limit on
wrong guesses (docs/decisions/0011-phones-at-the-tables.md, issue 27 "Security").

A **table token** writes only its table's game, and only while its round is the event's
newest started round; a **watch token** reads one event. Each is 144 random bits from
:mod:`secrets` (at least the 128 the issue asks), made when first asked for. They are kept in
a small JSON file of the organiser's own (mode 0600, beside the user's data, one per place
the games are kept), so that a restarted server, or the desktop started again, accepts the
cards already printed and the phones reconnect by themselves. They are revoked:

- a round's table tokens when a later round starts (:meth:`TokenBook.verify` refuses them
  and :meth:`TokenBook.forget_rounds_before` drops them);
- one table's token by the organiser (a card lost or seen by the wrong person): a new one is
  made, and a new card is printed;
- every token when the organiser stops the server (:meth:`TokenBook.revoke_all`).

A token is looked up by its SHA-256 digest, so the time a lookup takes says nothing about the
token's characters. Qt-free and web-free: the club server's table grants (issue 29) and the
command that prints the seating cards reach the same book.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

TOKEN_BYTES = 18
"""144 bits: 24 URL-safe characters."""
TOKEN_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


@dataclass(frozen=True, slots=True)
class Grant:
    """What a token lets its bearer do: write a table's game (``kind`` ``table``) or watch
    an event (``watch``, ``round`` and ``table`` 0)."""

    kind: Literal["table", "watch"]
    event_id: int
    round: int = 0
    table: int = 0


def looks_like_token(text: str) -> bool:
    """A token's shape (checked before anything is looked up: a request with anything else
    is malformed, not a wrong guess)."""
    return 16 <= len(text) <= 64 and set(text) <= TOKEN_CHARACTERS


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("ascii")).hexdigest()


class TokenBook:
    """The tokens of one place the games are kept; thread-safe. ``path`` ``None``: kept in
    memory only (tests, a throwaway server)."""

    def __init__(self, path: Path | None = None) -> None:
        self._path = path
        self._lock = threading.Lock()
        self._tokens: dict[str, Grant] = {}
        """token -> grant."""
        self._address = ""
        self._by_digest: dict[str, str] = {}
        self._load()

    # -- making and finding ---------------------------------------------------------------

    def table_token(self, event_id: int, round_number: int, table: int) -> str:
        """The token of a table of a round (made now if it has none)."""
        return self._token_for(Grant("table", event_id, round_number, table))

    def watch_token(self, event_id: int) -> str:
        """The token of the event's watch page (made now if it has none)."""
        return self._token_for(Grant("watch", event_id))

    def _token_for(self, grant: Grant) -> str:
        with self._lock:
            for token, known in self._tokens.items():
                if known == grant:
                    return token
            token = secrets.token_urlsafe(TOKEN_BYTES)
            self._add(token, grant)
            self._save()
            return token

    def _add(self, token: str, grant: Grant) -> None:
        self._tokens[token] = grant
        self._by_digest[_digest(token)] = token

    def verify(self, token: str) -> Grant | None:
        """The grant of ``token`` (``None``: no such token, or revoked)."""
        if not looks_like_token(token):
            return None
        with self._lock:
            found = self._by_digest.get(_digest(token))
            return None if found is None else self._tokens.get(found)

    @property
    def address(self) -> str:
        """The address the server last listened at (``http://HOST:PORT``; ``""``: never
        started): what a card printed while the server is stopped points at."""
        return self._address

    def remember_address(self, address: str) -> None:
        with self._lock:
            if address != self._address:
                self._address = address
                self._save()

    # -- revoking -------------------------------------------------------------------------

    def revoke_table(self, event_id: int, round_number: int, table: int) -> str:
        """Revoke one table's token and make its new one (print a new card with it)."""
        grant = Grant("table", event_id, round_number, table)
        with self._lock:
            self._drop(lambda known: known == grant)
            token = secrets.token_urlsafe(TOKEN_BYTES)
            self._add(token, grant)
            self._save()
            return token

    def forget_rounds_before(self, event_id: int, round_number: int) -> None:
        """Drop the table tokens of the event's rounds before ``round_number`` (it started)."""
        with self._lock:
            if self._drop(
                lambda g: g.kind == "table" and g.event_id == event_id and g.round < round_number
            ):
                self._save()

    def revoke_all(self) -> None:
        """Every token revoked (the organiser stopped the server): the next start makes new
        ones, and new cards are printed."""
        with self._lock:
            self._tokens.clear()
            self._by_digest.clear()
            self._save()

    def _drop(self, which: Callable[[Grant], bool]) -> bool:
        gone = [token for token, grant in self._tokens.items() if which(grant)]
        for token in gone:
            del self._tokens[token]
            self._by_digest.pop(_digest(token), None)
        return bool(gone)

    # -- keeping --------------------------------------------------------------------------

    def _load(self) -> None:
        if self._path is None:
            return
        try:
            data = json.loads(self._path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return  # no book yet, or an unreadable one: new tokens (new cards) are made
        if not isinstance(data, dict):
            return
        address = data.get("address", "")
        self._address = address if isinstance(address, str) and len(address) < 200 else ""
        for item in data.get("tokens", []):
            grant = _grant(item)
            token = item.get("token") if isinstance(item, dict) else None
            if grant is not None and isinstance(token, str) and looks_like_token(token):
                self._add(token, grant)

    def _save(self) -> None:
        if self._path is None:
            return
        data = {
            "version": 1,
            "address": self._address,
            "tokens": [
                {
                    "token": token,
                    "kind": g.kind,
                    "event": g.event_id,
                    "round": g.round,
                    "table": g.table,
                }
                for token, g in self._tokens.items()
            ],
        }
        self._path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        temporary = self._path.with_suffix(".tmp")
        # Created readable by the organiser alone: the tokens are the cards' keys.
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            json.dump(data, file)
        os.replace(temporary, self._path)


def _grant(item: Any) -> Grant | None:
    if not isinstance(item, dict):
        return None
    kind, event, round_number, table = (item.get(k) for k in ("kind", "event", "round", "table"))
    if kind not in ("table", "watch"):
        return None
    if not (isinstance(event, int) and isinstance(round_number, int) and isinstance(table, int)):
        return None
    return Grant(kind, event, round_number, table)


def book_path(folder: Path, location: str) -> Path:
    """Where the tokens of ``location`` (a database file or a server's address without its
    password) are kept in ``folder``: one file per place, named by a digest of it."""
    name = hashlib.sha256(location.encode("utf-8")).hexdigest()[:20]
    return folder / f"tokens-{name}.json"


class FailureLimit:
    """Wrong tokens from one address: after ``allowed`` within ``window`` seconds, every
    request from it is refused until the window has passed (a guess at a 144-bit token is
    hopeless anyway; this keeps a script from trying while the evening runs)."""

    def __init__(
        self,
        allowed: int = 10,
        window: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.allowed = allowed
        self.window = window
        self._clock = clock
        self._lock = threading.Lock()
        self._failures: dict[str, list[float]] = {}

    def blocked(self, address: str) -> bool:
        """Whether ``address`` has used up its wrong tries for now."""
        with self._lock:
            return len(self._recent(address)) >= self.allowed

    def failed(self, address: str) -> None:
        """One wrong token from ``address``."""
        with self._lock:
            self._recent(address).append(self._clock())
            if len(self._failures) > 10_000:  # a flood of addresses: forget the oldest
                with contextlib.suppress(StopIteration):
                    del self._failures[next(iter(self._failures))]

    def _recent(self, address: str) -> list[float]:
        now = self._clock()
        kept = [t for t in self._failures.get(address, ()) if now - t < self.window]
        self._failures[address] = kept
        return kept
