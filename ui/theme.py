"""Colour schemes and text size: light, dark and high contrast, following the system or chosen
in the View menu; the interface's type at the system's size times the View menu's zoom
(issue 32, item 5).

One table of colours per scheme: the window's palette (Qt's roles), the tones of secondary text
(a note, a warning, an error), the sheet's paper and ink, the card table and the charts. Every
pair of text and background the interface uses is listed in :data:`TEXT_PAIRS`, and each meets
WCAG AA's 4.5 : 1 in every scheme (``tests/ui/test_contrast.py``). The printed page is always
dark on white (:data:`PRINT`), whatever the screen shows.

Loaded at start-up (the first paint is already in the chosen colours): data and a few functions,
nothing else.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

CHOICES = ("system", "light", "dark", "contrast")
"""What the View menu offers: follow the system, or one scheme."""


@dataclasses.dataclass(frozen=True)
class Scheme:
    """Every colour of the interface in one scheme (``#rrggbb``)."""

    key: str
    window: str
    window_text: str
    base: str
    alternate_base: str
    text: str
    button: str
    button_text: str
    highlight: str
    highlighted_text: str
    placeholder: str
    link: str
    disabled_text: str
    tooltip_base: str
    tooltip_text: str
    note: str
    """Secondary text: a note under a table, a seat's totals, an undone history line."""
    warn: str
    """Text that asks for attention: a role at the table, a provisional settlement."""
    error: str
    """A refusal in a dialog."""
    paper: str
    ink: str
    faint: str
    """The sheet's dots, ellipses and the whist price."""
    corrected: str
    """A corrected value's underline."""
    hover: str
    """The hovered value's highlight (``#rrggbbaa``)."""
    centre: str
    centre_text: str
    bar_fill: str
    bar_track: str
    banner: str
    banner_text: str
    changed: str
    """A changed cell's background in the incident wizard's preview."""
    chart_grid: str
    chart_line: str
    chart_gain: str
    chart_loss: str


LIGHT = Scheme(
    key="light",
    window="#efefef",
    window_text="#1a1a1a",
    base="#ffffff",
    alternate_base="#f4f4f4",
    text="#1a1a1a",
    button="#e6e6e6",
    button_text="#1a1a1a",
    highlight="#2a5d9f",
    highlighted_text="#ffffff",
    placeholder="#5f6368",
    link="#1a56a8",
    disabled_text="#767676",
    tooltip_base="#ffffdc",
    tooltip_text="#1a1a1a",
    note="#4f5358",
    warn="#8a4b00",
    error="#b00020",
    paper="#fbf8ef",
    ink="#1f2a44",
    faint="#5c6477",
    corrected="#b3261e",
    hover="#ffd66696",
    centre="#2f6b45",
    centre_text="#ffffff",
    bar_fill="#2f6b45",
    bar_track="#d9dfd6",
    banner="#fff3cd",
    banner_text="#5c4400",
    changed="#ffe08a",
    chart_grid="#e2e2e2",
    chart_line="#1f5fa8",
    chart_gain="#2e7d32",
    chart_loss="#c62828",
)

DARK = Scheme(
    key="dark",
    window="#202124",
    window_text="#e8eaed",
    base="#17181b",
    alternate_base="#1f2023",
    text="#e8eaed",
    button="#2d2f33",
    button_text="#e8eaed",
    highlight="#8ab4f8",
    highlighted_text="#0b1a33",
    placeholder="#a8abb0",
    link="#8ab4f8",
    disabled_text="#8c8f94",
    tooltip_base="#2d2f33",
    tooltip_text="#e8eaed",
    note="#b4b7bc",
    warn="#f2b45c",
    error="#ff8a80",
    paper="#1b1e26",
    ink="#e6e1d3",
    faint="#a5acbb",
    corrected="#ff8a80",
    hover="#ffd66646",
    centre="#2f6b45",
    centre_text="#ffffff",
    bar_fill="#5fae7d",
    bar_track="#3a3f45",
    banner="#4a3b00",
    banner_text="#ffe9a6",
    changed="#5a4a12",
    chart_grid="#3a3d42",
    chart_line="#8ab4f8",
    chart_gain="#81c995",
    chart_loss="#f28b82",
)

CONTRAST = Scheme(
    key="contrast",
    window="#000000",
    window_text="#ffffff",
    base="#000000",
    alternate_base="#101010",
    text="#ffffff",
    button="#000000",
    button_text="#ffffff",
    highlight="#ffff00",
    highlighted_text="#000000",
    placeholder="#d0d0d0",
    link="#ffff00",
    disabled_text="#a0a0a0",
    tooltip_base="#000000",
    tooltip_text="#ffffff",
    note="#e0e0e0",
    warn="#ffd000",
    error="#ff7070",
    paper="#000000",
    ink="#ffffff",
    faint="#d8d8d8",
    corrected="#ff7070",
    hover="#ffff0060",
    centre="#003d00",
    centre_text="#ffffff",
    bar_fill="#00e000",
    bar_track="#505050",
    banner="#000000",
    banner_text="#ffff00",
    changed="#3d3d00",
    chart_grid="#606060",
    chart_line="#00ffff",
    chart_gain="#00ff00",
    chart_loss="#ff7070",
)

SCHEMES = {scheme.key: scheme for scheme in (LIGHT, DARK, CONTRAST)}

CONTRAST_FRAMES = """
QLineEdit, QComboBox, QSpinBox, QAbstractSpinBox, QPlainTextEdit, QTextEdit,
QAbstractItemView, QPushButton, QToolButton, QGroupBox, QFrame#seat, QCheckBox::indicator,
QRadioButton::indicator { border: 1px solid #ffffff; }
QLineEdit:focus, QComboBox:focus, QAbstractSpinBox:focus, QPlainTextEdit:focus,
QAbstractItemView:focus, QPushButton:focus, QToolButton:focus { border: 2px solid #ffff00; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked { background: #ffff00; }
QGroupBox { margin-top: 1.2em; padding-top: 0.4em; }
QGroupBox::title { subcontrol-origin: margin; left: 6px; }
QPushButton, QToolButton { padding: 3px 10px; }
"""
"""High contrast: Qt's style draws its frames in shades of the window's colour, which on black
are black; every field, button and box gets a white frame, the focused one a yellow one."""

PRINT = LIGHT
"""Paper is white and ink dark, whatever the screen shows."""

TEXT_PAIRS: tuple[tuple[str, str], ...] = (
    ("window_text", "window"),
    ("text", "base"),
    ("text", "alternate_base"),
    ("button_text", "button"),
    ("highlighted_text", "highlight"),
    ("placeholder", "base"),
    ("link", "base"),
    ("link", "window"),
    ("tooltip_text", "tooltip_base"),
    ("note", "window"),
    ("note", "base"),
    ("note", "button"),
    ("warn", "window"),
    ("warn", "button"),
    ("error", "window"),
    ("error", "base"),
    ("ink", "paper"),
    ("faint", "paper"),
    ("centre_text", "centre"),
    ("banner_text", "banner"),
    ("text", "changed"),
    ("ink", "base"),
    ("note", "paper"),
    ("chart_line", "base"),
    ("chart_gain", "base"),
    ("chart_loss", "base"),
)
"""Every pair of text (first) and the background it is read on (second) in the interface; the
charts' text is ``text`` and ``note`` on ``base``."""


def luminance(colour: str) -> float:
    """WCAG 2's relative luminance of a ``#rrggbb`` colour."""
    channels = []
    for i in (1, 3, 5):
        c = int(colour[i : i + 2], 16) / 255
        channels.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
    r, g, b = channels
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(foreground: str, background: str) -> float:
    """WCAG 2's contrast ratio of two colours, 1 to 21."""
    a, b = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def qcolor(value: str) -> QColor:
    """A ``#rrggbb`` or ``#rrggbbaa`` colour (Qt reads eight digits as ``#aarrggbb``)."""
    if len(value) == 9:
        return QColor(
            int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16), int(value[7:9], 16)
        )
    return QColor(value)


def palette(scheme: Scheme) -> QPalette:
    """Qt's palette of a scheme (active and inactive alike; disabled text dimmed)."""
    pal = QPalette()
    roles = QPalette.ColorRole
    for role, value in (
        (roles.Window, scheme.window),
        (roles.WindowText, scheme.window_text),
        (roles.Base, scheme.base),
        (roles.AlternateBase, scheme.alternate_base),
        (roles.Text, scheme.text),
        (roles.Button, scheme.button),
        (roles.ButtonText, scheme.button_text),
        (roles.Highlight, scheme.highlight),
        (roles.HighlightedText, scheme.highlighted_text),
        (roles.PlaceholderText, scheme.placeholder),
        (roles.Link, scheme.link),
        (roles.LinkVisited, scheme.link),
        (roles.ToolTipBase, scheme.tooltip_base),
        (roles.ToolTipText, scheme.tooltip_text),
        (roles.BrightText, scheme.error),
    ):
        pal.setColor(role, qcolor(value))
    # Light, midlight, mid, dark, shadow: the bevels of frames and buttons, from the button.
    button = qcolor(scheme.button)
    dark_scheme = luminance(scheme.window) < 0.2
    pal.setColor(roles.Light, button.lighter(150 if dark_scheme else 120))
    pal.setColor(roles.Midlight, button.lighter(125 if dark_scheme else 110))
    pal.setColor(roles.Mid, button.darker(130) if not dark_scheme else button.lighter(170))
    pal.setColor(roles.Dark, button.darker(160) if not dark_scheme else button.lighter(210))
    pal.setColor(roles.Shadow, QColor("#000000"))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        pal.setColor(disabled, role, qcolor(scheme.disabled_text))
    return pal


ZOOMS = (0.8, 0.9, 1.0, 1.1, 1.25, 1.4, 1.6, 1.8, 2.0)
"""The text sizes the View menu steps through, as a share of the system's."""


class _State(QObject):
    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.choice = "system"
        self.scheme = LIGHT
        self.system_palette: QPalette | None = None
        self.zoom = 1.0
        self.system_font: QFont | None = None


_STATE: _State | None = None


def state() -> _State:
    """The scheme in use and the choice it came from (``changed`` after a switch)."""
    global _STATE
    if _STATE is None:
        _STATE = _State()
    return _STATE


def current() -> Scheme:
    return state().scheme


def system_scheme() -> Scheme:
    """What the system asks for (Qt's ``QStyleHints.colorScheme`` and its contrast preference)."""
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)  # Qt 6.10 and later
    high = Qt.ContrastPreference.HighContrast
    if accessibility is not None and accessibility().contrastPreference() == high:
        return CONTRAST
    return DARK if hints.colorScheme() == Qt.ColorScheme.Dark else LIGHT


def apply(choice: str) -> Scheme:
    """Use ``choice`` (one of :data:`CHOICES`): the application's palette, every tinted widget,
    then ``state().changed`` for what paints its own colours (the sheet, the charts)."""
    app = QApplication.instance()
    status = state()
    status.choice = choice if choice in CHOICES else "system"
    scheme = system_scheme() if status.choice == "system" else SCHEMES[status.choice]
    if isinstance(app, QApplication):
        if status.system_palette is None:
            status.system_palette = app.palette()
        app.setPalette(palette(scheme))
        frames = CONTRAST_FRAMES if scheme is CONTRAST else ""
        if app.styleSheet() != frames:
            app.setStyleSheet(frames)
    status.scheme = scheme
    if isinstance(app, QApplication):
        for widget in app.allWidgets():
            tone = widget.property("tone")
            if isinstance(tone, str) and tone:
                _paint_tone(widget, tone, scheme)
    status.changed.emit()
    return scheme


def follow_system() -> None:
    """Re-apply when the system's scheme changes and the View menu says to follow it."""
    if state().choice == "system":
        apply("system")


def tint(widget: QWidget, tone: str) -> None:
    """Give a widget's text one of the scheme's tones (``note``, ``warn``, ``error``), kept
    through a switch of scheme."""
    widget.setProperty("tone", tone)
    _paint_tone(widget, tone, current())


def _paint_tone(widget: QWidget, tone: str, scheme: Scheme) -> None:
    pal = widget.palette()
    colour = qcolor(getattr(scheme, tone))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        pal.setColor(QPalette.ColorGroup.Active, role, colour)
        pal.setColor(QPalette.ColorGroup.Inactive, role, colour)
    widget.setPalette(pal)


def set_text_zoom(zoom: float) -> float:
    """The interface's type at ``zoom`` times the system's (the nearest of :data:`ZOOMS`);
    every widget without a font of its own follows. Returns the zoom in use."""
    app = QApplication.instance()
    status = state()
    before, status.zoom = status.zoom, min(ZOOMS, key=lambda z: abs(z - zoom))
    if isinstance(app, QApplication):
        if status.system_font is None:
            status.system_font = QFont(app.font())
        font = QFont(status.system_font)
        size = status.system_font.pointSizeF()
        if size > 0:
            font.setPointSizeF(size * status.zoom)
        else:
            font.setPixelSize(max(1, round(status.system_font.pixelSize() * status.zoom)))
        app.setFont(font)
        ratio = status.zoom / before
        for widget in app.allWidgets():
            if widget.styleSheet():
                # A widget with a style sheet keeps the font it was polished with (Qt's
                # style-sheet style sets it): polished again, it takes the new one.
                widget.setFont(QFont())
                widget.style().unpolish(widget)
                widget.style().polish(widget)
            elif widget.testAttribute(Qt.WidgetAttribute.WA_SetFont) and ratio != 1:
                # A font of its own (a bold, larger name) was sized from the old text size.
                own = widget.font()
                if own.pointSizeF() > 0:
                    own.setPointSizeF(own.pointSizeF() * ratio)
                    widget.setFont(own)
    return status.zoom


def step_text_zoom(steps: int) -> float:
    """One step larger (``1``) or smaller (``-1``) than now; ``0``: the system's size."""
    if steps == 0:
        return set_text_zoom(1.0)
    index = ZOOMS.index(state().zoom) if state().zoom in ZOOMS else ZOOMS.index(1.0)
    return set_text_zoom(ZOOMS[max(0, min(len(ZOOMS) - 1, index + steps))])
