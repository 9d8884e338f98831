"""Pulka's desktop interface (PySide6): talks to ``app.services`` and engine value types only."""
