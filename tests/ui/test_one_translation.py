"""One English text, one Russian translation: a source text translated differently in two
places reads as two different things to a player («Будет записано» in one dialog, something
else in the next). Where the difference is meant, it is listed here with the reason.

Accelerators are the window's own choice (each window picks letters that do not clash), so
«И&грок:» and «&Игрок:» count as one translation."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RU = ROOT / "resources/i18n/pulka_ru.ts"

INTENDED = {
    "{n} tricks": "Russian plural forms (взятки / взяток), told apart by their comments",
    "{n} deals": "Russian plural forms of a round's length (раздачи / раздач)",
    "{n} minutes": "Russian plural forms of a round's length (минуты / минут)",
    "{n} deals played: the round is over": "Russian plural forms (Сыграно … раздачи / раздач)",
    "{n} deals played: the game is over": "Russian plural forms (Сыграно … раздачи / раздач)",
    "made": "agrees with its noun: a deal on the card table «сыграна», a count of games "
    "on the player card «сыграно»",
    "mountain": "a column of the penalties table on the player card says where the penalty "
    "went («в гору»); elsewhere it is the sheet's mountain («гора»)",
}
"""English source → why its translations differ on purpose."""

ONCE = (
    "Will be written",
    "Mountain to settle",
    "A player cannot write whists on himself.",
)
"""Texts that were worded twice (with two translations): now defined in one place."""


def translations() -> dict[str, set[str]]:
    """Each English source and its Russian translations across contexts (accelerators off)."""
    found: dict[str, set[str]] = defaultdict(set)
    for context in ET.parse(RU).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            text = translation.text or ""
            found[message.findtext("source") or ""].add(text.replace("&", ""))
    return found


def test_no_source_text_has_two_translations_unless_listed() -> None:
    found = translations()
    twice = {source: sorted(texts) for source, texts in found.items() if len(texts) > 1}
    unexpected = {source: texts for source, texts in twice.items() if source not in INTENDED}
    assert not unexpected, f"one English text, two Russian translations: {unexpected}"
    stale = sorted(source for source in INTENDED if source not in twice)
    assert not stale, f"listed as intended but translated one way now: {stale}"


def test_the_texts_that_were_worded_twice_are_defined_once() -> None:
    messages = [m.findtext("source") for m in ET.parse(RU).getroot().iter("message")]
    code = "\n".join(
        path.read_text(encoding="utf-8")
        for folder in ("app", "ui")
        for path in (ROOT / folder).rglob("*.py")
    )
    for text in ONCE:
        assert messages.count(text) == 1, text
        # marked for translation, with or without a context first: tr("…"), translate("X", "…")
        marked = r'(?:tr|translate|QT_TRANSLATE_NOOP)\(\s*(?:"\w+",\s*)?' + re.escape(f'"{text}"')
        assert len(re.findall(marked, code)) == 1, text
