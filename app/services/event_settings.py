"""An event's settings as one value, and the JSON the event store keeps of them
(docs/events.md, "How an event is kept" and "The director's choices").

A setting missing from stored JSON keeps the meaning it had when the event was written (before
the choice existed): bye points 0, raw four-handed places, the tie-breaks whists, first places,
fewer byes; a new event is written with every choice spelled out, the fair defaults included.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from app.engine.errors import CodedError
from app.engine.rules import SOCHI, Rules
from app.events.points import Band, Formula
from app.events.seating import FirstRound
from app.events.standings import LEGACY_TIE_BREAKS, TIE_BREAKS, TieBreak
from app.services.results import ServiceError


@dataclass(frozen=True, slots=True)
class EventSettings:
    """How an event seats its players, plays its rounds and counts its points.

    ``rules`` are every table's rules, including how a round ends (``game_end``: by the pool,
    ``deals`` with ``deal_limit``, or ``time`` with ``time_limit_minutes``; docs/rules.md).
    ``bye_points`` ``None``: a bye scores the round's average seat (the default, neutral);
    ``removal_threshold``: a round at or below it removes the player (``None``: never).
    """

    seed: int = 0
    four_handed: bool = True
    """A remainder of one or two players sits at four-handed tables (else: byes)."""
    first_round: FirstRound = "random"
    ratings: Mapping[str, float] = field(default_factory=dict)
    """Ratings given with the event (a file or a test); empty: the players window's rating."""
    rules: Rules = SOCHI
    formula: Formula = field(default_factory=Formula)
    bye_points: Fraction | None = None
    tie_breaks: tuple[TieBreak, ...] = TIE_BREAKS
    removal_threshold: Fraction | None = None

    def __post_init__(self) -> None:
        if len(set(self.tie_breaks)) != len(self.tie_breaks) or not set(self.tie_breaks) <= set(
            TIE_BREAKS
        ):
            raise ServiceError("event_settings", detail=f"tie-breaks {self.tie_breaks!r}")

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON values; fractions as ``"a/b"`` text."""
        return {
            "seed": self.seed,
            "four_handed": self.four_handed,
            "first_round": self.first_round,
            "ratings": dict(self.ratings),
            "rules": self.rules.to_dict(),
            "formula": {
                "kind": self.formula.kind,
                "places": [str(p) for p in self.formula.places],
                "places4": [str(p) for p in self.formula.places4],
                "bands": [[str(b.threshold), str(b.factor)] for b in self.formula.bands],
                "cap": None if self.formula.cap is None else str(self.formula.cap),
                "equal_tables": self.formula.equal_tables,
                "timeout": self.formula.timeout,
            },
            "bye_points": "average" if self.bye_points is None else str(self.bye_points),
            "tie_breaks": list(self.tie_breaks),
            "removal_threshold": (
                None if self.removal_threshold is None else str(self.removal_threshold)
            ),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> EventSettings:
        """Settings read back (or typed in a file); ``ServiceError`` ``event_settings`` naming
        what is wrong."""
        try:
            formula = data.get("formula", {})
            cap = formula.get("cap")
            bye = data.get("bye_points", "0")
            threshold = data.get("removal_threshold")
            return cls(
                seed=_int(data.get("seed", 0)),
                four_handed=_bool(data.get("four_handed", True)),
                first_round=_choice(
                    data.get("first_round", "random"), ("random", "rating", "typed")
                ),
                ratings={str(k): float(v) for k, v in dict(data.get("ratings", {})).items()},
                rules=Rules.from_dict(data.get("rules", {})),
                formula=Formula(
                    kind=_choice(formula.get("kind", "whists"), ("whists", "places", "scaled")),
                    places=tuple(Fraction(p) for p in formula.get("places", ("2", "1", "0"))),
                    places4=tuple(
                        Fraction(p) for p in formula.get("places4", ("3", "2", "1", "0"))
                    ),
                    bands=tuple(
                        Band(Fraction(t), Fraction(f)) for t, f in formula.get("bands", ())
                    ),
                    cap=None if cap is None else Fraction(cap),
                    equal_tables=_bool(formula.get("equal_tables", False)),
                    timeout=_bool(formula.get("timeout", False)),
                ),
                bye_points=None if bye == "average" else Fraction(bye),
                tie_breaks=tuple(
                    _choice(t, TIE_BREAKS) for t in data.get("tie_breaks", LEGACY_TIE_BREAKS)
                ),
                removal_threshold=None if threshold is None else Fraction(threshold),
            )
        except ServiceError:
            raise
        except (CodedError, ValueError, TypeError, AttributeError, ZeroDivisionError) as error:
            raise ServiceError("event_settings", detail=str(error)) from None


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"seed must be a whole number, not {value!r}")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{value!r} is not true or false")
    return value


def _choice(value: Any, choices: tuple[str, ...]) -> Any:
    if value not in choices:
        raise ValueError(f"{value!r} is not one of {', '.join(choices)}")
    return value
