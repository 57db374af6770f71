"""A package's names loaded with the module that holds them, when first asked for (PEP 562).

``coinche_score.rules`` offers the rule set's model and its words; a screen that needs only the
words (a trump's name) loads them without pydantic.  A package lists its public names in
``__all__`` (and imports them under ``if TYPE_CHECKING:`` for the type checkers), then::

    __getattr__ = lazy_names(__name__, ("words", "model"), __all__, globals())

The modules are tried in that order, lightest first: a name several of them import is taken
from the first, which is the same object.  Pure: no I/O."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Collection, MutableMapping, Sequence


def lazy_names(
    package: str,
    modules: Sequence[str],
    names: Collection[str],
    namespace: MutableMapping[str, object],
) -> Callable[[str], object]:
    """The package's ``__getattr__``: each of ``names`` from the first of ``modules`` (its
    own modules, by their short name) that holds it, kept in ``namespace`` once found."""

    def __getattr__(name: str) -> object:
        if name in modules:
            return importlib.import_module(f"{package}.{name}")
        if name in names:
            for module in modules:
                found = getattr(importlib.import_module(f"{package}.{module}"), name, namespace)
                if found is not namespace:
                    namespace[name] = found
                    return found
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
