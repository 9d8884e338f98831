"""Tests of the services: GameService, history replay, processes, export/import CLI."""
