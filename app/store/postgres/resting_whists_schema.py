"""PostgreSQL migration ``m006_resting_whists``: the resting dealer's whists in the summaries.

Issue 31 item 3 (docs/statistics.md, "As the resting dealer"): the summary of a game counts the
whists a resting dealer writes without defending (consolation, talon whists) apart from the
defence's, so ``pulka.stats_lines`` gains the amount's two columns, as every amount of
:data:`app.stats.summary.AMOUNTS` has (``_scaled``: the whole multiple of 1/SCALE, or NULL; the
exact text). The summaries already there were built by summary version 2: the next reader who
may write rebuilds them all (the default only fills the column until then). A viewer's
temporary copies take the new layout from the shared table (``LIKE … INCLUDING ALL``).
Never edit it once released; append a new one.
"""

from __future__ import annotations

M006_SQL = """
ALTER TABLE pulka.stats_lines
    ADD COLUMN resting_whists_scaled bigint,
    ADD COLUMN resting_whists text NOT NULL DEFAULT '0';
"""
