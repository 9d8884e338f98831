"""PostgreSQL migration ``m005_change_notices``: every committed write is announced to every
listening client with ``NOTIFY pulka_changes`` (docs/decisions/0010-change-hub.md).

Row triggers on the tables themselves, not in the functions that write them, so a notice goes
out however a row is written: by the app, by a function that writes on a role's behalf (the
server's write functions to come), by hand. ``pg_notify`` is transactional: the notice leaves
at COMMIT, and not at all after a ROLLBACK; equal notices of one transaction go out once.

The payload names what was touched, never a player's name: ``g <game> <last_seq> <status>``
(any row of ``pulka.games``: a game created, a deal, undo, correction, finished, reopened, its
roster stamp), ``r <seq>`` (a roster action), ``e <event>`` (an event created, a round seated
or started), ``*`` (a table emptied: every client reads everything again). A client reads
the named rows back with its own login and ignores what it cannot read.

The triggers fire in every ``session_replication_role`` (``ENABLE ALWAYS``), as the statistics
clock's do (migration ``m004_stats_clock``): a change made by hand still reaches the windows.
"""

from __future__ import annotations

M005_SQL = """
CREATE FUNCTION pulka.notice_game() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('pulka_changes',
                          'g ' || OLD.id || ' ' || OLD.last_seq || ' ' || OLD.status);
    ELSE
        PERFORM pg_notify('pulka_changes',
                          'g ' || NEW.id || ' ' || NEW.last_seq || ' ' || NEW.status);
    END IF;
    RETURN NULL;
END $$;

CREATE FUNCTION pulka.notice_roster() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('pulka_changes', 'r ' || NEW.seq);
    RETURN NULL;
END $$;

CREATE FUNCTION pulka.notice_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    event bigint;
BEGIN
    IF TG_TABLE_NAME = 'club_events' AND TG_OP = 'DELETE' THEN
        event := OLD.id;
    ELSIF TG_TABLE_NAME = 'club_events' THEN
        event := NEW.id;
    ELSIF TG_OP = 'DELETE' THEN
        event := OLD.event_id;
    ELSE
        event := NEW.event_id;
    END IF;
    PERFORM pg_notify('pulka_changes', 'e ' || event);
    RETURN NULL;
END $$;

CREATE FUNCTION pulka.notice_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('pulka_changes', '*');
    RETURN NULL;
END $$;

CREATE TRIGGER notice_games AFTER INSERT OR UPDATE OR DELETE ON pulka.games
    FOR EACH ROW EXECUTE FUNCTION pulka.notice_game();
CREATE TRIGGER notice_roster AFTER INSERT ON pulka.roster_log
    FOR EACH ROW EXECUTE FUNCTION pulka.notice_roster();
CREATE TRIGGER notice_events AFTER INSERT OR UPDATE OR DELETE ON pulka.club_events
    FOR EACH ROW EXECUTE FUNCTION pulka.notice_event();
CREATE TRIGGER notice_rounds AFTER INSERT OR UPDATE OR DELETE ON pulka.club_rounds
    FOR EACH ROW EXECUTE FUNCTION pulka.notice_event();
CREATE TRIGGER notice_games_emptied AFTER TRUNCATE ON pulka.games
    FOR EACH STATEMENT EXECUTE FUNCTION pulka.notice_everything();
CREATE TRIGGER notice_roster_emptied AFTER TRUNCATE ON pulka.roster_log
    FOR EACH STATEMENT EXECUTE FUNCTION pulka.notice_everything();
CREATE TRIGGER notice_events_emptied AFTER TRUNCATE ON pulka.club_events
    FOR EACH STATEMENT EXECUTE FUNCTION pulka.notice_everything();
CREATE TRIGGER notice_rounds_emptied AFTER TRUNCATE ON pulka.club_rounds
    FOR EACH STATEMENT EXECUTE FUNCTION pulka.notice_everything();
ALTER TABLE pulka.games ENABLE ALWAYS TRIGGER notice_games;
ALTER TABLE pulka.games ENABLE ALWAYS TRIGGER notice_games_emptied;
ALTER TABLE pulka.roster_log ENABLE ALWAYS TRIGGER notice_roster;
ALTER TABLE pulka.roster_log ENABLE ALWAYS TRIGGER notice_roster_emptied;
ALTER TABLE pulka.club_events ENABLE ALWAYS TRIGGER notice_events;
ALTER TABLE pulka.club_events ENABLE ALWAYS TRIGGER notice_events_emptied;
ALTER TABLE pulka.club_rounds ENABLE ALWAYS TRIGGER notice_rounds;
ALTER TABLE pulka.club_rounds ENABLE ALWAYS TRIGGER notice_rounds_emptied;
"""
