"""Scoring of an ordered contract: games, misère, half-whist, consolation, responsibility.

Implements scoring-conventions A.3–A.11 and A.14 for one :class:`~app.engine.events.Deal`;
pool entries go through :func:`app.engine.pool.add_to_pool` (A.12, D.4).
"""

from __future__ import annotations

from collections.abc import Mapping

from app.engine.errors import InvalidDeal
from app.engine.events import Deal
from app.engine.model import Call, Column, Contract
from app.engine.pool import add_to_pool
from app.engine.rules import Rules
from app.engine.state import GameState
from app.engine.value import value


@value
class CheckedDeal:
    """A deal after validation: defenders in speaking order, their calls and the tricks."""

    declarer: str
    contract: Contract
    defenders: tuple[str, str]
    calls: Mapping[str, Call]
    tricks: Mapping[str, int]
    resting: str | None
    talon_tricks: int
    conceded: bool = False
    half_played: bool = False

    @property
    def whisters(self) -> tuple[str, ...]:
        """Who whisted and so played against the declarer: the defenders who said whist, plus
        a played half-whister (``half_whist_played``) and a whisting resting dealer
        (``resting_dealer_may_whist``); nobody on a game given up three down."""
        if self.conceded:
            return ()
        calls = self.calls
        whist = Call.WHIST
        first, second = self.defenders
        out = [d for d in (first, second) if calls[d] is whist]
        if self.half_played:
            out.append(second)
        resting = self.resting  # dealer_whister, inline: asked on every scoring step
        if resting is not None and calls.get(resting) is whist:
            out.append(resting)
        return tuple(out)

    @property
    def dealer_whister(self) -> str | None:
        """The resting dealer if he whisted after pass–half-whist (``resting_dealer_may_whist``)."""
        resting = self.resting
        return resting if resting is not None and self.calls.get(resting) is Call.WHIST else None

    @property
    def returned_whist(self) -> bool:
        """Pass–half-whist–whist: the first defender took the whist back (``returned_whist``)."""
        first, second = self.defenders
        return self.calls[first] is Call.WHIST and self.calls[second] is Call.HALF

    @property
    def played(self) -> bool:
        """Misère is always played; a contract is played when somebody whists (A.3), including
        a played half-whist and the resting dealer's whist; a conceded game is not played."""
        return not self.conceded and (self.contract.is_misere or bool(self.whisters))


def check_deal(state: GameState, deal: Deal) -> CheckedDeal:
    """Validate a deal against the table and the rules; raise :class:`InvalidDeal` if impossible.

    The whist order runs clockwise from the declarer's left (A.3); half-whist only by the second
    defender after a pass, on a 6 or a 7 (A.10); tricks of a played deal sum to 10.
    """
    rules = state.rules
    state.require_player(deal.declarer, "declarer")
    resting = state.resting
    if deal.declarer == resting:
        raise InvalidDeal("declarer_resting", player=deal.declarer)
    contract = deal.contract
    active = state.active
    start = active.index(deal.declarer)
    defenders = (active[(start + 1) % 3], active[(start + 2) % 3])

    exit_level = rules.raspasy_exit_level(state.raspasy_streak)
    if rules.raspasy_exit_hard and contract.bid_rank < exit_level:
        raise InvalidDeal("contract_below_raspasy_exit", contract=contract.code, minimum=exit_level)
    if deal.conceded:
        return _check_conceded(state, deal, defenders)
    calls = _check_calls(state, deal, defenders)
    if contract.is_misere:
        if any(call is not Call.PASS for call in calls.values()):
            raise InvalidDeal("misere_whist")
    else:
        _check_half_whist(state, contract, defenders, calls)
        if (
            rules.stalingrad
            and contract.code == "6s"
            and any(call is not Call.WHIST for call in calls.values())
        ):
            raise InvalidDeal("stalingrad_must_whist")

    # A half-whist after a pass is played (not standing) under ``half_whist_played``, unless the
    # resting dealer took the whist instead.
    half_played = (
        rules.half_whist_played
        and calls[defenders[1]] is Call.HALF
        and calls[defenders[0]] is Call.PASS
        and (resting is None or resting not in calls)
    )
    checked = CheckedDeal(
        deal.declarer,
        contract,
        defenders,
        calls,
        {},
        resting,
        deal.talon_tricks,
        half_played=half_played,
    )
    tricks = _check_tricks(state, deal, checked)
    if deal.talon_tricks and not (
        rules.talon_whists and (resting is not None or rules.talon_whists_three_handed)
    ):
        raise InvalidDeal("talon_tricks_not_applicable")
    if not 0 <= deal.talon_tricks <= 3:
        raise InvalidDeal("talon_tricks_range", value=deal.talon_tricks)
    return CheckedDeal(
        deal.declarer,
        contract,
        defenders,
        calls,
        tricks,
        resting,
        deal.talon_tricks,
        half_played=half_played,
    )


def _check_conceded(state: GameState, deal: Deal, defenders: tuple[str, str]) -> CheckedDeal:
    """«Уход без трёх» (``concede_three_down``): a suit contract given up before play, so no
    tricks and no talon; the calls, if recorded, are kept but score nothing."""
    if not state.rules.concede_three_down:
        raise InvalidDeal("concede_disallowed")
    if deal.contract.is_misere:
        raise InvalidDeal("concede_misere")
    if any(deal.tricks.values()):
        raise InvalidDeal("concede_tricks")
    if deal.talon_tricks:
        raise InvalidDeal("talon_tricks_not_applicable")
    calls: dict[str, Call] = {}
    for player, call in deal.calls.items():
        state.require_player(player, "defenders")
        if player not in defenders:
            raise InvalidDeal("resting_player_calls", player=player)
        if not isinstance(call, Call):
            raise InvalidDeal("call_unknown", call=call)
        calls[player] = call
    for player in defenders:
        calls.setdefault(player, Call.PASS)
    return CheckedDeal(
        deal.declarer, deal.contract, defenders, calls, {}, state.resting, 0, conceded=True
    )


def _check_calls(state: GameState, deal: Deal, defenders: tuple[str, str]) -> dict[str, Call]:
    calls: dict[str, Call] = {}
    for player, call in deal.calls.items():
        state.require_player(player, "defenders")
        if player == deal.declarer:
            raise InvalidDeal("declarer_whists", player=player)
        if player not in defenders and not _resting_dealer_whists(state, player, call):
            raise InvalidDeal("resting_player_calls", player=player)
        if not isinstance(call, Call):
            raise InvalidDeal("call_unknown", call=call)
        calls[player] = call
    for player in defenders:
        if player not in calls:
            if deal.contract.is_misere:
                calls[player] = Call.PASS
            else:
                raise InvalidDeal("call_missing", player=player)
    return calls


def _resting_dealer_whists(state: GameState, player: str, call: object) -> bool:
    """The resting dealer may whist, and only whist, under ``resting_dealer_may_whist``."""
    return player == state.resting and state.rules.resting_dealer_may_whist and call is Call.WHIST


def dealer_may_whist_after(rules: Rules, first: Call, second: Call) -> bool:
    """Whether, four-handed, the resting dealer may whist after the defenders' calls (first and
    second in speaking order), ``resting_dealer_may_whist`` and ``resting_dealer_whist_after``:

    after pass – half-whist (FSPR 6.6 as [refinishru] quotes it: «может вистовать при торговле
    «пас — полвиста — пас»»), so on a 6 or a 7 only, where a half-whist exists (A.10); with
    ``pass_pass`` also after pass – pass on any contract, as [refinishru]'s engine records
    and scores it (its test «может вистовать, но за недобор взяток в гору не платит», an 8).
    Never on a misère (nobody whists one, A.11), checked apart.
    """
    if not rules.resting_dealer_may_whist or first is not Call.PASS:
        return False
    if second is Call.HALF:
        return True
    return second is Call.PASS and rules.resting_dealer_whist_after == "pass_pass"


def _check_half_whist(
    state: GameState, contract: Contract, defenders: tuple[str, str], calls: Mapping[str, Call]
) -> None:
    """Half-whist (A.10): allowed by the rules, on a 6 or 7, second defender after a pass.

    With ``returned_whist`` the first defender may whist after it (pass–half-whist–whist); the
    resting dealer's whist (``resting_dealer_may_whist``) needs pass–half-whist before it, or
    pass–pass under ``resting_dealer_whist_after = pass_pass`` (:func:`dealer_may_whist_after`).
    """
    first, second = defenders
    dealer_whists = state.resting is not None and state.resting in calls
    if dealer_whists and not dealer_may_whist_after(state.rules, calls[first], calls[second]):
        code = (
            "dealer_whist_order_pass_pass"
            if state.rules.resting_dealer_whist_after == "pass_pass"
            else "dealer_whist_order"
        )
        raise InvalidDeal(code, player=state.resting)
    if Call.HALF not in calls.values():
        return
    if not state.rules.half_whist_allowed:
        raise InvalidDeal("half_whist_disallowed")
    if contract.level not in (6, 7):
        raise InvalidDeal("half_whist_level", contract=contract.code)
    if calls[first] is Call.HALF:
        raise InvalidDeal("half_whist_first", player=first)
    returned = calls[first] is Call.WHIST and state.rules.returned_whist
    if calls[first] is not Call.PASS and not returned:
        raise InvalidDeal("half_whist_partner", player=first)
    assert calls[second] is Call.HALF


def _check_tricks(state: GameState, deal: Deal, checked: CheckedDeal) -> dict[str, int]:
    """Tricks: all three active players for a played contract, the declarer's for misère."""
    given = state.check_trick_counts(deal.tricks)
    if not checked.played:
        if any(given.values()):
            raise InvalidDeal("tricks_not_played")
        return {}
    needed = (
        (checked.declarer,)
        if checked.contract.is_misere and len(given) <= 1
        else (
            checked.declarer,
            *checked.defenders,
        )
    )
    for player in needed:
        if player not in given:
            raise InvalidDeal("tricks_missing", player=player)
    if len(needed) == 3 and sum(given[p] for p in needed) != 10:
        raise InvalidDeal("tricks_sum", total=sum(given[p] for p in needed))
    return {p: given[p] for p in needed}


def score_deal(state: GameState, deal: CheckedDeal, event: int) -> None:
    """Write a checked deal on the sheet (A.3–A.11, A.14)."""
    if deal.conceded:
        _score_conceded(state, deal, event)
        return
    if deal.contract.is_misere:
        _score_misere(state, deal, event)
        return
    if not deal.played:
        _score_unplayed(state, deal, event)
    else:
        _score_played(state, deal, event)
    level = deal.contract.level
    if deal.talon_tricks and level is not None:
        _score_talon_whists(state, deal, level, event)


def _score_talon_whists(state: GameState, deal: CheckedDeal, level: int, event: int) -> None:
    """A.14: the talon gave the declarer these tricks whether or not the game was played.

    The resting dealer writes them; with three players (``talon_whists_three_handed``, FSPR 6.4
    as quoted by [refinishru]) each defender writes half.
    """
    amount = deal.talon_tricks * state.rules.whist_price_per_trick(level)
    writers = (deal.resting,) if deal.resting is not None else deal.defenders
    for writer in writers:
        # The price is even (costs are even), so half of it is whole.
        share = amount // len(writers)
        state.write(writer, Column.WHISTS, share, event, "talon_whists", on=deal.declarer)


def _score_conceded(state: GameState, deal: CheckedDeal, event: int) -> None:
    """«Уход без трёх» ([refinishru] SPEC §6): the declarer's mountain takes three undertricks
    at the remiz price; nobody writes whists or consolation."""
    level = deal.contract.level
    assert level is not None
    rules = state.rules
    amount = 3 * rules.cost(level) * rules.remiz_factor
    state.write(deal.declarer, Column.MOUNTAIN, amount, event, "conceded_three_down")


def _score_totus_bonus(state: GameState, deal: CheckedDeal, event: int) -> None:
    """``totus_bonus`` ([Gusev] TotusPolicy): a made 10 adds this to the declarer's pool."""
    bonus = state.rules.totus_bonus
    if bonus and deal.contract.level == 10:
        add_to_pool(state, deal.declarer, bonus, event, "totus_bonus", made_game=True)


def _score_unplayed(state: GameState, deal: CheckedDeal, event: int) -> None:
    """Both pass (A.3) or a half-whist stands (A.10): the game is made without play."""
    level = deal.contract.level
    assert level is not None
    rules = state.rules
    add_to_pool(state, deal.declarer, rules.cost(level), event, "game_unplayed", made_game=True)
    _score_totus_bonus(state, deal, event)
    for defender in deal.defenders:
        if deal.calls[defender] is Call.HALF:
            state.write(
                defender,
                Column.WHISTS,
                half_whist_value(state, level),
                event,
                "half_whist",
                on=deal.declarer,
            )


def half_whist_value(state: GameState, level: int) -> int:
    """Whists of a standing half-whist, A.10: half the obligation's worth (4 on a 6 and a 7).

    ``half_of_remaining_tricks`` is (10 − c) × price / 2 instead (4 on a 6, 6 on a 7). The price
    per trick includes Leningrad's doubling (our reading of open point G.2).
    """
    rules = state.rules
    price = rules.whist_price_per_trick(level)
    tricks = rules.obligation(level) if rules.half_whist_value == "half_obligation" else 10 - level
    return price * tricks // 2


def _score_played(state: GameState, deal: CheckedDeal, event: int) -> None:
    """A played contract: whists for tricks (A.5, A.9), made (A.4) or failed (A.6, A.7)."""
    rules = state.rules
    level = deal.contract.level
    assert level is not None
    cost = rules.cost(level)
    price = rules.whist_price_per_trick(level)
    tricks = deal.tricks
    made = tricks[deal.declarer] >= level
    whisters = deal.whisters

    if deal.dealer_whister is not None or deal.half_played or deal.returned_whist:
        _score_single_writer_whists(state, deal, event)
    elif len(whisters) == 2:
        for whister in whisters:
            state.write(
                whister,
                Column.WHISTS,
                price * tricks[whister],
                event,
                "whists_for_tricks",
                on=deal.declarer,
            )
    else:
        (whister,) = whisters
        (passer,) = (d for d in deal.defenders if d != whister)
        counted = tricks[whister] + (tricks[passer] if rules.lone_whister_counts_passer else 0)
        amount = price * counted
        split = rules.failure_whist_split
        if split == "gentleman_always" or (not made and split == "gentleman"):
            # A.9; ``gentleman_always`` splits a made contract's whists too ([refinishru]).
            # Price is even (costs are even), so the halves are whole whists.
            for defender in (whister, passer):
                state.write(
                    defender,
                    Column.WHISTS,
                    amount // 2,
                    event,
                    "whists_for_tricks",
                    on=deal.declarer,
                )
        else:
            state.write(
                whister, Column.WHISTS, amount, event, "whists_for_tricks", on=deal.declarer
            )

    if made:
        add_to_pool(state, deal.declarer, cost, event, "game_made", made_game=True)
        _score_totus_bonus(state, deal, event)
        if deal.half_played:
            _score_half_whist_shortfall(state, deal, event)
        elif deal.dealer_whister is None:
            # The whisting resting dealer answers for no shortfall (FSPR 6.6 via [refinishru]).
            _score_responsibility(state, deal, event)
    else:
        undertricks = level - tricks[deal.declarer]
        state.write(
            deal.declarer, Column.MOUNTAIN, undertricks * cost * rules.remiz_factor, event, "remiz"
        )
        _score_consolation(state, deal, undertricks, cost, event)


def _score_consolation(
    state: GameState, deal: CheckedDeal, undertricks: int, cost: int, event: int
) -> None:
    """Consolation, A.7 and C.3: cost, the whist price or a flat amount per undertrick."""
    rules = state.rules
    if rules.consolation == "none":
        return
    writers = _consolation_writers(deal, rules.consolation)
    amount = rules.consolation_amount
    if amount == "cost_per_undertrick":
        per_trick = cost
    elif amount == "whist_price_per_undertrick":
        # C.1/C.3: Leningrad consolation at the whist price, cost × whist_price_factor.
        per_trick = cost * rules.whist_price_factor
    else:
        per_trick = rules.consolation_flat_per_undertrick
    for writer in writers:
        state.write(
            writer, Column.WHISTS, undertricks * per_trick, event, "consolation", on=deal.declarer
        )


def _consolation_writers(deal: CheckedDeal, consolation: str) -> list[str]:
    """Who writes consolation (A.7): the defenders, and the resting dealer when ``consolation``
    says so. FSPR 6.6 as quoted by [refinishru]: a whisting resting dealer alone writes all the
    whists; after a returned whist the half-whister writes nothing.
    """
    if deal.dealer_whister is not None:
        return [deal.dealer_whister]
    writers = [deal.defenders[0]] if deal.returned_whist else list(deal.defenders)
    if consolation == "defenders_and_resting_dealer" and deal.resting is not None:
        writers.append(deal.resting)
    return writers


def _score_single_writer_whists(state: GameState, deal: CheckedDeal, event: int) -> None:
    """Whists for tricks when one player writes them all, never split (A.9 does not apply).

    * resting dealer's whist: he writes the side's tricks (he played the defenders' cards);
    * returned whist: the first defender, as a lone whister (A.5), the half-whister nothing;
    * played half-whist ([rostiktc2] §10): the half-whister writes at most his quota
      (half the obligation: 2 on a 6, 1 on a 7) × price.
    """
    rules = state.rules
    level = deal.contract.level
    assert level is not None
    price = rules.whist_price_per_trick(level)
    first, second = deal.defenders
    tricks = deal.tricks
    side = tricks[first] + tricks[second]
    if deal.dealer_whister is not None:
        writer, counted = deal.dealer_whister, side
    elif deal.returned_whist:
        own = tricks[first] + (tricks[second] if rules.lone_whister_counts_passer else 0)
        writer, counted = first, own
    else:
        writer, counted = second, min(side, rules.obligation(level) // 2)
    rule = "half_whist" if deal.half_played else "whists_for_tricks"
    state.write(writer, Column.WHISTS, price * counted, event, rule, on=deal.declarer)


def _score_half_whist_shortfall(state: GameState, deal: CheckedDeal, event: int) -> None:
    """A played half-whist below its quota ([rostiktc2] §10): the missing tricks go into the
    half-whister's mountain at the responsibility price of A.8."""
    rules = state.rules
    level = deal.contract.level
    assert level is not None
    first, second = deal.defenders
    missing = rules.obligation(level) // 2 - deal.tricks[first] - deal.tricks[second]
    fraction = rules.responsibility_fraction()
    per_trick = rules.whist_price_per_trick(level) * fraction.numerator // fraction.denominator
    if missing > 0 and per_trick:
        state.write(second, Column.MOUNTAIN, missing * per_trick, event, "whist_shortfall")


def _score_responsibility(state: GameState, deal: CheckedDeal, event: int) -> None:
    """Whister responsibility, A.8: mountain per missing trick when the contract is made.

    When the contract fails the defenders always took more than their obligation, so the
    question only arises on a made contract.
    """
    rules = state.rules
    level = deal.contract.level
    assert level is not None
    # Integer arithmetic on the fraction's terms: the same value as price × fraction, without
    # building Fractions on every deal.
    fraction = rules.responsibility_fraction()
    scaled = rules.whist_price_per_trick(level) * fraction.numerator
    assert scaled % fraction.denominator == 0, "costs are even, so half a price is whole"
    per_trick = scaled // fraction.denominator
    if per_trick == 0:
        return
    obligation = rules.obligation(level)
    tricks = deal.tricks
    side = sum(tricks[d] for d in deal.defenders)
    whisters = deal.whisters
    shortfalls: dict[str, int] = {}
    if len(whisters) == 1:
        shortfalls[whisters[0]] = obligation - side
    else:
        first, second = whisters
        mode = rules.double_whist_liability
        if mode == "together":
            payer = first if tricks[first] < tricks[second] else second
            shortfalls[payer] = obligation - side
        elif level in (6, 7):
            # Per-head quotas; under per_head ([poolya], [Gusev], [Parlett]) only when the
            # side as a whole fell short (A.8: "together with what counts for him").
            quota = obligation // 2
            if mode == "second_whister_personal" or side < obligation:
                shortfalls = {w: quota - tricks[w] for w in whisters}
            if mode == "per_head" and rules.two_whisters_capped_at_side:
                # [refinishru]: a 6 with tricks 3 + 0 charges one trick (the side's), not two.
                shortfalls = {w: min(m, obligation - side) for w, m in shortfalls.items()}
        elif mode == "per_head":
            _score_high_shortfall(state, deal, per_trick, obligation - side, event)
        else:  # second_whister_personal
            shortfalls[second] = obligation - tricks[second]
    for whister, missing in shortfalls.items():
        if missing > 0:
            state.write(whister, Column.MOUNTAIN, missing * per_trick, event, "whist_shortfall")


def _score_high_shortfall(
    state: GameState, deal: CheckedDeal, per_trick: int, missing: int, event: int
) -> None:
    """Two whisters on an 8-10 who took no trick (A.8): the second pays, both pay
    ([refinishru]), or they split the penalty ([mathfew]; whole by validation)."""
    if missing <= 0:
        return
    first, second = deal.whisters
    payer = state.rules.two_whisters_high_payer
    if payer == "second":
        state.write(second, Column.MOUNTAIN, missing * per_trick, event, "whist_shortfall")
        return
    amount = missing * per_trick if payer == "both" else missing * per_trick // 2
    for whister in (first, second):
        state.write(whister, Column.MOUNTAIN, amount, event, "whist_shortfall")


def _score_misere(state: GameState, deal: CheckedDeal, event: int) -> None:
    """Misère, A.11: 0 tricks → cost into the pool; k tricks → k × price into the mountain."""
    rules = state.rules
    taken = deal.tricks[deal.declarer]
    if taken == 0:
        add_to_pool(state, deal.declarer, rules.misere_cost, event, "misere_made", made_game=True)
        return
    state.write(
        deal.declarer,
        Column.MOUNTAIN,
        taken * rules.misere_price_per_trick,
        event,
        "misere_failed",
    )
    if rules.misere_consolation:
        _score_consolation(state, deal, taken, rules.misere_cost, event)
