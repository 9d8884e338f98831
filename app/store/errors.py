"""The store's own exceptions and warnings: what any backend raises across the seam.

A backend turns its driver's errors into :class:`StoreError` with one of the :data:`FailureKind`
kinds (SQLite's mapping: :mod:`app.store.sqlite_errors`), so the services never see a driver
type; :class:`StaleWrite` and :class:`StoredDataDamaged` say what went wrong with a game.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any, Literal, TypeAlias

from app.engine.value import value

FailureKind: TypeAlias = Literal[
    "busy", "read_only", "cannot_open", "disk_full", "io", "damaged", "unavailable", "failed"
]
"""``busy``: another connection holds the lock (worth waiting for); ``read_only`` /
``cannot_open``: writes are not possible; ``disk_full``; ``io``; ``damaged``: the stored data
cannot be read; ``unavailable``: a server cannot be reached (worth retrying later); ``failed``:
anything else."""


class StoreError(Exception):
    """A failed store call, classified: ``kind`` (:data:`FailureKind`) and ``detail`` (the
    backend's own words on one line, for the message's details).

    ``code``: a backend's own name for the failure when it has one (a club server's
    ``unavailable``, ``auth_failed``, ``not_allowed`` …: app/store/postgres/errors.py), so the
    services say it in the server's terms without asking which backend failed; ``None`` for a
    file's."""

    code: str | None = None

    def __init__(self, kind: FailureKind, detail: str = "") -> None:
        super().__init__(detail or kind)
        self.kind: FailureKind = kind
        self.detail = detail


class StaleWrite(Exception):
    """An append whose expected ``last_seq`` is not the game's: someone else wrote meanwhile."""

    def __init__(self, game_id: int, expected: int, actual: int) -> None:
        super().__init__(f"game {game_id}: expected last_seq {expected}, found {actual}")
        self.game_id = game_id
        self.expected = expected
        self.actual = actual


class StoredDataDamaged(Exception):
    """A stored row that cannot be read back (not UTF-8, not JSON, a wrong type).

    ``game_id`` names the game when known; ``str()`` says what is wrong.
    """

    def __init__(self, game_id: int | None, detail: str) -> None:
        super().__init__(detail)
        self.game_id = game_id


@value  # on the path to the first window (ADR 0003)
class StoreWarning:
    """Something the user should know although the database opened: a code and parameters.

    Codes: ``read_only`` (``reason``: a classified SQLite error kind or ``permission``),
    ``backup_failed`` (``detail``), ``backup_skipped`` (``detail``: the damaged game).
    """

    code: str
    params: dict[str, Any] = field(default_factory=dict)


def one_line(error: BaseException | str) -> str:
    """The error's text on one line, at most 200 characters (for a message's detail)."""
    return " ".join(str(error).split())[:200]
