"""Per-player figures over a set of games, from summed summaries (docs/statistics.md).

Everything is exact: counts are ``int``, amounts ``int`` or ``Fraction``, rates and averages
``Fraction`` (``None`` where nothing was counted: no success rate without a contract).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from app.engine.entries import Amount
from app.stats.amounts import normal, unscale
from app.stats.summary import LEVELS
from app.stats.summary_store import GameResult, PlayerTotals, RawRecords


def ratio(numerator: Amount, denominator: int) -> Amount | None:
    """``numerator / denominator`` exactly, ``None`` when nothing was counted."""
    if denominator == 0:
        return None
    return normal(Fraction(numerator) / denominator)


@dataclass(frozen=True, slots=True)
class Totals:
    """An amount over the games: in all, per game and per deal of those games."""

    total: Amount
    per_game: Amount | None
    per_deal: Amount | None


@dataclass(frozen=True, slots=True)
class ContractFigures:
    """Contracts of one level declared by the player (``level`` 6–10)."""

    level: int
    declared: int
    made: int
    failed: int
    success_rate: Amount | None
    """made / declared."""
    average_overtricks: Amount | None
    """Over contracts made in play (a contract nobody whisted has no tricks to count)."""
    average_undertricks: Amount | None
    """Over contracts failed (a game given up three down counts three)."""


@dataclass(frozen=True, slots=True)
class MisereFigures:
    played: int
    made: int
    caught: int
    caught_tricks: int
    """Tricks taken on the misères he was caught on, in all."""
    average_caught_tricks: Amount | None


@dataclass(frozen=True, slots=True)
class AllContracts:
    """Every contract he declared: the levels 6–10 plus misères (docs/statistics.md, "Totals
    over all levels"); a misère made counts as made, one caught as failed."""

    declared: int
    made: int
    failed: int
    success_rate: Amount | None
    """made / declared."""


@dataclass(frozen=True, slots=True)
class DefenderFigures:
    whists: int
    passes: int
    half_whists: int
    whists_won: int
    """Played contracts he whisted that the declarer failed."""
    whists_lost: int
    """Played contracts he whisted that the declarer made."""
    whists_written: Amount
    """Whists he wrote on declarers in deals he defended (for tricks, half-whist, consolation;
    a three-handed share of talon whists; a resting dealer's who whisted)."""
    responsibility: Amount
    """Mountain written on him for a whister's shortfall (A.8)."""


@dataclass(frozen=True, slots=True)
class RestingDealerFigures:
    """Four-handed: what he wrote in the deals he sat out as the resting dealer."""

    whists_written: Amount
    """Whists he wrote on declarers without defending: consolation (A.7) and talon whists
    (A.14) — not his when he whisted (that deal he defended)."""


@dataclass(frozen=True, slots=True)
class RaspasyFigures:
    played: int
    tricks: int
    average_tricks: Amount | None
    zero: int
    """Raspasy in which he took no trick."""


@dataclass(frozen=True, slots=True)
class PenaltyFigures:
    rule: str
    """The penalty catalogue's rule id (docs/penalties.md)."""
    count: int
    points: Amount
    """Mountain the rule wrote on him, in all."""


@dataclass(frozen=True, slots=True)
class Record:
    """A record and the game it was set in."""

    value: Amount
    game_id: int


@dataclass(frozen=True, slots=True)
class Records:
    biggest_win: Record | None
    """The best result in one game, if any was positive."""
    biggest_loss: Record | None
    """The worst result in one game, if any was negative."""
    longest_game: Record | None
    """The most deals in one game (value: deals)."""


@dataclass(frozen=True, slots=True)
class PlayerFigures:
    """Every figure of docs/statistics.md for one player over the chosen games."""

    player: str
    games: int
    wins: int
    deals: int
    last_played: str
    result: Totals
    money: Totals
    contracts: tuple[ContractFigures, ...]
    misere: MisereFigures
    defender: DefenderFigures
    resting_dealer: RestingDealerFigures
    raspasy: RaspasyFigures
    penalties: tuple[PenaltyFigures, ...]
    records: Records

    @property
    def all_contracts(self) -> AllContracts:
        """The totals over all levels: sums of the levels plus misères (docs/statistics.md)."""
        declared = sum(c.declared for c in self.contracts) + self.misere.played
        made = sum(c.made for c in self.contracts) + self.misere.made
        failed = sum(c.failed for c in self.contracts) + self.misere.caught
        return AllContracts(declared, made, failed, ratio(made, declared))

    @property
    def declared(self) -> int:
        """Contracts declared, every level and misère."""
        return self.all_contracts.declared

    @property
    def win_rate(self) -> Amount | None:
        return ratio(self.wins, self.games)


def player_figures(
    totals: PlayerTotals,
    penalties: Mapping[str, tuple[int, Amount]],
    records: Records,
) -> PlayerFigures:
    """The figures of one player from his summed counters, penalties and records."""
    c, a = totals.counters, totals.amounts
    games, deals = c["games"], c["deals"]
    contracts = tuple(
        ContractFigures(
            level,
            c[f"declared_{level}"],
            c[f"made_{level}"],
            c[f"failed_{level}"],
            ratio(c[f"made_{level}"], c[f"declared_{level}"]),
            ratio(c[f"overtricks_{level}"], c[f"made_played_{level}"]),
            ratio(c[f"undertricks_{level}"], c[f"failed_{level}"]),
        )
        for level in LEVELS
    )
    return PlayerFigures(
        player=totals.player,
        games=games,
        wins=c["wins"],
        deals=deals,
        last_played=totals.last_played,
        result=Totals(a["result"], ratio(a["result"], games), ratio(a["result"], deals)),
        money=Totals(a["money"], ratio(a["money"], games), ratio(a["money"], deals)),
        contracts=contracts,
        misere=MisereFigures(
            c["misere_played"],
            c["misere_made"],
            c["misere_caught"],
            c["misere_caught_tricks"],
            ratio(c["misere_caught_tricks"], c["misere_caught"]),
        ),
        defender=DefenderFigures(
            c["whist_calls"],
            c["pass_calls"],
            c["half_calls"],
            c["whists_won"],
            c["whists_lost"],
            a["whists_written"],
            a["responsibility"],
        ),
        resting_dealer=RestingDealerFigures(a["resting_whists"]),
        raspasy=RaspasyFigures(
            c["raspasy_played"],
            c["raspasy_tricks"],
            ratio(c["raspasy_tricks"], c["raspasy_played"]),
            c["raspasy_zero"],
        ),
        penalties=tuple(
            PenaltyFigures(rule, count, points) for rule, (count, points) in penalties.items()
        ),
        records=records,
    )


NO_RECORDS = Records(None, None, None)


def records_of(raw: RawRecords | None) -> Records:
    """A store's raw records as :class:`Records` (none for a player without games)."""
    if raw is None:
        return NO_RECORDS
    win, loss, longest = raw
    return Records(
        None if win is None else Record(*win),
        None if loss is None else Record(*loss),
        Record(*longest),
    )


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """Two players over the games they both played (docs/statistics.md, "Head-to-head")."""

    first: str
    second: str
    games: int
    first_ahead: int
    """Games the first finished with a higher result than the second."""
    second_ahead: int
    level: int
    first_result: Amount
    second_result: Amount
    first_money: Amount
    second_money: Amount


def head_to_head(first: str, second: str, results: Iterable[GameResult]) -> HeadToHead:
    """The two players' results side by side in every game both played."""
    games = ahead = behind = 0
    first_result: Amount = 0
    second_result: Amount = 0
    first_money: Amount = 0
    second_money: Amount = 0
    for game in results:
        players = game.players
        if first not in players or second not in players or first == second:
            continue
        by_name = {
            name: (result, money)
            for name, result, money in zip(
                players, game.scaled_results, game.scaled_money, strict=True
            )
        }
        (r1, m1), (r2, m2) = by_name[first], by_name[second]
        games += 1
        ahead += r1 > r2
        behind += r2 > r1
        first_result += r1
        second_result += r2
        first_money += m1
        second_money += m2
    return HeadToHead(
        first,
        second,
        games,
        ahead,
        behind,
        games - ahead - behind,
        unscale(first_result),
        unscale(second_result),
        unscale(first_money),
        unscale(second_money),
    )
