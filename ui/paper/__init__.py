"""The game on paper: the printed/PDF form, blank forms, and sharing through the clipboard."""
