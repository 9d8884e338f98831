"""Valid table events for a three-handed Sochi game of Anna, Boris and Vera (first dealer Anna).

With three players everyone plays, so each of these is valid wherever it is recorded
(contracts of 7 and above also end any raspasy streak, scoring-conventions A.13).
"""

from __future__ import annotations

from app.engine import Call, Contract, Deal, ManualEntry, Raspasy

PLAYERS = ("Anna", "Boris", "Vera")

# Anna makes 7♥, Boris whists (2 tricks), Vera passes: Anna pool +4 (Sochi 7 costs 4, A.4);
# Boris writes the defenders' 3 tricks × 4 = 12 whists on Anna (A.5, the passer's trick counts
# for the whister).
ANNA_7H = Deal(
    "Anna",
    Contract.parse("7h"),
    {"Boris": Call.WHIST, "Vera": Call.PASS},
    {"Anna": 7, "Boris": 2, "Vera": 1},
)
# Anna takes only 5 of 7: remiz of 2 tricks × cost 4 = 8 on Anna's mountain (A.6); Boris writes
# 5 × 4 = 20 + 8 consolation = 28 on Anna, Vera 8 consolation (A.7).
ANNA_7H_DOWN_2 = Deal(
    "Anna",
    Contract.parse("7h"),
    {"Boris": Call.WHIST, "Vera": Call.PASS},
    {"Anna": 5, "Boris": 5, "Vera": 0},
)
# 6♠ passed by both defenders: made without play, Boris pool +2 (A.3).
BORIS_6S_UNPLAYED = Deal("Boris", Contract.parse("6s"), {"Anna": Call.PASS, "Vera": Call.PASS})
# Vera's clean misère: pool +10 (A.11).
VERA_MISERE = Deal("Vera", Contract.parse("misere"), {}, {"Vera": 0})
# Raspasy: Anna takes none (+1 pool, zero bonus), Boris 6 and Vera 4 tricks on their mountains.
RASPASY = Raspasy({"Anna": 0, "Boris": 6, "Vera": 4})
ANNA_ENTRY = ManualEntry("Anna", pool=2, note="carried over from paper")

VALID_EVENTS = (ANNA_7H, ANNA_7H_DOWN_2, BORIS_6S_UNPLAYED, VERA_MISERE, RASPASY, ANNA_ENTRY)

# Tricks that sum to 9: the engine refuses it (tricks_sum).
BAD_DEAL = Deal(
    "Anna",
    Contract.parse("7h"),
    {"Boris": Call.WHIST, "Vera": Call.PASS},
    {"Anna": 7, "Boris": 1, "Vera": 1},
)
