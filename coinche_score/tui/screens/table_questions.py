"""Describe your table: eight questions in plain words instead of a preset.

Each answer is shown at once on a sample deal scored under the rules the answers make.  The
rules get a name and are saved as house rules; the screen returns them (or None if cancelled),
and the new-match screen offers them like a preset, to start with or fine-tune in the editor.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from coinche_score.i18n import Texts
from coinche_score.rules import (
    CUSTOM,
    BeloteScoring,
    CoincheScoring,
    InvalidRulesError,
    Rounding,
    RuleSet,
    Scale,
    rule_conflicts,
)
from coinche_score.store.house_rules import HouseRules, HouseRulesError, check_name
from coinche_score.tui.screens.dialogs import leave_if_sure
from coinche_score.tui.screens.in_sight import FocusedInSight
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.store_errors import name_refusal, store_error_text
from coinche_score.tui.widgets.choice_picker import Choice, ChoicePicker
from coinche_score.tui.widgets.field_list import FieldList
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.name_input import NameInput
from coinche_score.tui.widgets.rule_test import score_line
from coinche_score.tui.widgets.showing import reveal_error, show, show_error


@dataclass(frozen=True)
class Question:
    """A question, its answers (each a change to the rules), and the deal that shows them."""

    id: str
    answers: tuple[tuple[str, Mapping[str, Any]], ...]
    #: The sample deal, as entered (taker A); None: the question shows no deal.
    sample: Mapping[str, Any] | None
    #: The rule fields whose refusal this question answers for.
    fields: tuple[str, ...]


QUESTIONS: tuple[Question, ...] = (
    Question(
        "scale",
        (
            ("points_and_bid", {"scale": Scale.POINTS_AND_BID}),
            ("points_only", {"scale": Scale.POINTS_ONLY}),
            ("bid_only", {"scale": Scale.BID_ONLY}),
        ),
        {"taker": "A", "contract": 100, "trump": "hearts", "taker_points": 110},
        ("scale",),
    ),
    Question(
        "beat_defence",
        (("no", {"must_beat_defence": False}), ("yes", {"must_beat_defence": True})),
        {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 81},
        ("must_beat_defence", "defence_tie"),
    ),
    Question(
        "coinche",
        (
            ("bid", {"coinche_scoring": CoincheScoring.MULTIPLY_BID}),
            ("whole_score", {"coinche_scoring": CoincheScoring.WHOLE_SCORE}),
            ("winner_takes_all", {"coinche_scoring": CoincheScoring.WINNER_TAKES_ALL}),
            ("winner_line", {"coinche_scoring": CoincheScoring.MULTIPLY_WINNER_LINE}),
        ),
        {
            "taker": "A",
            "contract": 100,
            "trump": "hearts",
            "coinche": "coinche",
            "taker_points": 110,
        },
        ("coinche_scoring", "coinche_multiplies_bid", "coinche_multiplies_belote"),
    ),
    Question(
        "belote",
        (
            ("holder", {"belote_scoring": BeloteScoring.HOLDER}),
            ("defence", {"belote_scoring": BeloteScoring.TAKEN_ON_FAILURE}),
            ("nobody", {"belote_scoring": BeloteScoring.NEVER}),
        ),
        {
            "taker": "A",
            "contract": 100,
            "trump": "hearts",
            "taker_points": 70,
            "belote": {"A": 20, "B": 0},
        },
        ("belote_scoring",),
    ),
    Question(
        "rounding",
        (
            ("none", {"rounding": Rounding.NONE}),
            ("up", {"rounding": Rounding.NEAREST_10}),
            ("down", {"rounding": Rounding.NEAREST_10_5_DOWN}),
        ),
        {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 85},
        ("rounding", "rounding_scope", "success_on_rounded"),
    ),
    Question(
        "capot",
        (
            ("points", {"capot_bid": True, "capot_flat_score": None}),
            ("flat", {"capot_bid": True, "capot_flat_score": 500}),
            ("none", {"capot_bid": False, "capot_flat_score": None}),
        ),
        {
            "taker": "A",
            "contract": "capot",
            "trump": "hearts",
            "taker_points": 162,
            "all_tricks": True,
        },
        ("capot_bid", "capot_flat_score", "capot_value"),
    ),
    Question(
        "announces",
        (("no", {"announces": False}), ("yes", {"announces": True})),
        {
            "taker": "A",
            "contract": 100,
            "trump": "hearts",
            "taker_points": 110,
            "announces": {"A": ["tierce"], "B": []},
        },
        ("announces",),
    ),
    Question(
        "target",
        tuple(
            (str(target), {"default_target": target}) for target in (500, 1000, 1500, 2000, 3000)
        ),
        None,
        ("default_target", "target_options"),
    ),
)

#: Where the answers start from when no rules are given: the field defaults, which are
#: version 1's classic play.
START = RuleSet()


def answers_of(rules: RuleSet) -> dict[str, str | None]:
    """The answer ``rules`` give to each question; None where they give none of its answers
    (the question then changes nothing unless answered)."""
    return {
        question.id: next(
            (
                answer
                for answer, changes in question.answers
                if all(getattr(rules, field) == value for field, value in changes.items())
            ),
            None,
        )
        for question in QUESTIONS
    }


def rules_from_answers(
    answers: Mapping[str, str | None], name: str = CUSTOM, start: RuleSet = START
) -> tuple[RuleSet | None, list[InvalidRulesError]]:
    """The rules the answers make from ``start`` (None if they contradict each other) and the
    refusals; a question left unanswered (None) keeps what ``start`` says."""
    values: dict[str, Any] = {**start.model_dump(), "name": name}
    values["description"] = values["source"] = ""  # the table's own rules now
    for question in QUESTIONS:
        answer = answers.get(question.id)
        if answer is not None:
            values.update(dict(question.answers)[answer])
    if values["default_target"] not in values["target_options"]:
        values["target_options"] = (values["default_target"],)  # the one the table plays to
    answered = {
        field
        for question in QUESTIONS
        if (answer := answers.get(question.id)) is not None
        for field in dict(question.answers)[answer]
    }
    problems = rule_conflicts(values)
    while problems:
        # A rule no answer set that the answers contradict goes back to its default: the
        # answer means it no longer applies (the coinche base of points faits once a coinche
        # no longer takes all; ffb's litige on a tie once the taker need not beat the defence).
        settled = {
            problem.field: RuleSet.model_fields[problem.field].default
            for problem in problems
            if problem.field not in answered
            and values[problem.field] != RuleSet.model_fields[problem.field].default
        }
        if not settled:
            return None, problems
        values.update(settled)
        problems = rule_conflicts(values)
    return RuleSet.model_validate(values), []


def question_of(field: str) -> str | None:
    return next((q.id for q in QUESTIONS if field in q.fields), None)


class TableQuestionsScreen(StyledOnce, FocusedInSight, ModalScreen[RuleSet | None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "finish", "Save", id="table.finish"),
        Binding("escape", "cancel", "Cancel", id="table.cancel"),
    ]

    def __init__(self, texts: Texts, house: HouseRules, start: RuleSet = START) -> None:
        """``start``: the rules picked in the new-match form, which the answers change."""
        super().__init__()
        self.texts = texts
        self.house = house
        self.start = start

    def compose(self) -> ComposeResult:
        texts = self.texts
        given = answers_of(self.start)
        capot = self.start.capot_value
        with Vertical(classes="dialog", id="table-questions"):
            yield Label(texts("table.title"), classes="dialog-title")
            with FieldList(id="table-fields"):
                yield Label(texts("table.intro"), classes="rule-help")
                for number, question in enumerate(QUESTIONS, start=1):
                    yield Label(
                        f"{number}. {texts(f'table.{question.id}')}", classes="section-title"
                    )
                    yield ChoicePicker[str](
                        [
                            # The capot's worth as the rules say it (cannes_2016's is 270).
                            Choice(answer, texts(f"table.{question.id}.{answer}", capot=capot), "")
                            for answer, _ in question.answers
                        ],
                        given[question.id],
                        id=f"answer-{question.id}",
                    )
                    yield Static("", classes="table-sample", id=f"sample-{question.id}")
                    yield Label("", classes="field-error", id=f"error-{question.id}")
                yield Label(texts("table.name"), classes="section-title")
                yield NameInput(
                    texts,
                    placeholder=texts("table.name.placeholder"),
                    id="table-name",
                )
                yield Label("", classes="field-error", id="error-name", markup=False)
            yield KeyBar(texts)

    def on_mount(self) -> None:
        self.query_one(f"#answer-{QUESTIONS[0].id}").focus()
        # Focusing scrolls the introduction and the first question out of sight: back up.
        self.call_after_refresh(self.query_one(FieldList).scroll_home, animate=False)
        self._answered()
        self._as_opened = self._entered()

    def _entered(self) -> tuple[object, ...]:
        """What the questions hold: the answers and the name typed."""
        return self.answers(), self.query_one("#table-name", Input).value

    def answers(self) -> dict[str, str | None]:
        return {q.id: self.query_one(f"#answer-{q.id}", ChoicePicker).value for q in QUESTIONS}

    @on(ChoicePicker.Changed)
    def _answered(self) -> None:
        """Every sample deal again under the rules the answers make."""
        texts = self.texts
        rules, problems = rules_from_answers(self.answers(), start=self.start)
        refused: dict[str, str] = {}
        for problem in problems:
            asked = question_of(problem.field)
            if asked is not None:
                refused.setdefault(asked, texts.rules_problem(problem))
        for question in QUESTIONS:
            show_error(self, question.id, refused.get(question.id, ""))
            sample = self.query_one(f"#sample-{question.id}", Static)
            if rules is None:
                show(sample, "")
            elif question.sample is None:
                show(sample, Text(texts("table.target.sample", target=rules.default_target)))
            elif question.id == "announces" and not rules.announces:
                show(sample, Text(texts("table.announces.off")))
            else:
                show(sample, score_line(texts, dict(question.sample), rules))

    @on(Input.Submitted, "#table-name")
    def action_finish(self) -> None:
        texts = self.texts
        typed = self.query_one("#table-name", Input).value
        rules, problems = rules_from_answers(self.answers(), start=self.start)
        message = name_refusal(texts, typed) if typed.strip() else texts("table.name.missing")
        if not message:
            name = check_name(typed)
            try:
                taken = self.house.get(name) is not None
            except HouseRulesError as error:
                taken, message = False, store_error_text(texts, error)
            if taken:
                message = texts("table.name.taken", name=name)
        show_error(self, "name", message)
        if message or rules is None:
            self.app.bell()
            first = next((asked for p in problems if (asked := question_of(p.field))), None)
            self.query_one(f"#answer-{first}" if first else "#table-name").focus()
            reveal_error(self, first or "name")
            return
        try:
            saved = self.house.save(name, rules)
        except HouseRulesError as error:
            like = (
                error.params.get("like") if error.params.get("kind") == "lookalike_saved" else None
            )
            # Here house rules are never replaced: not "give their very name" as elsewhere.
            said = texts("table.save_failed", reason=store_error_text(texts, error))
            show_error(self, "name", said if like is None else texts("table.name.taken", name=like))
            reveal_error(self, "name")
            self.app.bell()
            return
        self.dismiss(saved.rules)

    def action_cancel(self) -> None:
        """Back to the new match; answers given are dropped only if asked."""
        changed = self._entered() != self._as_opened
        leave_if_sure(self, self.texts, self.texts("table.discard"), changed=changed)
