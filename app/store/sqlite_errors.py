"""What a failed SQLite call means for a player: in use, read-only, disk full, damaged, other.

SQLite's primary result codes (https://www.sqlite.org/rescode.html) are read from
``sqlite3.Error.sqlite_errorcode``; errors Python raises itself (a column that is not UTF-8)
carry none and count as ``damaged`` when they come from reading stored data.
"""

from __future__ import annotations

import sqlite3

from app.store.errors import FailureKind

_KINDS: dict[int, FailureKind] = {
    5: "busy",  # SQLITE_BUSY: another connection holds the lock
    6: "busy",  # SQLITE_LOCKED
    3: "read_only",  # SQLITE_PERM
    8: "read_only",  # SQLITE_READONLY
    14: "cannot_open",  # SQLITE_CANTOPEN: folder not writable for -wal/-shm, file missing
    13: "disk_full",  # SQLITE_FULL
    10: "io",  # SQLITE_IOERR (also a full disk on some file systems: ENOSPC while writing)
    11: "damaged",  # SQLITE_CORRUPT
    26: "damaged",  # SQLITE_NOTADB
}


def classify(error: sqlite3.Error) -> FailureKind:
    """``busy``, ``read_only``, ``cannot_open``, ``disk_full``, ``io``, ``damaged`` or
    ``failed``."""
    code = getattr(error, "sqlite_errorcode", None)
    if isinstance(code, int):
        return _KINDS.get(code & 0xFF, "failed")
    text = str(error).lower()
    if "locked" in text:
        return "busy"
    if "decode" in text or "malformed" in text:
        return "damaged"
    return "failed"
