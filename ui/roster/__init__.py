"""The roster's windows: the players list and what can be done to a player."""
