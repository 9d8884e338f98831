"""Pulka: a Preferans scorekeeper (Qt-free domain package)."""

__version__ = "0.1.0"
