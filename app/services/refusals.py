"""A store's failure as the services' coded refusal (docs/store.md, "What each failure does").

Every :class:`~app.store.errors.StoreError` becomes a :class:`ServiceError`: a file's by its kind
(``store_busy``, ``store_read_only``, ``disk_full``, ``store_io``, ``store_damaged``,
``store_failed``), a club server's by its own code (``server_unavailable``, worth retrying, or
``server_refused`` with the server's ``refusal``); a stale write becomes ``stale``.
"""

from __future__ import annotations

from collections.abc import Callable

from app.services.results import ServiceError, store_code
from app.store.errors import StaleWrite, StoreError

ServerLost = Callable[[], None] | None
"""Told when a club server stops answering (the app shows it and retries)."""


def refusal(error: BaseException, on_server_lost: ServerLost = None) -> BaseException:
    """The coded refusal of a store's failure (anything else unchanged)."""
    if isinstance(error, StaleWrite):
        return ServiceError(
            "stale", game_id=error.game_id, expected=error.expected, actual=error.actual
        )
    if isinstance(error, StoreError):
        if error.code is None:
            return ServiceError(store_code(error.kind), detail=error.detail)
        return server_refusal(error, on_server_lost)
    return error


def as_refusal(error: BaseException, on_server_lost: ServerLost = None) -> ServiceError:
    """A failed COMMIT as a refusal; anything unexpected as ``store_failed``."""
    refused = refusal(error, on_server_lost)
    if isinstance(refused, ServiceError):
        return refused
    return ServiceError("store_failed", detail=str(error))


def server_refusal(error: StoreError, on_server_lost: ServerLost = None) -> ServiceError:
    """A club server's failure as a refusal: ``server_unavailable`` (tells ``on_server_lost``,
    worth retrying) or ``server_refused`` with the server's ``refusal`` code."""
    detail = str(error.detail or "")
    if error.code == "unavailable":
        if on_server_lost is not None:
            on_server_lost()
        return ServiceError("server_unavailable", detail=detail)
    return ServiceError("server_refused", refusal=str(error.code or "failed"), detail=detail)
