"""The state of a game while its events are folded, and the frozen sheet that results.

:class:`GameState` is the fold's accumulator (mutable, private to one fold); :class:`Sheet` is the
frozen value the rest of the program sees: totals, every entry, the running values of each cell
as the paper writes them, and the table (dealer, resting player, raspasy streak).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeAlias

from app.engine.entries import Amount, Entry, RunningValue
from app.engine.errors import InvalidDeal, InvalidGame
from app.engine.model import Column, Contract
from app.engine.names import check_names
from app.engine.next_deal import NextDealLimit
from app.engine.rules import Rules
from app.engine.value import value

if TYPE_CHECKING:
    from app.engine.events import Incident

CellKey = tuple[Column, str, str | None]
"""A cell of the sheet: (column, player, opponent for whists or None)."""


@value
class Table:
    """Who sits where for the next deal (scoring-conventions §1, A.14)."""

    players: tuple[str, ...]
    dealer: str
    raspasy_streak: int
    deals_played: int

    @property
    def resting(self) -> str | None:
        """The dealer rests in a four-handed game; nobody rests with three."""
        return resting_player(self.players, self.dealer)

    @property
    def active(self) -> tuple[str, ...]:
        """The three players who bid and play, in playing order from the dealer's left."""
        return active_players(self.players, self.dealer)

    @property
    def first_speaker(self) -> str:
        """The player on the dealer's left speaks (and leads) first."""
        return self.active[0]


def resting_player(players: tuple[str, ...], dealer: str) -> str | None:
    """Scoring-conventions §1: the dealer rests in a four-handed game; nobody rests with three."""
    return dealer if len(players) == 4 else None


@lru_cache(maxsize=64)
def active_players(players: tuple[str, ...], dealer: str) -> tuple[str, ...]:
    """The three players who bid and play, clockwise from the dealer's left (§1, A.14).

    Cached: the fold asks for it on every deal and a game has only 3–4 dealers.
    """
    n = len(players)
    start = players.index(dealer)
    order = tuple(players[(start + i) % n] for i in range(1, n + 1))
    resting = resting_player(players, dealer)
    return tuple(p for p in order if p != resting)


@value
class EventOutcome:
    """What one event did: its entries and, for incidents, the consequences for play."""

    event: int
    kind: str
    entries: tuple[Entry, ...]
    consequences: tuple[str, ...] = ()
    explanation: tuple[str, Mapping[str, Any]] | None = None
    deal_number: int | None = None


@value
class Sheet:
    """The score sheet after a sequence of events: the fold's result (frozen)."""

    rules: Rules
    players: tuple[str, ...]
    pool: Mapping[str, Amount]
    mountain: Mapping[str, Amount]
    whists: Mapping[str, Mapping[str, Amount]]
    entries: tuple[Entry, ...]
    cells: Mapping[CellKey, tuple[RunningValue, ...]]
    outcomes: tuple[EventOutcome, ...]
    table: Table
    last_contract: Contract | None = None
    time_up: bool = False
    """A deal was recorded at or after the time limit (``game_end = time``; the services know
    the times, the fold does not)."""

    @property
    def finished(self) -> bool:
        """End of the game, scoring-conventions E.1 and docs/rules.md "End of the game"."""
        return game_over(
            self.rules,
            self.pool,
            len(self.players),
            deals_played=self.table.deals_played,
            time_up=self.time_up,
        )

    def running(self, column: Column, player: str, on: str | None = None) -> tuple[Amount, ...]:
        """The successive values of one cell, as written on paper."""
        return tuple(v.value for v in self.cells.get((column, player, on), ()))


def game_over(
    rules: Rules,
    pool: Mapping[str, Amount],
    n_players: int,
    *,
    deals_played: int = 0,
    time_up: bool = False,
) -> bool:
    """Scoring-conventions E.1: ``all_closed`` or ``sum_of_pools``; the sum is ``pool_total``
    when one was agreed ([mathfew] «общая пуля», [Gusev] ``poolTarget``), else size × players.

    Issue 17 (docs/rules.md "End of the game"): ``deals`` ends the game once ``deal_limit``
    deals (played or passed out into raspasy) are recorded; ``time`` once a deal is recorded
    at or after the time limit (``time_up``). Either is settled at the last complete deal.
    """
    if rules.game_end == "all_closed":
        return all(value >= rules.pool_size for value in pool.values())
    if rules.game_end == "deals":
        return deals_played >= rules.deal_limit
    if rules.game_end == "time":
        return time_up
    return sum(pool.values()) >= (rules.pool_total or rules.pool_size * n_players)


@dataclass
class GameState:
    """The fold's accumulator: totals, entries and table position, updated event by event.

    Mutable on purpose (issue 13 item 6): it has one owner at a time — a fold, or the service's
    cached game, which extends it with each new event instead of replaying the whole log — and
    updating it in place keeps a 500-deal replay linear. Everything else reads the frozen
    :class:`Sheet` that :meth:`freeze` returns.
    """

    rules: Rules
    players: tuple[str, ...]
    dealer_index: int
    pool: dict[str, Amount] = field(default_factory=dict)
    mountain: dict[str, Amount] = field(default_factory=dict)
    whists: dict[str, dict[str, Amount]] = field(default_factory=dict)
    entries: list[Entry] = field(default_factory=list)
    cells: dict[CellKey, list[RunningValue]] = field(default_factory=dict)
    outcomes: list[EventOutcome] = field(default_factory=list)
    raspasy_streak: int = 0
    deals_played: int = 0
    last_contract: Contract | None = None
    time_up: bool = False
    # Offences per (rule, player) since the last closed pool: penalty items that grow on repeat.
    offences: dict[tuple[str, str], int] = field(default_factory=dict)
    # Limits an incident's consequences put on the next deal (app/engine/next_deal.py).
    next_deal_limits: list[NextDealLimit] = field(default_factory=list)
    # Who scores an Incident event: the engine knows no penalty rules (docs/architecture.md).
    incidents: IncidentHandler | None = field(default=None, compare=False, repr=False)

    @classmethod
    def start(
        cls,
        rules: Rules,
        players: Sequence[str],
        first_dealer: str,
        incidents: IncidentHandler | None = None,
    ) -> GameState:
        """A blank sheet. Scoring-conventions §1: three or four players.

        ``incidents`` scores the game's Incident events; without one an incident is refused.
        """
        names = tuple(players)
        if len(names) not in (3, 4):
            raise InvalidGame("player_count", count=len(names))
        check_names(names)  # empty, overlong and look-alike names
        if first_dealer not in names:
            raise InvalidGame("dealer_unknown", player=first_dealer)
        return cls(
            rules=rules,
            players=names,
            dealer_index=names.index(first_dealer),
            pool={p: 0 for p in names},
            mountain={p: 0 for p in names},
            whists={p: {q: 0 for q in names if q != p} for p in names},
            incidents=incidents,
        )

    # -- table ----------------------------------------------------------------------------

    @property
    def table(self) -> Table:
        return Table(
            players=self.players,
            dealer=self.players[self.dealer_index],
            raspasy_streak=self.raspasy_streak,
            deals_played=self.deals_played,
        )

    @property
    def resting(self) -> str | None:
        """``table.resting`` without building the table (the fold asks on every deal);
        :func:`resting_player`'s rule, inline."""
        players = self.players
        return players[self.dealer_index] if len(players) == 4 else None

    @property
    def active(self) -> tuple[str, ...]:
        """``table.active`` without building the table."""
        return active_players(self.players, self.players[self.dealer_index])

    def set_dealer(self, dealer: str | None) -> None:
        """Apply a deal's explicit dealer (overriding the rotation)."""
        if dealer is None:
            return
        self.require_player(dealer, "dealer")
        self.dealer_index = self.players.index(dealer)

    def advance_dealer(self) -> None:
        """The deal passes clockwise after every deal played or passed out."""
        self.dealer_index = (self.dealer_index + 1) % len(self.players)
        self.deals_played += 1

    def finish_contract(
        self, contract: Contract, *, keep_streak: bool = False, ends_streak: bool = True
    ) -> None:
        """After an ordered contract: the raspasy streak ends if the contract reaches the exit
        level (A.13, §F row 15) and is of a kind that ends it (``ends_streak``, computed by
        :func:`app.engine.raspasy.contract_ends_streak`), it becomes the last contract, and the
        deal passes on.
        """
        if (
            not keep_streak
            and ends_streak
            and contract.bid_rank >= self.rules.raspasy_exit_level(self.raspasy_streak)
        ):
            self.raspasy_streak = 0
        self.last_contract = contract
        self.advance_dealer()

    def require_player(self, name: str, field_name: str) -> None:
        if name not in self.players:
            raise InvalidDeal("player_unknown", player=name, field=field_name)

    def check_trick_counts(self, tricks: Mapping[str, int]) -> dict[str, int]:
        """The tricks as given, each by a player who plays this deal and from 0 to 10 (A.3, A.13).

        Shared by deals and raspasy; what each needs beyond this (whose tricks, the sum of 10)
        stays with them.
        """
        resting = self.resting
        players = self.players
        for player, count in tricks.items():
            if player not in players:
                self.require_player(player, "tricks")
            if player == resting:
                raise InvalidDeal("resting_player_tricks", player=player)
            if type(count) is int and 0 <= count <= 10:
                continue  # the usual case, in one test
            if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 10:
                raise InvalidDeal("tricks_range", player=player, value=count)
        return dict(tricks)

    # -- writing --------------------------------------------------------------------------

    def write(
        self,
        player: str,
        column: Column,
        amount: Amount,
        event: int,
        rule: str,
        on: str | None = None,
    ) -> Entry | None:
        """Write one amount on the sheet (a zero amount writes nothing)."""
        if amount == 0:
            return None
        if column is Column.WHISTS:
            if on is None or on == player:
                raise InvalidDeal("whists_target", player=player, on=on)
            total = self.whists[player][on] + amount
            self.whists[player][on] = total
        else:
            on = None
            totals = self.pool if column is Column.POOL else self.mountain
            total = totals[player] + amount
            totals[player] = total
        entry = Entry(player, column, amount, event, rule, on)
        self.entries.append(entry)
        key = (column, player, on)
        cell = self.cells.get(key)
        if cell is None:
            self.cells[key] = [RunningValue(total, entry)]
        else:
            cell.append(RunningValue(total, entry))
        return entry

    def freeze(self) -> Sheet:
        """The frozen sheet of everything folded so far."""
        return Sheet(
            rules=self.rules,
            players=self.players,
            pool=MappingProxyType(dict(self.pool)),
            mountain=MappingProxyType(dict(self.mountain)),
            whists=MappingProxyType(
                {p: MappingProxyType(dict(row)) for p, row in self.whists.items()}
            ),
            entries=tuple(self.entries),
            cells=MappingProxyType({k: tuple(v) for k, v in self.cells.items()}),
            outcomes=tuple(self.outcomes),
            table=self.table,
            last_contract=self.last_contract,
            time_up=self.time_up,
        )


IncidentHandler: TypeAlias = Callable[[GameState, "Incident", int], EventOutcome]
"""Scores one Incident event on the fold's state (event id third) and says what it did.

The penalty catalogue provides it (``app.penalties.apply_incident``); the fold is handed one,
as python-chess's ``Board`` is subclassed by its variants and never imports them.
"""
