"""Language choice, translators, and every engine/service code turned into translated text.

The engine and the services speak in codes (error codes, rule provenance codes, history labels);
this module turns each code into translated text. Its own words are literal
``QCoreApplication.translate`` calls, so ``pyside6-lupdate`` finds them; texts ``app/`` marks
where it defines them (error texts, the rules options' words in ``app/engine/option_words.py``)
are translated here in the same context. ``.qm`` files are built from the committed ``.ts``
sources at start-up when missing or older than their source (see :func:`ensure_qm`).
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.engine import Call, Column, Contract, Entry
from app.engine.settlement import round_half_away
from app.services.resources import ensure_qm
from ui.sheet.numbers import sheet_number

LANGUAGES = ("ru", "en")
_installed: list[QTranslator] = []
_current = "en"


# -- translators ---------------------------------------------------------------------------


def system_language() -> str:
    """Russian for a Russian system locale, English otherwise."""
    return "ru" if QLocale.system().name().lower().startswith("ru") else "en"


def current_language() -> str:
    return _current


def install(lang: str) -> str:
    """Install Pulka's and Qt's own translators for ``lang`` (replacing earlier ones)."""
    global _current
    app = QCoreApplication.instance()
    lang = lang if lang in LANGUAGES else "en"
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    qm = ensure_qm(lang)
    own = QTranslator(app)
    if qm is not None and own.load(str(qm)):
        QCoreApplication.installTranslator(own)
        _installed.append(own)
    qt = QTranslator(app)
    if qt.load(
        QLocale(lang),
        "qtbase",
        "_",
        QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
    ):
        QCoreApplication.installTranslator(qt)
        _installed.append(qt)
    _current = lang
    return lang


# -- codes → text ----------------------------------------------------------------------------


def contract_text(code: str | Contract | None) -> str:
    """A contract as players write it: 7♥, 6БК / 6NT, мизер / misère."""
    if code is None:
        return ""
    try:
        contract = code if isinstance(code, Contract) else Contract.parse(str(code))
    except Exception:
        return str(code)
    if contract.is_misere:
        return QCoreApplication.translate("Codes", "misère")
    text = str(contract)
    if contract.suit is not None and contract.suit.value == "nt":
        return f"{contract.level}" + QCoreApplication.translate("Codes", "NT")
    return text


def _params(params: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(params)
    for key in ("contract", "target_contract"):
        if key in out:
            out[key] = contract_text(out[key])
    if "field" in out:
        out["field"] = field_text(str(out["field"]))
    if "option" in out:  # a rules option by its name on screen, never its key
        out["option"] = option_text(str(out["option"]))[0]
    if out.get("column") in ("pool", "mountain", "whists"):
        out["column"] = column_text(str(out["column"]))
    return out


def column_text(column: str) -> str:
    """A column of the sheet as a word: pool, mountain, whists."""
    return {
        "pool": QCoreApplication.translate("Codes", "pool"),
        "mountain": QCoreApplication.translate("Codes", "mountain"),
        "whists": QCoreApplication.translate("Codes", "whists"),
    }.get(column, column)


def _fmt(text: str, params: Mapping[str, Any]) -> str:
    try:
        return text.format(**_params(params))
    except (KeyError, IndexError, ValueError):
        return text


def field_text(name: str) -> str:
    table = {
        "declarer": QCoreApplication.translate("Codes", "declarer"),
        "defenders": QCoreApplication.translate("Codes", "defenders"),
        "tricks": QCoreApplication.translate("Codes", "tricks"),
        "dealer": QCoreApplication.translate("Codes", "dealer"),
        "player": QCoreApplication.translate("Codes", "player"),
        "whists": QCoreApplication.translate("Codes", "whists"),
    }
    return table.get(name, name)


def error_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """The message for an engine or service error code."""
    # The texts live where the codes are defined (app/engine/messages.py, app/services/
    # messages.py), marked for lupdate in the context "Codes"; imported here, at the first error.
    from app.engine.messages import MESSAGES
    from app.services.messages import MESSAGES as SERVICE_MESSAGES

    source = MESSAGES.get(code) or SERVICE_MESSAGES.get(code)
    text = QCoreApplication.translate("Codes", source) if source is not None else None
    if text is None:
        from ui.store_texts import service_text  # the store's failures (ui/store_texts.py)

        stored = service_text(code, params or {})
        if stored is not None:
            return stored
        text = QCoreApplication.translate("Codes", "The operation was refused ({code}).")
        return text.format(code=code)
    params = dict(params or {})
    if code in ("option_value", "option_unknown") and "option" in params:
        params["option"] = option_text(str(params["option"]))[0]  # its name, not its key
    if code.startswith("consequence_") and "rule" in params:
        # The rule's title in the user's language (the catalogue id is not a word of his).
        params["rule"] = penalty_title(str(params["rule"])) or str(params["rule"]).upper()
    return _fmt(text, params)


def rule_text(code: str) -> str:
    """A provenance code (engine rule or penalty id) in words."""
    table = {
        "game_made": QCoreApplication.translate("Codes", "game made"),
        # Also after a pass and a half-whist (A.10): the game counts as made, unplayed.
        "game_unplayed": QCoreApplication.translate("Codes", "game counted as made, not played"),
        "half_whist": QCoreApplication.translate("Codes", "half-whist"),
        "whists_for_tricks": QCoreApplication.translate("Codes", "whists for tricks"),
        "remiz": QCoreApplication.translate("Codes", "failed contract, remiz"),
        "consolation": QCoreApplication.translate("Codes", "consolation"),
        "whist_shortfall": QCoreApplication.translate("Codes", "whisters' shortfall"),
        "misere_made": QCoreApplication.translate("Codes", "misère made"),
        "misere_failed": QCoreApplication.translate("Codes", "misère failed"),
        "raspasy_tricks": QCoreApplication.translate("Codes", "tricks on raspasy"),
        "raspasy_zero_bonus": QCoreApplication.translate("Codes", "no trick on raspasy"),
        "raspasy_rostov_whists": QCoreApplication.translate("Codes", "Rostov raspasy whists"),
        "raspasy_resting_dealer": QCoreApplication.translate("Codes", "resting dealer on raspasy"),
        "talon_whists": QCoreApplication.translate("Codes", "talon whists"),
        "help_pool": QCoreApplication.translate("Codes", "help from a closed pool"),
        "help_whists": QCoreApplication.translate("Codes", "whists for help"),
        "overflow_remainder": QCoreApplication.translate("Codes", "pool overflow"),
        "mountain_first": QCoreApplication.translate("Codes", "mountain first"),
        "manual": QCoreApplication.translate("Codes", "manual entry"),
        "conceded_three_down": QCoreApplication.translate("Codes", "game given up three down"),
        "totus_bonus": QCoreApplication.translate("Codes", "totus bonus"),
    }
    if code in table:
        return table[code]
    title = penalty_title(code)
    if title is not None:
        return QCoreApplication.translate("Codes", "{title} ({rule})").format(
            title=title, rule=code.upper()
        )
    return QCoreApplication.translate("Codes", "penalty {rule}").format(rule=code)


def penalty_title(rule_id: str) -> str | None:
    """The translated title of a penalty-catalogue rule, or None for an unknown id."""
    # Imported here: the catalogue and its texts are needed only once an incident is shown.
    # The title is marked where the rule is defined, in the wizard's context (app/penalties);
    # translated here directly so ui.i18n never imports the wizard, which imports it.
    from app.engine.errors import EngineError
    from app.services.penalty_catalogue import get_rule

    try:
        return QCoreApplication.translate("Penalties", get_rule(rule_id).title)
    except EngineError:
        return None


def call_text(call: Call) -> str:
    return {
        Call.WHIST: QCoreApplication.translate("Codes", "whist"),
        Call.PASS: QCoreApplication.translate("Codes", "pass"),
        Call.HALF: QCoreApplication.translate("Codes", "half-whist"),
    }[call]


def entry_text(entry: Entry) -> str:
    """One sheet entry in words: “Boris: whists on Anna +12 (whists for tricks)”."""
    amount = sheet_number(entry.amount, signed=True)  # "+12", "+1½"
    if entry.column is Column.WHISTS:
        text = QCoreApplication.translate("Codes", "{player}: whists on {on} {amount}")
    elif entry.column is Column.POOL:
        text = QCoreApplication.translate("Codes", "{player}: pool {amount}")
    else:
        text = QCoreApplication.translate("Codes", "{player}: mountain {amount}")
    return (
        text.format(player=entry.player, on=entry.on, amount=amount) + f" ({rule_text(entry.rule)})"
    )


def label_text(code: str, params: Mapping[str, Any]) -> str:
    """A history / undo label (services ``Label``) in words: “deal 12: Anna 7♥”."""
    p = _params(params)
    table = {
        "deal": QCoreApplication.translate("Codes", "deal {number}: {declarer} {contract}"),
        "raspasy": QCoreApplication.translate("Codes", "deal {number}: raspasy"),
        "entry": QCoreApplication.translate("Codes", "manual entry for {player}"),
        "incident": QCoreApplication.translate("Codes", "incident {rule}"),
        "correction": QCoreApplication.translate("Codes", "correction of event {target}"),
        "undone": QCoreApplication.translate("Codes", "undo of event {target}"),
        "redone": QCoreApplication.translate("Codes", "redo of event {target}"),
        "finished": QCoreApplication.translate("Codes", "game finished"),
        "reopened": QCoreApplication.translate("Codes", "game reopened"),
        "created": QCoreApplication.translate("Codes", "game started"),
    }
    text = table.get(code)
    if text is None:
        return code
    if code == "incident" or (code == "correction" and p.get("target_code") == "incident"):
        return _incident_text(code, p)
    if code == "deal" and p.get("number") is None:
        text = QCoreApplication.translate("Codes", "deal: {declarer} {contract}")
    elif code == "deal" and p.get("result") is not None:
        # The history says how the deal ended: «раздача 3: Вика — мизер не сыгран, 1 взятка».
        outcome = outcome_text(str(params["contract"]), str(p["result"]), int(p["result_n"]))
        text = QCoreApplication.translate("Codes", "deal {number}: {declarer} — {outcome}")
        return text.format(number=p["number"], declarer=p["declarer"], outcome=outcome)
    if code == "correction" and p.get("target_code") == "deal":
        text = QCoreApplication.translate(
            "Codes", "correction of deal {number}: {declarer} {contract}"
        )
    if code == "correction" and p.get("target_code") == "raspasy":
        text = QCoreApplication.translate("Codes", "correction of deal {number}: raspasy")
    if code == "correction" and p.get("target_code") == "entry":
        text = QCoreApplication.translate("Codes", "correction of the manual entry for {player}")
    if code == "raspasy" and p.get("number") is None:
        text = QCoreApplication.translate("Codes", "raspasy")
    return _fmt(text, p)


def _incident_text(code: str, p: Mapping[str, Any]) -> str:
    """An incident by its rule's title; one that carries a deal (kodeks-3.4.6…) is that deal on
    the sheet, so its number is named as the fold counts it."""
    title = penalty_title(str(p.get("rule", ""))) or str(p.get("rule", ""))
    numbered = p.get("number") is not None
    if code == "correction":
        text = (
            QCoreApplication.translate("Codes", "correction of deal {number}, incident: {title}")
            if numbered
            else QCoreApplication.translate("Codes", "correction of the incident: {title}")
        )
    elif numbered:
        text = QCoreApplication.translate("Codes", "deal {number}, incident: {title}")
    else:
        text = QCoreApplication.translate("Codes", "incident: {title}")
    return text.format(number=p.get("number"), title=title)


def undo_text(label: Any | None) -> str:
    """“Undo deal 12: Anna 7♥” (own templates: Russian needs the accusative here)."""
    return _step_text(
        label,
        QCoreApplication.translate("Codes", "&Undo"),
        QCoreApplication.translate("Codes", "&Undo deal {number}: {declarer} {contract}"),
        QCoreApplication.translate("Codes", "&Undo deal {number}: raspasy"),
        QCoreApplication.translate("Codes", "&Undo {what}"),
        QCoreApplication.translate("Codes", "&Undo deal {number}, incident: {title}"),
    )


def redo_text(label: Any | None) -> str:
    """“Redo deal 12: Anna 7♥”."""
    return _step_text(
        label,
        QCoreApplication.translate("Codes", "&Redo"),
        QCoreApplication.translate("Codes", "&Redo deal {number}: {declarer} {contract}"),
        QCoreApplication.translate("Codes", "&Redo deal {number}: raspasy"),
        QCoreApplication.translate("Codes", "&Redo {what}"),
        QCoreApplication.translate("Codes", "&Redo deal {number}, incident: {title}"),
    )


def _step_text(
    label: Any | None, bare: str, deal: str, raspasy: str, other: str, incident: str
) -> str:
    """An Undo/Redo action's text from its label and the five translated templates (a deal
    named after the verb takes the accusative in Russian: «Отменить раздачу 11, …»)."""
    if label is None:
        return bare
    p = _params(label.params)
    if label.code == "deal" and p.get("number") is not None:
        return _fmt(deal, {k: _literal(v) for k, v in p.items()})
    if label.code == "raspasy" and p.get("number") is not None:
        return _fmt(raspasy, p)
    if label.code == "incident" and p.get("number") is not None:
        rule = str(p.get("rule", ""))
        return incident.format(number=p.get("number"), title=_literal(penalty_title(rule) or rule))
    return other.format(what=_literal(label_text(label.code, label.params)))


def _literal(value: Any) -> Any:
    """A value put into an action's text: its ``&`` doubled, so a name «A&B» is not taken as a
    keyboard mnemonic (shown «AB», B underlined)."""
    return value.replace("&", "&&") if isinstance(value, str) else value


DATE_FORMATS = {"ru": ("dd.MM.yyyy", "%d.%m.%Y"), "en": ("yyyy-MM-dd", "%Y-%m-%d")}
"""A day as each interface language writes it (Russian 30.11.2026, English 2026-11-30) as a Qt
display format (the date boxes) and as a ``strftime`` format (every date shown as text), so a
date reads the same in a list as in the box that filters it."""


def date_format() -> str:
    """The date boxes' display format in the interface language (:data:`DATE_FORMATS`)."""
    return DATE_FORMATS.get(_current, DATE_FORMATS["en"])[0]


def day_text(day: str) -> str:
    """A day (``2026-11-30``) as the interface language writes it: «30.11.2026» in Russian,
    “2026-11-30” in English; a text that is not a day is shown as it is."""
    try:
        parsed = datetime.date.fromisoformat(day)
    except ValueError:
        return day
    return parsed.strftime(DATE_FORMATS.get(_current, DATE_FORMATS["en"])[1])


def local_day_text(stamp: str) -> str:
    """The local day of a stored UTC time (app/stats/days.py, the day the lists and filters
    count it in), as the interface language writes it (:func:`day_text`)."""
    # Imported when first used: every domain module loads before Qt (ui/app.py, start-up).
    from app.services.stats_days import local_day

    return day_text(local_day(stamp))


def time_text(stamp: str) -> str:
    """A stored UTC time (ISO 8601) as the user's local wall-clock time, to the minute, its
    day as the interface language writes it: «29.11.2026 22:29», “2026-11-29 22:29”."""
    try:
        moment = datetime.datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if moment.tzinfo is None:  # the store writes UTC; older rows may lack the offset
        moment = moment.replace(tzinfo=datetime.UTC)
    local = moment.astimezone()
    return f"{day_text(local.date().isoformat())} {local.strftime('%H:%M')}"


def percent_text(whole: int) -> str:
    """A whole percentage as the interface language writes it: «71 %» in Russian (a space
    before the sign, as Russian typography sets it), “71%” in English."""
    return f"{whole} %" if _current == "ru" else f"{whole}%"


def product_name() -> str:
    """The app's name as the interface language says it: «Пулька» in Russian (docs/texts.md,
    "The product's name"), "Pulka" in English; the title of every message box."""
    return QCoreApplication.translate("MainWindow", "Pulka")


def decimal_separator() -> str:
    """The interface language's decimal mark: «1,00» in Russian, “1.00” in English (machine
    formats, CSV, JSON and the CLI, keep the point and do not call this)."""
    return "," if _current == "ru" else "."


def money_text(value: Fraction | int) -> str:
    """Money with two decimals; exact values are only rounded for display, to the kopeck, half
    away from zero as the settlement rounds (scoring-conventions E.8) and as the statistics show
    the same amount (app/stats/amounts.money_cents)."""
    cents = round_half_away(Fraction(value) * 100)
    sign = "−" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100}{decimal_separator()}{cents % 100:02d}"


def price_text(value: Fraction | int) -> str:
    """An exact price as typed: ``1``, ``0,5`` (a finite decimal), ``1/3`` (any other fraction),
    with the interface language's decimal mark."""
    value = Fraction(value)
    rest = value.denominator
    for factor in (2, 5):
        while rest % factor == 0:
            rest //= factor
    if rest != 1:  # no finite decimal: the fraction as typed (the new-game box reads it back)
        return str(value)
    digits = 0
    while (value * 10**digits).denominator != 1:
        digits += 1
    sign = "−" if value < 0 else ""
    scaled = abs(value.numerator * 10**digits // value.denominator)
    whole, frac = divmod(scaled, 10**digits)
    return f"{sign}{whole}{decimal_separator()}{frac:0{digits}d}" if digits else f"{sign}{whole}"


def number_text(value: Fraction | int, *, signed: bool = False) -> str:
    """An exact number as the sheet writes it: ``12``, ``−3⅓``, ``+5¼`` (ui/sheet/numbers.py)."""
    return sheet_number(value, signed=signed)


def preset_text(name: str) -> str:
    """A preset by the name players know it by (marked in app/engine/rules.py)."""
    from app.engine.rules import PRESET_TITLES

    title = PRESET_TITLES.get(name)
    return QCoreApplication.translate("Codes", title) if title is not None else name


def option_group_text(group: str) -> str:
    """The title of a group of rules options in the new-game dialog."""
    from app.engine.rules import GROUP_TITLES

    return QCoreApplication.translate("Codes", GROUP_TITLES.get(group, GROUP_TITLES["other"]))


def choice_text(option: str, choice: str) -> str:
    """A value of a choice option in a player's words (the internal key if none is known)."""
    from app.engine.option_words import OPTION_WORDS

    words = OPTION_WORDS.get(option)
    text = words.values.get(choice) if words is not None else None
    if text is None:
        return choice.replace("_", " ")
    return QCoreApplication.translate("Codes", text)


def option_text(name: str) -> tuple[str, str]:
    """A rules option's short name and its one-line explanation (its key if it has none)."""
    # The words are marked where they are defined (app/engine/option_words.py), imported at the
    # first option named, like the error texts.
    from app.engine.option_words import OPTION_WORDS

    words = OPTION_WORDS.get(name)
    if words is None:
        return (name, "")
    return (
        QCoreApplication.translate("Codes", words.name),
        QCoreApplication.translate("Codes", words.explanation),
    )


def option_source_text(name: str) -> str:
    """Where an option comes from, for the "why" tooltip: the conventions' section and source."""
    from app.engine.rules import option_source  # the engine is loaded before any dialog

    try:
        source = option_source(name)
    except Exception:
        return ""
    # The engine's own remark after a citation («(0 = off)», «(issue 18 item 7)») is English
    # for the developer, not part of the reference: the tooltip keeps the reference only.
    if source.endswith(")"):
        source = source[: source.rfind("(")].rstrip()
    if source.startswith("penalties "):
        return QCoreApplication.translate(
            "Codes", "Where it comes from: the penalty list, reading {item}."
        ).format(item=source.removeprefix("penalties "))
    return QCoreApplication.translate(
        "Codes", "Where it comes from: the scoring conventions, {item}."
    ).format(item=source)


def plural_form(n: int) -> str:
    """The form a noun takes after the count ``n`` in the current language: ``one`` (English 1;
    Russian 1, 21, 101 but not 11: «раздача»), ``few`` (Russian only: 2–4, 22–24…, not 12–14:
    «раздачи») or ``many`` (the rest: «раздач»; English every count but 1)."""
    if current_language() != "ru":
        return "one" if n == 1 else "many"
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def tricks_text(n: int) -> str:
    """“1 trick”, “2 tricks”; in Russian «1 взятка», «3 взятки», «5 взяток», «21 взятка»."""
    form = plural_form(n)
    if form == "one":
        text = QCoreApplication.translate("DealWords", "{n} trick")
    elif form == "few":
        # Russian «2–4 взятки» has a form of its own; English says “tricks” as for many.
        text = QCoreApplication.translate(
            "DealWords", "{n} tricks", "2, 3, 4, 22… (Russian: взятки)"
        )
    else:
        text = QCoreApplication.translate(
            "DealWords", "{n} tricks", "0, 5…20, 25… (Russian: взяток)"
        )
    return text.format(n=n)


def outcome_text(contract: str, result: str, n: int) -> str:
    """The contract and how it ended: “7♥, made”, “7♥, down 2”, “misère failed, 1 trick”."""
    game = contract_text(contract)
    if result == "misere_made":
        return QCoreApplication.translate("DealWords", "misère made")
    if result == "misere_failed":
        return QCoreApplication.translate("DealWords", "misère failed, {tricks}").format(
            tricks=tricks_text(n)
        )
    texts = {
        "made": QCoreApplication.translate("DealWords", "{contract}, made"),
        "down": QCoreApplication.translate("DealWords", "{contract}, down {n}"),
        "unplayed": QCoreApplication.translate("DealWords", "{contract}, not whisted"),
        "half_whisted": QCoreApplication.translate(
            "DealWords", "{contract}, half-whisted, not played"
        ),
        "conceded": QCoreApplication.translate("DealWords", "{contract}, given up three down"),
    }
    return texts.get(result, "{contract}").format(contract=game, n=n)
