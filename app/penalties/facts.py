"""The facts an incident needs: typed fields, their conditions, and how the game fills them."""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app.engine.errors import EngineError, InvalidDeal
from app.engine.events import Deal, Raspasy
from app.engine.gamefile import parse_amount, parse_event
from app.engine.model import Contract
from app.engine.names import normalize_name
from app.penalties.units import LEVELS, parse_level


class FactKind(enum.Enum):
    """What kind of answer a fact is; the wizard picks a widget by it."""

    PLAYER = "player"
    PLAYERS = "players"
    ROLE = "role"
    PHASE = "phase"
    LEVEL = "level"
    RASPASY_LEVEL = "raspasy_level"
    CONTRACT = "contract"
    INT = "int"
    BOOL = "bool"
    CHOICE = "choice"
    TEXT = "text"
    DEAL = "deal"


class GameFill(enum.Enum):
    """Facts the sheet already knows (the wizard shows them filled in and checks them)."""

    DEALER = "dealer"
    RASPASY_LEVEL = "raspasy_level"
    THIRD_SPEAKER = "third_speaker"
    OFFENCES = "offences"


@dataclass(frozen=True)
class FactSpec:
    """One fact of a rule's schema.

    ``depends_on`` maps an earlier fact to the values under which this fact is asked; a fact
    whose condition fails must not be given. ``game`` says how the sheet fills it in; ``default``
    is used when an optional fact is left out.
    """

    name: str
    kind: FactKind
    question: str
    required: bool = True
    choices: tuple[Any, ...] = ()
    depends_on: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    game: GameFill | None = None
    default: Any = None
    minimum: int | None = None
    maximum: int | None = None
    deal_types: tuple[str, ...] = ("deal", "raspasy")
    halves: bool = False
    """An INT fact that also takes an exact half written ``"3/2"`` (CUSTOM's amount)."""

    def allowed(self) -> list[Any]:
        """Allowed values for the schema (empty when open-ended)."""
        if self.kind is FactKind.LEVEL:
            return list(LEVELS)
        if self.kind is FactKind.BOOL:
            return [True, False]
        return list(self.choices)

    def to_dict(self) -> dict[str, Any]:
        """The JSON schema entry of ``pulka rules --json``."""
        out: dict[str, Any] = {
            "name": self.name,
            "kind": self.kind.value,
            "question": self.question,
            "required": self.required,
            "allowed": self.allowed(),
            "depends_on": {k: list(v) for k, v in self.depends_on.items()},
            "game_fills": self.game.value if self.game else None,
        }
        if self.default is not None:
            out["default"] = self.default
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        if self.kind is FactKind.DEAL:
            out["deal_types"] = list(self.deal_types)
        return out


def applies(spec: FactSpec, facts: Mapping[str, Any]) -> bool:
    """Whether the conditions on earlier answers hold."""
    return all(facts.get(name) in values for name, values in spec.depends_on.items())


def shown(value: Any) -> str:
    """A value as the document wrote it (JSON), shortened: refusals never show a Python repr."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = str(value)
    return text if len(text) <= 40 else text[:37] + "…"


def in_words(values: list[Any]) -> str:
    """``1 or 2``, ``Anna, Boris or Vera``: a list of allowed answers as a reader says it."""
    words = [shown(v) if not isinstance(v, str) else v for v in values]
    if not words:
        return "nothing"
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]


def allowed_words(spec: FactSpec, players: tuple[str, ...]) -> str:
    """What an answer to ``spec`` may be, in words (English; the UI words it itself)."""
    kind = spec.kind
    if kind is FactKind.PLAYER:
        return "one of the players: " + in_words(list(players))
    if kind is FactKind.PLAYERS:
        return "a list of different players from " + in_words(list(players))
    if kind is FactKind.CONTRACT:
        return "a contract such as 6s, 7h, 10nt or misere"
    if kind is FactKind.TEXT:
        return "a text"
    if kind is FactKind.DEAL:
        return "a deal or raspasy object of the pulka-game format"
    if kind in (FactKind.INT, FactKind.RASPASY_LEVEL):
        if spec.halves:
            return 'a whole number or a half such as "3/2"'
        if spec.minimum is not None and spec.maximum is not None:
            return f"a whole number from {spec.minimum} to {spec.maximum}"
        if spec.minimum is not None:
            return f"a whole number of at least {spec.minimum}"
        if spec.maximum is not None:
            return f"a whole number of at most {spec.maximum}"
        return "a whole number"
    return in_words(spec.allowed())


def _same(choice: Any, value: Any) -> bool:
    """Equal and of the same JSON type: ``true`` is not ``1`` and ``2.0`` is not ``2``."""
    return type(choice) is type(value) and bool(choice == value)


def normalize(spec: FactSpec, value: Any, players: tuple[str, ...]) -> Any:
    """Check one answer's type and range and return it in canonical form."""

    def bad() -> InvalidDeal:
        return InvalidDeal(
            "fact_invalid",
            fact=spec.name,
            value=shown(value),
            allowed=allowed_words(spec, players),
        )

    kind = spec.kind
    if kind is FactKind.PLAYER:
        value = normalize_name(value)
        if not isinstance(value, str) or value not in players:
            raise bad()
        return value
    if kind is FactKind.PLAYERS:
        if isinstance(value, list | tuple):
            value = [normalize_name(v) for v in value]
        if (
            not isinstance(value, list)
            or not value
            or any(not isinstance(v, str) or v not in players for v in value)
            or len(set(value)) != len(value)
        ):
            raise bad()
        return list(value)
    if kind is FactKind.LEVEL:
        level = parse_level(value)
        if level is None:
            raise bad()
        return level
    if kind is FactKind.CONTRACT:
        try:
            return Contract.parse(str(value)).code
        except EngineError:
            raise bad() from None
    if kind in (FactKind.INT, FactKind.RASPASY_LEVEL):
        if spec.halves and isinstance(value, str):
            try:
                half = parse_amount(value, spec.name)
            except EngineError:
                raise bad() from None
            return half if isinstance(half, int) else str(half)  # JSON-ready: "3/2"
        if isinstance(value, bool) or not isinstance(value, int):
            raise bad()
        if (spec.minimum is not None and value < spec.minimum) or (
            spec.maximum is not None and value > spec.maximum
        ):
            raise InvalidDeal(
                "fact_range",
                fact=spec.name,
                value=value,
                minimum=spec.minimum,
                maximum=spec.maximum,
                allowed=allowed_words(spec, players),
            )
        return value
    if kind is FactKind.BOOL:
        if not isinstance(value, bool):
            raise bad()
        return value
    if kind in (FactKind.CHOICE, FactKind.ROLE, FactKind.PHASE):
        if not any(_same(choice, value) for choice in spec.choices):
            raise bad()
        return value
    if kind is FactKind.TEXT:
        if not isinstance(value, str):
            raise bad()
        return value
    # DEAL: a pulka-game deal or raspasy object, parsed by the game codec.
    # Its own refusal (where = ``deal.tricks.Anna`` …) says what is wrong with it.
    event = parse_event(value, where=spec.name)
    if not isinstance(event, Deal | Raspasy):
        raise bad()
    kind_name = "deal" if isinstance(event, Deal) else "raspasy"
    if kind_name not in spec.deal_types:
        code = "raspasy_on_contract_rule" if kind_name == "raspasy" else "contract_on_raspasy_rule"
        raise InvalidDeal(code, fact=spec.name, allowed=list(spec.deal_types))
    return value
