"""Deals read from a match file are built without pydantic when their JSON has exactly the
types a saved file holds: the deal built is the one pydantic validates, field by field, and
anything pydantic would refuse (or convert) is left to pydantic."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from deal_strategies import THROWN_IN, variant_deals, variant_rules
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from coinche_score.rules import PRESETS
from coinche_score.scoring import Deal, deal_from_json

ANY_RULES = st.one_of(st.sampled_from(list(PRESETS.values())), variant_rules())

#: JSON values of every kind, and Python values a JSON parse never gives.
ODD_LIST: list[Any] = [
    None,
    True,
    False,
    0,
    1,
    20,
    -20,
    90,
    90.0,
    162,
    "A",
    "B",
    "C",
    "a",
    "",
    "90",
    "capot",
    "generale",
    "hearts",
    "no_trump",
    "none",
    "coinche",
    "tierce",
    "carre",
    [],
    ["tierce"],
    ["tierce", "cent"],
    ["nope"],
    [1],
    ("tierce",),
    {},
    {"A": 20},
    {"B": 0},
    {"A": 0, "B": 20},
    {"A": True},
    {"A": 20.0},
    {"C": 20},
    {"A": ["tierce"]},
    {"B": ["cent", "tierce"]},
    {"A": [], "B": []},
    {"A": "tierce"},
    {"A": ["tierce"], "C": []},
]
ODD_VALUES = st.sampled_from(ODD_LIST)
FIELD_NAMES = st.sampled_from([*Deal.model_fields, "extra"])


@st.composite
def raw_deals(draw: st.DrawFn) -> Any:
    """A deal as a saved file holds it (all fields, or only those set), maybe changed: a field
    dropped, a value of another kind, an unknown field; or not an object at all."""
    rules = draw(ANY_RULES)
    deal = draw(st.one_of(variant_deals(rules), st.just(THROWN_IN)))
    raw: Any = deal.model_dump(mode="json", exclude_unset=draw(st.booleans()))
    for _ in range(draw(st.integers(0, 2))):
        name = draw(FIELD_NAMES)
        if draw(st.booleans()):
            raw.pop(name, None)
        else:
            raw[name] = draw(ODD_VALUES)
    return draw(st.one_of(st.just(raw), st.just(raw), st.just(raw), ODD_VALUES))


def assert_same_deal(built: Deal, validated: Deal) -> None:
    assert built == validated
    for name in Deal.model_fields:
        mine, theirs = getattr(built, name), getattr(validated, name)
        assert type(mine) is type(theirs) and mine == theirs, name
    assert built.belote is validated.belote and built.announces is validated.announces
    assert built.model_fields_set == validated.model_fields_set
    assert built.model_dump_json() == validated.model_dump_json()
    assert built.__pydantic_extra__ == validated.__pydantic_extra__
    assert built.__pydantic_private__ == validated.__pydantic_private__


def agrees_with_pydantic(raw: Any) -> None:
    try:
        validated = Deal.model_validate(raw)
    except ValidationError:
        assert deal_from_json(raw) is None  # pydantic refuses it, and says why
        return
    # Its belote and announces are now shared: the quick way builds any valid saved deal...
    built = deal_from_json(raw)
    if built is None:
        # ...but for values pydantic converts (a float, a tuple) or a record not shared.
        return
    assert_same_deal(built, validated)


@settings(max_examples=500, deadline=None)
@given(raw_deals())
def test_a_deal_built_from_json_is_the_one_pydantic_validates(raw: Any) -> None:
    agrees_with_pydantic(raw)


BASES: list[dict[str, Any]] = [
    THROWN_IN.model_dump(mode="json"),
    {"taker": None},
    {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100},
    {
        "taker": "B",
        "contract": "capot",
        "trump": "all_trump",
        "coinche": "coinche",
        "taker_points": 162,
        "all_tricks": True,
        "belote": {"B": 40},
        "announces": {"B": ["cent", "tierce"]},
    },
    {
        "taker": "A",
        "contract": 90,
        "renonce": "B",
        "belote": {"A": 0, "B": 0},
        "announces": {"A": [], "B": []},
    },
]


def test_every_field_given_every_odd_value_agrees_with_pydantic() -> None:
    for base in BASES:
        full = Deal.model_validate(base).model_dump(mode="json")
        for raw in (base, full):
            agrees_with_pydantic(raw)
            for name in [*Deal.model_fields, "extra"]:
                agrees_with_pydantic({key: value for key, value in raw.items() if key != name})
                for value in ODD_LIST:
                    agrees_with_pydantic({**raw, name: value})


@settings(max_examples=300, deadline=None)
@given(ANY_RULES.flatmap(variant_deals))
def test_every_saved_deal_is_built_the_quick_way(deal: Deal) -> None:
    """Written by the store (every field), or by hand (only those set): once its belote and
    announces records are shared, no deal needs pydantic."""
    for raw in (deal.model_dump(mode="json"), deal.model_dump(mode="json", exclude_unset=True)):
        validated = Deal.model_validate(raw)
        built = deal_from_json(raw)
        assert built is not None
        assert_same_deal(built, validated)


def test_the_first_file_a_process_reads_needs_no_pydantic_for_its_deals() -> None:
    """Every belote a deal may hold, and the empty announces that files written with every
    field hold, are shared from the start: a command reads one file, the first."""
    deals = [
        {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100, "belote": {"B": 20}},
        {**THROWN_IN.model_dump(mode="json"), "belote": {"A": 0, "B": 0}},
        {"taker": "B", "contract": 90, "trump": "all_trump", "taker_points": 90,
         "belote": {"A": 40, "B": 40}, "announces": {"A": [], "B": []}},
    ]  # fmt: skip
    code = (
        "import json, sys\n"
        "from coinche_score.scoring import deal_from_json\n"
        "print([deal_from_json(raw) is not None for raw in json.load(sys.stdin)])\n"
    )
    built = subprocess.run(
        [sys.executable, "-c", code],
        input=json.dumps(deals),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert built.stdout == "[True, True, True]\n"
