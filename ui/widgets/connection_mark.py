"""How the club server's connection is protected, said in the window (issue 29, D4).

A permanent label of the status bar says whether the connection is encrypted (TLS) and whether
the server was verified; its tooltip explains. A connection in plain text to a server that is
not this computer also gets a warning banner above the pages, for as long as it lasts: the
password and the games cross the network readable by anyone on it. Nothing is shown for a file.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QBoxLayout, QLabel, QStatusBar, QWidget

from ui.widgets.message import plain_tip

WARNING_STYLE = "#tlsMark { color: #b00020; font-weight: bold; }"
BANNER_STYLE = (
    "#tlsBanner { background: #fde2e1; color: #7a0010; padding: 6px;"
    " border-bottom: 1px solid #e8a3a0; }"
)


@dataclass(frozen=True)
class SecurityWords:
    """``mark``: the status bar's words; ``explanation``: what they mean (tooltip, the
    connect dialog's test); ``warning``: plain text over a network."""

    mark: str
    explanation: str
    warning: bool


def security_words(security: Any, server: str) -> SecurityWords:
    """The words for a connection's ``security`` (app/store/connection_security.py) to
    ``server`` (its name as the window shows it)."""
    if security.encrypted and security.verified == "full":
        return SecurityWords(
            QCoreApplication.translate("ConnectionMark", "Encrypted, server verified"),
            QCoreApplication.translate(
                "ConnectionMark",
                "The connection is encrypted (TLS), and the server proved with its certificate,"
                " signed by the club's CA file, that it is {server}.",
            ).format(server=server),
            False,
        )
    if security.encrypted and security.verified == "ca":
        return SecurityWords(
            QCoreApplication.translate("ConnectionMark", "Encrypted, server's name not checked"),
            QCoreApplication.translate(
                "ConnectionMark",
                "The connection is encrypted (TLS), and the server's certificate is signed by"
                " the club's CA file, but its name was not checked.",
            ),
            False,
        )
    if security.encrypted:
        return SecurityWords(
            QCoreApplication.translate("ConnectionMark", "Encrypted, server not verified"),
            QCoreApplication.translate(
                "ConnectionMark",
                "The connection is encrypted (TLS), but nothing proves that the server is the"
                " club's: anyone on the network could pose as it. Choose the server's CA file"
                " in Game → Connect to a club server…",
            ),
            False,
        )
    if security.local:
        return SecurityWords(
            QCoreApplication.translate("ConnectionMark", "Not encrypted (this computer)"),
            QCoreApplication.translate(
                "ConnectionMark", "The server runs on this computer: nothing crosses a network."
            ),
            False,
        )
    return SecurityWords(
        QCoreApplication.translate("ConnectionMark", "Not encrypted!"),
        QCoreApplication.translate(
            "ConnectionMark",
            "The connection to the club server {server} is not encrypted: the password and the"
            " games cross the network in plain text, readable by anyone on it. Ask the club's"
            " administrator to turn on encryption (TLS) and give you the server's CA file, then"
            " connect again with it (Game → Connect to a club server…).",
        ).format(server=server),
        True,
    )


class ConnectionMark:
    """The status bar's label and the warning banner; made on the first server opened."""

    def __init__(self, bar: QStatusBar, pages_parent: QWidget) -> None:
        self.label = QLabel()
        self.label.setObjectName("tlsMark")
        self.label.hide()
        bar.addPermanentWidget(self.label)
        self.banner = QLabel(pages_parent)
        self.banner.setObjectName("tlsBanner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(BANNER_STYLE)
        self.banner.hide()
        layout = pages_parent.layout()
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(0, self.banner)

    def show_for(self, security: Any, server: str) -> None:
        """Say ``security`` (``None``: a file, nothing said)."""
        if security is None:
            self.label.hide()
            self.banner.hide()
            return
        words = security_words(security, server)
        self.label.setText(words.mark)
        self.label.setToolTip(plain_tip(words.explanation))
        self.label.setStyleSheet(WARNING_STYLE if words.warning else "")
        self.label.show()
        self.banner.setText(words.explanation)
        self.banner.setVisible(words.warning)
