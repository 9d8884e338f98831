"""``pulka rules [--json] [ID]``: the penalty catalogue, or one rule explained in words."""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from typing import Any

from app.cli.errors import CliError


def ordered_rules() -> list[Any]:
    """The catalogue in its sections' order (PRIKUP, ZAKAZ, KODEKS, … custom)."""
    from app.penalties import CATALOGUE
    from app.penalties.sections import SECTIONS

    order = [section.id for section in SECTIONS]
    return sorted(CATALOGUE.values(), key=lambda rule: order.index(rule.section))


def rule_json(rule: Any) -> dict[str, Any]:
    """One rule with its complete facts schema (including the PRIKUP-0 modifier)."""
    from app.penalties import fact_specs

    return {**rule.to_dict(), "facts": [spec.to_dict() for spec in fact_specs(rule)]}


def catalogue_json() -> dict[str, Any]:
    """Every rule with its facts schema (the wizard and other tools read this)."""
    rules = [rule_json(rule) for rule in ordered_rules()]
    return {"format": "pulka-penalties", "version": 1, "rules": rules}


def explain(rule_id: str) -> str:
    """One rule in English words: title, description, citation, penalty, facts, consequences."""
    from app.penalties import CATALOGUE, fact_specs
    from app.penalties.sources import book_reference

    rule = CATALOGUE.get(rule_id)
    if rule is None:
        raise CliError("unknown_rule", value=repr(rule_id))
    wrap = textwrap.TextWrapper(width=88, subsequent_indent="  ")
    lines = [f"{rule.id} — {rule.title}", ""]
    lines += textwrap.wrap(rule.description, width=88)
    source = book_reference(rule.citation, rule.section, rule.id)
    lines += ["", wrap.fill(f"Source: {source}"), wrap.fill(f"Penalty: {rule.formula}")]
    consequences = ", ".join(c.value for c in rule.consequences) or "none"
    lines.append(wrap.fill(f"Consequences: {consequences}"))
    if rule.gate is not None:
        lines.append("Off by default: enable it with a rules option (docs/penalties.md).")
    specs = fact_specs(rule)
    if specs:
        lines += ["", "Facts:"]
        for spec in specs:
            notes = []
            if spec.game is not None:
                notes.append(f"filled in by the game ({spec.game.value})")
            if not spec.required:
                notes.append(f"optional, default {spec.default!r}")
            if spec.depends_on:
                cond = "; ".join(
                    f"{k} is {'/'.join(map(str, v))}" for k, v in spec.depends_on.items()
                )
                notes.append(f"asked when {cond}")
            allowed = spec.allowed()
            if allowed:
                notes.append("one of " + ", ".join(map(str, allowed)))
            extra = f" [{'; '.join(notes)}]" if notes else ""
            lines.append(wrap.fill(f"- {spec.name} ({spec.kind.value}): {spec.question}{extra}"))
    return "\n".join(lines) + "\n"


def run_rules(args: argparse.Namespace) -> int:
    from app.penalties import CATALOGUE

    if args.rule:
        if args.json:
            if args.rule not in CATALOGUE:
                raise CliError("unknown_rule", value=repr(args.rule))
            json.dump(rule_json(CATALOGUE[args.rule]), sys.stdout, ensure_ascii=False, indent=2)
            sys.stdout.write("\n")
        else:
            sys.stdout.write(explain(args.rule))
        return 0
    if args.json:
        json.dump(catalogue_json(), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return 0
    for rule in ordered_rules():
        sys.stdout.write(f"{rule.id:28} {rule.title}\n")
    return 0


def _add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("rule", nargs="?", help="a rule id (prikup-1.1, kodeks-3.4.9, …)")
    parser.add_argument("--json", action="store_true", help="machine-readable catalogue")


RULES = ("list the penalty catalogue, or explain one rule", _add_arguments, run_rules)
