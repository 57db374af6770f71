"""The statistics' period, chosen in a dialog: a period ending today (a tap or Enter takes it),
or the first and last days typed, either left open.  ``d`` or a tap on the period opens it;
``p`` on the statistics screen still goes through the periods ending today, one a key."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label

from coinche_score.i18n import Texts
from coinche_score.tui.screens.dialogs import answers
from coinche_score.tui.screens.in_sight import FocusedInSight
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.stats_filters import NO_DAYS, PERIODS, Days, Period, StatsChoice, read_days
from coinche_score.tui.widgets.choice_picker import Choice, ChoicePicker
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.showing import show_error

#: The periods offered, those ending today first, then the days typed.
OFFERED: tuple[Period, ...] = (*PERIODS, "dates")


class PeriodScreen(StyledOnce, FocusedInSight, ModalScreen[tuple[Period, Days] | None]):
    """The period, and the days for ``dates``: refused days keep the dialog open, as typed,
    with the reason under them."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # Enter in a field takes it first (the next field, or Apply from the last).
        Binding("ctrl+s,enter", "apply", "Apply", id="stats_period.apply"),
        Binding("escape", "cancel", "Cancel", id="stats_period.cancel"),
    ]

    def __init__(self, texts: Texts, choice: StatsChoice) -> None:
        super().__init__()
        self.texts = texts
        self.choice = choice

    def compose(self) -> ComposeResult:
        texts = self.texts
        labels = {period: texts(f"stats.period.{period}") for period in PERIODS}
        choices = [Choice(p, labels.get(p) or texts("stats.period.typed"), "") for p in OFFERED]
        with Vertical(classes="dialog", id="stats-period-dialog"):
            yield Label(texts("stats.dates.title"), classes="dialog-title")
            yield ChoicePicker(choices, self.choice.period, id="stats-period")
            for field, day in zip(("since", "until"), self.choice.days, strict=True):
                with Horizontal(classes="field-row"):
                    yield Label(texts(f"stats.dates.{field}"), classes="field-label")
                    yield Input(
                        "" if day is None else texts.day(day),
                        placeholder=texts("stats.dates.placeholder"),
                        restrict=r"[0-9/-]*",
                        max_length=len("2025-03-01"),
                        compact=True,
                        id=f"stats-{field}",
                    )
            yield Label("", classes="field-error", id="error-days", markup=False)
            yield answers(
                Button(
                    texts("binding.stats_period.apply"),
                    action="screen.apply",
                    variant="success",
                    id="stats-period-apply",
                ),
                Button(
                    texts("binding.stats_period.cancel"),
                    action="screen.cancel",
                    id="stats-period-cancel",
                ),
            )
            yield KeyBar(texts)

    def on_mount(self) -> None:
        self._picker().focus()

    def _picker(self) -> ChoicePicker[Period]:
        picker: ChoicePicker[Period] = self.query_one("#stats-period", ChoicePicker)
        return picker

    def _typed(self) -> tuple[str, str]:
        first, last = (self.query_one(f"#stats-{f}", Input).value for f in ("since", "until"))
        return first, last

    @on(ChoicePicker.Changed)
    def _picked(self, event: ChoicePicker.Changed) -> None:
        if not event.picked:
            return  # stepped to with the arrows: Enter or Apply takes it
        if event.picker.value == "dates":
            self.query_one("#stats-since", Input).focus()
        else:
            self.action_apply()

    @on(Input.Changed)
    def _days_typed(self, event: Input.Changed) -> None:
        picker = self._picker()
        if event.value and picker.value != "dates":
            picker.select("dates")
        show_error(self, "days", read_days(self.texts, *self._typed())[1])

    @on(Input.Submitted, "#stats-since")
    def _next(self) -> None:
        self.query_one("#stats-until", Input).focus()

    @on(Input.Submitted, "#stats-until")
    def action_apply(self) -> None:
        period = self._picker().value or "all"
        if period != "dates":
            self.dismiss((period, NO_DAYS))
            return
        days, refused = read_days(self.texts, *self._typed())
        if days is None:  # what was typed stays, and why it is refused
            show_error(self, "days", refused)
            self.app.bell()
            return
        self.dismiss((period, days))

    def action_cancel(self) -> None:
        self.dismiss(None)
