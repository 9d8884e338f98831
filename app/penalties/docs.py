"""``docs/penalties.md`` generated from the catalogue: ``python -m app.penalties.docs``."""

from __future__ import annotations

import sys

from app.penalties.api import fact_specs
from app.penalties.catalogue import REGISTRY, PenaltyRule
from app.penalties.outcomes import CATALOGUE_CONSEQUENCES, Consequence
from app.penalties.sections import SECTIONS as CATALOGUE_SECTIONS
from app.penalties.sources import book_reference

# The headings of docs/penalties.md, in the catalogue's order (app/penalties/sections.py).
SECTIONS = {section.id: section.heading for section in CATALOGUE_SECTIONS}

# Catalogue §4: the reading implemented, and the rules option holding the alternative.
INTERPRETATIONS: dict[str, tuple[str, str]] = {
    "A1": ("L(level) is the game's cost table (2, 4, 6, 8, 10); misère costs 10.", "game_costs"),
    "A2": (
        "R is the price a raspasy would have if this deal were passed out: 2, 4, 6 by the "
        "streak (capped). Alternative: the last raspasy's price; or the pool's own progression.",
        "penalty_raspasy_reading = next / last; penalty_raspasy_levels = [2, 4, 6] "
        "(empty = the pool's raspasy_prices)",
    ),
    "A3": (
        "Nothing bid yet: PRIKUP-1.2 and KARTY-2.2 use R, PRIKUP-4 the minimum bid, PRIKUP-2 "
        "(no fallback stated) uses R.",
        "—",
    ),
    "A4": ("«(без) половины подсада» = L(c) / 2, a fixed unit.", "—"),
    "A5": (
        "PRIKUP-3.1 and 3.3 only reassign the talon (literal). Alternative: also PRIKUP-2's fine "
        "L(current bid) and a forced pass.",
        "penalty_exposed_talon_fined (default false)",
    ),
    "A6": (
        "comp_whists(c) = 5 × L(c) (10 … 50, misère 50), one entry: the declarer writes it on the "
        "violator. Alternative: every other active player does. No compensation when the "
        "violator is the declarer and the recipient is the declarer.",
        "penalty_comp_whists_recipient = declarer / each_other",
    ),
    "A7": (
        "PRIKUP-3.2.1: the defenders' whists for tricks and consolation are written on the "
        "violator instead of the declarer (the violator's own whists are then dropped: he "
        "cannot owe himself), plus comp_whists for a made game.",
        "penalty_violator_pays_whists (default true)",
    ),
    "A8": ("PRIKUP-8.1R «половина проигрыша контракта» = half_podsad(final bid).", "—"),
    "A9": (
        "PRIKUP-8.2 (four players, house rule): a failed misère's mountain is split equally "
        "between the declarer and the violator.",
        "penalty_dealer_share_misere (default false)",
    ),
    "A10": (
        "Minimum bid after raspasy is 6 (Кодекс); the club's 7 enables ZAKAZ-5.x and raises "
        "PRIKUP-4's fallback.",
        "min_contract_after_raspasy = 6 / 7",
    ),
    "A11": (
        "PRIKUP-9.1 uses the raspasy level although a contract is ordered (literal). "
        "Alternative: the bid level.",
        "penalty_prikup_9_1_level = raspasy / bid",
    ),
    "A12": (
        "ZAKAZ-3.1: the misère's tricks are scored as on a failed misère, added to 4 × L.",
        "—",
    ),
    "A13": ("ZAKAZ-1.1 fines «без трёх», ZAKAZ-5.1 has no fine (literal).", "—"),
    "A14": ("Кодекс 3.4.8's lost suit symbols read as 6♠ corrected to 6♥.", "—"),
    "A15": (
        "Кодекс 3.4.9: the penalty trick changes only the declarer's count for pass/fail; "
        "whists for tricks and whister responsibility use the tricks actually taken. On a misère "
        "the penalty trick is one more trick taken.",
        "—",
    ),
    "A16": (
        "KARTY-2.1/2.2 fine the holder (club list). Alternative: the Кодекс's plain redeal.",
        "penalty_card_count_holder_fined (default true)",
    ),
    "A17": ("Penalties are never multiplied by bombs or blind play.", "—"),
    "A18": (
        "The rules of play come from the laws of bridge: only their generic principles are used "
        "(PROCEDURE).",
        "—",
    ),
    "A19": ("A revoke has no published penalty: record it as `custom`.", "—"),
    "A20": (
        "Penalties use L and R as printed, not doubled in Leningrad. Alternative: multiply by the "
        "convention's remiz factor.",
        "penalties_follow_convention_factor (default false)",
    ),
    "A21": (
        "Кодекс 3.4.6: the deal is scored as remiz(c, 2 + p) — declarer's mountain and "
        "consolation — with whists for tricks from the actual play (none if it was not played).",
        "—",
    ),
    "A22": (
        "PRIKUP-4 carrying a deal that ended in raspasy (nobody ordered after the talon was "
        "exposed): «распасовка кончается» is read literally, the raspasy streak ends. "
        "Alternative: the raspasy counts in the streak like any other. Our reading; the "
        "catalogue lists no ambiguity here.",
        "penalty_prikup_4_raspasy_ends_streak (default true)",
    ),
}

CHOICES = """\
## Design choices (where the sources are silent)

- **An incident is recorded when it happens, before the deal it belongs to is recorded.** The
  game fills in the dealer (`state.table.dealer`), the raspasy level R (from the streak before
  this deal), the third speaker and the per-pool offence counter from that position.
- **Rules that change a deal's result carry the deal.** `kodeks-3.4.6`, `kodeks-3.4.9`,
  `zakaz-1.1`, `zakaz-3.1`, `zakaz-5.1`, `zakaz-7`, `prikup-3.2.1`, `prikup-3.2.2`, `prikup-4`,
  `prikup-5`, `prikup-8.2` and `house-undercall` have a `deal` fact: a `pulka-game` deal (or
  raspasy) object. The incident event then *replaces* the deal event: the fold checks it like a
  deal, scores it with the rule's change, moves the dealer on and updates the raspasy streak.
- **Provenance.** Entries a rule adds (fines, compensation) carry `rule=<rule id>`. Entries of an
  embedded deal keep the deal codes (`whists_for_tricks`, `game_made`…), except the remiz,
  consolation and failed-misère entries of a deal whose result the rule changes
  (3.4.6, 3.4.9, house-undercall), which carry the rule id. PRIKUP-0's duplicate carries
  `prikup-0`.
- **“Not written to the pool”** (ZAKAZ-1.1, 3.1, 5.1) drops the made game's pool entry with its
  help and Rostov mountain-first entries; whists and mountain are written.
- **ZAKAZ-6 minimum**: 10 × L(dearer) whists (one undertrick's mountain at ten whists per mountain
  point), shared equally by the players who pressed; an agreed larger amount may be given.
- **ZAKAZ-7.2 average**: each amount is the mean of the two scorings («Записывается
  усреднённый результат»). An odd sum is written as an exact half (a fraction, shown `6½` on the
  sheet and `"13/2"` in `pulka score --json`); whole amounts stay whole numbers. `custom` and a
  manual entry accept a half too (`"3/2"`).
- **Facts contradicting the game are refused** (`validate_facts` runs the rule on a scratch
  copy, so nothing is written): a game-filled fact (dealer, R, third speaker, repeat count)
  other than the game's; a raspasy given to a contract
  rule; a deal nobody played (two passes or a half-whist) for rules about play (Кодекс 3.4.9,
  ZAKAZ-1.1, 5.1); the resting dealer of a four-handed game as a bidder, declarer, card holder
  or bidding winner; after two passes a declarer other than the third player (PRIKUP-5); a
  contract below the last bid (PRIKUP-3.2.x); misère as the level reached (ZAKAZ-1.1, 3.1) or
  as ZAKAZ-4's other contract.
- **Consequences and the next deal.** The deal after an incident is checked against what the
  incident decided: after `forced_pass` (PRIKUP-2, 7 from the table, 9.x) or `deemed_pass`
  (PRIKUP-6.1) the violator cannot be the declarer; after PRIKUP-6.1, 9.2 and 9.3 the deal is a
  raspasy. A deal that contradicts this is refused (`consequence_not_declarer`,
  `consequence_raspasy_only`). The override: a `custom` incident recorded in between (the table
  agreed otherwise) lifts the limits. The limits last until the next deal or raspasy.
- **Answers that always lead to a refusal are not offered**: ZAKAZ-2.3 asks `longer_by` from 2
  to 10 (seed 001 item 2.3 allows the change only to a suit two or more cards longer; ten cards
  bound the difference); Кодекс 3.4.6 accepts `proven_undertricks` up to the contract's level (a
  six goes down at most six; the seed's six proven down five is written down seven), 8 on a
  misère.
- **Procedural rules** (Кодекс 3.4.5, 3.4.7, 3.4.8, 3.4.12–3.4.14, ZAKAZ-1.2/2.x, SDACHA,
  PROCEDURE) write nothing; they report a decision as consequences. `sdacha-3.2.14` with a
  complete deal moves the rotation to the player who actually dealt.
- **House-rule switches**: Кодекс 3.4.10 is on when `dealer_fine_on_talon_refusal` > 0 (the
  amount); Кодекс 3.4.11 uses the existing `talon_whists` switch (do not also give
  `talon_tricks` on the same deal); every `house-*` item needs `penalty_house_rules`.
- **Consequence codes** beyond the catalogue's §2 list name procedural decisions:
  {extra}.
"""


def _rule_markdown(rule: PenaltyRule) -> list[str]:
    lines = [f"### `{rule.id}` — {rule.title}", "", rule.description, ""]
    note = f" ({rule.citation.note})" if rule.citation.note else ""
    lines.append(f"- **Citation:** {book_reference(rule.citation, rule.section, rule.id)}{note}")
    lines.append(f"- **Penalty:** {rule.formula}")
    consequences = ", ".join(f"`{c.value}`" for c in rule.consequences) or "none"
    lines.append(f"- **Consequences:** {consequences}")
    if rule.gate is not None:
        lines.append("- **Off by default:** needs a rules option (see above).")
    if rule.choices:
        lines.append("- **Interpretations:** " + ", ".join(rule.choices))
    specs = fact_specs(rule)
    if specs:
        lines += ["- **Facts:**", ""]
        lines.append("  | name | kind | required | allowed | asked when | filled by the game |")
        lines.append("  |---|---|---|---|---|---|")
        for spec in specs:
            allowed = ", ".join(str(a) for a in spec.allowed()) or _range(
                spec.minimum, spec.maximum
            )
            when = (
                "; ".join(
                    f"{k} ∈ {{{', '.join(str(v) for v in vs)}}}"
                    for k, vs in spec.depends_on.items()
                )
                or "always"
            )
            game = spec.game.value if spec.game else "—"
            required = "yes" if spec.required else f"no (default {spec.default!r})"
            cells = (f"`{spec.name}`", spec.kind.value, required, allowed, when, game)
            lines.append("  | " + " | ".join(cells) + " |")
    else:
        lines.append("- **Facts:** none")
    lines.append("")
    return lines


def render_markdown() -> str:
    """The whole document, deterministic: the test compares it with ``docs/penalties.md``."""
    extra = ", ".join(f"`{c.value}`" for c in Consequence if c not in CATALOGUE_CONSEQUENCES)
    lines = [
        "# Penalties",
        "",
        "<!-- Generated by `python -m app.penalties.docs > docs/penalties.md`; do not edit. -->",
        "",
        "Every violation of `penalty-catalogue.md` is a rule of `app/penalties/`: an id, a "
        "citation, the facts it needs, a penalty formula and the consequences it reports. An "
        'incident is a `pulka-game` event `{"type": "incident", "rule": ID, "facts": {...}}`, '
        "scored by the fold (and so by `pulka score`); `pulka rules --json` prints this "
        "catalogue with each rule's facts schema and `pulka rules ID` explains one rule.",
        "",
        "Units (catalogue §2): `L(level)` = the game cost of a bid level (misère 10); `R` = "
        "the raspasy level 2/4/6; `half_podsad(c)` = L(c)/2; `comp_whists(c)` = 5 × L(c).",
        "",
        CHOICES.format(extra=extra),
        "## Interpretation choices (catalogue §4)",
        "",
        "| id | reading implemented | option for the alternative |",
        "|---|---|---|",
    ]
    for key, (text, option) in INTERPRETATIONS.items():
        lines.append(f"| {key} | {text} | {option} |")
    lines.append("")
    for section, heading in SECTIONS.items():
        lines += [f"## {heading}", ""]
        for rule in REGISTRY.values():
            if rule.section == section:
                lines += _rule_markdown(rule)
    return "\n".join(lines).rstrip() + "\n"


def _range(minimum: int | None, maximum: int | None) -> str:
    """An int fact's range for the facts table (``2–10``, ``≥ 0``), or a dash."""
    if minimum is not None and maximum is not None:
        return f"{minimum}–{maximum}"
    if minimum is not None:
        return f"≥ {minimum}"
    if maximum is not None:
        return f"≤ {maximum}"
    return "—"


def main() -> None:
    import app.penalties  # noqa: F401 - registers every rule

    sys.stdout.write(render_markdown())


if __name__ == "__main__":
    main()
