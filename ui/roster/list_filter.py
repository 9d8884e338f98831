"""Which games the game list shows: by player, by the day a game was started, by rules, and
whether archived games are listed (issue 16)."""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass

from app.services import GameSummary
from app.services.stats_days import local_day  # the statistics' day too

__all__ = ["ListFilter", "local_day"]


@dataclass(frozen=True, slots=True)
class ListFilter:
    """Every field empty: every game that is not archived."""

    player: str = ""
    """Part of a player's name (or of the game's title), any case."""
    day_from: str | None = None
    day_to: str | None = None
    """Inclusive ``YYYY-MM-DD`` bounds on the day the game was started (local time)."""
    preset: str = ""
    show_archived: bool = False

    def matches(
        self, game: GameSummary, archived: Set[int], title: str = "", day: str | None = None
    ) -> bool:
        """Whether the list shows ``game``; ``day`` is its :func:`local_day`, if known."""
        if game.id in archived and not self.show_archived:
            return False
        if self.preset and game.preset != self.preset:
            return False
        wanted = self.player.strip().casefold()
        if wanted and not any(wanted in name.casefold() for name in (*game.players, title)):
            return False
        if self.day_from is not None or self.day_to is not None:
            day = day or local_day(game.created_at)
            if self.day_from is not None and day < self.day_from:
                return False
            if self.day_to is not None and day > self.day_to:
                return False
        return True
