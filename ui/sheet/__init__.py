"""The paper score sheet: pure layout and its QPainter widget."""
