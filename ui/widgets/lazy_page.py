"""A page of a stacked widget whose content is built the first time it is shown or asked for.

The main window's games list is one: a start that reopens the last game never shows it, and
building it (the filter row, the list, the welcome text) was ~90 M instructions of every
such start (docs/benchmarks.md, UI)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget


class LazyPage(QWidget):
    """An empty frame until :meth:`content` is first called, which happens at the latest just
    before the page is shown: the content is then laid out and shown with the page, in the
    same paint."""

    def __init__(
        self,
        build: Callable[[], QWidget],
        then: Callable[[], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._build = build
        self._then = then
        self._content: QWidget | None = None
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(0, 0, 0, 0)

    @property
    def built(self) -> bool:
        return self._content is not None

    def content(self) -> QWidget:
        """The content, built by ``build`` on the first call (and then ``then()`` called, once
        the content is in place)."""
        if self._content is None:
            content = self._content = self._build()
            self._column.addWidget(content)
            if self.isVisible():
                # Laid out and shown now rather than by the layout's queued show: the paint
                # that shows the page cannot find it empty.
                self._column.activate()
                content.show()
            if self._then is not None:
                self._then()
        return self._content

    def showEvent(self, event: QShowEvent) -> None:
        self.content()
        super().showEvent(event)
