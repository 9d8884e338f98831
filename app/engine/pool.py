"""Writing into a pool: pool overflow and help (A.12), and Rostov's mountain first (D.4)."""

from __future__ import annotations

from app.engine.model import Column
from app.engine.state import GameState


def add_to_pool(
    state: GameState, player: str, amount: int, event: int, rule: str, *, made_game: bool = False
) -> None:
    """Write ``amount`` into ``player``'s pool, scoring-conventions A.12 and D.4.

    With ``made_game_cancels_mountain_first`` a made game first cancels the declarer's own
    mountain. Under ``all_closed`` a pool is filled only up to the pulka size; the excess helps
    the other pools (10 whists per point given) and what nobody can take comes off the giver's
    mountain as ``overflow_remainder`` says. Under ``sum_of_pools`` pools are not capped (our
    reading of open point G.3, docs/rules.md).
    """
    rules = state.rules
    if amount <= 0:
        state.write(player, Column.POOL, amount, event, rule)
        return
    if made_game and rules.made_game_cancels_mountain_first:
        cancel = min(amount, max(state.mountain[player], 0))
        state.write(player, Column.MOUNTAIN, -cancel, event, "mountain_first")
        amount -= cancel
    if rules.game_end == "sum_of_pools":
        state.write(player, Column.POOL, amount, event, rule)
        return
    own = min(amount, max(rules.pool_size - state.pool[player], 0))
    state.write(player, Column.POOL, own, event, rule)
    excess = amount - own
    while excess > 0:
        receiver = help_receiver(state, player)
        if receiver is None:
            break
        given = min(excess, rules.pool_size - state.pool[receiver])
        state.write(receiver, Column.POOL, given, event, "help_pool")
        state.write(
            player,
            Column.WHISTS,
            given * rules.help_whists_per_point,
            event,
            "help_whists",
            on=receiver,
        )
        excess -= given
    if excess > 0:
        _write_off_remainder(state, player, excess, event)


def help_receiver(state: GameState, giver: str) -> str | None:
    """The largest pool that is not yet closed; ties go to the first in ``help_tie_break`` order.

    Scoring-conventions A.12 and §F row 20.
    """
    players = state.players
    n = len(players)
    start = players.index(giver)
    steps = range(1, n) if state.rules.help_tie_break == "clockwise" else range(n - 1, 0, -1)
    order = [players[(start + k) % n] for k in steps]
    open_pools = [p for p in order if state.pool[p] < state.rules.pool_size]
    if not open_pools:
        return None
    best = max(state.pool[p] for p in open_pools)
    return next(p for p in open_pools if state.pool[p] == best)


def _write_off_remainder(state: GameState, giver: str, excess: int, event: int) -> None:
    """Every pool is closed: ``overflow_remainder`` decides (A.12, §F row 21).

    With ``overflow_write_off_at_pool_factor`` each point nobody can take is worth
    ``pool_to_mountain_factor`` mountain points (2 in Leningrad, E.2), not one.
    """
    rules = state.rules
    if rules.overflow_write_off_at_pool_factor:
        excess *= rules.pool_to_mountain_factor
    mode = rules.overflow_remainder
    if mode == "own_mountain_may_go_negative":
        state.write(giver, Column.MOUNTAIN, -excess, event, "overflow_remainder")
        return
    cut = min(excess, max(state.mountain[giver], 0))
    state.write(giver, Column.MOUNTAIN, -cut, event, "overflow_remainder")
    if mode == "others_mountains":
        # Adding the leftover to every other mountain is, for settlement, the same as taking it
        # off the giver's own mountain below zero: only differences between mountains count.
        for other in state.players:
            if other != giver:
                state.write(other, Column.MOUNTAIN, excess - cut, event, "overflow_remainder")
