"""Facts recorded at the table: deals, raspasy, manual entries and incidents.

Events hold what happened (contract, calls, tricks), never computed scores: the sheet is a
fold over them (:mod:`app.engine.sheet`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from types import MappingProxyType
from typing import Any, Literal, TypeAlias

from app.engine.entries import Amount
from app.engine.errors import InvalidGame
from app.engine.model import Call, Contract
from app.engine.value import value


def _frozen_map(value: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return MappingProxyType(dict(value or {}))


@value
class Deal:
    """An ordered contract: declarer, contract, each defender's call and the tricks taken.

    ``tricks`` may be empty when no defender whisted (made without play, A.3/A.10); for misère
    only the declarer's tricks are needed (A.11). ``dealer`` overrides the automatic rotation.
    ``talon_tricks`` is the resting dealer's count for the talon-whists house rule (A.14).
    ``conceded``: the declarer gave the game up three down before play (``concede_three_down``).
    With ``resting_dealer_may_whist`` the resting dealer may appear in ``calls`` with a whist.
    """

    declarer: str
    contract: Contract
    calls: Mapping[str, Call] = field(default_factory=dict)
    tricks: Mapping[str, int] = field(default_factory=dict)
    dealer: str | None = None
    talon_tricks: int = 0
    conceded: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "calls", _frozen_map(self.calls))
        object.__setattr__(self, "tricks", _frozen_map(self.tricks))


@value
class Raspasy:
    """An all-pass deal played for the fewest tricks (A.13): tricks per active player, and the
    resting dealer's talon tricks under ``raspasy_resting_dealer_plays_talon``."""

    tricks: Mapping[str, int]
    dealer: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "tricks", _frozen_map(self.tricks))


@value
class ManualEntry:
    """Amounts written by hand: to continue a paper sheet or record an agreed correction.

    ``whists`` maps an opponent to the whists ``player`` writes on him.
    """

    player: str
    pool: Amount = 0
    mountain: Amount = 0
    whists: Mapping[str, Amount] = field(default_factory=dict)
    note: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "whists", _frozen_map(self.whists))


@value
class Incident:
    """A violation at the table: a penalty-catalogue rule id and the facts the rule needs."""

    rule: str
    facts: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "facts", _frozen_map(self.facts))


GameEvent: TypeAlias = Deal | Raspasy | ManualEntry | Incident

TableKind: TypeAlias = Literal["deal", "raspasy", "entry", "incident"]
"""What a fact at the table is: a ``pulka-game`` event's ``type`` and its log record's ``kind``."""

EVENT_KINDS: Mapping[type, TableKind] = MappingProxyType(
    {Deal: "deal", Raspasy: "raspasy", ManualEntry: "entry", Incident: "incident"}
)
"""Each event type's ``type`` in a ``pulka-game`` file and ``kind`` in the store's log."""


def event_kind(event: GameEvent) -> TableKind:
    """``"deal"``, ``"raspasy"``, ``"entry"`` or ``"incident"``; refuses anything else."""
    kind = EVENT_KINDS.get(type(event))
    if kind is None:
        raise InvalidGame("event_unknown", value=type(event).__name__)
    return kind
