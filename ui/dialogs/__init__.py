"""Dialogs: new game, deal entry, settlement; each opened through an ``ask()`` classmethod."""
