"""A deal as a phone sends it, read into the engine's event: the same notation as the desktop's
deal dialog (``7п``, ``6бк``, ``мизер``, ``распасы``: :func:`app.engine.model.parse_deal_kind`)
and the same reading of calls and tricks (ui/dialogs/deal_entry.py ``DealDialog.build``).

Every field is checked before anything else sees it: a form that is not what a page sends is
``bad_request``; a deal the engine refuses is refused with the engine's own code when the
service previews or records it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.engine.errors import EngineError
from app.engine.events import Deal, GameEvent, Raspasy
from app.engine.model import Call, Contract, parse_deal_kind
from app.engine.rules import Rules

MAX_CONTRACT = 40
CALLS = {"pass": Call.PASS, "whist": Call.WHIST, "half": Call.HALF}


class BadForm(ValueError):
    """The form is not one a page sends (wrong types, unknown names, numbers out of range)."""


@dataclass(frozen=True, slots=True)
class Shape:
    """What the form needs for the deal as typed, for the page to draw: the kind, the
    declarer, the defenders (whose calls are asked), the players whose tricks are asked, and
    the tricks as they stand (the defaults filled in)."""

    kind: str
    """``raspasy``, ``misere``, ``contract`` or ``""`` (nothing readable typed yet)."""
    contract: str
    declarer: str | None
    defenders: tuple[str, ...]
    tricks_of: tuple[str, ...]
    tricks: dict[str, int]
    calls: dict[str, str]

    def as_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "contract": self.contract,
            "declarer": self.declarer,
            "defenders": list(self.defenders),
            "tricks_of": list(self.tricks_of),
            "tricks": self.tricks,
            "calls": self.calls,
        }


def read_form(
    data: Any, active: tuple[str, ...], rules: Rules
) -> tuple[GameEvent | None, Shape, EngineError | None]:
    """The event the form describes (``None`` with the reason when it is not complete), and
    the shape of the form. Raises :class:`BadForm` for a malformed form."""
    if not isinstance(data, Mapping):
        raise BadForm("not an object")
    text = data.get("contract", "")
    if not isinstance(text, str) or len(text) > MAX_CONTRACT:
        raise BadForm("contract")
    declarer = data.get("declarer")
    if declarer is not None and (not isinstance(declarer, str) or declarer not in active):
        raise BadForm("declarer")
    calls = _calls(data.get("calls", {}), active)
    tricks = _tricks(data.get("tricks", {}), active)
    kind = parse_deal_kind(text)
    if kind is None:
        code = "contract_unknown" if text.strip() else "contract_missing"
        shape = Shape("", "", declarer, (), (), {}, {})
        return None, shape, EngineError(code, contract=text.strip())
    if kind == "raspasy":
        filled = {p: tricks.get(p, 0) for p in active}
        shape = Shape("raspasy", "raspasy", None, (), active, filled, {})
        return Raspasy(filled), shape, None
    assert isinstance(kind, Contract)
    if declarer is None:
        shape = Shape(_kind(kind), kind.code, None, (), (), {}, {})
        return None, shape, EngineError("declarer_missing")
    start = active.index(declarer)
    defenders = (active[(start + 1) % 3], active[(start + 2) % 3])
    if kind.is_misere:
        filled = {declarer: tricks.get(declarer, 0)}
        shape = Shape("misere", kind.code, declarer, (), (declarer,), filled, {})
        return Deal(declarer, kind, {}, filled), shape, None
    said = {p: calls.get(p, Call.PASS) for p in defenders}
    played = Call.WHIST in said.values() or (rules.half_whist_played and Call.HALF in said.values())
    order = (declarer, *defenders)
    level = kind.level or 6
    defaults = {declarer: level, defenders[0]: 10 - level, defenders[1]: 0}
    filled = {p: tricks.get(p, defaults[p]) for p in order} if played else {}
    shape = Shape(
        "contract",
        kind.code,
        declarer,
        defenders,
        order if played else (),
        filled,
        {p: c.value for p, c in said.items()},
    )
    return Deal(declarer, kind, said, filled), shape, None


def _kind(contract: Contract) -> str:
    return "misere" if contract.is_misere else "contract"


def _calls(raw: Any, active: tuple[str, ...]) -> dict[str, Call]:
    if not isinstance(raw, Mapping) or len(raw) > 4:
        raise BadForm("calls")
    out = {}
    for player, call in raw.items():
        if player not in active or call not in CALLS:
            raise BadForm("calls")
        out[player] = CALLS[call]
    return out


def _tricks(raw: Any, active: tuple[str, ...]) -> dict[str, int]:
    if not isinstance(raw, Mapping) or len(raw) > 4:
        raise BadForm("tricks")
    out = {}
    for player, count in raw.items():
        if player not in active or type(count) is not int or not 0 <= count <= 10:
            raise BadForm("tricks")
        out[player] = count
    return out
