"""A new database copied from an empty one the real migrations built at package time.

A first start used to import sqlite-utils (~60 ms frozen, ~95 ms from source) only to create
four tables on a new file. ``packaging/build.py`` now runs the migrations once, with
:func:`make_template`, and ships the result as ``resources/store/new-database.sqlite3``; a new
database is a copy of it when the template exists and records exactly :data:`MIGRATION_NAMES`
(any other template is ignored and the migrations run as before). ``tests/packaging/
test_database_template.py`` checks that a copy equals a freshly migrated database.

The copy appears atomically: it is written and committed under a private name in the target's
folder, then hard-linked to the target name, which fails if another process created the
database meanwhile (that process's copy or migration wins; this one then finds nothing pending).
"""

from __future__ import annotations

import contextlib
import datetime
import os
import shutil
import sqlite3
import sys
from pathlib import Path

from app.store.schema import APPLICATION_ID, MIGRATION_NAMES, applied_migrations

TEMPLATE_NAME = "new-database.sqlite3"


def template_path() -> Path:
    """``resources/store/new-database.sqlite3`` in the bundle (or the checkout, if built there)."""
    if getattr(sys, "frozen", False):
        root = Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
    else:
        root = Path(__file__).resolve().parents[2]
    return root / "resources" / "store" / TEMPLATE_NAME


def make_template(path: Path) -> Path:
    """Build the template with the real migrations (imports sqlite-utils; package time only).

    Rollback-journal mode, so the file is complete without a ``-wal``; every connection to a
    copy switches it to WAL as it does for any database (:func:`app.store.db.configure`).
    """
    from app.store.migrations import apply_pending

    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        apply_pending(conn)
    return path


def template_matches(template: Path) -> bool:
    """Whether ``template`` is a Pulka database holding exactly this version's migrations."""
    try:
        uri = f"{template.resolve().as_uri()}?immutable=1"
        with contextlib.closing(sqlite3.connect(uri, uri=True)) as conn:
            if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                return False
            names = applied_migrations(conn)
            games = conn.execute("SELECT count(*) FROM games").fetchone()[0]
    except sqlite3.Error:
        return False
    return tuple(names) == MIGRATION_NAMES and games == 0


def create_from_template(target: Path, template: Path | None = None) -> bool:
    """Create the new database ``target`` as a copy of the template; ``False`` if not done.

    ``False`` (nothing written at ``target``) when there is no usable template, the file system
    has no hard links, or ``target`` appeared meanwhile: the caller then migrates as usual.
    """
    source = template if template is not None else template_path()
    if not source.is_file() or not template_matches(source):
        return False
    partial = target.with_name(f".{target.name}.{os.getpid()}.new")
    try:
        shutil.copyfile(source, partial)
        with contextlib.closing(sqlite3.connect(partial, isolation_level=None)) as conn:
            # The record says when this database's schema was made, as a migration would.
            now = str(datetime.datetime.now(datetime.UTC))
            conn.execute("UPDATE _sqlite_migrations SET applied_at = ?", [now])
        os.link(partial, target)
    except (OSError, sqlite3.Error):
        return False
    finally:
        partial.unlink(missing_ok=True)
        Path(f"{partial}-journal").unlink(missing_ok=True)
    return True
