"""Raspasy (all-pass deals): pricing, progression, streak, zero-trick bonus, Rostov whists.

Scoring-conventions A.13 (Sochi and Leningrad style, mountain per trick) and D.2–D.3 (Rostov,
whists from the players with the fewest tricks).
"""

from __future__ import annotations

from app.engine.errors import InvalidDeal
from app.engine.events import Raspasy
from app.engine.model import Column
from app.engine.pool import add_to_pool
from app.engine.scoring import CheckedDeal
from app.engine.state import GameState


def check_raspasy(state: GameState, raspasy: Raspasy) -> dict[str, int]:
    """Tricks of the three active players, each 0–10, summing to 10 — and, when the resting
    dealer plays the talon, his 0–2 tricks too (all four then sum to 10)."""
    given = dict(raspasy.tricks)
    talon_player = _talon_player(state)
    talon_tricks = given.pop(talon_player, 0) if talon_player is not None else 0
    tricks = state.check_trick_counts(given)
    active = state.active
    for player in active:
        if player not in tricks:
            raise InvalidDeal("tricks_missing", player=player)
    checked = {p: tricks[p] for p in active}
    if talon_player is not None:
        whole = isinstance(talon_tricks, int) and not isinstance(talon_tricks, bool)
        if not whole or not 0 <= talon_tricks <= 2:
            raise InvalidDeal(
                "resting_dealer_tricks_range", player=talon_player, value=talon_tricks
            )
        checked[talon_player] = talon_tricks
    if sum(checked.values()) != 10:
        raise InvalidDeal("tricks_sum", total=sum(checked.values()))
    return checked


def _talon_player(state: GameState) -> str | None:
    """The resting dealer who turns the talon and takes its tricks on raspasy (FSPR 6.5 as
    quoted by [refinishru]; [mathfew] «сдающий на распасах»), or None."""
    if state.rules.raspasy_resting_dealer_plays_talon:
        return state.resting
    return None


def zero_trick_bonus(state: GameState) -> int:
    """Pool bonus for taking no trick, A.13 / §F row 17: one trick's price, 1, or the level."""
    mode = state.rules.raspasy_zero_bonus
    if mode == "one_trick_price":
        return state.rules.raspasy_price(state.raspasy_streak)
    if mode == "one":
        return 1
    return state.raspasy_streak + 1


def contract_ends_streak(state: GameState, deal: CheckedDeal, first_entry: int) -> bool:
    """Whether a scored contract may end the raspasy streak, ``raspasy_streak_end`` (A.13):

    any ordered contract (§F note on row 15); only a made one, a made misère too
    ([refinishru] home rules); only a whisted one; a whisted and made one — no failed contract,
    no misère, no contract both defenders passed (the sport rules, ФСПР 6.5 as quoted by
    [refinishru]); or that and no whister charged for a shortfall ([mathfew] «Питер»); or a
    deal played out — a whisted contract, made or failed, or any misère — but not a contract
    both defenders passed ([rostiktc2]: «Un contratto materialmente giocato con vist o polvist
    e il Mizer azzerano la progressione. Il doppio pass non la azzera»). The exit level
    (``raspasy_exit``) applies on top. ``first_entry`` is where the deal's entries begin.
    """
    mode = state.rules.raspasy_streak_end
    if mode == "any_contract":
        return True
    if mode == "played":
        # CheckedDeal.played: a misère, or somebody whisted (a played half-whist and the
        # resting dealer's whist too); a standing half-whist and «уход без трёх» are not.
        return deal.played
    contract = deal.contract
    if deal.conceded:
        made = False  # «уход без трёх» is a failure ([refinishru] SPEC §5.3), never whisted
    elif contract.is_misere:
        made = deal.tricks[deal.declarer] == 0
    elif deal.whisters:
        made = deal.tricks[deal.declarer] >= (contract.level or 0)
    else:
        made = True  # both passed or a half-whist stood: made without play (A.3, A.10)
    if mode == "made":
        return made
    whisted = bool(deal.whisters)
    if mode == "whisted":
        return whisted
    if mode == "whisted_made":
        return whisted and made
    charged = any(e.rule == "whist_shortfall" for e in state.entries[first_entry:])
    return whisted and made and not charged


def score_raspasy(state: GameState, tricks: dict[str, int], event: int) -> None:
    """Write a raspasy on the sheet and lengthen the streak (A.13, D.2, D.3)."""
    rules = state.rules
    bonus = zero_trick_bonus(state)
    if rules.raspasy_scoring == "mountain":
        price = rules.raspasy_price(state.raspasy_streak)
        # Amnesty (§F row 16): the fewest tricks are forgiven to everybody.
        forgiven = min(tricks.values()) if rules.raspasy_amnesty else 0
        for player, taken in tricks.items():
            state.write(
                player, Column.MOUNTAIN, (taken - forgiven) * price, event, "raspasy_tricks"
            )
    else:
        fewest = min(tricks.values())
        per_trick = rules.rostov_raspasy_whists_per_trick
        for writer, taken in tricks.items():
            if taken != fewest:
                continue
            for other, other_taken in tricks.items():
                if other_taken != fewest:
                    state.write(
                        writer,
                        Column.WHISTS,
                        per_trick * other_taken,
                        event,
                        "raspasy_rostov_whists",
                        on=other,
                    )
    talon_player = _talon_player(state)
    for player, taken in tricks.items():
        # The dealer playing the talon gets no zero-trick bonus (FSPR 6.5: «кроме сдающего»).
        if taken == 0 and player != talon_player:
            _write_bonus(state, player, bonus, event, "raspasy_zero_bonus")
    resting = state.resting
    if resting is not None and rules.raspasy_resting_dealer_bonus and talon_player is None:
        _write_bonus(state, resting, bonus, event, "raspasy_resting_dealer")
    state.raspasy_streak += 1


def _write_bonus(state: GameState, player: str, bonus: int, event: int, rule: str) -> None:
    """The no-trick bonus as ``raspasy_zero_bonus_form`` says: into the pool (A.13), twice the
    amount off the own mountain (the sport rules, ФСПР 6.5 as quoted by [refinishru]: «минус
    цена 2 взяток с горы», the same money as one trick's price in the pool when a pool point
    is worth two mountain points), or not at all."""
    form = state.rules.raspasy_zero_bonus_form
    if form == "pool":
        add_to_pool(state, player, bonus, event, rule)
    elif form == "mountain_minus_two":
        state.write(player, Column.MOUNTAIN, -2 * bonus, event, rule)


def play_raspasy(state: GameState, raspasy: Raspasy, event: int) -> None:
    """A passed-out deal at the table: checked, scored, no last contract, the deal passes on."""
    state.set_dealer(raspasy.dealer)
    score_raspasy(state, check_raspasy(state, raspasy), event)
    state.last_contract = None
    state.advance_dealer()
