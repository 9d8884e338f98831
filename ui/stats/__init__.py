"""Statistics screens over many games (issue 16): a player's card, charts and head-to-head;
the season table."""
