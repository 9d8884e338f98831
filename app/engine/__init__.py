"""Pure Preferans scoring: rules, deals, the sheet as a fold of events, and settlement.

No I/O, no clock, no Qt: frozen values in, frozen values out. See ``README.md`` beside this file.
"""

from app.engine.entries import RULE_REFERENCES, Entry, RunningValue
from app.engine.errors import CodedError, EngineError, InvalidDeal, InvalidGame, InvalidRules
from app.engine.events import Deal, GameEvent, Incident, ManualEntry, Raspasy
from app.engine.gamefile import GameRecord, event_to_dict, game_to_dict, parse_event, parse_game
from app.engine.model import Call, Column, Contract, Suit
from app.engine.rules import (
    FSPR,
    LENINGRAD,
    PITER,
    PRESET_NAMES,
    ROSTOV,
    SOCHI,
    Rules,
    preset_rules,
)
from app.engine.settlement import Payment, Settlement, settle, settle_sheet
from app.engine.sheet import apply_event, fold
from app.engine.state import EventOutcome, GameState, Sheet, Table

__all__ = [
    "FSPR",
    "LENINGRAD",
    "PITER",
    "PRESET_NAMES",
    "ROSTOV",
    "RULE_REFERENCES",
    "SOCHI",
    "Call",
    "CodedError",
    "Column",
    "Contract",
    "Deal",
    "EngineError",
    "Entry",
    "EventOutcome",
    "GameEvent",
    "GameRecord",
    "GameState",
    "Incident",
    "InvalidDeal",
    "InvalidGame",
    "InvalidRules",
    "ManualEntry",
    "Payment",
    "Raspasy",
    "Rules",
    "RunningValue",
    "Settlement",
    "Sheet",
    "Suit",
    "Table",
    "apply_event",
    "event_to_dict",
    "fold",
    "game_to_dict",
    "parse_event",
    "parse_game",
    "preset_rules",
    "settle",
    "settle_sheet",
]
