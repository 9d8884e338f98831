"""End-of-game settlement («расписать пулю»): results in whists, money and payments.

Scoring-conventions §E: pool shortfall into mountain (E.2), amnesty (E.3), average mountain × 10
(E.4), pairwise netting of whists (E.5), result (E.6), rounding policy (E.7), money (E.8).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import field
from fractions import Fraction

from app.engine.errors import InvalidGame, InvalidRules
from app.engine.rules import Rules
from app.engine.state import Sheet, game_over
from app.engine.value import value

Amount = int | Fraction


@value
class Payment:
    """``payer`` owes ``payee`` this many whists, worth ``money``."""

    payer: str
    payee: str
    whists: Amount
    money: Fraction


@value
class Settlement:
    """Each player's result in whists (sums to zero) and money, and who pays whom."""

    players: tuple[str, ...]
    mountains: Mapping[str, Amount]
    """Mountains after pool shortfall (E.2) and amnesty (E.3), before rounding."""
    exact: Mapping[str, Fraction]
    result: Mapping[str, Amount]
    money: Mapping[str, Fraction]
    payments: tuple[Payment, ...]
    finished: bool
    pools: Mapping[str, Amount] = field(default_factory=dict)
    """The pools as written on the sheet."""
    sheet_mountains: Mapping[str, Amount] = field(default_factory=dict)
    """The mountains as written on the sheet (``mountains`` is the settled figure)."""
    money_unit: Fraction = Fraction(1, 100)
    """What money is rounded to (E.8)."""
    money_shifted: Mapping[str, Fraction] = field(default_factory=dict)
    """The players whose money is not their own result rounded (E.8: the unit that makes the
    rounded sum zero was moved onto them), with their money as rounded alone."""


def settle_sheet(sheet: Sheet) -> Settlement:
    """Settle a folded sheet with its own rules."""
    return settle(
        sheet.rules,
        sheet.players,
        sheet.pool,
        sheet.mountain,
        sheet.whists,
        finished=sheet.finished,
    )


def settle(
    rules: Rules,
    players: Sequence[str],
    pool: Mapping[str, Amount],
    mountain: Mapping[str, Amount],
    whists: Mapping[str, Mapping[str, Amount]],
    *,
    finished: bool | None = None,
) -> Settlement:
    """Settle totals typed from any sheet (scoring-conventions E.2–E.8)."""
    names = tuple(players)
    n = len(names)
    if n not in (3, 4) or len(set(names)) != n:
        raise InvalidGame("player_count", count=n)
    for table, label in ((pool, "pool"), (mountain, "mountain")):
        for p in names:
            if p not in table:
                raise InvalidGame("sheet_missing", column=label, player=p)
    k = rules.pool_to_mountain_factor
    top = max(pool[p] for p in names)
    converted = {p: mountain[p] + k * (top - pool[p]) for p in names}  # E.2
    lowest = min(converted.values())
    amnestied = {p: converted[p] - lowest for p in names}  # E.3

    def owed(i: str, j: str) -> Amount:
        return whists.get(i, {}).get(j, 0)

    whist_part = {i: sum(owed(i, j) - owed(j, i) for j in names if j != i) for i in names}  # E.5

    divisor = _mountain_divisor(rules, n)
    if rules.rounding == "divisible_by_n":
        amnestied, whist_part = _make_divisible(
            amnestied, whist_part, names, divisor, _whists_per_point(rules, divisor)
        )
    elif rules.rounding == "divisible_by_n_one_player":
        amnestied, whist_part = _make_divisible_one_player(
            amnestied,
            whist_part,
            names,
            divisor,
            _whists_per_point(rules, divisor),
            _adjusted_player(rules, names),
        )
    exact = {
        p: _mountain_part(rules, amnestied, p, names) + whist_part[p] for p in names
    }  # E.4, E.6
    result: dict[str, Amount]
    if rules.rounding == "round_and_fix":
        rounded = _round_and_fix({p: exact[p] for p in names}, names, Fraction(1))
        result = {p: _normal(rounded[p]) for p in names}
    elif rules.rounding == "truncate_last_absorbs":
        result = dict(_truncate_last_absorbs(k, names, pool, mountain, whist_part))
    else:
        result = {p: _normal(exact[p]) for p in names}
    worth = {p: Fraction(result[p]) * rules.whist_price for p in names}
    money = _round_and_fix(worth, names, rules.money_unit)
    alone = {p: round_half_away(worth[p] / rules.money_unit) * rules.money_unit for p in names}
    return Settlement(
        players=names,
        mountains={p: _normal(Fraction(amnestied[p])) for p in names},
        exact=exact,
        result=result,
        money=money,
        payments=_payments(result, money, names),
        finished=game_over(rules, pool, n) if finished is None else finished,
        pools={p: pool[p] for p in names},
        sheet_mountains={p: mountain[p] for p in names},
        money_unit=rules.money_unit,
        money_shifted={p: alone[p] for p in names if alone[p] != money[p]},
    )


def _mountain_part(
    rules: Rules, mountains: Mapping[str, Amount], player: str, names: Sequence[str]
) -> Fraction:
    """E.4: each other player writes mountain × 10 / N (or / (N − 1)) whists on a player."""
    divisor = _mountain_divisor(rules, len(names))
    received = sum(Fraction(10 * mountains[q], divisor) for q in names if q != player)
    paid = Fraction(10 * mountains[player], divisor) * (len(names) - 1)
    return received - paid


def _mountain_divisor(rules: Rules, n: int) -> int:
    """E.4 / §F row 25: a mountain point is split over N (standard) or N − 1 opponents."""
    return n if rules.mountain_split == "per_player_N" else n - 1


def _whists_per_point(rules: Rules, divisor: int) -> int:
    """E.7: whists from each other player per mountain point moved: the whole part of 10 / N
    (3 with three players), with four players 2 ([poolya], [cwetochki]) or 3 ([PrefCount]'s
    testGenerateFinalResults4), ``rounding_whists_per_point_four``."""
    return rules.rounding_whists_per_point_four if divisor == 4 else 10 // divisor


def _adjusted_player(rules: Rules, names: Sequence[str]) -> str:
    """The player the table chose for PrefCount's adjustment (``rounding_seat``, 1-based)."""
    if rules.rounding_seat > len(names):
        raise InvalidRules("option_value", option="rounding_seat", value=rules.rounding_seat)
    return names[rules.rounding_seat - 1]


def _make_divisible_one_player(
    mountains: Mapping[str, Amount],
    whist_part: Mapping[str, Amount],
    names: Sequence[str],
    divisor: int,
    per_point: int,
    adjusted: str,
) -> tuple[dict[str, Amount], dict[str, Amount]]:
    """E.7 policy 2 as [PrefCount] does it (``ResultService.doFixForDivisibleByN``, tested
    version): one chosen player's mountain moves by one point so that the mountains' sum makes
    10 × sum / N whole; taking a point off him, each other player writes 3 whists on him;
    adding one, he writes 3 whists on each other player (``_whists_per_point``: 3 with three
    players; with four, ``rounding_whists_per_point_four``, 3 in PrefCount)."""
    total = sum(mountains[p] for p in names)
    new_mountains = dict(mountains)
    new_whists = dict(whist_part)
    if 10 * total % divisor == 0:
        return new_mountains, new_whists
    # PrefCount: a remainder of 1 takes a point off, a remainder of N - 1 adds one (with four
    # players a remainder of 2 already divides: 10 × sum / 4 is whole).
    delta = -1 if total % divisor == 1 else 1
    new_mountains[adjusted] += delta
    for q in names:
        if q != adjusted:
            # -1: the others write on him; +1: he writes on each of them.
            new_whists[q] -= delta * per_point
            new_whists[adjusted] += delta * per_point
    return new_mountains, new_whists


def _make_divisible(
    mountains: Mapping[str, Amount],
    whist_part: Mapping[str, Amount],
    names: Sequence[str],
    divisor: int,
    per_point: int,
) -> tuple[dict[str, Amount], dict[str, Amount]]:
    """E.7 policy 2: take each mountain down to a multiple of the divisor (N); every point
    taken off is compensated by whole whists from each other player (3 each with N = 3,
    2 or 3 each with N = 4, ``_whists_per_point``).
    """
    # Only what keeps 10 × M / divisor fractional is moved: with N = 4 an even mountain
    # already divides (10 × 2 / 4 = 5), so the step is divisor / gcd(10, divisor).
    step = divisor // math.gcd(10, divisor)
    new_mountains = dict(mountains)
    new_whists = dict(whist_part)
    for p in names:
        moved = mountains[p] % step
        new_mountains[p] = mountains[p] - moved
        for q in names:
            if q != p:
                new_whists[q] += moved * per_point
                new_whists[p] -= moved * per_point
    return new_mountains, new_whists


def _truncate_last_absorbs(
    factor: int,
    names: Sequence[str],
    pool: Mapping[str, Amount],
    mountain: Mapping[str, Amount],
    whist_part: Mapping[str, Amount],
) -> dict[str, Amount]:
    """E.7 as [JPref] does it (``ScoreCalculator.calculateStatus``, after [pocketpref] 4.2):
    with Dᵢ = mountainᵢ − k × poolᵢ straight from the sheet (no amnesty), every player but the
    last in seating order gets trunc(10 × ΣD / N) − 10 × Dᵢ plus his whists, the average
    truncated toward zero; the last player takes minus the others' sum, so the sum is zero.
    """
    dump = {p: mountain[p] - factor * pool[p] for p in names}
    scaled = Fraction(10 * sum(dump.values()), len(names))
    average = math.trunc(scaled)
    result = {p: average - 10 * dump[p] + whist_part[p] for p in names[:-1]}
    result[names[-1]] = -sum(result.values())
    return result


def _round_and_fix(
    values: Mapping[str, Fraction], names: Sequence[str], unit: Fraction
) -> dict[str, Fraction]:
    """E.7 policy 3 and E.8: round each value to ``unit`` (half away from zero), then move
    the rounding error of the sum onto the players whose rounding lost the most, so the
    rounded values still sum to what the exact ones did (zero).
    """
    rounded = {p: round_half_away(values[p] / unit) for p in names}
    error = sum(rounded.values()) - round_half_away(sum(values.values()) / unit)
    # Largest rounding gain first; ties in seating order: deterministic.
    order = sorted(names, key=lambda p: -(rounded[p] - values[p] / unit))
    step = 1 if error > 0 else -1
    if error < 0:
        order.reverse()
    for p in order[: abs(error)]:
        rounded[p] -= step
    return {p: Fraction(rounded[p]) * unit for p in names}


def round_half_away(value: Fraction) -> int:
    """``value`` to a whole number, half away from zero (E.7, E.8): ``2½ → 3``, ``−2½ → −3``."""
    sign = -1 if value < 0 else 1
    magnitude = abs(value)
    whole = int(magnitude)
    return sign * (whole + (1 if magnitude - whole >= Fraction(1, 2) else 0))


def _normal(value: Fraction) -> Amount:
    """An exact amount as an int where it is whole."""
    return int(value) if value.denominator == 1 else value


def _payments(
    result: Mapping[str, Amount], money: Mapping[str, Fraction], names: Sequence[str]
) -> tuple[Payment, ...]:
    """E.8: at most N − 1 transfers; the largest debtor pays the largest creditor first."""
    balance = {p: Fraction(result[p]) for p in names}
    cash = dict(money)
    payments: list[Payment] = []
    while True:
        debtors = [p for p in names if balance[p] < 0]
        creditors = [p for p in names if balance[p] > 0]
        if not debtors or not creditors:
            break
        payer = min(debtors, key=lambda p: (balance[p], names.index(p)))
        payee = max(creditors, key=lambda p: (balance[p], -names.index(p)))
        amount = min(-balance[payer], balance[payee])
        # Money follows the whists; the last transfer of a debtor or creditor takes the rest,
        # so the money balances reach zero exactly.
        if amount == -balance[payer]:
            cash_amount = -cash[payer]
        elif amount == balance[payee]:
            cash_amount = cash[payee]
        else:
            cash_amount = min(-cash[payer], cash[payee])
        payments.append(Payment(payer, payee, _normal(amount), cash_amount))
        balance[payer] += amount
        balance[payee] -= amount
        cash[payer] += cash_amount
        cash[payee] -= cash_amount
    return tuple(payments)
