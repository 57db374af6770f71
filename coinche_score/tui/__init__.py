"""The Textual app: home, new match, the score sheet and the deal form.

Only this package imports Textual.  Nothing is imported here so that ``coinche-score score``
and the core never pay for it.
"""
