"""The mouse wheel never changes a combo box or spin box that lacks keyboard focus.

Rolling the wheel to scroll a list of options used to change whatever field passed under the
pointer (issue 11: greedy → gentleman, misère cost 10 → 7, saved without a word). One
application-wide event filter, installed once, covers every such field Pulka or Qt creates —
the new-game options, the deal dialog, the wizard's facts, Qt's own print dialog — so no form
can forget it (a subclass would have to be used at every one of them):

* when a field is first polished its focus policy loses ``WheelFocus`` (the wheel would
  otherwise give it focus just before delivering the event, defeating the check);
* a wheel event over an unfocused field (or over the line edit inside it) is taken away from
  the field and handed to the nearest scroll area around it, which scrolls; without one, the
  event is simply dropped.

With focus (clicked or tabbed into), the wheel steps the value as usual.

The main window installs the guard just after its first paint
(:func:`install_after_first_paint`), not before: the first object of a class PySide6 does not
wrap that a Python application filter is handed (a scroll area's private scroll-bar container)
makes PySide6 build the Python type of every widget class, ~190 M instructions, about a third
of Pulka's start above a bare window (issue 30). No field exists in the main window before
then; the fields of a page or dialog shown with the first frame were polished before the guard
was there, so :func:`install` takes ``WheelFocus`` from every existing field too, and no wheel
event can reach a field before the event loop runs again, when the guard is in place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget

from ui.widgets.after_paint import after_first_paint

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractScrollArea

_FIELDS: tuple[type[QWidget], ...] = ()
"""The field classes, imported with the guard (their enums are not built at start-up)."""
_POLISH = QEvent.Type.Polish


def _field_of(widget: QWidget) -> QWidget | None:
    """The combo box or spin box ``widget`` is, or is part of (its line edit)."""
    for candidate in (widget, widget.parentWidget()):
        if isinstance(candidate, _FIELDS):
            return candidate
    return None


def _scroll_area_around(widget: QWidget) -> QAbstractScrollArea | None:
    from PySide6.QtWidgets import QAbstractScrollArea

    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


class WheelGuard(QObject):
    """The application's event filter; see the module docstring."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Every event of the application passes here: the cheap class checks come first, and
        # ``event.type()`` (a Python enum made per call, 1.3 µs an event, ~100 events an Enter
        # on a deal) is asked only of a field's own events (issue 11 item 8).
        if type(event) is not QWheelEvent:
            if isinstance(watched, _FIELDS) and event.type() == _POLISH:
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            return False
        if not isinstance(watched, QWidget):
            return False
        field = _field_of(watched)
        if field is None or field.hasFocus():
            return False
        area = _scroll_area_around(field)
        if area is not None:
            viewport = area.viewport()
            global_pos = event.globalPosition()
            forwarded = QWheelEvent(
                viewport.mapFromGlobal(global_pos),
                global_pos,
                event.pixelDelta(),
                event.angleDelta(),
                event.buttons(),
                event.modifiers(),
                event.phase(),
                event.inverted(),
                event.source(),
                event.pointingDevice(),
            )
            QCoreApplication.sendEvent(viewport, forwarded)
        # Accepted and consumed: Qt would otherwise offer it to the parents as well, and the
        # list would scroll twice.
        event.accept()
        return True


_guard: WheelGuard | None = None


def install() -> None:
    """Install the guard on the running application (once; later calls do nothing), and take
    ``WheelFocus`` from the fields that already exist (they were polished without it)."""
    global _guard, _FIELDS
    app = QCoreApplication.instance()
    if _guard is not None or app is None:
        return
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

    _FIELDS = (QComboBox, QAbstractSpinBox)
    _guard = WheelGuard(app)
    app.installEventFilter(_guard)
    if isinstance(app, QApplication):
        for top in app.topLevelWidgets():
            for kind in _FIELDS:
                for field in top.findChildren(kind):
                    field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def install_after_first_paint(window: QWidget) -> None:
    """Install the guard when ``window`` has painted its first frame (see the module's
    docstring)."""
    if _guard is None:
        after_first_paint(window, install)
