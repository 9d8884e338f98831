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


@contextlib.contextmanager
def write_transaction(store: GameStore, refusal: str = "read_only") -> Iterator[None]:
    """The store's write transaction; refused at once with ``refusal`` when the store cannot
    be written (``view_only`` for a club login that may only view: the backend's
    ``Permissions.refusal``)."""
    if store.read_only:
        raise ServiceError(refusal)
    with store.transaction():
        yield
