"""PostgreSQL migration ``m003_roster_and_stats``: the roster log and the statistics summaries.

Kept in a module of its own so that :mod:`app.store.postgres.schema` lists it in one line (the
migrations are appended by several hands). Never edit it once released; append a new one.

- ``pulka.roster_log`` (docs/roster.md): renames, merges, hidden players, archived and deleted
  games as an append-only log, with ``games.roster_stamp`` (the newest roster action that changed
  what a game's players are called, or whether it counts). Issue 16: "on a club server only the
  admin may" delete a game or rename/merge players — a trigger refuses those actions (and an
  undo or redo of one) from anyone else, so a scorer cannot do it even with a SQL client; a
  scorer may hide and show players and rename and archive games; a viewer writes nothing.
- ``pulka.stats_games``, ``stats_lines``, ``stats_penalties`` (docs/statistics.md,
  "Summaries"): derived per-game summaries, rebuilt by any reader that may write (a scorer or
  an admin) when a game's ``last_seq``, players or roster stamp differ from what the summary was
  built from; a viewer keeps its own in temporary tables. Text columns compare as ``"C"`` (by
  code point, as SQLite does), so both backends sort and filter alike.
"""

from __future__ import annotations

M003_SQL = """
CREATE TABLE pulka.roster_log (
    seq integer PRIMARY KEY CHECK (seq >= 1),
    kind text NOT NULL CHECK (kind IN ('rename_player', 'hide_player', 'show_player',
        'rename_game', 'archive_game', 'unarchive_game', 'delete_game', 'undone', 'redone')),
    payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
    created_at text NOT NULL
);
ALTER TABLE pulka.games ADD COLUMN roster_stamp integer NOT NULL DEFAULT 0;

CREATE FUNCTION pulka.roster_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    acted text := NEW.kind;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        RAISE EXCEPTION 'pulka: the roster log is append-only'
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NEW.kind IN ('undone', 'redone') THEN
        IF jsonb_typeof(NEW.payload -> 'target') IS DISTINCT FROM 'number' THEN
            RAISE EXCEPTION 'pulka: a roster marker names no target'
                USING ERRCODE = 'check_violation';
        END IF;
        SELECT kind INTO acted FROM pulka.roster_log
            WHERE seq = (NEW.payload ->> 'target')::numeric;
        IF acted IS NULL THEN
            RAISE EXCEPTION 'pulka: roster marker % names no recorded action', NEW.seq
                USING ERRCODE = 'check_violation';
        END IF;
    END IF;
    IF acted IN ('rename_player', 'delete_game') AND NOT pulka.is_admin() THEN
        RAISE EXCEPTION 'pulka: only the club admin may rename or merge players and delete games'
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER roster_log_guard BEFORE INSERT OR UPDATE OR DELETE ON pulka.roster_log
    FOR EACH ROW EXECUTE FUNCTION pulka.roster_log_guard();
CREATE TRIGGER roster_log_no_truncate BEFORE TRUNCATE ON pulka.roster_log
    FOR EACH STATEMENT EXECUTE FUNCTION pulka.roster_log_guard();

CREATE TABLE pulka.stats_games (
    game_id bigint PRIMARY KEY,
    last_seq integer NOT NULL,
    version integer NOT NULL,
    players text NOT NULL,
    created_at text COLLATE "C" NOT NULL,
    day text COLLATE "C" NOT NULL,
    preset text COLLATE "C" NOT NULL,
    seats integer NOT NULL,
    finished boolean NOT NULL,
    deals integer NOT NULL,
    damaged boolean NOT NULL,
    results text NOT NULL
);
CREATE TABLE pulka.stats_lines (
    player text COLLATE "C" NOT NULL,
    game_id bigint NOT NULL,
    seat integer NOT NULL,
    created_at text COLLATE "C" NOT NULL,
    day text COLLATE "C" NOT NULL,
    preset text COLLATE "C" NOT NULL,
    seats integer NOT NULL,
    finished boolean NOT NULL,
    games integer NOT NULL,
    wins integer NOT NULL,
    deals integer NOT NULL,
    declared_6 integer NOT NULL,
    made_6 integer NOT NULL,
    made_played_6 integer NOT NULL,
    overtricks_6 integer NOT NULL,
    failed_6 integer NOT NULL,
    undertricks_6 integer NOT NULL,
    declared_7 integer NOT NULL,
    made_7 integer NOT NULL,
    made_played_7 integer NOT NULL,
    overtricks_7 integer NOT NULL,
    failed_7 integer NOT NULL,
    undertricks_7 integer NOT NULL,
    declared_8 integer NOT NULL,
    made_8 integer NOT NULL,
    made_played_8 integer NOT NULL,
    overtricks_8 integer NOT NULL,
    failed_8 integer NOT NULL,
    undertricks_8 integer NOT NULL,
    declared_9 integer NOT NULL,
    made_9 integer NOT NULL,
    made_played_9 integer NOT NULL,
    overtricks_9 integer NOT NULL,
    failed_9 integer NOT NULL,
    undertricks_9 integer NOT NULL,
    declared_10 integer NOT NULL,
    made_10 integer NOT NULL,
    made_played_10 integer NOT NULL,
    overtricks_10 integer NOT NULL,
    failed_10 integer NOT NULL,
    undertricks_10 integer NOT NULL,
    misere_played integer NOT NULL,
    misere_made integer NOT NULL,
    misere_caught integer NOT NULL,
    misere_caught_tricks integer NOT NULL,
    whist_calls integer NOT NULL,
    pass_calls integer NOT NULL,
    half_calls integer NOT NULL,
    whists_won integer NOT NULL,
    whists_lost integer NOT NULL,
    raspasy_played integer NOT NULL,
    raspasy_tricks integer NOT NULL,
    raspasy_zero integer NOT NULL,
    penalties integer NOT NULL,
    result_scaled bigint,
    result text NOT NULL,
    money_scaled bigint,
    money text NOT NULL,
    whists_written_scaled bigint,
    whists_written text NOT NULL,
    responsibility_scaled bigint,
    responsibility text NOT NULL,
    PRIMARY KEY (player, game_id)
);
CREATE INDEX stats_lines_by_game ON pulka.stats_lines (game_id);
CREATE TABLE pulka.stats_penalties (
    game_id bigint NOT NULL,
    player text COLLATE "C" NOT NULL,
    rule text COLLATE "C" NOT NULL,
    count integer NOT NULL,
    points_scaled bigint,
    points text NOT NULL,
    PRIMARY KEY (game_id, player, rule)
);

GRANT SELECT ON pulka.roster_log, pulka.stats_games, pulka.stats_lines, pulka.stats_penalties
    TO pulka_viewer;
GRANT INSERT ON pulka.roster_log TO pulka_scorer;
GRANT INSERT, UPDATE, DELETE ON pulka.stats_games, pulka.stats_lines, pulka.stats_penalties
    TO pulka_scorer;
"""
