"""Language choice, translators, and every engine/service code turned into translated text.

The engine and the services speak in codes (error codes, rule provenance codes, history labels);
this module is the one place mapping each code to a literal ``QCoreApplication.translate`` call,
so ``pyside6-lupdate`` finds every string. ``.qm`` files are built from the committed ``.ts``
sources at start-up when missing or older than their source (see :func:`ensure_qm`).
"""

from __future__ import annotations

import datetime
import sys
from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app.engine import Call, Column, Contract, Entry
from ui.resources import resource_path
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


def lrelease_command() -> str | None:
    """``pyside6-lrelease`` from the running interpreter's venv, else from PATH."""
    import shutil  # only when a .qm is stale (development): start-up does not pay for it

    candidate = Path(sys.executable).with_name("pyside6-lrelease")
    if candidate.exists():
        return str(candidate)
    return shutil.which("pyside6-lrelease")


def qm_path(lang: str) -> Path:
    return resource_path(f"i18n/pulka_{lang}.qm")


def ts_path(lang: str) -> Path:
    return resource_path(f"i18n/pulka_{lang}.ts")


def qm_is_stale(lang: str) -> bool:
    """A ``.qm`` missing or older than its ``.ts`` source."""
    ts, qm = ts_path(lang), qm_path(lang)
    if not ts.exists():
        return False
    return not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime


def ensure_qm(lang: str) -> Path | None:
    """Build ``pulka_<lang>.qm`` from its ``.ts`` if missing or stale; its path, or None."""
    qm = qm_path(lang)
    if qm_is_stale(lang):
        tool = lrelease_command()
        if tool is None:
            return qm if qm.exists() else None
        import subprocess

        subprocess.run(
            [tool, "-silent", str(ts_path(lang)), "-qm", str(qm)],
            check=False,
            capture_output=True,
        )
    return qm if qm.exists() else None


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
        "game_unplayed": QCoreApplication.translate("Codes", "game not whisted, made unplayed"),
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


def undone_row_text(kind: str, what: str) -> str:
    """A history row for an undo or a redo: done, in the past («Отменено: …»), unlike the
    menu's command («Отменить …»)."""
    if kind == "undone":
        return QCoreApplication.translate("Codes", "Undo: {what}").format(what=what)
    return QCoreApplication.translate("Codes", "Redo: {what}").format(what=what)


def _step_text(
    label: Any | None, bare: str, deal: str, raspasy: str, other: str, incident: str
) -> str:
    """An Undo/Redo action's text from its label and the five translated templates (a deal
    named after the verb takes the accusative in Russian: «Отменить раздачу 11, …»)."""
    if label is None:
        return bare
    p = _params(label.params)
    if label.code == "deal" and p.get("number") is not None:
        return _fmt(deal, p)
    if label.code == "raspasy" and p.get("number") is not None:
        return _fmt(raspasy, p)
    if label.code == "incident" and p.get("number") is not None:
        rule = str(p.get("rule", ""))
        return incident.format(number=p.get("number"), title=penalty_title(rule) or rule)
    return other.format(what=label_text(label.code, label.params))


def time_text(stamp: str) -> str:
    """A stored UTC time (ISO 8601) as the user's local wall-clock time, to the minute."""
    try:
        moment = datetime.datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if moment.tzinfo is None:  # the store writes UTC; older rows may lack the offset
        moment = moment.replace(tzinfo=datetime.UTC)
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def product_name() -> str:
    """The app's name as the interface language says it: «Пулька» in Russian (docs/texts.md,
    "The product's name"), "Pulka" in English; the title of every message box."""
    return QCoreApplication.translate("MainWindow", "Pulka")


def decimal_separator() -> str:
    """The interface language's decimal mark: «1,00» in Russian, “1.00” in English (machine
    formats, CSV, JSON and the CLI, keep the point and do not call this)."""
    return "," if _current == "ru" else "."


def money_text(value: Fraction | int) -> str:
    """Money with two decimals; exact values are only rounded for display."""
    value = Fraction(value)
    cents = round(value * 100)
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
    return {
        "sochi": QCoreApplication.translate("Codes", "Sochi"),
        "leningrad": QCoreApplication.translate("Codes", "Leningrad"),
        "rostov": QCoreApplication.translate("Codes", "Rostov"),
        "piter": QCoreApplication.translate("Codes", "Piter (whists doubled, mountain not)"),
        "fspr": QCoreApplication.translate("Codes", "Sport rules (FSPR, Leningrad system)"),
    }.get(name, name)


def option_group_text(group: str) -> str:
    """The title of a group of rules options in the new-game dialog."""
    return {
        "prices": QCoreApplication.translate("Codes", "Prices"),
        "whist": QCoreApplication.translate("Codes", "Whist"),
        "consolation": QCoreApplication.translate("Codes", "Consolation"),
        "raspasy": QCoreApplication.translate("Codes", "Raspasy"),
        "four_players": QCoreApplication.translate("Codes", "Four players"),
        "pool": QCoreApplication.translate("Codes", "Pool and end"),
        "settlement": QCoreApplication.translate("Codes", "Settlement"),
        "penalties": QCoreApplication.translate("Codes", "Penalties"),
    }.get(group, QCoreApplication.translate("Codes", "Other"))


def choice_text(option: str, choice: str) -> str:
    """A value of a choice option in a player's words (the internal key if none is known)."""
    table: dict[tuple[str, str], str] = {
        ("whist_responsibility", "full"): QCoreApplication.translate(
            "Codes", "responsible (full price)"
        ),
        ("whist_responsibility", "half"): QCoreApplication.translate(
            "Codes", "half-responsible (half price)"
        ),
        ("whist_responsibility", "none"): QCoreApplication.translate("Codes", "not responsible"),
        ("double_whist_liability", "per_head"): QCoreApplication.translate(
            "Codes", "each for his share"
        ),
        ("double_whist_liability", "second_whister_personal"): QCoreApplication.translate(
            "Codes", "each for his share always, the second on 8-10"
        ),
        ("double_whist_liability", "together"): QCoreApplication.translate(
            "Codes", "together, the weaker one pays"
        ),
        ("two_whisters_high_payer", "second"): QCoreApplication.translate(
            "Codes", "the second whister pays"
        ),
        ("two_whisters_high_payer", "both"): QCoreApplication.translate(
            "Codes", "both pay in full"
        ),
        ("two_whisters_high_payer", "split"): QCoreApplication.translate("Codes", "each pays half"),
        ("failure_whist_split", "greedy"): QCoreApplication.translate(
            "Codes", "greedy: the whister takes all"
        ),
        ("failure_whist_split", "gentleman"): QCoreApplication.translate(
            "Codes", "gentleman: split when he fails"
        ),
        ("failure_whist_split", "gentleman_always"): QCoreApplication.translate(
            "Codes", "gentleman: split always, made games too"
        ),
        ("consolation", "none"): QCoreApplication.translate("Codes", "nobody"),
        ("consolation", "defenders"): QCoreApplication.translate("Codes", "both defenders"),
        ("consolation", "defenders_and_resting_dealer"): QCoreApplication.translate(
            "Codes", "both defenders and the resting dealer"
        ),
        ("consolation_amount", "cost_per_undertrick"): QCoreApplication.translate(
            "Codes", "game cost per undertrick"
        ),
        ("consolation_amount", "whist_price_per_undertrick"): QCoreApplication.translate(
            "Codes", "whist price per undertrick"
        ),
        ("consolation_amount", "flat"): QCoreApplication.translate(
            "Codes", "a fixed amount per undertrick"
        ),
        ("half_whist_value", "half_obligation"): QCoreApplication.translate(
            "Codes", "half the obligation (4 and 4)"
        ),
        ("half_whist_value", "half_of_remaining_tricks"): QCoreApplication.translate(
            "Codes", "half the remaining tricks (4 and 6)"
        ),
        ("raspasy_scoring", "mountain"): QCoreApplication.translate(
            "Codes", "tricks into the mountain"
        ),
        ("raspasy_scoring", "rostov_whists"): QCoreApplication.translate(
            "Codes", "Rostov: whists from the fewest"
        ),
        ("raspasy_after_last", "repeat"): QCoreApplication.translate(
            "Codes", "stay at the last price"
        ),
        ("raspasy_after_last", "continue"): QCoreApplication.translate(
            "Codes", "keep growing by the same step"
        ),
        ("raspasy_streak_end", "any_contract"): QCoreApplication.translate(
            "Codes", "any ordered game"
        ),
        ("raspasy_streak_end", "made"): QCoreApplication.translate(
            "Codes", "a made game or misère"
        ),
        ("raspasy_streak_end", "whisted"): QCoreApplication.translate(
            "Codes", "only a whisted game"
        ),
        ("raspasy_streak_end", "whisted_made"): QCoreApplication.translate(
            "Codes", "a whisted game that was made (sport rules)"
        ),
        ("raspasy_streak_end", "whisted_made_no_shortfall"): QCoreApplication.translate(
            "Codes", "a whisted game made, no whister penalised"
        ),
        ("raspasy_zero_bonus", "one_trick_price"): QCoreApplication.translate(
            "Codes", "the price of one trick"
        ),
        ("raspasy_zero_bonus", "one"): QCoreApplication.translate("Codes", "one point"),
        ("raspasy_zero_bonus", "level"): QCoreApplication.translate(
            "Codes", "the raspasy's number in a row"
        ),
        ("raspasy_zero_bonus_form", "pool"): QCoreApplication.translate("Codes", "into the pool"),
        ("raspasy_zero_bonus_form", "mountain_minus_two"): QCoreApplication.translate(
            "Codes", "twice off the mountain"
        ),
        ("raspasy_zero_bonus_form", "none"): QCoreApplication.translate("Codes", "no bonus"),
        ("help_tie_break", "clockwise"): QCoreApplication.translate("Codes", "clockwise"),
        ("help_tie_break", "counterclockwise"): QCoreApplication.translate(
            "Codes", "counterclockwise"
        ),
        ("overflow_remainder", "own_mountain_may_go_negative"): QCoreApplication.translate(
            "Codes", "off his mountain, even below zero"
        ),
        ("overflow_remainder", "floor_zero"): QCoreApplication.translate(
            "Codes", "off his mountain, down to zero"
        ),
        ("overflow_remainder", "others_mountains"): QCoreApplication.translate(
            "Codes", "onto the others' mountains"
        ),
        ("game_end", "all_closed"): QCoreApplication.translate("Codes", "every pool closed"),
        ("game_end", "sum_of_pools"): QCoreApplication.translate("Codes", "the sum of the pools"),
        ("game_end", "deals"): QCoreApplication.translate("Codes", "after a number of deals"),
        ("game_end", "time"): QCoreApplication.translate("Codes", "at a time limit"),
        ("mountain_split", "per_player_N"): QCoreApplication.translate(
            "Codes", "divided by the number of players"
        ),
        ("mountain_split", "per_opponent_N_minus_1"): QCoreApplication.translate(
            "Codes", "divided by the opponents"
        ),
        ("rounding", "exact"): QCoreApplication.translate("Codes", "exact, with fractions"),
        ("rounding", "divisible_by_n"): QCoreApplication.translate(
            "Codes", "every mountain made divisible"
        ),
        ("rounding", "divisible_by_n_one_player"): QCoreApplication.translate(
            "Codes", "one player's mountain made divisible (PrefCount)"
        ),
        ("rounding", "round_and_fix"): QCoreApplication.translate(
            "Codes", "round, then fix the sum"
        ),
        ("rounding", "truncate_last_absorbs"): QCoreApplication.translate(
            "Codes", "drop fractions, the last player takes the rest (JPref)"
        ),
        ("penalty_raspasy_reading", "next"): QCoreApplication.translate(
            "Codes", "the next raspasy"
        ),
        ("penalty_raspasy_reading", "last"): QCoreApplication.translate(
            "Codes", "the last raspasy"
        ),
        ("penalty_comp_whists_recipient", "declarer"): QCoreApplication.translate(
            "Codes", "the declarer"
        ),
        ("penalty_comp_whists_recipient", "each_other"): QCoreApplication.translate(
            "Codes", "each other player"
        ),
        ("penalty_prikup_9_1_level", "raspasy"): QCoreApplication.translate(
            "Codes", "the raspasy price"
        ),
        ("penalty_prikup_9_1_level", "bid"): QCoreApplication.translate("Codes", "the bid game"),
    }
    return table.get((option, choice), choice.replace("_", " "))


def option_text(name: str) -> tuple[str, str]:
    """A rules option's short name and its one-line explanation."""
    table = {
        "game_costs": (
            QCoreApplication.translate("Codes", "Game costs"),
            QCoreApplication.translate("Codes", "Pool points for a made 6, 7, 8, 9 and 10."),
        ),
        "misere_cost": (
            QCoreApplication.translate("Codes", "Misère cost"),
            QCoreApplication.translate("Codes", "Pool points for a made misère."),
        ),
        "ten_obligation": (
            QCoreApplication.translate("Codes", "Whist obligation on a 10"),
            QCoreApplication.translate("Codes", "Tricks the defenders must take on a 10 (0 or 1)."),
        ),
        "lone_whister_counts_passer": (
            QCoreApplication.translate("Codes", "Lone whister counts the passer"),
            QCoreApplication.translate(
                "Codes", "A lone whister writes whists for the passer's tricks too."
            ),
        ),
        "whist_price_factor": (
            QCoreApplication.translate("Codes", "Whist price factor"),
            QCoreApplication.translate("Codes", "Whists per trick = cost × this (2 in Leningrad)."),
        ),
        "remiz_factor": (
            QCoreApplication.translate("Codes", "Remiz factor"),
            QCoreApplication.translate("Codes", "Mountain per undertrick = cost × this."),
        ),
        "misere_price_per_trick": (
            QCoreApplication.translate("Codes", "Misère price per trick"),
            QCoreApplication.translate("Codes", "Mountain per trick taken on a failed misère."),
        ),
        "whist_responsibility": (
            QCoreApplication.translate("Codes", "Whist responsibility"),
            QCoreApplication.translate(
                "Codes", "What whisters pay for tricks they fell short of: full, half or none."
            ),
        ),
        "double_whist_liability": (
            QCoreApplication.translate("Codes", "Two whisters' liability"),
            QCoreApplication.translate("Codes", "How two whisters share a shortfall."),
        ),
        "failure_whist_split": (
            QCoreApplication.translate("Codes", "Whist with a passer: greedy or gentleman"),
            QCoreApplication.translate(
                "Codes", "Whether the lone whister shares the whists with the passer."
            ),
        ),
        "consolation": (
            QCoreApplication.translate("Codes", "Consolation"),
            QCoreApplication.translate(
                "Codes", "Who writes whists on a declarer who failed his contract."
            ),
        ),
        "consolation_amount": (
            QCoreApplication.translate("Codes", "Consolation amount"),
            QCoreApplication.translate(
                "Codes", "Game cost, the whist price or a flat amount per undertrick."
            ),
        ),
        "consolation_flat_per_undertrick": (
            QCoreApplication.translate("Codes", "Flat consolation"),
            QCoreApplication.translate("Codes", "Whists per undertrick when the amount is flat."),
        ),
        "half_whist_allowed": (
            QCoreApplication.translate("Codes", "Half-whist allowed"),
            QCoreApplication.translate("Codes", "The second defender may half-whist a 6 or 7."),
        ),
        "half_whist_value": (
            QCoreApplication.translate("Codes", "Half-whist value"),
            QCoreApplication.translate("Codes", "Whists a standing half-whist writes."),
        ),
        "raspasy_scoring": (
            QCoreApplication.translate("Codes", "Raspasy scoring"),
            QCoreApplication.translate(
                "Codes", "Tricks on raspasy go to the mountain, or Rostov whists."
            ),
        ),
        "raspasy_prices": (
            QCoreApplication.translate("Codes", "Raspasy prices"),
            QCoreApplication.translate("Codes", "Price of a trick on the 1st, 2nd, 3rd raspasy."),
        ),
        "raspasy_after_last": (
            QCoreApplication.translate("Codes", "After the last price"),
            QCoreApplication.translate("Codes", "Repeat the last price or keep increasing."),
        ),
        "raspasy_exit": (
            QCoreApplication.translate("Codes", "Exit from raspasy"),
            QCoreApplication.translate("Codes", "Minimum game after 1, 2, 3 raspasy."),
        ),
        "raspasy_exit_hard": (
            QCoreApplication.translate("Codes", "Strict exit"),
            QCoreApplication.translate("Codes", "A lower game after raspasy is refused."),
        ),
        "raspasy_amnesty": (
            QCoreApplication.translate("Codes", "Raspasy amnesty"),
            QCoreApplication.translate("Codes", "The smallest raspasy mountain is forgiven."),
        ),
        "raspasy_zero_bonus": (
            QCoreApplication.translate("Codes", "No-trick bonus"),
            QCoreApplication.translate("Codes", "Pool bonus for no trick on raspasy."),
        ),
        "raspasy_resting_dealer_bonus": (
            QCoreApplication.translate("Codes", "Resting dealer bonus"),
            QCoreApplication.translate("Codes", "The resting dealer gets a pool bonus on raspasy."),
        ),
        "rostov_raspasy_whists_per_trick": (
            QCoreApplication.translate("Codes", "Rostov whists per trick"),
            QCoreApplication.translate("Codes", "Whists per trick in Rostov raspasy."),
        ),
        "talon_whists": (
            QCoreApplication.translate("Codes", "Talon whists"),
            QCoreApplication.translate(
                "Codes", "The resting dealer writes whists for tricks in the talon."
            ),
        ),
        "help_tie_break": (
            QCoreApplication.translate("Codes", "Help order"),
            QCoreApplication.translate("Codes", "Whom a closed pool helps first on a tie."),
        ),
        "help_whists_per_point": (
            QCoreApplication.translate("Codes", "Whists for help"),
            QCoreApplication.translate("Codes", "Whists written per point of help."),
        ),
        "overflow_remainder": (
            QCoreApplication.translate("Codes", "Overflow remainder"),
            QCoreApplication.translate("Codes", "Where an overflow goes when nobody needs help."),
        ),
        "made_game_cancels_mountain_first": (
            QCoreApplication.translate("Codes", "Mountain first"),
            QCoreApplication.translate("Codes", "A made game first writes off one's mountain."),
        ),
        "game_end": (
            QCoreApplication.translate("Codes", "End of the game"),
            QCoreApplication.translate(
                "Codes",
                "Every pool closed, the sum of the pools, a number of deals or a time limit; "
                "an unfinished pool is settled at the last complete deal.",
            ),
        ),
        "pool_size": (
            QCoreApplication.translate("Codes", "Pool size"),
            QCoreApplication.translate("Codes", "Points that close a player's pool."),
        ),
        "pool_to_mountain_factor": (
            QCoreApplication.translate("Codes", "Pool shortfall factor"),
            QCoreApplication.translate("Codes", "Mountain per missing pool point at the end."),
        ),
        "mountain_split": (
            QCoreApplication.translate("Codes", "Mountain split"),
            QCoreApplication.translate("Codes", "Divide mountain × 10 by N or by N − 1."),
        ),
        "rounding": (
            QCoreApplication.translate("Codes", "Rounding"),
            QCoreApplication.translate("Codes", "How results are made whole."),
        ),
        "stalingrad": (
            QCoreApplication.translate("Codes", "Stalingrad"),
            QCoreApplication.translate("Codes", "6♠ must be whisted by both defenders."),
        ),
        "misere_consolation": (
            QCoreApplication.translate("Codes", "Misère consolation"),
            QCoreApplication.translate("Codes", "Consolation on a failed misère too."),
        ),
        "whist_price": (
            QCoreApplication.translate("Codes", "Price of a whist"),
            QCoreApplication.translate("Codes", "Money per whist in the settlement."),
        ),
        "money_unit": (
            QCoreApplication.translate("Codes", "Money unit"),
            QCoreApplication.translate("Codes", "Smallest coin for rounding money."),
        ),
        "two_whisters_high_payer": (
            QCoreApplication.translate("Codes", "Two whisters on 8-10 took nothing"),
            QCoreApplication.translate(
                "Codes", "Who pays for the missing trick when both whisted an 8, 9 or 10."
            ),
        ),
        "two_whisters_capped_at_side": (
            QCoreApplication.translate("Codes", "Two whisters on 6-7: no more than the side's"),
            QCoreApplication.translate(
                "Codes",
                "A whister pays at most the tricks the pair fell short of (3 + 0 on a 6: one).",
            ),
        ),
        "raspasy_streak_end": (
            QCoreApplication.translate("Codes", "What ends raspasy"),
            QCoreApplication.translate(
                "Codes", "Which game after raspasy brings the price back to the start."
            ),
        ),
        "raspasy_zero_bonus_form": (
            QCoreApplication.translate("Codes", "How the no-trick bonus is written"),
            QCoreApplication.translate(
                "Codes", "Into the pool, or twice as much off one's mountain (the same money)."
            ),
        ),
        "overflow_write_off_at_pool_factor": (
            QCoreApplication.translate("Codes", "Overflow off the mountain at the pool's worth"),
            QCoreApplication.translate(
                "Codes",
                "A pool point nobody can take comes off the mountain as 2 points in Leningrad.",
            ),
        ),
        "rounding_seat": (
            QCoreApplication.translate("Codes", "Seat adjusted by the rounding"),
            QCoreApplication.translate(
                "Codes", "Whose mountain the one-player rounding changes (seat 1-4)."
            ),
        ),
        "rounding_whists_per_point_four": (
            QCoreApplication.translate("Codes", "Whists per rounded point, four players"),
            QCoreApplication.translate(
                "Codes", "Whists from each other player per mountain point moved (2 or 3)."
            ),
        ),
        # Issue 18 items 8–13 (conventions of other scorekeepers).
        "concede_three_down": (
            QCoreApplication.translate("Codes", "Giving up three down"),
            QCoreApplication.translate(
                "Codes",
                "The declarer may give his game up before play: three undertricks into his "
                "mountain, nobody writes whists.",
            ),
        ),
        "raspasy_resting_dealer_plays_talon": (
            QCoreApplication.translate("Codes", "Dealer plays the talon on raspasy"),
            QCoreApplication.translate(
                "Codes",
                "Four players: the resting dealer takes up to two tricks with the talon and pays "
                "for them like everybody; no bonus for him for taking none.",
            ),
        ),
        "talon_whists_three_handed": (
            QCoreApplication.translate("Codes", "Talon whists with three players"),
            QCoreApplication.translate(
                "Codes", "Three players: each defender writes half of the talon whists."
            ),
        ),
        "resting_dealer_may_whist": (
            QCoreApplication.translate("Codes", "Resting dealer may whist"),
            QCoreApplication.translate(
                "Codes",
                "Four players: after pass, half-whist, pass the dealer may whist; he writes all "
                "the whists and answers for no shortfall.",
            ),
        ),
        "returned_whist": (
            QCoreApplication.translate("Codes", "Returned whist"),
            QCoreApplication.translate(
                "Codes",
                "After a half-whist the first defender may whist after all; the half-whister "
                "then writes nothing.",
            ),
        ),
        "half_whist_played": (
            QCoreApplication.translate("Codes", "Half-whist is played"),
            QCoreApplication.translate(
                "Codes",
                "A half-whist is played out: whists for at most half the obligation, the "
                "tricks short of it into the half-whister's mountain.",
            ),
        ),
        "pool_total": (
            QCoreApplication.translate("Codes", "Total of the pools"),
            QCoreApplication.translate(
                "Codes",
                "When playing to the sum of the pools: the agreed total (0 = pool size × "
                "number of players).",
            ),
        ),
        "totus_bonus": (
            QCoreApplication.translate("Codes", "Totus bonus"),
            QCoreApplication.translate("Codes", "Extra pool points for a made ten (0 = none)."),
        ),
        "deal_limit": (
            QCoreApplication.translate("Codes", "Number of deals"),
            QCoreApplication.translate(
                "Codes", "When the game ends after a number of deals: how many (0 = no limit)."
            ),
        ),
        "time_limit_minutes": (
            QCoreApplication.translate("Codes", "Time limit, minutes"),
            QCoreApplication.translate(
                "Codes",
                "When the game ends at a time limit: minutes from the start; the deal being "
                "played when time runs out is the last (0 = no limit).",
            ),
        ),
        # penalties (docs/penalties.md, interpretation choices)
        "penalty_raspasy_levels": (
            QCoreApplication.translate("Codes", "Raspasy level in penalties"),
            QCoreApplication.translate(
                "Codes",
                "What a fine “at the raspasy level” costs on the 1st, 2nd, 3rd raspasy "
                "(empty: the pool's raspasy prices).",
            ),
        ),
        "penalty_raspasy_reading": (
            QCoreApplication.translate("Codes", "Which raspasy a fine counts"),
            QCoreApplication.translate(
                "Codes", "The price the next raspasy would have, or the last one played."
            ),
        ),
        "penalty_exposed_talon_fined": (
            QCoreApplication.translate("Codes", "Fine for an exposed talon"),
            QCoreApplication.translate(
                "Codes",
                "Whoever exposes the talon in the bidding also pays the fine for looking at it.",
            ),
        ),
        "penalty_comp_whists_recipient": (
            QCoreApplication.translate("Codes", "Who gets the compensation"),
            QCoreApplication.translate(
                "Codes",
                "Whists on the violator for a made game: written by the declarer or by every "
                "other player.",
            ),
        ),
        "penalty_violator_pays_whists": (
            QCoreApplication.translate("Codes", "The violator pays the whists"),
            QCoreApplication.translate(
                "Codes",
                "When a violator's exposed talon made another player declare, the defenders "
                "write their whists on the violator.",
            ),
        ),
        "penalty_dealer_share_misere": (
            QCoreApplication.translate("Codes", "The dealer may share a misère"),
            QCoreApplication.translate(
                "Codes",
                "Four players: a failed misère's mountain is split between the declarer and "
                "the player who opened the talon.",
            ),
        ),
        "min_contract_after_raspasy": (
            QCoreApplication.translate("Codes", "Lowest game after raspasy"),
            QCoreApplication.translate(
                "Codes", "6 by the Code; 7 where a six right after raspasy is a violation."
            ),
        ),
        "penalty_prikup_9_1_level": (
            QCoreApplication.translate("Codes", "Peeking at the talon: fine level"),
            QCoreApplication.translate(
                "Codes",
                "A peek at the talon before a game is ordered costs tricks at the raspasy "
                "price or at the bid game's.",
            ),
        ),
        "penalty_card_count_holder_fined": (
            QCoreApplication.translate("Codes", "Fine for a wrong number of cards"),
            QCoreApplication.translate(
                "Codes",
                "The player with the wrong number of cards is fined (club rules); "
                "off: only a redeal (the Code).",
            ),
        ),
        "penalties_follow_convention_factor": (
            QCoreApplication.translate("Codes", "Fines doubled with the remiz"),
            QCoreApplication.translate(
                "Codes",
                "Fines are multiplied like a failed contract (twice in Leningrad); off: as "
                "printed.",
            ),
        ),
        "penalty_prikup_4_raspasy_ends_streak": (
            QCoreApplication.translate("Codes", "Exposed talon ends the raspasy streak"),
            QCoreApplication.translate(
                "Codes",
                "When the talon was exposed in the bidding and the deal went to raspasy, the "
                "series of raspasy ends; off: that raspasy counts in the series like any other.",
            ),
        ),
        "penalty_house_rules": (
            QCoreApplication.translate("Codes", "House penalty rules"),
            QCoreApplication.translate(
                "Codes", "The optional house rules of the rules browser are in force."
            ),
        ),
        "dealer_fine_on_talon_refusal": (
            QCoreApplication.translate("Codes", "Dealer's fine for a refused talon"),
            QCoreApplication.translate(
                "Codes",
                "Points into the dealer's mountain when everyone refuses the talon "
                "(0: no fine, as the Code advises).",
            ),
        ),
    }
    return table.get(name, (name, ""))


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


def tricks_text(n: int) -> str:
    """“1 trick”, “2 tricks”; in Russian «1 взятка», «3 взятки», «5 взяток», «21 взятка»."""
    russian = current_language() == "ru"
    if (n % 10 == 1 and n % 100 != 11) if russian else n == 1:
        text = QCoreApplication.translate("DealWords", "{n} trick")
    elif russian and 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
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
        "conceded": QCoreApplication.translate("DealWords", "{contract}, given up three down"),
    }
    return texts.get(result, "{contract}").format(contract=game, n=n)
