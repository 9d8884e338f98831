"""The roster: players renamed, merged, hidden; games archived, deleted — as recorded actions."""
