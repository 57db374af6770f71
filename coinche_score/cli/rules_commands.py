"""``coinche-score rules …``: the presets and the house rules saved in the data folder."""

from __future__ import annotations

import argparse
import json
import shutil
from typing import Any

from coinche_score.cli.console import one_line, read_json_input, say, warn
from coinche_score.cli.errors import fail
from coinche_score.cli.json_output import print_json
from coinche_score.cli.refused import CliCode, CommandRefusal
from coinche_score.cli.saved import command_texts, damaged_lines, refusals, rules_argument
from coinche_score.cli.text_output import filled_table_rows, table_lines
from coinche_score.rules import DESCRIPTIVE_FIELDS, PRESETS, RULE_SECTIONS, RuleSet
from coinche_score.store.house_rules import HouseRules, HouseRulesError
from coinche_score.text import wrapped


def house_rules(args: argparse.Namespace) -> HouseRules:
    return HouseRules(args.data_dir)


def named_rules(name: str, house: HouseRules) -> tuple[RuleSet, str | None]:
    """A preset or saved rule set by name, and the path it is saved at (None for a preset)."""
    if name in PRESETS:
        return PRESETS[name], None
    try:
        found = house.get(name)
    except HouseRulesError as error:
        fail(error)
    if found is None:
        known = ", ".join([*PRESETS, *(saved.name for saved in house.scan()[0])])
        fail(CommandRefusal(CliCode.NO_RULES, name=name, known=known))
    return found, str(house.path(name))


def rule_fields(rules: RuleSet) -> list[tuple[str, str, Any]]:
    """Every rule of ``rules``: its field name, what it means, and its value as JSON."""
    values = rules.model_dump(mode="json")
    return [
        (field, info.description or "", values[field])
        for field, info in RuleSet.model_fields.items()
    ]


def value_text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def terminal_width() -> int:
    """The columns of the terminal (COLUMNS, else the terminal's, else 80), for long texts."""
    return shutil.get_terminal_size().columns


def cmd_rules_list(args: argparse.Namespace) -> int:
    house = house_rules(args)
    with refusals():
        saved, damaged = house.scan()
    if args.json:
        print_json(
            {
                "folder": str(house.folder),
                "presets": [{"name": n, "description": r.description} for n, r in PRESETS.items()],
                "saved": [{"name": s.name, "path": str(s.path)} for s in saved],
                "damaged": [{"path": str(d.path), "reason": d.reason} for d in damaged],
            }
        )
        return 0
    texts = command_texts(args)
    preset, kept = texts("cli.rules.preset"), texts("cli.rules.saved")
    rows = [(texts("cli.rules.name"), texts("cli.rules.kind"), texts("cli.rules.description"))]
    rows += [(name, preset, texts.rules_about(rules)) for name, rules in PRESETS.items()]
    rows += [(s.name, kept, str(s.path)) for s in saved]
    say("\n".join(filled_table_rows(rows, (), terminal_width())))
    warn(texts, damaged_lines(texts, damaged))
    return 0


def cmd_rules_show(args: argparse.Namespace) -> int:
    house = house_rules(args)
    rules, path = named_rules(args.name, house)
    fields = rule_fields(rules)
    if args.json:
        print_json(
            {
                "name": rules.name,
                "from": "preset" if path is None else path,
                "rules": rules.model_dump(mode="json"),
                "fields": [
                    {"field": field, "meaning": meaning, "value": value}
                    for field, meaning, value in fields
                ],
            }
        )
        return 0
    texts = command_texts(args)
    origin = texts("cli.rules.preset") if path is None else one_line(path)
    say(texts("cli.rules.title", name=rules.name, origin=origin))
    width = terminal_width()
    for field, said in (("description", texts.rules_about(rules)), ("source", rules.source)):
        if said:
            text = texts("cli.rules.labelled", label=field, text=" ".join(said.split()))
            lines = wrapped(text, width, subsequent_indent="  ", break_long_words=False)
            say("\n".join(lines))
    # The rules by section, so that the value column is as wide as values, not as texts.
    values = {field: value for field, _, value in fields}
    rows = [(texts("cli.rules.field"), texts("cli.rules.value"), texts("cli.rules.meaning"))]
    rows += [
        (field, value_text(values[field]), texts.rule_help(field))
        for _, names in RULE_SECTIONS
        for field in names
    ]
    lines = filled_table_rows(rows, (), width)
    say(lines[0])
    row = 1
    for section, names in RULE_SECTIONS:
        say(f"[{texts(f'rules.section.{section}')}]")
        say("\n".join(lines[row : row + len(names)]))
        row += len(names)
    return 0


def cmd_rules_save(args: argparse.Namespace) -> int:
    house = house_rules(args)
    text = read_json_text(args.rules, args.lang) if args.rules == "-" else args.rules
    rules = rules_argument(text, house, option="RULES_JSON")
    with refusals():
        saved = house.save(args.name, rules)
    say(command_texts(args)("cli.rules.saved_in", name=saved.name, path=one_line(saved.path)))
    return 0


def read_json_text(source: str, lang: str | None) -> str:
    """Standard input as text: a rule-set object, or a preset or saved name as a JSON string."""
    document = read_json_input(source, "rules", lang=lang)
    if isinstance(document, str):
        return document
    return json.dumps(document)


def cmd_rules_delete(args: argparse.Namespace) -> int:
    house = house_rules(args)
    with refusals():
        path = house.delete(args.name)
    said = command_texts(args)("cli.rules.deleted", name=args.name.strip(), path=one_line(path))
    say(said)
    return 0


def cmd_rules_diff(args: argparse.Namespace) -> int:
    house = house_rules(args)
    first, _ = named_rules(args.first, house)
    second, _ = named_rules(args.second, house)
    a, b = first.model_dump(mode="json"), second.model_dump(mode="json")
    # The rules alone: what a set is called and says of itself plays no card.
    changed = [
        field
        for field in RuleSet.model_fields
        if field not in DESCRIPTIVE_FIELDS and a[field] != b[field]
    ]
    if args.json:
        # Keyed "a" and "b" as the command's A and B: keyed by names, rules named "field"
        # would take the place of the field's name.
        print_json([{"field": field, "a": a[field], "b": b[field]} for field in changed])
        return 0
    texts = command_texts(args)
    if not changed:
        say(texts("cli.rules.same", first=args.first, second=args.second))
        return 0
    rows = [(texts("cli.rules.field"), args.first, args.second)]
    rows += [(field, value_text(a[field]), value_text(b[field])) for field in changed]
    say("\n".join(table_lines(rows, right_aligned=())))
    return 0
