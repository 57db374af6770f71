"""coinche-score: a keyboard-first score keeper for belote coinchée."""

#: The package's version, which pyproject.toml reads from here (its only place).
__version__ = "0.1.0"
