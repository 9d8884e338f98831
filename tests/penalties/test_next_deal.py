"""An incident's consequences are checked against the deal that follows it (issue 12 item 11;
seed 004 items 2, 6.1, 9.2; docs/penalties.md "Consequences and the next deal")."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import InvalidDeal, fold, parse_game
from app.penalties import apply_incident

PLAYERS = ["Anna", "Boris", "Vera"]  # Anna deals first: Boris, Vera, Anna speak in that order


def deal(declarer: str, contract: str = "6s") -> dict[str, Any]:
    others = [p for p in PLAYERS if p != declarer]
    return {
        "type": "deal",
        "declarer": declarer,
        "contract": contract,
        "defenders": {others[0]: "pass", others[1]: "pass"},
    }


RASPASY = {"type": "raspasy", "tricks": {"Boris": 4, "Vera": 3, "Anna": 3}}


def incident(rule: str, **facts: Any) -> dict[str, Any]:
    return {"type": "incident", "rule": rule, "facts": facts}


PRIKUP_2 = incident("prikup-2", violator="Boris", bidding_started=True, bid_level=7)
PRIKUP_6_1 = incident("prikup-6.1")  # the third speaker (Anna) turned one talon card
PRIKUP_9_2 = incident("prikup-9.2", violator="Vera", seen="both")


def score(*events: dict[str, Any]) -> None:
    record = parse_game({"players": PLAYERS, "events": list(events)})
    fold(
        record.rules,
        record.players,
        record.first_dealer,
        enumerate(record.events, 1),
        apply_incident,
    )


@pytest.mark.parametrize(
    ("events", "code"),
    [
        ((PRIKUP_2, deal("Boris", "8s")), "consequence_not_declarer"),
        ((PRIKUP_6_1, deal("Anna")), "consequence_raspasy_only"),
        ((PRIKUP_6_1, deal("Boris")), "consequence_raspasy_only"),
        ((PRIKUP_9_2, deal("Boris", "7h")), "consequence_raspasy_only"),
    ],
    ids=["prikup-2 forced pass", "prikup-6.1 deemed pass", "prikup-6.1 raspasy", "prikup-9.2"],
)
def test_next_deal_contradicting_the_consequence_is_refused(
    events: tuple[dict[str, Any], ...], code: str
) -> None:
    with pytest.raises(InvalidDeal) as error:
        score(*events)
    assert error.value.code == code
    assert error.value.params["event"] == 2


@pytest.mark.parametrize(
    "events",
    [
        (PRIKUP_2, deal("Vera", "8s")),  # another player declares
        (PRIKUP_6_1, RASPASY),
        (PRIKUP_9_2, RASPASY),
        (PRIKUP_2, deal("Anna"), deal("Boris")),  # the limit lasts one deal only
        (PRIKUP_2, {"type": "entry", "player": "Anna", "pool": 2}, deal("Vera")),
    ],
)
def test_deals_the_consequence_allows_pass(events: tuple[dict[str, Any], ...]) -> None:
    score(*events)


def test_a_custom_incident_overrides_the_consequence() -> None:
    agreed = incident(
        "custom", player="Boris", column="mountain", amount=2, reason="the table let him bid"
    )
    score(PRIKUP_2, agreed, deal("Boris", "8s"))


def test_a_deal_carried_by_a_later_incident_is_checked_too() -> None:
    carried = incident(
        "kodeks-3.4.6",
        deal={**deal("Boris"), "defenders": {"Vera": "pass", "Anna": "pass"}},
    )
    with pytest.raises(InvalidDeal) as error:
        score(PRIKUP_2, carried)
    assert error.value.code == "consequence_not_declarer"


def test_the_refusal_names_the_rule_in_words(tmp_path, capsys) -> None:
    import json

    from app.cli import main

    path = tmp_path / "g.json"
    path.write_text(json.dumps({"players": PLAYERS, "events": [PRIKUP_2, deal("Boris", "8s")]}))
    assert main(["score", str(path)]) == 2
    err = capsys.readouterr().err
    title = "A bidder looked at the talon before the bidding ended"  # PRIKUP-2's title
    assert f"After the penalty “{title}” Boris must pass in this deal and cannot declare" in err


# -- issue 12 item 14: schema gaps ----------------------------------------------------------


def sheet(*events: dict[str, Any], options: dict[str, Any] | None = None) -> Any:
    record = parse_game({"players": PLAYERS, "options": options or {}, "events": list(events)})
    return fold(
        record.rules,
        record.players,
        record.first_dealer,
        enumerate(record.events, 1),
        apply_incident,
    )


def whisted_six(declarer_tricks: int) -> dict[str, Any]:
    return {
        "type": "deal",
        "declarer": "Boris",
        "contract": "6s",
        "defenders": {"Vera": "whist", "Anna": "pass"},
        "tricks": {"Boris": declarer_tricks, "Vera": 10 - declarer_tricks, "Anna": 0},
    }


def test_kodeks_3_4_6_whisted_but_not_played_scores_the_proven_result() -> None:
    # Whisted, stopped before play; the defenders prove down two from the open cards: the deal
    # is written down 2 + 2 = 4 (mountain 4 × 2), no whists for tricks (A21), consolation only.
    done = sheet(incident("kodeks-3.4.6", deal=whisted_six(4), played=False))
    assert done.mountain["Boris"] == 4 * 2
    assert all(e.rule != "whists_for_tricks" for e in done.entries)
    played = sheet(incident("kodeks-3.4.6", deal=whisted_six(4)))
    assert any(e.rule == "whists_for_tricks" for e in played.entries)
    assert played.mountain["Boris"] == 2 * 2  # played: 2 + p with p = 0


def test_prikup_6_x_offer_dealer_provoked() -> None:
    from app.penalties.api import fact_specs, get_rule

    for rule in ("prikup-6.1", "prikup-6.2"):
        assert "dealer_provoked" in {f.name for f in fact_specs(get_rule(rule))}
    four = ["Anna", "Boris", "Vera", "Gleb"]  # Anna deals and rests; Gleb speaks third
    record = parse_game({"players": four, "events": [incident("prikup-6.2", dealer_provoked=True)]})
    done = fold(
        record.rules,
        record.players,
        record.first_dealer,
        enumerate(record.events, 1),
        apply_incident,
    )
    assert done.mountain["Gleb"] == 2 and done.mountain["Anna"] == 2  # R each (PRIKUP-0)


def test_prikup_4_carrying_a_raspasy_reading_and_its_alternative() -> None:
    carried = incident("prikup-4", violator="Vera", bidding_started=False, deal=RASPASY)
    before = RASPASY  # one raspasy played: the streak is 1
    ends = sheet(before, carried)
    assert ends.table.raspasy_streak == 0
    kept = sheet(before, carried, options={"penalty_prikup_4_raspasy_ends_streak": False})
    assert kept.table.raspasy_streak == 2
    assert "raspasy_streak_kept" in kept.outcomes[-1].consequences
