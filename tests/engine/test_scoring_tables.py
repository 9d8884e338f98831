"""Table-driven checks of every kind of deal under the Sochi, Leningrad and Rostov presets.

Each row is a short sequence of events in the ``pulka-game`` form and the totals the sheet must
show afterwards, computed by hand from ``scoring-conventions.md`` (the section is in the row id
and in the comment). Three players are A, B, C with C dealing first, so A speaks first and the
defenders against A are B (first to answer) and C (second). With four players D deals and rests.
"""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import Column, InvalidDeal, Sheet, fold, parse_event, preset_rules
from app.engine.state import IncidentHandler

P3 = ("A", "B", "C")
P4 = ("A", "B", "C", "D")

Expected = dict[str, dict[str, int]]


def play(
    preset: str,
    events: list[dict[str, Any]],
    *,
    players: tuple[str, ...] = P3,
    options: dict[str, Any] | None = None,
    incidents: IncidentHandler | None = None,
) -> Sheet:
    """Fold events (pulka-game dicts) from a blank sheet; the last player deals first."""
    rules = preset_rules(preset).with_options(options or {})
    parsed = [(i, parse_event(e)) for i, e in enumerate(events, 1)]
    return fold(rules, players, players[-1], parsed, incidents)


def totals(sheet: Sheet) -> Expected:
    """The non-zero totals: pool, mountain, and whists keyed ``"writer>on"``."""
    out: Expected = {
        "pool": {p: v for p, v in sheet.pool.items() if v},
        "mountain": {p: v for p, v in sheet.mountain.items() if v},
        "whists": {},
    }
    for writer, row in sheet.whists.items():
        for on, value in row.items():
            if value:
                out["whists"][f"{writer}>{on}"] = value
    return out


def deal(
    declarer: str,
    contract: str,
    calls: dict[str, str],
    tricks: dict[str, int] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    event: dict[str, Any] = {
        "type": "deal",
        "declarer": declarer,
        "contract": contract,
        "defenders": calls,
    }
    if tricks is not None:
        event["tricks"] = tricks
    event.update(extra)
    return event


def tr(a: int, b: int, c: int) -> dict[str, int]:
    return {"A": a, "B": b, "C": c}


def rasp(a: int, b: int, c: int) -> dict[str, Any]:
    return {"type": "raspasy", "tricks": tr(a, b, c)}


def entry(player: str, **amounts: int) -> dict[str, Any]:
    return {"type": "entry", "player": player, **amounts}


def exp(
    pool: dict[str, int] | None = None,
    mountain: dict[str, int] | None = None,
    whists: dict[str, int] | None = None,
) -> Expected:
    return {"pool": pool or {}, "mountain": mountain or {}, "whists": whists or {}}


WW = {"B": "whist", "C": "whist"}
WP = {"B": "whist", "C": "pass"}
PP = {"B": "pass", "C": "pass"}
PH = {"B": "pass", "C": "half"}

# (id, preset, options, players, events, expected)
CASES: list[tuple[str, str, dict[str, Any], tuple[str, ...], list[dict[str, Any]], Expected]] = [
    # --- A.4/A.5 made, two whisters: each writes price × own tricks (6: cost 2) ---------------
    (
        "made6_ww_sochi",
        "sochi",
        {},
        P3,
        [deal("A", "6s", WW, tr(6, 2, 2))],
        exp({"A": 2}, {}, {"B>A": 4, "C>A": 4}),
    ),
    # C.1: Leningrad doubles the whist price (2 × 2 = 4 per trick), pool stays 2.
    (
        "made6_ww_leningrad",
        "leningrad",
        {},
        P3,
        [deal("A", "6s", WW, tr(6, 2, 2))],
        exp({"A": 2}, {}, {"B>A": 8, "C>A": 8}),
    ),
    (
        "made6_ww_rostov",
        "rostov",
        {},
        P3,
        [deal("A", "6s", WW, tr(6, 2, 2))],
        exp({"A": 2}, {}, {"B>A": 4, "C>A": 4}),
    ),
    # --- A.6/A.7/A.9: 7 failed by 2 (A 5, lone whister B 3, passer C 2) ------------------------
    # Sochi: mountain 2 × 4 = 8 (the reference's illustration); greedy: B writes 4 × 5 = 20 for
    # the side's tricks; consolation 2 × 4 = 8 from B and from C.
    (
        "fail7by2_sochi",
        "sochi",
        {},
        P3,
        [deal("A", "7h", WP, tr(5, 3, 2))],
        exp({}, {"A": 8}, {"B>A": 28, "C>A": 8}),
    ),
    # Leningrad: mountain 2 × 2 × 4 = 16; gentleman: 8 × 5 = 40 split 20/20; consolation at
    # the whist price (C.3, corrected): 2 × 8 = 16.
    (
        "fail7by2_leningrad",
        "leningrad",
        {},
        P3,
        [deal("A", "7h", WP, tr(5, 3, 2))],
        exp({}, {"A": 16}, {"B>A": 36, "C>A": 36}),
    ),
    # Rostov: mountain 8; gentleman: 4 × 5 = 20 split 10/10; consolation 8.
    (
        "fail7by2_rostov",
        "rostov",
        {},
        P3,
        [deal("A", "7h", WP, tr(5, 3, 2))],
        exp({}, {"A": 8}, {"B>A": 18, "C>A": 18}),
    ),
    (
        "fail7by2_sochi_gentleman",
        "sochi",
        {"failure_whist_split": "gentleman"},
        P3,
        [deal("A", "7h", WP, tr(5, 3, 2))],
        exp({}, {"A": 8}, {"B>A": 18, "C>A": 18}),
    ),
    (
        "fail7by2_leningrad_greedy",
        "leningrad",
        {"failure_whist_split": "greedy"},
        P3,
        [deal("A", "7h", WP, tr(5, 3, 2))],
        exp({}, {"A": 16}, {"B>A": 56, "C>A": 16}),
    ),
    # A.9: on a made contract the lone whister keeps everything even when gentleman.
    (
        "made7_wp_rostov",
        "rostov",
        {},
        P3,
        [deal("A", "7h", WP, tr(7, 2, 1))],
        exp({"A": 4}, {}, {"B>A": 12}),
    ),
    # --- A.3 both pass: cost into the pool, nothing else ---------------------------------------
    ("pp_8nt_sochi", "sochi", {}, P3, [deal("A", "8nt", PP)], exp({"A": 6})),
    ("pp_8nt_leningrad", "leningrad", {}, P3, [deal("A", "8nt", PP)], exp({"A": 6})),
    ("pp_10nt_rostov", "rostov", {}, P3, [deal("A", "10nt", PP)], exp({"A": 10})),
    # --- A.10 half-whist standing: made without play + half the obligation in whists ------------
    ("half6_sochi", "sochi", {}, P3, [deal("A", "6d", PH)], exp({"A": 2}, {}, {"C>A": 4})),
    ("half7_sochi", "sochi", {}, P3, [deal("A", "7d", PH)], exp({"A": 4}, {}, {"C>A": 4})),
    ("half6_rostov", "rostov", {}, P3, [deal("A", "6d", PH)], exp({"A": 2}, {}, {"C>A": 4})),
    # G open point: Leningrad doubles the half-whist too (price 2 × cost): 8 on a 6 and a 7.
    ("half6_leningrad", "leningrad", {}, P3, [deal("A", "6d", PH)], exp({"A": 2}, {}, {"C>A": 8})),
    ("half7_leningrad", "leningrad", {}, P3, [deal("A", "7d", PH)], exp({"A": 4}, {}, {"C>A": 8})),
    # [mathfew]: (10 − c) × cost / 2 → 4 on a 6 but 6 on a 7.
    (
        "half6_remaining",
        "sochi",
        {"half_whist_value": "half_of_remaining_tricks"},
        P3,
        [deal("A", "6d", PH)],
        exp({"A": 2}, {}, {"C>A": 4}),
    ),
    (
        "half7_remaining",
        "sochi",
        {"half_whist_value": "half_of_remaining_tricks"},
        P3,
        [deal("A", "7d", PH)],
        exp({"A": 4}, {}, {"C>A": 6}),
    ),
    # --- A.5 lone whister + passer, contract made --------------------------------------------
    # B whists and takes 1, passer C takes 3: B writes 2 × 4 = 8 (passer's tricks count).
    (
        "lone_counts_passer",
        "sochi",
        {},
        P3,
        [deal("A", "6c", WP, tr(6, 1, 3))],
        exp({"A": 2}, {}, {"B>A": 8}),
    ),
    (
        "lone_own_only",
        "sochi",
        {"lone_whister_counts_passer": False},
        P3,
        [deal("A", "6c", WP, tr(6, 1, 3))],
        exp({"A": 2}, {}, {"B>A": 2}),
    ),
    # --- A.8 lone whister short: 6 made with 7, side took 3 of 4 → 1 missing trick -------------
    (
        "lone_short6_sochi",
        "sochi",
        {},
        P3,
        [deal("A", "6c", WP, tr(7, 2, 1))],
        exp({"A": 2}, {"B": 2}, {"B>A": 6}),
    ),
    # Leningrad half-responsible: ½ × (2 × 2) = 2 per missing trick; whists 4 × 3 = 12.
    (
        "lone_short6_leningrad",
        "leningrad",
        {},
        P3,
        [deal("A", "6c", WP, tr(7, 2, 1))],
        exp({"A": 2}, {"B": 2}, {"B>A": 12}),
    ),
    # Rostov half-responsible: ½ × 2 = 1.
    (
        "lone_short6_rostov",
        "rostov",
        {},
        P3,
        [deal("A", "6c", WP, tr(7, 2, 1))],
        exp({"A": 2}, {"B": 1}, {"B>A": 6}),
    ),
    (
        "lone_short6_none",
        "sochi",
        {"whist_responsibility": "none"},
        P3,
        [deal("A", "6c", WP, tr(7, 2, 1))],
        exp({"A": 2}, {}, {"B>A": 6}),
    ),
    (
        "lone_short6_half",
        "sochi",
        {"whist_responsibility": "half"},
        P3,
        [deal("A", "6c", WP, tr(7, 2, 1))],
        exp({"A": 2}, {"B": 1}, {"B>A": 6}),
    ),
    # 7 made with 9: side took 1 of 2 → 4 (Sochi), 2 (Rostov), 4 (Leningrad, whists doubled).
    (
        "lone_short7_sochi",
        "sochi",
        {},
        P3,
        [deal("A", "7d", WP, tr(9, 1, 0))],
        exp({"A": 4}, {"B": 4}, {"B>A": 4}),
    ),
    (
        "lone_short7_rostov",
        "rostov",
        {},
        P3,
        [deal("A", "7d", WP, tr(9, 1, 0))],
        exp({"A": 4}, {"B": 2}, {"B>A": 4}),
    ),
    (
        "lone_short7_leningrad",
        "leningrad",
        {},
        P3,
        [deal("A", "7d", WP, tr(9, 1, 0))],
        exp({"A": 4}, {"B": 4}, {"B>A": 8}),
    ),
    # --- A.8 two whisters, 6/7: per-head quota (2 on a 6, 1 on a 7) when the side fell short ---
    # 6 made with 7, B 1, C 2: side 3 < 4, B is 1 below his quota of 2.
    (
        "ww6_short_sochi",
        "sochi",
        {},
        P3,
        [deal("A", "6h", WW, tr(7, 1, 2))],
        exp({"A": 2}, {"B": 2}, {"B>A": 2, "C>A": 4}),
    ),
    (
        "ww6_short_leningrad",
        "leningrad",
        {},
        P3,
        [deal("A", "6h", WW, tr(7, 1, 2))],
        exp({"A": 2}, {"B": 2}, {"B>A": 4, "C>A": 8}),
    ),
    (
        "ww6_short_rostov",
        "rostov",
        {},
        P3,
        [deal("A", "6h", WW, tr(7, 1, 2))],
        exp({"A": 2}, {"B": 1}, {"B>A": 2, "C>A": 4}),
    ),
    # B 3, C 0 (side 3): C pays his own shortfall 2 × 2 = 4 under per_head ([poolya]).
    (
        "ww6_zero_per_head",
        "sochi",
        {},
        P3,
        [deal("A", "6h", WW, tr(7, 3, 0))],
        exp({"A": 2}, {"C": 4}, {"B>A": 6}),
    ),
    # together: side short by 1; the whister with fewer tricks (C) pays 1 × 2.
    (
        "ww6_zero_together",
        "sochi",
        {"double_whist_liability": "together"},
        P3,
        [deal("A", "6h", WW, tr(7, 3, 0))],
        exp({"A": 2}, {"C": 2}, {"B>A": 6}),
    ),
    (
        "ww6_zero_second_personal",
        "sochi",
        {"double_whist_liability": "second_whister_personal"},
        P3,
        [deal("A", "6h", WW, tr(7, 3, 0))],
        exp({"A": 2}, {"C": 4}, {"B>A": 6}),
    ),
    # Side met its 4 (B 1, C 3): nobody pays under per_head and together ([poolya], [Gusev]);
    # [rostiktc2]'s personal quotas charge B 1 × 2.
    (
        "ww6_side_met_per_head",
        "sochi",
        {},
        P3,
        [deal("A", "6h", WW, tr(6, 1, 3))],
        exp({"A": 2}, {}, {"B>A": 2, "C>A": 6}),
    ),
    (
        "ww6_side_met_together",
        "sochi",
        {"double_whist_liability": "together"},
        P3,
        [deal("A", "6h", WW, tr(6, 1, 3))],
        exp({"A": 2}, {}, {"B>A": 2, "C>A": 6}),
    ),
    (
        "ww6_side_met_second_personal",
        "sochi",
        {"double_whist_liability": "second_whister_personal"},
        P3,
        [deal("A", "6h", WW, tr(6, 1, 3))],
        exp({"A": 2}, {"B": 2}, {"B>A": 2, "C>A": 6}),
    ),
    # 7 made with 9, B 1, C 0: side 1 < 2, C below his quota of 1 → 4.
    (
        "ww7_short_per_head",
        "sochi",
        {},
        P3,
        [deal("A", "7s", WW, tr(9, 1, 0))],
        exp({"A": 4}, {"C": 4}, {"B>A": 4}),
    ),
    # 7 made, B 2, C 0: side met → nothing, except [rostiktc2]'s personal quota (C: 4).
    (
        "ww7_side_met_per_head",
        "sochi",
        {},
        P3,
        [deal("A", "7s", WW, tr(8, 2, 0))],
        exp({"A": 4}, {}, {"B>A": 8}),
    ),
    (
        "ww7_side_met_second_personal",
        "sochi",
        {"double_whist_liability": "second_whister_personal"},
        P3,
        [deal("A", "7s", WW, tr(8, 2, 0))],
        exp({"A": 4}, {"C": 4}, {"B>A": 8}),
    ),
    # --- A.8 two whisters, 8–10: the second whister (C) pays if the side took nothing ----------
    (
        "ww8_zero_sochi",
        "sochi",
        {},
        P3,
        [deal("A", "8s", WW, tr(10, 0, 0))],
        exp({"A": 6}, {"C": 6}),
    ),
    (
        "ww8_zero_leningrad",
        "leningrad",
        {},
        P3,
        [deal("A", "8s", WW, tr(10, 0, 0))],
        exp({"A": 6}, {"C": 6}),
    ),
    (
        "ww8_zero_rostov",
        "rostov",
        {},
        P3,
        [deal("A", "8s", WW, tr(10, 0, 0))],
        exp({"A": 6}, {"C": 3}),
    ),
    (
        "ww8_zero_together",
        "sochi",
        {"double_whist_liability": "together"},
        P3,
        [deal("A", "8s", WW, tr(10, 0, 0))],
        exp({"A": 6}, {"C": 6}),
    ),
    # B took the side's trick: per_head and together forgive C; [rostiktc2] charges C (took 0).
    (
        "ww8_first_took_per_head",
        "sochi",
        {},
        P3,
        [deal("A", "8s", WW, tr(9, 1, 0))],
        exp({"A": 6}, {}, {"B>A": 6}),
    ),
    (
        "ww8_first_took_together",
        "sochi",
        {"double_whist_liability": "together"},
        P3,
        [deal("A", "8s", WW, tr(9, 1, 0))],
        exp({"A": 6}, {}, {"B>A": 6}),
    ),
    (
        "ww8_first_took_second_personal",
        "sochi",
        {"double_whist_liability": "second_whister_personal"},
        P3,
        [deal("A", "8s", WW, tr(9, 1, 0))],
        exp({"A": 6}, {"C": 6}, {"B>A": 6}),
    ),
    # --- A.2 ten_obligation: a 10 whisted for nothing costs 10 (obligation 1) or nothing (0) ---
    (
        "ten_obligation_1",
        "sochi",
        {},
        P3,
        [deal("A", "10h", WP, tr(10, 0, 0))],
        exp({"A": 10}, {"B": 10}),
    ),
    (
        "ten_obligation_0",
        "sochi",
        {"ten_obligation": 0},
        P3,
        [deal("A", "10h", WP, tr(10, 0, 0))],
        exp({"A": 10}),
    ),
    (
        "ten_obligation_1_ww",
        "sochi",
        {},
        P3,
        [deal("A", "10h", WW, tr(10, 0, 0))],
        exp({"A": 10}, {"C": 10}),
    ),
    # --- A.7 consolation variants: 6 failed by 1 (A 5, B 3, C 2, both whist) -----------------
    (
        "consol_sochi",
        "sochi",
        {},
        P3,
        [deal("A", "6s", WW, tr(5, 3, 2))],
        exp({}, {"A": 2}, {"B>A": 8, "C>A": 6}),
    ),
    (
        "consol_none",
        "sochi",
        {"consolation": "none"},
        P3,
        [deal("A", "6s", WW, tr(5, 3, 2))],
        exp({}, {"A": 2}, {"B>A": 6, "C>A": 4}),
    ),
    (
        "consol_flat",
        "sochi",
        {"consolation_amount": "flat"},
        P3,
        [deal("A", "6s", WW, tr(5, 3, 2))],
        exp({}, {"A": 2}, {"B>A": 16, "C>A": 14}),
    ),
    # Four players, D deals and rests: [Кодекс] 3.8.1.2, the resting dealer consoles too.
    (
        "consol_4p_sochi",
        "sochi",
        {},
        P4,
        [deal("A", "6s", WW, tr(5, 3, 2))],
        exp({}, {"A": 2}, {"B>A": 8, "C>A": 6, "D>A": 2}),
    ),
    (
        "consol_4p_defenders_only",
        "sochi",
        {"consolation": "defenders"},
        P4,
        [deal("A", "6s", WW, tr(5, 3, 2))],
        exp({}, {"A": 2}, {"B>A": 8, "C>A": 6}),
    ),
    (
        "consol_4p_rostov",
        "rostov",
        {},
        P4,
        [deal("A", "6s", WW, tr(5, 3, 2))],
        exp({}, {"A": 2}, {"B>A": 8, "C>A": 6, "D>A": 2}),
    ),
    # Leningrad: mountain 1 × 2 × 2 = 4, whists 4 per trick, consolation at the whist price,
    # 4, from the resting dealer too (C.1/C.3 as corrected 2026-11-30).
    (
        "consol_4p_leningrad",
        "leningrad",
        {},
        P4,
        [deal("A", "6s", WW, tr(5, 3, 2))],
        exp({}, {"A": 4}, {"B>A": 16, "C>A": 12, "D>A": 4}),
    ),
    # --- A.11 misère ------------------------------------------------------------------------
    ("misere_made_sochi", "sochi", {}, P3, [deal("A", "misere", PP, {"A": 0})], exp({"A": 10})),
    (
        "misere_made_leningrad",
        "leningrad",
        {},
        P3,
        [deal("A", "misere", PP, {"A": 0})],
        exp({"A": 10}),
    ),
    ("misere_3_sochi", "sochi", {}, P3, [deal("A", "misere", PP, {"A": 3})], exp({}, {"A": 30})),
    (
        "misere_3_leningrad",
        "leningrad",
        {},
        P3,
        [deal("A", "misere", PP, {"A": 3})],
        exp({}, {"A": 60}),
    ),
    (
        "misere_3_rostov",
        "rostov",
        {},
        P3,
        [deal("A", "misere", {}, tr(3, 4, 3))],
        exp({}, {"A": 30}),
    ),
    # §F row 28 (off by default): consolation 10 per trick from everybody, resting dealer too.
    (
        "misere_consolation_4p",
        "sochi",
        {"misere_consolation": True},
        P4,
        [deal("A", "misere", PP, {"A": 3})],
        exp({}, {"A": 30}, {"B>A": 30, "C>A": 30, "D>A": 30}),
    ),
    # --- A.13 raspasy, mountain style ----------------------------------------------------------
    # Sochi price 1: A takes none → 1 into his pool; B 4, C 6 into their mountains.
    ("rasp_sochi", "sochi", {}, P3, [rasp(0, 4, 6)], exp({"A": 1}, {"B": 4, "C": 6})),
    # Progression 1-2-3: the second costs 2 per trick, A's zero bonus is 2.
    (
        "rasp_sochi_second",
        "sochi",
        {},
        P3,
        [rasp(0, 4, 6), rasp(0, 4, 6)],
        exp({"A": 3}, {"B": 12, "C": 18}),
    ),
    # Cap: 1 + 2 + 3 + 3 = 9 per trick over four raspasy.
    ("rasp_sochi_cap", "sochi", {}, P3, [rasp(1, 3, 6)] * 4, exp({}, {"A": 9, "B": 27, "C": 54})),
    # "continue": 1 + 2 + 3 + 4 = 10.
    (
        "rasp_sochi_continue",
        "sochi",
        {"raspasy_after_last": "continue"},
        P3,
        [rasp(1, 3, 6)] * 4,
        exp({}, {"A": 10, "B": 30, "C": 60}),
    ),
    # Amnesty: the minimum (1) is forgiven to all.
    (
        "rasp_amnesty",
        "sochi",
        {"raspasy_amnesty": True},
        P3,
        [rasp(1, 3, 6)],
        exp({}, {"B": 2, "C": 5}),
    ),
    # Zero bonus variants over two raspasy (prices 1, 2): one trick's price 1 + 2, always +1,
    # or the level (1, 2).
    (
        "rasp_zero_one",
        "sochi",
        {"raspasy_zero_bonus": "one"},
        P3,
        [rasp(0, 4, 6)] * 2,
        exp({"A": 2}, {"B": 12, "C": 18}),
    ),
    (
        "rasp_zero_level_leningrad",
        "leningrad",
        {"raspasy_zero_bonus": "level"},
        P3,
        [rasp(0, 4, 6)] * 2,
        exp({"A": 3}, {"B": 24, "C": 36}),
    ),
    # Leningrad prices 2, 4: zero bonus 2 + 4, mountains 4 × (2 + 4), 6 × (2 + 4).
    (
        "rasp_leningrad_two",
        "leningrad",
        {},
        P3,
        [rasp(0, 4, 6)] * 2,
        exp({"A": 6}, {"B": 24, "C": 36}),
    ),
    # Exit by any game in Sochi: a 6 both-passed resets the progression to 1.
    (
        "rasp_exit_sochi",
        "sochi",
        {},
        P3,
        [rasp(0, 4, 6), deal("A", "6s", PP), rasp(0, 4, 6)],
        exp({"A": 4}, {"B": 8, "C": 12}),
    ),
    # Leningrad exit 6-7-7, hard: after two raspasy a 7 ends the streak (next costs 2 again).
    (
        "rasp_exit_leningrad_7",
        "leningrad",
        {},
        P3,
        [rasp(0, 4, 6), rasp(0, 4, 6), deal("A", "7s", PP), rasp(0, 4, 6)],
        exp({"A": 2 + 4 + 4 + 2}, {"B": 8 + 16 + 8, "C": 12 + 24 + 12}),
    ),
    # Soft exit: a 6 after two raspasy is played but the streak goes on (third costs 6).
    (
        "rasp_soft_exit_leningrad",
        "leningrad",
        {"raspasy_exit_hard": False},
        P3,
        [rasp(0, 4, 6), rasp(0, 4, 6), deal("A", "6s", PP), rasp(0, 4, 6)],
        exp({"A": 2 + 4 + 2 + 6}, {"B": 8 + 16 + 24, "C": 12 + 24 + 36}),
    ),
    # Misère ranks between 8 and 9, so it clears a 7 exit.
    (
        "rasp_exit_leningrad_misere",
        "leningrad",
        {},
        P3,
        [rasp(0, 4, 6), rasp(0, 4, 6), deal("A", "misere", PP, {"A": 0}), rasp(0, 4, 6)],
        exp({"A": 2 + 4 + 10 + 2}, {"B": 8 + 16 + 8, "C": 12 + 24 + 12}),
    ),
    # Four players: the resting dealer D is not charged and gets nothing (A.14) …
    ("rasp_4p_sochi", "sochi", {}, P4, [rasp(0, 4, 6)], exp({"A": 1}, {"B": 4, "C": 6})),
    # … unless the D.3 bonus is on: he writes one trick's price as if he took none.
    (
        "rasp_4p_sochi_dealer_bonus",
        "sochi",
        {"raspasy_resting_dealer_bonus": True},
        P4,
        [rasp(1, 3, 6)],
        exp({"D": 1}, {"A": 1, "B": 3, "C": 6}),
    ),
    # --- D.2 Rostov raspasy in whists ----------------------------------------------------------
    # A has the fewest (1): 5 × 3 on B, 5 × 6 on C. No mountain.
    ("rasp_rostov", "rostov", {}, P3, [rasp(1, 3, 6)], exp({}, {}, {"A>B": 15, "A>C": 30})),
    # A and B share the minimum: both write on C.
    ("rasp_rostov_tie", "rostov", {}, P3, [rasp(2, 2, 6)], exp({}, {}, {"A>C": 30, "B>C": 30})),
    # Zero tricks: +1 pool as well; no progression, so a second raspasy scores the same.
    (
        "rasp_rostov_zero_twice",
        "rostov",
        {},
        P3,
        [rasp(0, 4, 6)] * 2,
        exp({"A": 2}, {}, {"A>B": 40, "A>C": 60}),
    ),
    # D.3: the resting dealer writes 1 into his pool.
    (
        "rasp_rostov_4p",
        "rostov",
        {},
        P4,
        [rasp(1, 3, 6)],
        exp({"D": 1}, {}, {"A>B": 15, "A>C": 30}),
    ),
    (
        "rasp_rostov_4p_no_bonus",
        "rostov",
        {"raspasy_resting_dealer_bonus": False},
        P4,
        [rasp(1, 3, 6)],
        exp({}, {}, {"A>B": 15, "A>C": 30}),
    ),
    # --- A.12 overflow and help (pulka size 10; manual entries set the pools up) ---------------
    # A at 8 writes 6: 2 fill his pool, 4 go to B (largest open pool, 5): 10 whists a point.
    (
        "help_largest",
        "sochi",
        {"pool_size": 10},
        P3,
        [entry("A", pool=8), entry("B", pool=5), entry("C", pool=3), deal("A", "8nt", PP)],
        exp({"A": 10, "B": 9, "C": 3}, {}, {"A>B": 40}),
    ),
    # Tie B 5 = C 5: clockwise from A → B; counterclockwise → C.
    (
        "help_tie_clockwise",
        "sochi",
        {"pool_size": 10},
        P3,
        [entry("A", pool=8), entry("B", pool=5), entry("C", pool=5), deal("A", "8nt", PP)],
        exp({"A": 10, "B": 9, "C": 5}, {}, {"A>B": 40}),
    ),
    (
        "help_tie_counterclockwise",
        "sochi",
        {"pool_size": 10, "help_tie_break": "counterclockwise"},
        P3,
        [entry("A", pool=8), entry("B", pool=5), entry("C", pool=5), deal("A", "8nt", PP)],
        exp({"A": 10, "B": 5, "C": 9}, {}, {"A>C": 40}),
    ),
    # B closes with 2, the other 2 go on to C.
    (
        "help_chain",
        "sochi",
        {"pool_size": 10},
        P3,
        [entry("A", pool=8), entry("B", pool=8), entry("C", pool=3), deal("A", "8nt", PP)],
        exp({"A": 10, "B": 10, "C": 5}, {}, {"A>B": 20, "A>C": 20}),
    ),
    # Everyone closed: the excess 4 comes off A's own mountain (5 → 1) …
    (
        "help_remainder_mountain",
        "sochi",
        {"pool_size": 10},
        P3,
        [
            entry("A", pool=8, mountain=5),
            entry("B", pool=10),
            entry("C", pool=10),
            deal("A", "8nt", PP),
        ],
        exp({"A": 10, "B": 10, "C": 10}, {"A": 1}),
    ),
    # … below zero by default (mountain 2 → −2), floored at 0, or onto the others' mountains.
    (
        "help_remainder_negative",
        "sochi",
        {"pool_size": 10},
        P3,
        [
            entry("A", pool=8, mountain=2),
            entry("B", pool=10),
            entry("C", pool=10),
            deal("A", "8nt", PP),
        ],
        exp({"A": 10, "B": 10, "C": 10}, {"A": -2}),
    ),
    (
        "help_remainder_floor",
        "sochi",
        {"pool_size": 10, "overflow_remainder": "floor_zero"},
        P3,
        [
            entry("A", pool=8, mountain=2),
            entry("B", pool=10),
            entry("C", pool=10),
            deal("A", "8nt", PP),
        ],
        exp({"A": 10, "B": 10, "C": 10}, {}),
    ),
    (
        "help_remainder_others",
        "sochi",
        {"pool_size": 10, "overflow_remainder": "others_mountains"},
        P3,
        [
            entry("A", pool=8, mountain=2),
            entry("B", pool=10),
            entry("C", pool=10),
            deal("A", "8nt", PP),
        ],
        exp({"A": 10, "B": 10, "C": 10}, {"B": 2, "C": 2}),
    ),
    # A raspasy zero bonus is a pool entry like any other: A is closed, his 1 helps B.
    (
        "help_raspasy_bonus",
        "sochi",
        {"pool_size": 10},
        P3,
        [entry("A", pool=10), entry("B", pool=4), rasp(0, 4, 6)],
        exp({"A": 10, "B": 5}, {"B": 4, "C": 6}, {"A>B": 10}),
    ),
    # Leningrad plays to the sum of pools: no cap, no help (our reading of open point G.3).
    (
        "no_help_sum_of_pools",
        "leningrad",
        {"pool_size": 10},
        P3,
        [entry("A", pool=8), deal("A", "8nt", PP)],
        exp({"A": 14}),
    ),
    # --- D.4 mountain first (Rostov) -----------------------------------------------------------
    (
        "mountain_first_partial",
        "rostov",
        {},
        P3,
        [entry("A", mountain=3), deal("A", "6s", PP)],
        exp({}, {"A": 1}),
    ),
    (
        "mountain_first_rest_to_pool",
        "rostov",
        {},
        P3,
        [entry("A", mountain=3), deal("A", "8s", PP)],
        exp({"A": 3}),
    ),
    (
        "no_mountain_first_sochi",
        "sochi",
        {},
        P3,
        [entry("A", mountain=3), deal("A", "8s", PP)],
        exp({"A": 6}, {"A": 3}),
    ),
    # Mountain 2 cancelled, then 2 close the pool at 10, 2 help B (tie 0 = 0 → clockwise B).
    (
        "mountain_first_then_help",
        "rostov",
        {"pool_size": 10},
        P3,
        [entry("A", pool=8, mountain=2), deal("A", "8s", PP)],
        exp({"A": 10, "B": 2}, {}, {"A>B": 20}),
    ),
    # Rostov raspasy bonus is not a made game: the mountain stays.
    (
        "mountain_first_not_raspasy",
        "rostov",
        {},
        P3,
        [entry("A", mountain=3), rasp(0, 4, 6)],
        exp({"A": 1}, {"A": 3}, {"A>B": 20, "A>C": 30}),
    ),
    # --- A.14 talon whists (house rule), four players, D rests --------------------------------
    # 7 made: D writes 2 talon tricks × 4 = 8 on A.
    (
        "talon_played",
        "sochi",
        {"talon_whists": True},
        P4,
        [deal("A", "7h", WP, tr(7, 2, 1), talon_tricks=2)],
        exp({"A": 4}, {}, {"B>A": 12, "D>A": 8}),
    ),
    (
        "talon_leningrad",
        "leningrad",
        {"talon_whists": True},
        P4,
        [deal("A", "7h", WP, tr(7, 2, 1), talon_tricks=2)],
        exp({"A": 4}, {}, {"B>A": 24, "D>A": 16}),
    ),
    # Made without play: the talon still gave him the trick (1 × 2).
    (
        "talon_unplayed",
        "sochi",
        {"talon_whists": True},
        P4,
        [deal("A", "6s", PP, talon_tricks=1)],
        exp({"A": 2}, {}, {"D>A": 2}),
    ),
    # --- A.15 Stalingrad: a 6♠ whisted by both is scored normally ------------------------------
    (
        "stalingrad_ww",
        "sochi",
        {"stalingrad": True},
        P3,
        [deal("A", "6s", WW, tr(6, 2, 2))],
        exp({"A": 2}, {}, {"B>A": 4, "C>A": 4}),
    ),
    (
        "stalingrad_other_suit",
        "sochi",
        {"stalingrad": True},
        P3,
        [deal("A", "6c", PP)],
        exp({"A": 2}),
    ),
]


@pytest.mark.parametrize(
    ("preset", "options", "players", "events", "expected"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_deal_table(
    preset: str,
    options: dict[str, Any],
    players: tuple[str, ...],
    events: list[dict[str, Any]],
    expected: Expected,
) -> None:
    assert totals(play(preset, events, players=players, options=options)) == expected


def test_table_ids_are_unique() -> None:
    ids = [case[0] for case in CASES]
    assert len(ids) == len(set(ids))


# --- impossible deals: rejected with the engine's own error code -----------------------------

ERRORS: list[tuple[str, str, dict[str, Any], tuple[str, ...], list[dict[str, Any]], str]] = [
    # A.10: half-whist only on a 6 or 7, only by the second defender after a pass.
    ("half_on_8", "sochi", {}, P3, [deal("A", "8s", PH)], "half_whist_level"),
    (
        "half_first",
        "sochi",
        {},
        P3,
        [deal("A", "6s", {"B": "half", "C": "pass"})],
        "half_whist_first",
    ),
    (
        "half_after_whist",
        "sochi",
        {},
        P3,
        [deal("A", "6s", {"B": "whist", "C": "half"})],
        "half_whist_partner",
    ),
    (
        "half_disallowed",
        "sochi",
        {"half_whist_allowed": False},
        P3,
        [deal("A", "6s", PH)],
        "half_whist_disallowed",
    ),
    # A.11: nobody whists a misère.
    ("misere_whisted", "sochi", {}, P3, [deal("A", "misere", WP, tr(0, 5, 5))], "misere_whist"),
    # A.15: Stalingrad, a 6♠ must be whisted.
    (
        "stalingrad_pass",
        "sochi",
        {"stalingrad": True},
        P3,
        [deal("A", "6s", WP, tr(6, 2, 2))],
        "stalingrad_must_whist",
    ),
    # A.13 / C.2 hard exit 6-7-7: after two raspasy a 6 may not be ordered.
    (
        "hard_exit",
        "leningrad",
        {},
        P3,
        [rasp(0, 4, 6), rasp(0, 4, 6), deal("A", "6s", PP)],
        "contract_below_raspasy_exit",
    ),
    # A.14: talon whists need the option and a resting dealer.
    (
        "talon_off",
        "sochi",
        {},
        P4,
        [deal("A", "6s", PP, talon_tricks=1)],
        "talon_tricks_not_applicable",
    ),
    (
        "talon_3p",
        "sochi",
        {"talon_whists": True},
        P3,
        [deal("A", "6s", PP, talon_tricks=1)],
        "talon_tricks_not_applicable",
    ),
    # Tricks of a played deal sum to 10; the resting dealer neither declares nor takes tricks.
    ("tricks_sum", "sochi", {}, P3, [deal("A", "6s", WW, tr(6, 2, 1))], "tricks_sum"),
    (
        "resting_declares",
        "sochi",
        {},
        P4,
        [deal("D", "6s", {"A": "pass", "B": "pass"})],
        "declarer_resting",
    ),
    ("raspasy_sum", "sochi", {}, P3, [rasp(0, 4, 5)], "tricks_sum"),
]


@pytest.mark.parametrize(
    ("preset", "options", "players", "events", "code"),
    [pytest.param(*case[1:], id=case[0]) for case in ERRORS],
)
def test_impossible_deals(
    preset: str,
    options: dict[str, Any],
    players: tuple[str, ...],
    events: list[dict[str, Any]],
    code: str,
) -> None:
    with pytest.raises(InvalidDeal) as caught:
        play(preset, events, players=players, options=options)
    assert caught.value.code == code


def test_hard_exit_allows_a_six_after_one_raspasy() -> None:
    """Exit 6-7-7: after the first raspasy a 6 is enough and resets the price to 2."""
    sheet = play("leningrad", [rasp(0, 4, 6), deal("A", "6s", PP), rasp(0, 4, 6)])
    assert sheet.mountain["B"] == 8 + 8
    assert sheet.table.raspasy_streak == 1


def test_four_player_rotation_rests_each_dealer_in_turn() -> None:
    """A.14: the deal passes clockwise; the dealer rests and takes no part in the raspasy."""
    sheet = play(
        "sochi",
        [rasp(0, 4, 6), {"type": "raspasy", "tricks": {"B": 0, "C": 4, "D": 6}}],
        players=P4,
    )
    # First raspasy (D rests) at price 1, second (A rests) at price 2.
    assert dict(sheet.pool) == {"A": 1, "B": 2, "C": 0, "D": 0}
    assert dict(sheet.mountain) == {"A": 0, "B": 4, "C": 6 + 8, "D": 12}
    assert sheet.table.dealer == "B"


def test_provenance_of_a_failed_seven() -> None:
    """Each number of A.6/A.7/A.5 carries its rule code and the event that produced it."""
    sheet = play("sochi", [deal("A", "7h", WP, tr(5, 3, 2))])
    got = sorted((e.player, e.column, e.amount, e.rule, e.on, e.event) for e in sheet.entries)
    assert got == sorted(
        [
            ("B", Column.WHISTS, 20, "whists_for_tricks", "A", 1),
            ("A", Column.MOUNTAIN, 8, "remiz", None, 1),
            ("B", Column.WHISTS, 8, "consolation", "A", 1),
            ("C", Column.WHISTS, 8, "consolation", "A", 1),
        ]
    )
    assert sheet.running(Column.WHISTS, "B", "A") == (20, 28)
