"""The statistics' figures as a table shows them: a count, a mean, a rate with its bar and
"few" when it is out of fewer than ``min``, a rating; and each figure's name and what it
counts, in the app's language.

Pure (no Textual): the statistics screen's row builders (:mod:`coinche_score.tui.stats_rows`)
and its lists make their cells here.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text

from coinche_score.i18n import Texts
from coinche_score.rules import Trump
from coinche_score.stats import Count, Figure, Mean, Rate
from coinche_score.tui.table_layout import Column, fitted

#: A bar's eighths of a cell, from none to a full one.
EIGHTHS = " ▏▎▍▌▋▊▉█"
#: The shortest bar drawn: narrower, a rate is its percentage alone.
LEAST_BAR = 2
#: The bar of a rate column when there is room.
BAR_WIDTH = 8
#: Shown out of none.
NOTHING = "—"
#: How the bars and the few look; without colour, the word "few" says it.
BAR_STYLE = "green"
FEW_STYLE = "yellow"


def bar(fraction: float, width: int) -> str:
    """``fraction`` (0 to 1) of ``width`` cells, to an eighth of a cell."""
    eighths = round(max(0.0, min(1.0, fraction)) * width * 8)
    full, part = divmod(eighths, 8)
    return ("█" * full + (EIGHTHS[part] if part else "")).ljust(width)


def few_width(texts: Texts) -> int:
    """The room "few" takes after a percentage, its space included."""
    return 1 + cell_len(texts("stats.few"))


def percent_width(texts: Texts) -> int:
    """The widest percentage: "100%", "100 %" in French."""
    return cell_len(texts.percent(1.0))


def rate_width(texts: Texts) -> int:
    """A rate's percentage and its "few", without a bar."""
    return percent_width(texts) + few_width(texts)


def rate_column(texts: Texts, key: str, title: str, drop_rank: int | None = None) -> Column:
    """A column of rates: their bars when every column fits, else their percentages."""
    narrow = rate_width(texts)
    # A column always kept is never narrower than its title; one that may be left out is as
    # narrow as its rates, its title cut with an ellipsis, never silently.
    width = max(narrow, cell_len(title)) if drop_rank is None else narrow
    return Column(
        key,
        title,
        width=width,
        roomy=max(narrow + 1 + BAR_WIDTH, cell_len(title)),
        short_title=fitted(title, narrow).plain if cell_len(title) > width else None,
        drop_rank=drop_rank,
    )


def rate_cell(texts: Texts, rate: Rate, least: int, width: int) -> Text:
    """``▇▇▇▇▍   57%``, its bar in the room left over, ``few`` after it when out of fewer
    than ``least``; ``—`` out of none."""
    value = rate.rate
    if value is None:
        return Text(NOTHING, style="dim")
    few = rate.few(least)
    percent = percent_width(texts)
    room = width - percent - few_width(texts) - 1
    text = Text(no_wrap=True)
    if room >= LEAST_BAR:
        text.append(bar(value, room), "dim" if few else BAR_STYLE)
        text.append(" ")
    elif room >= 0:  # where the bar would be, as in a wider column: the rates aligned under it
        text.append(" " * (room + 1))
    text.append(texts.percent(value).rjust(percent))
    if few:
        text.append(" " + texts("stats.few"), FEW_STYLE)
    return text


def rate_bar(rate: Rate, least: int) -> Text:
    """A rate's bar alone (its figures beside it), dim when out of fewer than ``least``."""
    if rate.rate is None:
        return Text()
    return Text(bar(rate.rate, BAR_WIDTH), "dim" if rate.few(least) else BAR_STYLE)


def count_text(figure: Figure) -> str:
    assert isinstance(figure, Count)
    return str(figure.n)


def mean_text(texts: Texts, figure: Figure) -> str:
    """One decimal; ``—`` over none."""
    assert isinstance(figure, Mean)
    return NOTHING if figure.mean is None else texts.decimal(figure.mean)


def number_cell(text: str) -> Text:
    return Text(text, justify="right", style="dim" if text == NOTHING else "")


def figure_value(texts: Texts, figure: Count | Rate | Mean, least: int) -> str:
    """A figure in full: ``12``; ``4/7 57%`` (and ``few``); ``81.3 (30)``, the mean and how
    many it averages."""
    if isinstance(figure, Count):
        return str(figure.n)
    if isinstance(figure, Rate):
        if figure.rate is None:
            return f"0/0 {NOTHING}"
        text = f"{figure.n}/{figure.of} {texts.percent(figure.rate)}"
        return f"{text} {texts('stats.few')}" if figure.few(least) else text
    if figure.mean is None:
        return NOTHING
    return f"{texts.decimal(figure.mean)} ({figure.n})"


def figure_label(texts: Texts, name: str) -> str:
    """A figure's name as players say it; a keyed rate's (``by_trump.hearts``,
    ``by_bid.80``) with its trump or bid."""
    kind, _, key = name.partition(".")
    if not key:
        return texts(f"stats.figure.{name}")
    if kind == "by_trump":
        return texts("stats.figure.by_trump.key", trump=texts.trump_name(Trump(key)))
    return texts("stats.figure.by_bid.key", bid=_bid_name(texts, key))


def figure_help(texts: Texts, name: str, least: int) -> str:
    """What a figure counts, in one line."""
    return texts(f"stats.figure.{name.partition('.')[0]}.help", least=least)


def _bid_name(texts: Texts, key: str) -> str:
    return key if key.isdigit() else texts.slam_name(key)
