"""Services: the only API the UI calls (games, recording, undo/redo, history, export)."""

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
from app.services.rules_label import RulesLabel, rules_label
from app.services.stores import open_store
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
    "RulesLabel",
    "Seating",
    "ServiceError",
    "StoreWarning",
    "UndoStatus",
    "default_database_path",
    "open_store",
    "rules_label",
]
