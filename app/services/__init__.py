"""Services: the only API the UI calls (games, recording, undo/redo, history, export)."""

# The roster and the database's name are exported too because the first window needs them:
# imported with the package they load before Qt (ui/app.py), for once PySide6 is imported it
# reads the source of every module imported after it (about 8 M instructions for these two).
from app.services.about import database_name
from app.services.game_service import GameService
from app.services.results import (
    Changes,
    CommitResult,
    Correctable,
    GameSummary,
    GameView,
    HistoryItem,
    Label,
    OpResult,
    Preview,
    Seating,
    ServiceError,
    UndoStatus,
)
from app.services.roster import Roster, RosterService
from app.services.rules_label import RulesLabel, rules_label
from app.services.stores import open_backend
from app.store.db import DatabaseRefused, default_database_path
from app.store.errors import StoreWarning

__all__ = [
    "Changes",
    "CommitResult",
    "Correctable",
    "DatabaseRefused",
    "GameService",
    "GameSummary",
    "GameView",
    "HistoryItem",
    "Label",
    "OpResult",
    "Preview",
    "Roster",
    "RosterService",
    "RulesLabel",
    "Seating",
    "ServiceError",
    "StoreWarning",
    "UndoStatus",
    "database_name",
    "default_database_path",
    "open_backend",
    "rules_label",
]
