"""Club evenings and tournaments: seating, tournament points and standings (docs/events.md)."""
