"""coinche-score: a keyboard-first score keeper for belote coinchée."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("coinche-score")
except PackageNotFoundError:  # run from a source folder that was never installed
    __version__ = "0+unknown"
