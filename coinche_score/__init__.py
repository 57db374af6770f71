"""coinche-score: a keyboard-first score keeper for belote coinchée."""

#: The package's version, which pyproject.toml reads from here (its only place).
__version__ = "0.1.0"
#: The program's name, which names its data and cache folders too.
APP_NAME = "coinche-score"
