"""Opening the games database for the window: a file or a club server, refused in plain words."""

from __future__ import annotations

import sys
from pathlib import Path

from app.services import DatabaseRefused, GameService, open_backend

# isort: split
from PySide6.QtWidgets import QWidget

from ui import i18n, store_texts
from ui.busy import BUSY_TIMEOUT_MS, BusyWait
from ui.widgets.message import fail, warn


def open_service(path: Path) -> GameService | None:
    """The service over ``path``, or None after telling the user why the file was refused.

    What the store reports is said in the player's words (ui/store_texts.py): a refused file
    (damaged, newer, in use…), a read-only opening, a backup not taken. SQLite's own words go
    to standard error only.
    """
    try:
        # The day's backup is taken once the window is up (ui/backup_watch.py, issue 30).
        backend = open_backend(path, busy_timeout_ms=BUSY_TIMEOUT_MS, defer_daily_backup=True)
        service = GameService(backend, on_busy=BusyWait())
    except DatabaseRefused as error:
        text = store_texts.refusal_text(error.code, {"path": error.path})
        print(f"pulka: {error}", file=sys.stderr)
        fail(None, i18n.product_name(), text)
        return None
    except OSError as error:
        fail(None, i18n.product_name(), i18n.error_text("file_unreadable", {"path": path}))
        print(f"pulka: {error}", file=sys.stderr)
        return None
    for warning in service.warnings:
        print(f"pulka: {path}: {warning.code} {warning.params}", file=sys.stderr)
        text = store_texts.warning_text(warning.code, {"path": path, **warning.params})
        warn(None, i18n.product_name(), text)
    return service


def open_server(url: str, parent: QWidget | None = None) -> GameService | None:
    """The service over the club server at ``url``, or None after saying why not (a bad
    address, the server unreachable or refusing): one line on standard error, the player's
    words in a message box, never the password."""
    from app.services.locations import BadServerAddress, parse_server_url, without_password
    from app.services.stores import StoreError, open_server_backend, server_error_code

    shown = without_password(url)
    try:
        address = parse_server_url(url)
    except BadServerAddress as reason:
        print(f"pulka: {shown}: not a club server address: {reason}", file=sys.stderr)
        fail(parent, i18n.product_name(), store_texts.server_text("bad_address", {"url": shown}))
        return None
    try:
        return GameService(open_server_backend(url))
    except StoreError as error:
        print(f"pulka: server {address.label()}: {error}", file=sys.stderr)
        code = server_error_code(error)
        fail(
            parent, i18n.product_name(), store_texts.server_text(code, {"server": address.label()})
        )
        return None
