"""The rules editor's live panel and inline refusals, "Describe your table", and saved house
rules on the new-match screen, driven from the keyboard."""

from __future__ import annotations

import errno
import itertools
from pathlib import Path
from typing import Any

import pytest
from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input, Label, OptionList, Static
from tui_pilot import SMALL, make_app, on_screen, saved_match, until

from coinche_score.i18n import LANGUAGES, Language, Texts
from coinche_score.rules import (
    PRESETS,
    BeloteScoring,
    CoincheScoring,
    DefenceTie,
    Rounding,
    RuleSet,
    Scale,
    preset,
    rule_conflicts,
)
from coinche_score.scoring import parse_deal, score_deal
from coinche_score.store import house_rules
from coinche_score.store.house_rules import HouseRules, HouseRulesError, check_name
from coinche_score.tui.screens.dialogs import ConfirmScreen
from coinche_score.tui.screens.new_match import NewMatchScreen
from coinche_score.tui.screens.rules_editor import RulesEditorScreen, edited_fields
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.screens.table_questions import (
    QUESTIONS,
    START,
    TableQuestionsScreen,
    answers_of,
    question_of,
    rules_from_answers,
)
from coinche_score.tui.store_errors import store_error_text
from coinche_score.tui.widgets.choice_picker import ChoicePicker
from coinche_score.tui.widgets.field_list import FieldList
from coinche_score.tui.widgets.rule_test import (
    SAMPLE_DEALS,
    RuleTestPanel,
    sample_deal,
    score_line,
    score_sample,
)
from coinche_score.tui.widgets.score import InfoLine


def text_of(widget: Label | Static) -> str:
    return str(widget.content)


async def from_the_new_match_form(pilot: Pilot[None], key: str) -> Screen[Any]:
    """From the home screen: n, then ``key`` (^r customise, ^t describe your table)."""
    await pilot.press("n")
    await pilot.pause()
    await pilot.press(key)
    await pilot.pause()
    return pilot.app.screen


async def open_editor(pilot: Pilot[None]) -> RulesEditorScreen:
    editor = await from_the_new_match_form(pilot, "ctrl+r")
    assert isinstance(editor, RulesEditorScreen)
    return editor


async def open_table_questions(pilot: Pilot[None]) -> TableQuestionsScreen:
    table = await from_the_new_match_form(pilot, "ctrl+t")
    assert isinstance(table, TableQuestionsScreen)
    return table


# ------------------------------------------------------------------------------ the editor


async def new_match_with_the_last_rule_set(pilot: Pilot[None]) -> OptionList:
    """From home: the new-match screen, its last rule set chosen (saved house rules come last);
    the list of rule sets."""
    await pilot.press("n")
    await pilot.pause()
    options = pilot.app.screen.query_one("#presets", OptionList)
    options.highlighted = options.option_count - 1
    return options


async def test_changing_a_rule_updates_the_live_panel_and_marks_the_field(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        editor = await open_editor(pilot)
        panel = editor.query_one("#rules-test", Static)
        before = text_of(panel)
        classic = preset("classic")
        made = score_sample(sample_deal("made", classic), classic).score
        assert made is not None
        assert f"{made.scores['A']:>5} /{made.scores['B']:>5}" in before
        label = editor.query_one("#label-rounding", Label)
        assert not label.has_class("-differs")
        # classic rounds to 10; one step left is "none".
        editor.query_one("#rule-rounding").focus()
        await pilot.press("left")
        await pilot.pause()
        unrounded = classic.model_copy(update={"rounding": Rounding.NONE})
        exact = score_sample(sample_deal("made", unrounded), unrounded).score
        assert exact is not None and exact.scores != made.scores
        after = text_of(panel)
        assert after != before
        assert f"{exact.scores['A']:>5} /{exact.scores['B']:>5}" in after
        assert app.texts("rules.test.was", a=made.scores["A"], b=made.scores["B"]) in after
        assert label.has_class("-differs")
        assert app.texts("rules.differs") in text_of(label)
        # Another rule refused: this one is still marked changed (every mark went).
        editor.query_one("#rule-coinche_multiplier", Input).value = "99"
        await pilot.pause()
        assert editor.current is None
        assert label.has_class("-differs") and app.texts("rules.differs") in text_of(label)
        multiplier = editor.query_one("#label-coinche_multiplier", Label)
        assert app.texts("rules.differs") in text_of(multiplier)
        refused = app.texts("rules.test.refused", rules=app.texts.rule_label("coinche_multiplier"))
        assert refused in text_of(panel)  # which rule says why, wherever it is


@pytest.mark.parametrize("wider", [(80, 20), (120, 36)])
async def test_the_rule_being_changed_stays_in_sight_when_the_terminal_widens(
    data_dir: Path, wider: tuple[int, int]
) -> None:
    """A phone turned from 40 to 80 columns: the help lines unwrapped, and the focused rule
    went out of view at the same scroll (found by a test of the rules editor)."""
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        editor = await open_editor(pilot)
        field = editor.query_one("#rule-coinche_multiplier", Input)
        field.focus()
        fields = editor.query_one(FieldList)
        await until(pilot, lambda: fields.region.contains_region(field.region))
        await pilot.resize_terminal(*wider)
        await until(pilot, lambda: app.size == Size(*wider))
        await until(pilot, lambda: fields.region.contains_region(field.region))


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_refused_combination_is_explained_at_its_field_and_apply_refused(
    data_dir: Path, language: Language
) -> None:
    """docs/scoring.md §5.1, rule 6: a tie with the defence is a litige only when the taker
    must beat the defence."""
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        editor = await open_editor(pilot)
        editor.query_one("#rule-defence_tie", ChoicePicker).select(DefenceTie.LITIGE)
        await pilot.pause()
        error = editor.query_one("#error-defence_tie", Label)
        assert error.has_class("-shown")
        expected = Texts(language)("rules.problem.tie_needs_must_beat")
        assert text_of(error) == expected
        assert "must_beat_defence" not in text_of(error)  # the players' words, not the field's
        refused = app.texts("rules.test.refused", rules=app.texts.rule_label("defence_tie"))
        assert refused in text_of(editor.query_one("#rules-test", Static))
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is editor
        assert app.focused is editor.query_one("#rule-defence_tie")
        # Allowing it makes the rules whole again.
        editor.query_one("#rule-must_beat_defence", ChoicePicker).select(True)
        await pilot.pause()
        assert not error.has_class("-shown")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        await pilot.press("ctrl+s")
        await pilot.pause()
    rules = saved_match(data_dir).rules
    assert (rules.defence_tie, rules.must_beat_defence, rules.name) == (
        DefenceTie.LITIGE,
        True,
        "custom",
    )


async def test_a_number_out_of_range_is_said_in_french(data_dir: Path) -> None:
    app = make_app(data_dir, "fr")
    async with app.run_test(size=SMALL) as pilot:
        editor = await open_editor(pilot)
        editor.query_one("#rule-coinche_multiplier", Input).value = "11"
        await pilot.pause()
        assert text_of(editor.query_one("#error-coinche_multiplier", Label)) == "De 1 à 10."
        editor.query_one("#rule-coinche_base", Input).value = "6000"
        await pilot.pause()
        assert text_of(editor.query_one("#error-coinche_base", Label)) == "De 0 à 5000, ou vide."
        editor.query_one("#rule-target_options", Input).value = "1000,,2000"
        await pilot.pause()
        said = text_of(editor.query_one("#error-target_options", Label))
        assert said == "Des nombres entiers séparés par des virgules."


async def test_while_a_list_is_not_numbers_the_other_fields_ranges_are_said_as_typed(
    data_dir: Path,
) -> None:
    """Every mark of a value out of range went while one field was not even numbers, and a
    default target of 9999999 was said only once the targets were mended (found by an
    audit of house rules)."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        editor = await open_editor(pilot)
        editor.query_one("#rule-coinche_multiplier").focus()
        await pilot.press("end", "backspace", "1", "1")
        editor.query_one("#rule-target_options").focus()
        await pilot.press("end", ",", ",")
        editor.query_one("#rule-default_target").focus()
        await pilot.press("end", *"99999")
        said = {
            name: text_of(editor.query_one(f"#error-{name}", Label))
            for name in ("coinche_multiplier", "target_options", "default_target")
        }
        assert said == {
            "coinche_multiplier": "From 1 to 10.",
            "target_options": "Whole numbers separated by commas.",
            "default_target": "From 1 to 1000000.",
        }
        await pilot.press("ctrl+s")  # refused: the editor stays, with what was typed
        assert app.screen is editor


async def test_custom_rules_are_called_personnalisees_in_french(data_dir: Path) -> None:
    app = make_app(data_dir, "fr")
    async with app.run_test(size=SMALL) as pilot:
        editor = await open_editor(pilot)
        assert editor.query_one("#rule-name", Input).placeholder == "personnalisées"
        editor.query_one("#rule-coinche_multiplier", Input).value = "3"
        await pilot.press("ctrl+s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewMatchScreen)
        options = screen.query_one("#presets", OptionList)
        highlighted = options.highlighted
        assert highlighted is not None
        prompt = str(options.get_option_at_index(highlighted).prompt)
        assert prompt == "personnalisées (depuis classic)"
        assert screen.chosen_rules().name == "custom"
        await pilot.press("ctrl+s")
        await pilot.pause()
        shown = " ".join(str(s.content) for s in app.screen.query(Static))
        # Every part of the info line, those too wide for this screen included.
        shown += " ".join(p.plain for line in app.screen.query(InfoLine) for p, _ in line.parts)
        assert "personnalisées" in shown and "custom" not in shown
    assert saved_match(data_dir).rules.name == "custom"


async def test_a_name_given_in_the_editor_saves_house_rules(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        editor = await open_editor(pilot)
        editor.query_one("#rule-coinche_multiplier", Input).value = "3"
        editor.query_one("#rule-name", Input).value = "Chez Paul"
        await pilot.press("ctrl+s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewMatchScreen)
        assert screen.chosen_rules().name == "Chez Paul"
    saved = HouseRules(data_dir).get("Chez Paul")
    assert saved is not None and saved.coinche_multiplier == 3


@pytest.mark.parametrize("typed", ["ffb", ".cachée", "Custom", "a/b", "tab\u200bzero"])
async def test_a_name_house_rules_cannot_have_is_refused_as_typed_saying_why(
    data_dir: Path, typed: str
) -> None:
    """Said on Save only, and always "1 to 40 characters, no / or \\, and not the name of a
    preset", wrong for a leading dot, a zero-width space or "Custom" (found by a test of the
    rules editor)."""
    with pytest.raises(HouseRulesError) as refused:
        check_name(typed)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        editor = await open_editor(pilot)
        editor.query_one("#rule-name", Input).value = typed
        await pilot.pause()
        said = store_error_text(app.texts, refused.value)
        assert text_of(editor.query_one("#error-name", Label)) == said
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is editor
        assert text_of(editor.query_one("#error-name", Label)) == said
    assert not (data_dir / "rules").exists()


async def test_the_house_rules_opened_are_replaced_only_if_asked(data_dir: Path) -> None:
    """Opened on house rules and changed for one evening, they were changed for good without
    a word (found by a test of the rules editor)."""
    house = HouseRules(data_dir)
    house.save("Maison", preset("classic"))
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await new_match_with_the_last_rule_set(pilot)
        await pilot.press("ctrl+r")
        editor = await on_screen(pilot, RulesEditorScreen)
        assert editor.query_one("#rule-name", Input).value == "Maison"
        editor.query_one("#rule-coinche_multiplier", Input).value = "3"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("n")
        await until(pilot, lambda: app.screen is editor)
        assert house.get("Maison") == preset("classic").model_copy(update={"name": "Maison"})
        said = app.texts("rules.replace.declined", name="Maison")
        assert said in [note.message for note in app._notifications]  # the way on
        editor.query_one("#rule-name", Input).value = ""  # this match's rules alone
        await pilot.press("ctrl+s")
        form = await on_screen(pilot, NewMatchScreen)
        assert form.chosen_rules().coinche_multiplier == 3
    assert house.get("Maison") == preset("classic").model_copy(update={"name": "Maison"})


# ------------------------------------------------------------------------------ the table


#: What names a rule set, not how it scores.
NAMING = {"name", "description", "source"}


@pytest.mark.parametrize("name", list(PRESETS))
def test_the_answers_a_rule_set_gives_make_it_again(name: str) -> None:
    """ "Describe your table" starts from the rules picked: untouched, its answers are them."""
    rules, problems = rules_from_answers(answers_of(PRESETS[name]), start=PRESETS[name])
    assert problems == [] and rules is not None
    assert rules.model_dump(exclude=NAMING) == PRESETS[name].model_dump(exclude=NAMING)


def test_a_question_the_rules_answer_otherwise_is_left_unanswered_and_keeps_them() -> None:
    belotepoint = preset("belotepoint")  # a target of 1001: none of the answers
    answers = answers_of(belotepoint)
    assert answers["target"] is None
    rules, _ = rules_from_answers({**answers, "rounding": "up"}, start=belotepoint)
    assert rules is not None
    assert (rules.default_target, rules.rounding) == (1001, Rounding.NEAREST_10)


def test_contradicting_answers_are_refused_at_their_question() -> None:
    answers = {**answers_of(START), "scale": "bid_only", "announces": "yes"}
    rules, problems = rules_from_answers(answers)
    assert rules is None
    assert [p.field for p in problems] == ["announces"]


@pytest.mark.parametrize(
    ("name", "answer", "field"),
    [
        ("points_faits", {"coinche": "whole_score"}, "coinche_base"),
        ("cannes_2016", {"coinche": "bid"}, "coinche_capot_bonus"),
        ("ffb", {"beat_defence": "no"}, "defence_tie"),
        ("ffb", {"coinche": "bid"}, "coinche_multiplies_belote"),
        ("cannes_2016", {"rounding": "none"}, "rounding_scope"),
    ],
)
def test_an_answer_sets_back_a_rule_no_question_asks_that_it_makes_void(
    name: str, answer: dict[str, str], field: str
) -> None:
    """From points faits, a coinche that no longer takes all could never be saved: its
    coinche base, which no question asks about, was refused with no word at any question."""
    start = PRESETS[name]
    rules, problems = rules_from_answers({**answers_of(start), **answer}, start=start)
    assert problems == [] and rules is not None
    assert getattr(rules, field) == RuleSet.model_fields[field].default


@pytest.mark.parametrize("name", list(PRESETS))
def test_whatever_the_answers_a_refusal_is_said_at_a_question_answered(name: str) -> None:
    start = PRESETS[name]
    asked = [[answer for answer, _ in question.answers] for question in QUESTIONS]
    for chosen in itertools.product(*asked):
        answers = {question.id: answer for question, answer in zip(QUESTIONS, chosen, strict=True)}
        rules, problems = rules_from_answers(answers, start=start)
        assert (rules is None) == bool(problems)
        assert all(question_of(problem.field) is not None for problem in problems), answers


async def test_describe_your_table_makes_saves_and_starts_with_house_rules(
    data_dir: Path,
) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        table = await open_table_questions(pilot)
        announces = table.query_one("#sample-announces", Static)
        assert text_of(announces) == app.texts("table.announces.off")
        sample = table.query_one("#sample-rounding", Static)
        assert "  170 /   80" in text_of(sample)  # 80 made with 85: 165 and 77, rounded
        # Points only, the taker must beat the defence, coinche: winner takes all, the belote
        # goes to the defence, 5 rounds down, capot 500 flat (as it was), target 1000.
        await pilot.press("right", "down", "right", "down", "right", "right", "down", "right")
        await pilot.press("down", "right", "down", "down", "down", "left", "left", "down")
        await pilot.pause()
        assert "   80 /   80" in text_of(sample)  # only the points count, and 85 rounds down
        assert app.focused is table.query_one("#table-name")
        await pilot.press(*"Chez", "space", *"Paul", "ctrl+s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewMatchScreen)
        assert screen.chosen_rules().name == "Chez Paul"
        await pilot.press("ctrl+s")
        await pilot.pause()
    rules = saved_match(data_dir).rules
    assert (
        rules.name,
        rules.scale,
        rules.must_beat_defence,
        rules.coinche_scoring,
        rules.belote_scoring,
        rules.rounding,
        rules.capot_flat_score,
        rules.announces,
        rules.default_target,
    ) == (
        "Chez Paul",
        Scale.POINTS_ONLY,
        True,
        CoincheScoring.WINNER_TAKES_ALL,
        BeloteScoring.TAKEN_ON_FAILURE,
        Rounding.NEAREST_10_5_DOWN,
        500,
        False,
        1000,
    )
    assert HouseRules(data_dir).get("Chez Paul") == rules


async def test_describe_your_table_starts_from_the_rules_picked_and_shows_its_name_field(
    data_dir: Path,
) -> None:
    """It started from classic whatever was picked, and its name field was invisible until
    typed into (issue 19)."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await pilot.pause()
        options = app.screen.query_one("#presets", OptionList)
        options.highlighted = list(PRESETS).index("points_faits")
        await pilot.press("ctrl+t")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableQuestionsScreen)
        picked = {
            q: table.query_one(f"#answer-{q}", ChoicePicker).value for q in ("scale", "coinche")
        }
        assert picked == {"scale": "points_only", "coinche": "winner_takes_all"}
        name = table.query_one("#table-name")
        name.focus()  # scrolled into view
        await pilot.pause()
        assert app.texts("table.name.placeholder") in name.render_line(0).text
        await pilot.press(*"Chez Paul", "ctrl+s")
        await pilot.pause()
    rules = HouseRules(data_dir).get("Chez Paul")
    assert rules is not None
    naming = {"name", "description", "source"}
    assert rules.model_dump(exclude=naming) == preset("points_faits").model_dump(exclude=naming)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("belote", list(BeloteScoring))
def test_the_rules_summary_says_who_keeps_the_belote(
    language: Language, belote: BeloteScoring
) -> None:
    """Describe your table asks who keeps the belote: the summary said nothing of it."""
    rules = preset("classic").model_copy(update={"belote_scoring": belote})
    assert Texts(language)(f"summary.belote.{belote.value}") in Texts(language).rules_summary(rules)


@pytest.mark.parametrize(
    ("language", "worth"), [("en", "270 + the points"), ("fr", "270 + les points")]
)
async def test_describe_your_table_says_the_capot_the_rules_give(
    data_dir: Path, language: Language, worth: str
) -> None:
    """From cannes_2016 the answer chosen said "250 + the points" while its capot is worth
    270, as saving kept it (found by a test of the rules editor)."""
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await pilot.pause()
        app.screen.query_one("#presets", OptionList).highlighted = list(PRESETS).index(
            "cannes_2016"
        )
        await pilot.press("ctrl+t")
        table = await on_screen(pilot, TableQuestionsScreen)
        capot = table.query_one("#answer-capot", ChoicePicker)
        assert capot.value == "points"
        assert capot.choices[0].label == worth


async def test_describe_your_table_needs_a_name_not_yet_used(data_dir: Path) -> None:
    HouseRules(data_dir).save("Maison", preset("trickster"))
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        table = await open_table_questions(pilot)
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = table.query_one("#error-name", Label)
        assert text_of(error) == app.texts("table.name.missing")
        table.query_one("#table-name", Input).value = "Maison"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is table
        assert text_of(error) == app.texts("table.name.taken", name="Maison")
        # One that looks like them is refused as they are, not with the advice to give their
        # very name, which this screen refuses.
        table.query_one("#table-name", Input).value = "maison"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is table
        assert text_of(error) == app.texts("table.name.taken", name="Maison")
    assert HouseRules(data_dir).get("Maison") == preset("trickster").model_copy(
        update={"name": "Maison"}
    )


# ------------------------------------------------------------------------------ saved rules


async def test_saved_house_rules_are_offered_beside_the_presets(data_dir: Path) -> None:
    house = HouseRules(data_dir)
    house.save("[red]Maison", preset("trickster").model_copy(update={"coinche_multiplier": 3}))
    house.folder.joinpath("Cassé.json").write_text("{", encoding="utf-8")
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewMatchScreen)
        damaged = screen.query_one("#error-rules", Label)
        assert str(house.folder / "Cassé.json") in text_of(damaged)
        options = screen.query_one("#presets", OptionList)
        last = options.get_option_at_index(options.option_count - 1)
        assert str(last.prompt) == "[red]Maison (house rules)"  # shown as typed
        options.highlighted = options.option_count - 1
        await pilot.pause()
        # The rules chosen named in words, not by the list's highlight alone (an audit of what
        # colour alone says): as typed, never markup.
        summary = text_of(screen.query_one("#rules-summary", Static)).splitlines()
        assert summary[0] == "Chosen: [red]Maison (house rules)"
        await pilot.press("ctrl+s")
        await pilot.pause()
    rules = saved_match(data_dir).rules
    assert (rules.name, rules.coinche_multiplier) == ("[red]Maison", 3)
    assert (house.folder / "Cassé.json").read_text(encoding="utf-8") == "{"


async def test_the_new_match_form_opens_at_its_top_on_a_phone(data_dir: Path) -> None:
    # Its title and the first field's label were scrolled out of sight (found by a review).
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.press("n")
        form = await on_screen(pilot, NewMatchScreen)
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "team-a"
        assert form.query_one("#new-match", FieldList).scroll_y == 0


async def test_the_arrows_go_from_field_to_field_down_to_the_rules_then_pick_one(
    data_dir: Path,
) -> None:
    # ↓ stayed in the first name, the form scrolled: only Tab reached the rules.
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        fields = ["team-a", "team-b", "seat-0", "seat-1", "seat-2", "seat-3", "first-dealer"]
        for field in [*fields, "target"]:
            assert app.focused is not None and app.focused.id == field
            await pilot.press("down")
        assert app.focused is not None and app.focused.id == "presets"
        await pilot.press("up")  # from the first rules, back up to the target
        assert app.focused.id == "target"
        await pilot.press("down", "down", "down", "up")  # within the list: the second rule set
        assert app.focused.id == "presets"
        await pilot.press("shift+tab", "up")  # and back up, field by field
        assert app.focused is not None and app.focused.id == "first-dealer"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
    assert saved_match(data_dir).rules == preset(list(PRESETS)[1])


@pytest.mark.parametrize(
    "content",
    # A rule value 900 lists deep froze the app for minutes, then ended it with a traceback.
    ["{", '{"min_bid": ' + "[" * 900 + "]" * 900 + "}", '{"rounding": "banana"}'],
    ids=["cut", "nested too deep", "a value refused"],
)
async def test_a_damaged_saved_rule_set_is_said_in_the_players_language(
    data_dir: Path, content: str
) -> None:
    language: Language = "fr"  # the English words take the same path
    house = HouseRules(data_dir)
    house.folder.mkdir(parents=True)
    broken = house.folder / "Cassé.json"
    broken.write_text(content, encoding="utf-8")
    texts = Texts(language)
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await pilot.pause()
        said = text_of(app.screen.query_one("#error-rules", Label))
    # Why, as the command line says it: the field and what it may be, not "rules this
    # version refuses" (a walk by taps).
    (damaged,) = house.scan()[1]
    reason = damaged.why(texts.words.sentences)
    assert said == texts("rules_error.damaged", name=str(broken), reason=reason)
    if "banana" in content:
        assert 'rounding : reçu "banana" ; possible : "none"' in said


def disk_full(*args: object) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


async def test_house_rules_the_disk_refuses_are_said_refused_in_the_players_language(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    language: Language = "fr"  # the English words take the same path
    monkeypatch.setattr(house_rules, "write_atomically", disk_full)
    texts = Texts(language)
    path = HouseRules(data_dir).folder / "Maison.json"
    refused = texts("store_error.save", path=path, reason=texts("store_error.save.disk_full"))
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        # Your table, saved under a name: the questions stay, and say why.
        table = await open_table_questions(pilot)
        table.query_one("#table-name", Input).value = "Maison"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is table
        said = text_of(table.query_one("#error-name", Label))
        assert said == texts("table.save_failed", reason=refused)
        await pilot.press("escape")  # a name typed: asked first
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        # Rules customised and named: used for the match, and said not saved.
        await pilot.press("ctrl+r")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, RulesEditorScreen)
        editor.query_one("#rule-name", Input).value = "Maison"
        await pilot.press("ctrl+s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewMatchScreen)
        said = text_of(screen.query_one("#error-rules", Label))
        assert said == texts("new.rules.save_failed", reason=refused)
    assert not path.exists()


async def test_house_rules_saved_again_while_the_form_is_open_are_shown_then_played(
    data_dir: Path,
) -> None:
    """Saved again by a command while the form was open: the match started with the rules
    read when it opened, the summary saying them too (found by a test of the rules
    editor)."""
    house = HouseRules(data_dir)
    house.save("Maison", preset("classic"))
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await new_match_with_the_last_rule_set(pilot)
        form = await on_screen(pilot, NewMatchScreen)
        assert form.chosen_rules().coinche_multiplier == 2
        five = preset("classic").model_copy(update={"coinche_multiplier": 5})
        house.save("Maison", five.model_copy(update={"surcoinche_multiplier": 10}))
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is form and form.chosen_rules().coinche_multiplier == 5
        said = app.texts("new.rules.saved_since", name="Maison")
        assert any(said in note.message for note in app._notifications)
        await pilot.press("ctrl+s")
        await on_screen(pilot, ScoreSheetScreen)
    assert saved_match(data_dir).rules.coinche_multiplier == 5


async def test_a_match_keeps_its_rules_when_the_house_rules_change(data_dir: Path) -> None:
    house = HouseRules(data_dir)
    house.save("Maison", preset("classic"))
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await new_match_with_the_last_rule_set(pilot)
        await pilot.press("ctrl+s")
        await pilot.pause()
    house.save("Maison", preset("classic").model_copy(update={"rounding": Rounding.NONE}))
    assert saved_match(data_dir).rules.rounding is Rounding.NEAREST_10


def test_every_sample_deal_is_allowed_by_every_preset() -> None:
    for rules in PRESETS.values():
        for kind in SAMPLE_DEALS:
            if kind == "capot" and not rules.capot_bid:
                continue
            assert score_sample(sample_deal(kind, rules), rules).score is not None, kind


# ------------------------------------------------------------------------------ the words

#: One rule set breaking each refused combination of docs/scoring.md §5.1, from the field
#: defaults.
REFUSED_COMBINATIONS: list[dict[str, object]] = [
    {"min_bid": 170},
    {"max_bid": 165},
    {"lowest_bid_needs": 170},
    {"surcoinche_multiplier": 1},
    {"defence_tie": "made"},
    {"opening_bid": 80},
    {"scale": "bid_only", "coinche_scoring": "whole_score", "announces": True},
    {"scale": "bid_only", "defence_tie": "litige", "must_beat_defence": True},
    {"scale": "points_only"},
    {"coinche_base": 320},
    {"coinche_scoring": "winner_takes_all", "surcoinche_base": 100},
    {"coinche_multiplies_bid": False},
    {"coinche_multiplies_belote": True},
    {"success_on_rounded": True},
    {"rounding_scope": "total"},
]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_line_under_a_rule_is_a_sentence(language: Language) -> None:
    """What the rules editor says under a field reads alike: "From 1 to 10.", "A whole
    number."; not "a whole number" under one field and "From 1 to 10." under the next."""
    said_under_a_rule = [
        key
        for key in Texts(language).words.sentences
        if key.startswith("rules.problem.")
        or key in ("rules.invalid_number", "rules.invalid_numbers")
    ]
    for key in said_under_a_rule:
        line = Texts(language)(key)
        assert not line[0].islower() and line.endswith("."), (key, line)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_has_its_own_sentence(language: Language) -> None:
    texts = Texts(language)
    codes = set()
    for overrides in REFUSED_COMBINATIONS:
        problems = rule_conflicts({**RuleSet().model_dump(), **overrides})
        assert problems, overrides
        for problem in problems:
            codes.add(problem.code)
            said = texts.rules_problem(problem)
            assert said != texts("rules.problem.other"), problem.code
            if "_" in problem.field:  # the players' words, never the field's name
                assert problem.field not in said
    assert len(codes) >= 14


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rule_is_explained_in_one_line(language: Language) -> None:
    texts = Texts(language)
    for field in edited_fields():
        line = texts.rule_help(field)
        assert line.strip() and "\n" not in line, field
    assert set(edited_fields()) == set(RuleSet.model_fields) - {"name", "description", "source"}


async def test_custom_rules_edited_again_are_marked_against_their_preset(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        editor = await open_editor(pilot)
        editor.query_one("#rule-coinche_multiplier", Input).value = "3"
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        again = app.screen
        assert isinstance(again, RulesEditorScreen)
        assert again.query_one("#label-coinche_multiplier", Label).has_class("-differs")
        assert not again.query_one("#label-rounding", Label).has_class("-differs")
        assert "classic" in text_of(again.query_one(".dialog-title", Label))


async def test_house_rules_changed_in_the_editor_are_saved_again(data_dir: Path) -> None:
    """With the description and source they were given: the editor shows neither, and
    saving a changed rule wrote both empty."""
    house = HouseRules(data_dir)
    words = {"description": "Chez nous depuis [b]1998", "source": "Mamie"}
    house.save("Maison", preset("classic").model_copy(update=words))
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        options = await new_match_with_the_last_rule_set(pilot)
        await pilot.press("ctrl+r")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, RulesEditorScreen)
        assert editor.query_one("#rule-name", Input).value == "Maison"
        editor.query_one("#rule-coinche_multiplier", Input).value = "3"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")  # replace them
        screen = await on_screen(pilot, NewMatchScreen)
        assert screen.chosen_rules().coinche_multiplier == 3
        assert options.option_count == 9  # the eight presets and Maison, once
    saved = house.get("Maison")
    assert saved is not None and (saved.name, saved.coinche_multiplier) == ("Maison", 3)
    assert (saved.description, saved.source) == (words["description"], words["source"])


@pytest.mark.parametrize("typed", ["Maison", "maison "])
async def test_other_rules_given_the_name_of_saved_house_rules_replace_them_if_asked(
    data_dir: Path, typed: str
) -> None:
    """Saved over silently: from classic, named like saved house rules, the editor wrote its
    rules in their file ("Describe your table" refuses the name; here the README lets the very
    name replace them, so the app asks first, as before every change that loses something).
    A name that only looks like theirs ("maison ") is theirs: the store refused it beside them
    once the editor had closed, said 40 lines below the form's top on a phone (a walk by
    taps)."""
    house = HouseRules(data_dir)
    house.save("Maison", preset("ffb"))
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        editor = await open_editor(pilot)  # from classic
        editor.query_one("#rule-coinche_multiplier", Input).value = "3"
        editor.query_one("#rule-name", Input).value = typed
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert "Maison" in text_of(app.screen.query_one(".dialog-question", Label))
        await pilot.press("n")
        await until(pilot, lambda: app.screen is editor)
        assert house.get("Maison") == preset("ffb").model_copy(update={"name": "Maison"})
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        form = await on_screen(pilot, NewMatchScreen)
        assert form.chosen_rules().name == "Maison"
        assert text_of(form.query_one("#error-rules", Label)) == ""
    assert [saved.name for saved in house.scan()[0]] == ["Maison"]
    saved = house.get("Maison")
    assert saved is not None and (saved.coinche_multiplier, saved.max_bid) == (3, 160)


async def test_house_rules_saved_by_another_window_since_are_replaced_only_if_asked(
    data_dir: Path,
) -> None:
    """Saved by a command while the new match was open: the editor knew only the names read
    when the form opened, and wrote over them without a word (a test of data safety)."""
    house = HouseRules(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        editor = await open_editor(pilot)  # from classic, no house rules yet
        house.save("Maison", preset("ffb"))  # another window
        editor.query_one("#rule-coinche_multiplier", Input).value = "3"
        editor.query_one("#rule-name", Input).value = "Maison"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("n")
        await until(pilot, lambda: app.screen is editor)
    assert house.get("Maison") == preset("ffb").model_copy(update={"name": "Maison"})


@pytest.mark.parametrize("compact", [True, False])
def test_a_sample_deals_points_and_score_never_run_together(compact: bool) -> None:
    """Coinche times 10 (allowed): "100♥×10 1101110 /  52" read as one number (a walk by
    taps)."""
    texts = Texts("en")
    rules = preset("classic").model_copy(update={"coinche_multiplier": 10})
    raw = sample_deal("coinche_made", rules)
    line = score_line(texts, raw, rules, compact=compact).plain
    score = score_deal(parse_deal(raw, rules), rules).scores["A"]
    assert f" {raw['taker_points']} " in line and f" {score} /" in line, line


@pytest.mark.parametrize(("width", "laid_out"), [(40, "-phone"), (80, "-narrow"), (160, "-wide")])
async def test_the_rules_editor_is_laid_out_for_its_width_from_its_first_frame(
    data_dir: Path, width: int, laid_out: str
) -> None:
    """Its class came with its first resize, after a first frame drawn without it: the test
    deals where the list of rules goes, then the list (issue 19)."""
    app = make_app(data_dir)
    async with app.run_test(size=(width, 24)) as pilot:
        await pilot.pause()
        editor = RulesEditorScreen(app.texts, preset("classic"))
        app.push_screen(editor)
        assert editor.has_class(laid_out)  # before anything is drawn
        await pilot.pause()
        assert editor.has_class(laid_out)


@pytest.mark.parametrize("opening", ["ctrl+r", "ctrl+t"], ids=["editor", "your-table"])
async def test_esc_asks_before_dropping_what_was_changed(data_dir: Path, opening: str) -> None:
    """Esc in the rules editor or in Describe your table threw the changes away at once: the
    new-match form and the deal form ask first."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        screen = await from_the_new_match_form(pilot, opening)
        await pilot.press("escape")  # nothing changed: straight back
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        await pilot.press(opening)
        await until(pilot, lambda: type(app.screen) is type(screen))
        screen = app.screen
        # A choice changed: the first rule's, or the first question's answer.
        screen.query(ChoicePicker).first().focus()
        await pilot.press("right")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("n")  # no: the changes stay
        await until(pilot, lambda: app.screen is screen)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(40, 20), (60, 20)], ids=["40x20", "60x20"])
async def test_on_a_small_screen_the_rule_changed_stays_in_sight_over_the_tests(
    data_dir: Path, language: Language, size: tuple[int, int]
) -> None:
    """At 40x20, points only and then a coinche changed: a "(was ...)" under each score grew
    the tests to 13 lines, and the rule being changed went out of sight (in French 2 lines of
    rules were left); at 60x20, 11 lines."""
    app = make_app(data_dir, language)
    async with app.run_test(size=size) as pilot:
        editor = await open_editor(pilot)
        for name in ("scale", "coinche_scoring"):
            editor.query_one(f"#rule-{name}").focus()
            await pilot.press("right")
            await pilot.pause()
            await pilot.pause()
            field = editor.query_one(f"#rule-{name}")
            rules = editor.query_one("#rules-fields")
            assert rules.region.contains_region(field.region), name
            tests = editor.query_one("#rules-tests", VerticalScroll)
            assert tests.outer_size.height <= 8
            assert rules.size.height >= 7
        # The last test is read by scrolling the tests down (a panel cut short hid it).
        tests.scroll_end(animate=False)
        await pilot.pause()
        panel = editor.query_one(RuleTestPanel)
        assert panel.region.bottom <= tests.region.bottom
