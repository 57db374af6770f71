"""The Textual app: home, new match, the score sheet and the deal form.

Only this package imports Textual.  Nothing is imported here so that ``coinche-score score``
and the core never pay for it.
"""

#: Below this many columns a screen is laid out for a phone (class ``-phone``, see the app);
#: below ROOMY_FROM it is small (``-small``), from there roomy (``-roomy``).
PHONE_BELOW = 60
ROOMY_FROM = 80
#: Below this many rows (a phone with its keyboard up: 40x12) a screen is low (``-low``): it
#: gives its lines to what is tapped (the rules, a list's rows) before what is read.
LOW_BELOW = 16
