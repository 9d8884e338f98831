"""How a service writes: refused at once on a read-only store, one store transaction, and the
time the write is stamped with (ISO 8601, UTC, microseconds)."""

from __future__ import annotations

import contextlib
import datetime
from collections.abc import Callable, Iterator

from app.services.results import ServiceError
from app.store.protocol import GameStore

Clock = Callable[[], datetime.datetime]


def utc_now() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC)


def stamp(clock: Clock) -> str:
    """The time a write is stored with."""
    return clock().isoformat(timespec="microseconds")


def read_only_code(store: GameStore) -> str:
    """Why ``store`` takes no writes, as a refusal code: ``view_only`` on a club server whose
    login may only view the games (its role, app/services/permissions.py: the player asks the
    club's administrator for a scorer's login), ``read_only`` for a file opened read-only."""
    return "view_only" if callable(getattr(store, "capabilities", None)) else "read_only"


@contextlib.contextmanager
def write_transaction(store: GameStore) -> Iterator[None]:
    """The store's write transaction; refused at once (:func:`read_only_code`) when the store
    cannot be written."""
    if store.read_only:
        raise ServiceError(read_only_code(store))
    with store.transaction():
        yield
