"""A player's statistics: his card, charts drawn with QPainter, and head-to-head (issue 16)."""
