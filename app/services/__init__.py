"""Services: the only API the UI calls (games, recording, undo/redo, history, export)."""

from app.services.game_service import GameService
from app.services.results import (
    GameSummary,
    GameView,
    HistoryItem,
    Label,
    OpResult,
    Preview,
    ServiceError,
    UndoStatus,
)
from app.services.rules_label import RulesLabel, rules_label
from app.store.db import DatabaseRefused, StoreWarning, default_database_path

__all__ = [
    "DatabaseRefused",
    "GameService",
    "GameSummary",
    "GameView",
    "HistoryItem",
    "Label",
    "OpResult",
    "Preview",
    "RulesLabel",
    "ServiceError",
    "StoreWarning",
    "UndoStatus",
    "default_database_path",
    "rules_label",
]
