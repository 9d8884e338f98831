"""The club server's log of an event's field changes, and cancelling a round started by
mistake: migration ``m008_club_event_changes`` (docs/events.md §The field changes during the
event, "On the club server").

``pulka.club_event_changes`` is the SQLite migration ``m007_club_event_changes``'s table:
late entries, withdrawals, reinstatements, substitutes, a cut and their undos, append-only for
every role (an undo is a change of its own). Only the club admin writes it, as every event
table (owned by ``pulka_admin``, no grant to a scorer); a notice leaves with each change, as
with the rounds (``m005_change_notices``), so every window following the event hears of it.

The triggers of ``m002_club_events`` kept a started round and its tables' links final; they now
let a started round go, with its links, while none of its games holds a record — a round
started by mistake, nothing played (the services delete its empty games in the same
transaction). Anything played stays final, whoever asks.
"""

from __future__ import annotations

M008_SQL = """
CREATE TABLE pulka.club_event_changes (
    event_id bigint NOT NULL REFERENCES pulka.club_events (id),
    seq integer NOT NULL CHECK (seq >= 1),
    kind text NOT NULL
        CHECK (kind IN ('enter', 'withdraw', 'reinstate', 'substitute', 'cut', 'undo')),
    payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
    recorded_at text NOT NULL,
    PRIMARY KEY (event_id, seq)
);

CREATE FUNCTION pulka.event_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'pulka: an event''s changes are append-only'
        USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER event_changes_append_only BEFORE UPDATE OR DELETE ON pulka.club_event_changes
    FOR EACH ROW EXECUTE FUNCTION pulka.event_changes_append_only();

CREATE TRIGGER notice_event_changes AFTER INSERT ON pulka.club_event_changes
    FOR EACH ROW EXECUTE FUNCTION pulka.notice_event();
ALTER TABLE pulka.club_event_changes ENABLE ALWAYS TRIGGER notice_event_changes;

CREATE OR REPLACE FUNCTION pulka.started_round_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.started_at IS NOT NULL AND NOT (
        TG_OP = 'DELETE' AND NOT EXISTS (
            SELECT 1 FROM pulka.club_tables t JOIN pulka.events e ON e.game_id = t.game_id
            WHERE t.event_id = OLD.event_id AND t.round = OLD.number)
    ) THEN
        RAISE EXCEPTION 'pulka: round % of event % has started', OLD.number, OLD.event_id
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;

CREATE OR REPLACE FUNCTION pulka.table_links_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' AND NOT EXISTS (
        SELECT 1 FROM pulka.events e WHERE e.game_id = OLD.game_id
    ) THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'pulka: a table''s game stays linked to its round'
        USING ERRCODE = 'insufficient_privilege';
END $$;

GRANT SELECT ON pulka.club_event_changes TO pulka_viewer;
"""
