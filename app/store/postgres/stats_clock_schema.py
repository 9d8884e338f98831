"""PostgreSQL migration ``m004_stats_clock``: a change counter the statistics check in one row.

Why (docs/decisions/0007-stats-clock.md): before it, a reader knew that nothing had changed only
by an aggregate over every game (10–40 ms on a 10,000-game club, paid by every question) and,
in each new session, by comparing every game with its summary (~35 ms more). Now:

- ``pulka.stats_clock.tick`` moves with every **committed** change the summaries depend on: a
  game written (created, a deal recorded, finished, renamed, deleted: any row of
  ``pulka.games``), a roster action (``pulka.roster_log``), a summary written or removed
  (``pulka.stats_games``: another table's rebuild, or a summary saved late). The triggers are
  deferred to the commit, so the row is locked only while a writer commits (never for a
  whole transaction: two tables recording at once do not wait for each other's work), and a
  reader that reads the tick *before* comparing never notes as fresh a tick whose change it
  did not see. They fire in every ``session_replication_role`` (``ENABLE ALWAYS``): a change
  made by hand past the other guards still moves the clock. ``TRUNCATE`` moves it too.
- ``fresh_tick`` / ``fresh_version``: the tick at which a scorer or admin last compared every
  game with its summary and found all fresh, for that summary version. A new session that
  finds the same tick skips the comparison (the first players window of a session).

The bump runs as the clock's owner (``SECURITY DEFINER``): a scorer needs no right on ``tick``;
it may set only the fresh mark (as it may rewrite the summaries themselves).
"""

from __future__ import annotations

M004_SQL = """
CREATE TABLE pulka.stats_clock (
    one boolean PRIMARY KEY DEFAULT true CHECK (one),
    tick bigint NOT NULL DEFAULT 0,
    fresh_tick bigint,
    fresh_version integer
);
INSERT INTO pulka.stats_clock DEFAULT VALUES;

CREATE FUNCTION pulka.stats_clock_bump() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    -- Once per transaction: the row triggers of a bulk write (an import, a rebuild) each call
    -- this at the commit; the first moves the clock, the others find it moved.
    IF coalesce(current_setting('pulka.stats_clock_moved', true), '') = '' THEN
        UPDATE pulka.stats_clock SET tick = tick + 1;
        PERFORM set_config('pulka.stats_clock_moved', 'yes', true);
    END IF;
    RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER stats_clock_games AFTER INSERT OR UPDATE OR DELETE ON pulka.games
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION pulka.stats_clock_bump();
CREATE CONSTRAINT TRIGGER stats_clock_roster AFTER INSERT OR UPDATE OR DELETE
    ON pulka.roster_log
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION pulka.stats_clock_bump();
CREATE CONSTRAINT TRIGGER stats_clock_summaries AFTER INSERT OR UPDATE OR DELETE
    ON pulka.stats_games
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION pulka.stats_clock_bump();
CREATE TRIGGER stats_clock_games_truncated AFTER TRUNCATE ON pulka.games
    FOR EACH STATEMENT EXECUTE FUNCTION pulka.stats_clock_bump();
CREATE TRIGGER stats_clock_summaries_truncated AFTER TRUNCATE ON pulka.stats_games
    FOR EACH STATEMENT EXECUTE FUNCTION pulka.stats_clock_bump();
ALTER TABLE pulka.games ENABLE ALWAYS TRIGGER stats_clock_games;
ALTER TABLE pulka.games ENABLE ALWAYS TRIGGER stats_clock_games_truncated;
ALTER TABLE pulka.roster_log ENABLE ALWAYS TRIGGER stats_clock_roster;
ALTER TABLE pulka.stats_games ENABLE ALWAYS TRIGGER stats_clock_summaries;
ALTER TABLE pulka.stats_games ENABLE ALWAYS TRIGGER stats_clock_summaries_truncated;

GRANT SELECT ON pulka.stats_clock TO pulka_viewer;
GRANT UPDATE (fresh_tick, fresh_version) ON pulka.stats_clock TO pulka_scorer;
"""
