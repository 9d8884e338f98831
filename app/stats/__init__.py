"""Statistics across games: per-game summaries, per-player figures, ratings, season tables.

Qt-free and store-agnostic: :mod:`app.stats.summarize` turns one folded game into a summary,
:mod:`app.stats.summary_store` keeps summaries (SQLite now, behind a narrow protocol), and
:mod:`app.stats.figures`, :mod:`app.stats.rating` and :mod:`app.stats.season` compute what
docs/statistics.md defines. The UI reaches all of it through :mod:`app.services.stats`.
"""
