"""The words of the app in English and French, and how scores are put into words.

Each language has its own file of words (``en.py``, ``fr.py``: one :class:`Catalogue` each).
The language comes from ``--lang`` or the system locale; :class:`Texts` looks up every sentence
the app shows in it and renders a deal's breakdown ("160 + 2 × 100 = 360") from the structured
lines :func:`coinche_score.scoring.score_deal` gives.  Pure: no I/O, no Textual.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping, Sequence
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, Literal

from coinche_score.i18n.catalogue import Catalogue
from coinche_score.names import NameRefusal, check_names
from coinche_score.refusals import Refusal, described_char
from coinche_score.rules import (
    CUSTOM,
    Announce,
    Coinche,
    DefenceTie,
    Scale,
    Team,
    Trump,
)
from coinche_score.text import first_refused

# The rule set's model and the scorer's words are loaded by whoever has a deal or rules to say:
# the first screen needs neither (nor pydantic).
if TYPE_CHECKING:
    from datetime import date, datetime

    from coinche_score.rules import InvalidRulesError, RuleSet
    from coinche_score.scoring import (
        Contract,
        Deal,
        DealCode,
        DealScore,
        InvalidDealError,
        Line,
        LineKey,
    )

Language = Literal["en", "fr"]
LANGUAGES: tuple[Language, ...] = ("en", "fr")
DEFAULT_LANGUAGE: Language = "en"
#: POSIX precedence: the first of these that is set and not empty names the messages' locale.
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


class UnknownLanguageError(ValueError):
    pass


def _language_of(tag: str) -> Language | None:
    """``fr``, ``fr_FR.UTF-8``, ``en-GB`` ... -> the language, or None if unsupported."""
    code = re.split(r"[_.@-]", tag.strip().lower(), maxsplit=1)[0]
    for language in LANGUAGES:
        if code == language:
            return language
    return None


def choose_language(
    requested: str | None = None, environ: Mapping[str, str] | None = None
) -> Language:
    """``--lang`` if given (UnknownLanguageError if unsupported), else the system locale."""
    if requested is not None:
        language = _language_of(requested)
        if language is None:
            known = ", ".join(LANGUAGES)
            raise UnknownLanguageError(f"unknown language {requested!r} (known: {known})")
        return language
    env = os.environ if environ is None else environ
    for variable in LOCALE_VARIABLES:
        value = env.get(variable, "")
        if value:
            return _language_of(value) or DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


class _Catalogues(Mapping[Language, Catalogue]):
    """Every language's words, by its code, each loaded with its first use: an English app
    never loads the French words."""

    def __getitem__(self, language: Language) -> Catalogue:
        if language not in LANGUAGES:
            raise KeyError(language)
        words: Catalogue = import_module(f"{__name__}.{language}").CATALOGUE
        return words

    def __iter__(self) -> Iterator[Language]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


CATALOGUES: Mapping[Language, Catalogue] = _Catalogues()


def help_words(language: Language) -> dict[str, str]:
    """The words of the command line's help pages in ``language`` (``help_en.py``,
    ``help_fr.py``), by key: loaded for a help page only, apart from the app's words."""
    if language not in LANGUAGES:
        raise KeyError(language)
    words: dict[str, str] = import_module(f"{__name__}.help_{language}").HELP
    return words


def _plural_form(language: Language, count: int) -> int:
    """0 for the singular, 1 for the plural."""
    singular = abs(count) < 2 if language == "fr" else count == 1
    return 0 if singular else 1


#: Keys of the announce picker, in the order of the Announce enum.
#: 1 to 9, then 0 for the tenth: one key each.
ANNOUNCE_KEYS: dict[str, Announce] = {str(i % 10): kind for i, kind in enumerate(Announce, start=1)}
#: Keys of the contract field for the slam bids (the same word in both languages).
SLAM_KEYS: dict[str, Contract] = {"c": "capot", "g": "generale"}


#: The label of each field of a deal, by the name the core gives it.
DEAL_FIELD_LABELS = {
    "taker": "deal.taker",
    "contract": "deal.contract",
    "trump": "deal.trump",
    "taker_points": "deal.points",
    "coinche": "deal.coinche",
    "all_tricks": "deal.all_tricks",
    "defence_all_tricks": "deal.all_tricks",
    "belote": "deal.belote",
    "announces": "deal.announces",
    "renonce": "deal.renonce",
    "bidder": "deal.bidder",
}


@cache
def deal_problems() -> dict[tuple[DealCode, str | None], str]:
    """The deal form's own words for a refusal, by its code (and field, where that matters):
    shorter than the refusal's, beside the field that holds it.  Any other is said in its own
    words."""
    from coinche_score.scoring import DealCode

    return {
        (DealCode.SLAM_COINCHED, None): "deal.error.capot_coinche",
        (DealCode.ALL_TRICKS_POINTS, None): "deal.error.all_tricks",
        (DealCode.DEFENCE_ALL_TRICKS, None): "deal.error.defence_all_tricks",
        (DealCode.RENONCE_ALL_TRICKS, None): "deal.error.renonce",
        (DealCode.BELOTE_NO_TRUMP, None): "deal.error.belote_no_trump",
        (DealCode.BELOTE_ALL_TRUMP, None): "deal.error.belote_all_trump",
        (DealCode.BELOTE_BOTH, None): "deal.error.belote",
        (DealCode.WRONG_VALUE, "belote"): "deal.error.belote",
        (DealCode.WRONG_VALUE, "taker_points"): "deal.error.points",
        (DealCode.MISSING, "taker_points"): "deal.error.points",
        (DealCode.ANNOUNCES_OFF, None): "deal.error.no_announces",
    }


def catalog_keys() -> frozenset[str]:
    english = CATALOGUES[DEFAULT_LANGUAGE]
    return frozenset(english.sentences) | frozenset(english.plurals)


class Texts:
    """Every word the app shows, in one language."""

    def __init__(self, language: Language) -> None:
        self.language = language
        self.words = CATALOGUES[language]

    def __call__(self, key: str, **values: object) -> str:
        """The sentence ``key`` with ``{placeholders}`` filled in; KeyError for an unknown key.

        A sentence that depends on a number takes the form ``count`` asks for (plural without).
        """
        if key in self.words.plurals:
            count = values.get("count")
            form = _plural_form(self.language, count) if isinstance(count, int) else 1
            text = self.words.plurals[key][form]
        else:
            text = self.words.sentences[key]
        return text.format(**values) if values else text

    # ------------------------------------------------------------ card words
    def trump_name(self, trump: Trump) -> str:
        return self.words.trump_names[trump]

    def trump_mark(self, trump: Trump | None) -> str:
        return "" if trump is None else self.words.trump_marks[trump]

    def trump_key(self, trump: Trump) -> str:
        return self.words.trump_keys[trump]

    def coinche_name(self, coinche: Coinche) -> str:
        return self.words.coinche_names[coinche]

    def announce_name(self, announce: Announce) -> str:
        return self.words.announce_names[announce]

    def slam_name(self, contract: str) -> str:
        return self.words.slam_names[contract]

    def contract_name(self, contract: Contract) -> str:
        return str(contract) if isinstance(contract, int) else self.slam_name(contract)

    def contract_text(self, deal: Deal, rules: RuleSet, short: bool = False) -> str:
        """``110♥``, ``Capot♠×2``, ``90 SA``: the bid, the trump and the coinche multiplier.

        ``short`` abbreviates a slam for narrow columns: ``Gén.SA×4``, ``Cap.♠``.
        """
        if deal.contract is None:
            return ""
        mark = self.trump_mark(deal.trump)
        if short and isinstance(deal.contract, str):
            # The full stop already parts the slam from SA or TA (Gén.SA).
            text = self.words.slam_abbreviations[deal.contract] + mark
        else:
            # A suit symbol hugs the bid (110♥); SA and TA are words (110 SA).
            text = self.contract_name(deal.contract) + (f" {mark}" if mark.isalpha() else mark)
        if deal.coinche is not Coinche.NONE:
            text += f"×{rules.multiplier(deal.coinche)}"
        return text

    def result_word(self, score: DealScore, deal: Deal) -> str:
        """``made``, ``failed``, ``litige``, ``passed``; ``capot`` when made with every trick,
        ``def. capot`` when the defence took them all; ``renonce``."""
        if deal.thrown_in:
            return self("result.passed")
        if deal.renonce is not None:
            return self("result.renonce")
        if score.litige:
            return self("result.litige")
        if score.made:
            return self("result.capot") if deal.all_tricks else self("result.made")
        return self("result.defence_capot") if deal.defence_all_tricks else self("result.failed")

    # ------------------------------------------------------------------ keys
    def key_name(self, key: str) -> str:
        """``enter`` -> Enter / Entrée, ``ctrl+s`` -> ^s, ``f1`` -> F1."""
        if key in self.words.key_names:
            return self.words.key_names[key]
        if key.startswith("ctrl+"):
            return "^" + key.removeprefix("ctrl+")
        if len(key) > 1 and key[0] == "f" and key[1:].isdigit():
            return key.upper()
        return key

    def binding_keys(self, binding_id: str | None, keys: list[str]) -> list[str]:
        """A binding's keys as shown, the language's preferred one first."""
        preferred = self.words.preferred_keys.get(binding_id or "")
        ordered = sorted(keys, key=lambda key: key != preferred)
        return [self.key_name(key) for key in ordered]

    # ------------------------------------------------------------- breakdown
    def line_label(self, key: LineKey) -> str:
        return self(f"line.{key.value}")

    def _term(self, line: Line, labelled: bool) -> str:
        term = f"{line.factor} × {line.base}" if line.factor != 1 else str(line.base)
        return f"{term} {self.line_label(line.key)}" if labelled else term

    def breakdown(self, score: DealScore, team: Team, labelled: bool = False) -> str:
        """One team's deal score as a sum: ``160 + 2 × 100 = 360``, ``92 + 20 + 110 = 222 → 220``.

        ``labelled`` names each term (``92 pts + 20 belote + 110 bid = 222 → 220``).
        """
        from coinche_score.scoring import LineKey

        lines = score.lines_for(team)
        terms = [line for line in lines if line.key not in (LineKey.ROUNDING, LineKey.LITIGE_HELD)]
        exact, final = score.exact[team], score.scores[team]
        if not terms:
            text = "0"
        else:
            text = " + ".join(self._term(line, labelled) for line in terms)
            if len(terms) > 1 or terms[0].factor != 1:
                text += f" = {exact}"
        if final != exact:
            text += f" → {final}"
        held = sum(line.base for line in lines if line.key is LineKey.LITIGE_HELD)
        if held:
            text += " " + self("breakdown.held", points=held)
        return text

    # --------------------------------------------------------- numbers
    def percent(self, fraction: float) -> str:
        """``57%``; ``57 %`` in French (a no-break space: the sign never goes to the next
        line)."""
        return self("number.percent", value=f"{fraction:.0%}".removesuffix("%"))

    def decimal(self, value: float) -> str:
        """One decimal: ``81.3``; ``81,3`` in French."""
        return f"{value:.1f}".replace(".", self("number.decimal_point"))

    # --------------------------------------------------------- rules in words
    def rules_name(self, name: str) -> str:
        """A rule set's name; the default name of a customised set in the app's language."""
        return self("rules.custom_name") if name == CUSTOM else name

    def rule_label(self, field: str) -> str:
        return self.words.rule_words[field]

    def rule_choice(self, field: str, value: str) -> str:
        return self.words.rule_words[f"{field}.{value}"]

    def day(self, day: date) -> str:
        """A day as the language writes it: 2025-05-17, 17/05/2025."""
        return self("format.day", year=day.year, month=day.month, day=day.day)

    def typed_day(self, text: str) -> date | None:
        """A day typed as the language writes it (17/05/2025), or as YYYY-MM-DD; None if it is
        neither, or no such day."""
        from coinche_score.days import written_day

        return written_day(text, day_first=self("format.day").startswith("{day"))

    def moment(self, at: datetime) -> str:
        """A time on this machine's clock, to the minute: ``2025-05-17 21:36``."""
        local = at.astimezone()
        return f"{self.day(local.date())} {local:%H:%M}"

    def rule_help(self, field: str) -> str:
        """One line saying what rule ``field`` means for the players."""
        return self.words.rule_help[field]

    def rules_about(self, rules: RuleSet) -> str:
        """What ``rules`` are, in a sentence: a preset's in the user's language, else the
        description saved with them (as typed)."""
        from coinche_score.rules import is_preset

        if is_preset(rules):
            return self.words.preset_about[rules.name]
        return rules.description

    def rules_problem(self, problem: InvalidRulesError) -> str:
        """Why the rules refuse a field's value, in the user's words (never pydantic's)."""
        key = f"rules.problem.{problem.code}"
        for candidate in (f"{key}.{problem.field}", key):
            if candidate in self.words.sentences:
                key = candidate
                break
        else:
            key = "rules.problem.other"
        from coinche_score.rules import RuleSet

        low = high = None
        field = RuleSet.model_fields.get(problem.field)
        if field is not None:
            for constraint in field.metadata:
                low = getattr(constraint, "ge", low)
                high = getattr(constraint, "le", high)
            if key == "rules.problem.range" and not field.is_required() and field.default is None:
                key = "rules.problem.range_or_empty"
        return self(key, **{**problem.params, "low": low, "high": high})

    # ------------------------------------------------------------- refusals
    def refusal(self, refusal: Refusal) -> str:
        """A refusal of the core or the store on one line, as the command line says it."""
        return refusal.line(self.words.sentences)

    def names_problem(
        self, team_names: tuple[str, str], players: Sequence[str] | None = None
    ) -> str:
        """What is wrong with the names of a match as a form holds them, in the user's words:
        a character refused, or two teams or seats of one name; "" when nothing is."""
        refused = next(
            (char for name in (*team_names, *(players or ())) if (char := first_refused(name))),
            None,
        )
        if refused is not None:
            return self("new.error.character", char=described_char(refused, self.words.sentences))
        try:
            check_names(team_names, players)
        except NameRefusal as error:  # a blank name, or two of one key
            return error.because(self.words.sentences)
        return ""

    def deal_problem(self, error: InvalidDealError) -> str:
        """Why the rules refuse a field of a deal, as the deal form says it at the field."""
        problems = deal_problems()
        key = problems.get((error.code, error.field)) or problems.get((error.code, None))
        if key is None:
            return error.because(self.words.sentences)
        contract = error.params.get("contract")
        slam = self.slam_name(contract).lower() if isinstance(contract, str) else ""
        return self(key, contract=slam)  # mid-sentence: "a capot cannot be coinched"

    def deal_refusal(self, error: InvalidDealError) -> str:
        """The whole refusal on one line, naming the deal and the field: for notices."""
        label = DEAL_FIELD_LABELS.get(error.field)
        field = self(label) if label is not None else error.field
        line = self("deal.refusal", field=field, reason=self.deal_problem(error))
        if error.deal_number is None:
            return line
        return self("deal.refusal.numbered", number=error.deal_number, refusal=line)

    def rules_summary(self, rules: RuleSet) -> list[str]:
        """The key rules of a rule set in plain words, one sentence a line."""
        bids = rules.numeric_bids()
        low, high = bids[0], bids[-1]
        first = self("summary.bids", low=low, high=high, step=rules.bid_step)
        if rules.lowest_bid_needs != low:
            first += self("summary.lowest_needs", low=low, needed=rules.lowest_bid_needs)
        if rules.capot_bid:
            first += self("summary.slams.capot")
        if rules.generale_bid:
            first += self("summary.slams.generale")
        extra = [self.trump_name(t).lower() for t in rules.allowed_trumps()[4:]]  # mid-sentence
        if extra:
            first += self("summary.trumps.extra", names=", ".join(extra))
        parts = [self("summary.counts.points")]
        if rules.bid_counts_belote:
            parts.append(self("summary.counts.belote"))
        if rules.bid_counts_announces:
            parts.append(self("summary.counts.announces"))
        counts = self("summary.counts", parts=" + ".join(parts))
        if rules.must_beat_defence:
            counts += self("summary.beat_defence")
            if rules.defence_tie is DefenceTie.LITIGE:
                counts += self("summary.beat_defence.litige")
        multipliers = {"c": rules.coinche_multiplier, "s": rules.surcoinche_multiplier}
        coinche = self(
            f"summary.coinche.{rules.coinche_scoring.value}",
            points=rules.failure_points,
            **multipliers,
        )
        capot_coinche = "" if rules.capot_may_be_coinched else self("summary.capot.no_coinche")
        if not rules.capot_bid:
            capot = self("summary.capot.none", tricks=rules.all_tricks_points)
        elif rules.capot_flat_score is not None:
            capot = self("summary.capot.flat", points=rules.capot_flat_score, coinche=capot_coinche)
        else:
            capot = self(
                "summary.capot.value",
                points=rules.capot_value,
                tricks=rules.all_tricks_points,
                coinche=capot_coinche,
            )
        announces = (
            self("summary.announces.on", value=rules.carre_neuf_value)
            if rules.announces
            else self("summary.announces.off")
        )
        options = ", ".join(str(t) for t in rules.target_options)
        scale = (
            [] if rules.scale is Scale.POINTS_AND_BID else [self(f"summary.scale.{rules.scale}")]
        )
        return [
            first,
            counts,
            *scale,
            self(f"summary.failure.{rules.scale.value}", points=rules.failure_points),
            self(f"summary.belote.{rules.belote_scoring.value}"),
            coinche,
            capot,
            announces,
            self(f"summary.rounding.{rules.rounding.value}"),
            self(
                "summary.target",
                target=rules.default_target,
                options=options,
                direction=self.rule_choice("direction", rules.direction.value),
            ),
            self(f"summary.tie.{rules.tie_break.value}"),
        ]
