"""Statistics screens over many games (issue 16): the season table, a player's page."""
