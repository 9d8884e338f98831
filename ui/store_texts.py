"""The words for what the store reports: refused files, warnings at start, failed writes.

Codes come from :class:`app.store.DatabaseRefused`, :class:`app.store.StoreWarning` and the
store's :class:`app.services.ServiceError` codes (docs/store.md, "What each failure does"). Each
text is a literal ``QCoreApplication.translate("Store", …)`` call so ``pyside6-lupdate`` finds it.
SQLite's own (English) words never reach the screen; they go to standard error.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication


def _fmt(text: str, params: Mapping[str, Any]) -> str:
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


def refusal_text(code: str, params: Mapping[str, Any]) -> str:
    """Why a database file was not opened (a :class:`DatabaseRefused` code)."""
    table = {
        "not_pulka": QCoreApplication.translate(
            "Store", "The file {path} is not a Pulka database."
        ),
        "damaged": QCoreApplication.translate(
            "Store",
            "The file {path} is damaged: Pulka cannot read it. Earlier copies are kept in the"
            " backups folder beside it.",
        ),
        "newer_schema": QCoreApplication.translate(
            "Store",
            "The file {path} was saved by a newer version of Pulka. Update Pulka to open it.",
        ),
        "in_use": QCoreApplication.translate(
            "Store",
            "The file {path} is in use by another program. Close that program and start Pulka"
            " again.",
        ),
        "cannot_create": QCoreApplication.translate(
            "Store", "Pulka cannot create the file {path}: that folder cannot be written."
        ),
        "outdated_read_only": QCoreApplication.translate(
            "Store",
            "The file {path} was saved by an older version of Pulka and has to be updated, but"
            " it cannot be written.",
        ),
        "no_database": QCoreApplication.translate("Store", "The file {path} holds no games."),
        "network_filesystem": QCoreApplication.translate(
            "Store",
            "The file {path} is in a shared network folder. Pulka does not keep games there:"
            " two computers writing one file can damage it. Keep the file on this computer, and"
            " let the club's computers share games through a club server.",
        ),
        "wal_unreadable": QCoreApplication.translate(
            "Store",
            "The file {path} cannot be read: its latest changes wait in a companion file that"
            " this folder does not let Pulka open.",
        ),
    }
    text = table.get(code) or table["damaged"]
    return _fmt(text, params)


def server_text(code: str, params: Mapping[str, Any]) -> str:
    """Why the app could not open or use a club server (``params``: ``server``, ``url``)."""
    table = {
        "bad_address": QCoreApplication.translate(
            "Store",
            "“{url}” is not a club server address. It looks like"
            " postgresql://user@server:5432/club.",
        ),
        "not_available": QCoreApplication.translate(
            "Store",
            "This installation of Pulka cannot connect to a club server. Open the games of a"
            " file on this computer instead.",
        ),
        "unavailable": QCoreApplication.translate(
            "Store",
            "The club server {server} cannot be reached. Check that this computer is on the"
            " club's network and that the server is running.",
        ),
        "auth_failed": QCoreApplication.translate(
            "Store",
            "The club server {server} did not accept the user name or the password.",
        ),
        "no_database": QCoreApplication.translate(
            "Store", "The club server {server} has no database by that name."
        ),
        "not_initialised": QCoreApplication.translate(
            "Store",
            "The club server {server} is not set up for Pulka yet: the club's administrator"
            " runs “pulka server init” once.",
        ),
        "newer_schema": QCoreApplication.translate(
            "Store",
            "The club server {server} was set up by a newer version of Pulka. Update Pulka to"
            " use it.",
        ),
        "outdated": QCoreApplication.translate(
            "Store",
            "The club server {server} needs an upgrade that only the club's administrator may"
            " make (“pulka server init”).",
        ),
        "not_allowed": QCoreApplication.translate(
            "Store", "Your login to the club server {server} does not allow this."
        ),
        "failed": QCoreApplication.translate(
            "Store", "The club server {server} refused the request."
        ),
        # TLS (issue 29, D4)
        "tls_unverified": QCoreApplication.translate(
            "Store",
            "The server {server} did not prove to be the club's: its certificate is not signed"
            " by the CA file chosen, or it names another server. Check the server's name and"
            " the CA file with the club's administrator.",
        ),
        "tls_ca_file": QCoreApplication.translate(
            "Store",
            "The CA file chosen cannot be read, so the server {server} cannot be checked."
            " Choose the server's CA file again.",
        ),
        "tls_unsupported": QCoreApplication.translate(
            "Store",
            "The club server {server} does not offer an encrypted connection. Ask the club's"
            " administrator to turn on TLS, or choose not to require encryption.",
        ),
    }
    return _fmt(table.get(code, table["failed"]), params)


def warning_text(code: str, params: Mapping[str, Any]) -> str:
    """Something to know although the database opened (a :class:`StoreWarning` code)."""
    if code == "read_only" and params.get("reason") in ("io", "disk_full"):
        text = QCoreApplication.translate(
            "Store",
            "There is no room on the disk to open {path} for writing, so it is open read-only:"
            " you can look at the games and export them, but nothing can be recorded.",
        )
        return _fmt(text, params)
    table = {
        "read_only": QCoreApplication.translate(
            "Store",
            "The file {path} cannot be written, so it is open read-only: you can look at the"
            " games and export them, but nothing can be recorded.",
        ),
        "backup_failed": QCoreApplication.translate(
            "Store",
            "Today's backup copy could not be made: the backups folder cannot be written or the"
            " disk is full. The games are safe; Pulka will try again at the next start.",
        ),
        "backup_skipped": QCoreApplication.translate(
            "Store",
            "Today's backup copy was not made because a game in the file is damaged. The earlier"
            " copies are kept.",
        ),
    }
    return _fmt(table.get(code, table["backup_failed"]), params)


def service_text(code: str, params: Mapping[str, Any]) -> str | None:
    """A store failure reported by the services, or ``None`` for another code."""
    # The texts live with the services (app/services/messages.py), marked for lupdate.
    from app.services.messages import GAME_DAMAGED_WITH_PLAYERS, STORE_CONTEXT, STORE_MESSAGES

    if code == "game_damaged" and params.get("players"):
        source: str | None = GAME_DAMAGED_WITH_PLAYERS
    else:
        source = STORE_MESSAGES.get(code)
    if source is None:
        return None
    return _fmt(QCoreApplication.translate(STORE_CONTEXT, source), params)


def damaged_mark() -> str:
    """After a damaged game's line in the game list."""
    return QCoreApplication.translate("Store", "(damaged)")


def read_only_mark(role: str) -> str:
    """The status bar while nothing can be written: a club server's login (``role`` of
    app/services/permissions.py) that may only look at the games, or a file opened read-only
    (role ``file``). The viewer is told what they may do, the file what it is (docs/texts.md)."""
    if role == "file":
        return QCoreApplication.translate("Store", "Read only")
    return QCoreApplication.translate("Store", "View only")


def waiting_text() -> str:
    return QCoreApplication.translate(
        "Store", "The file is in use by another program. Waiting for it…"
    )


def stop_waiting_text() -> str:
    return QCoreApplication.translate("Store", "Stop waiting")


def reopen_question(game_id: int, players: str) -> str:
    """Asked when the last start ended while opening the game it reopened."""
    text = QCoreApplication.translate(
        "Store",
        "Last time Pulka closed while opening game {game_id} ({players}). Open it again?",
    )
    return _fmt(text, {"game_id": game_id, "players": players})
