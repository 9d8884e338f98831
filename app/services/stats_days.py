"""The local day a game was started, for the UI: one definition for the game list and the
statistics (app/stats/days.py), light enough for the start page to import."""

from __future__ import annotations

from app.stats.days import local_day

__all__ = ["local_day"]
