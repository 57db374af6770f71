"""The other processes in the store tests; run as a script, it talks over its pipes.

``match_child.py hold DATA_DIR MATCH_ID``: opens the match, prints ``ready`` and waits.

``match_child.py append DATA_DIR MATCH_ID``: for each line read on stdin, forks a writer, which
opens the match, prints ``ready PID``, then adds ``deal_for(i)`` for i = n, n + 1, ... (n: the
deals already there), printing each i once add() has returned; when the writer has died (the
test kills it) prints ``dead``.  Forking saves each writer the start-up and imports.
"""

from __future__ import annotations

import faulthandler
import os
import signal
import sys
import time
import traceback
from itertools import count
from pathlib import Path
from typing import Any

from coinche_score.rules import SUITS, preset
from coinche_score.scoring import parse_deal
from coinche_score.store import Store

#: Makes a child write where each of its threads is to its stderr (a test that waited too long
#: for it sends it); its forked writers inherit it.
STACKS_SIGNAL = signal.SIGUSR1
STREAM_RULES = "trickster"
STREAM_TARGET = 1_000_000  # never reached: every deal sent is counted


def deal_for(index: int) -> dict[str, Any]:
    """Deal ``index`` of the stream: each one differs from its neighbours."""
    return {
        "taker": "AB"[index % 2],
        "contract": 80 + 10 * (index % 9),
        "trump": SUITS[index % 4].value,
        "taker_points": index % 163,
    }


def say(line: str) -> None:
    """``line`` to the test in one write, which a pipe takes whole: ``print`` writes the text,
    then its newline, and a writer killed between the two left "41" for the test to read as
    "41dead", so the test waited for "dead" for ever."""
    os.write(sys.stdout.fileno(), f"{line}\n".encode())


def hold(store: Store, match_id: str) -> None:
    with store.open(match_id):
        say("ready")
        time.sleep(600)


def append_forever(store: Store, match_id: str) -> None:
    rules = preset(STREAM_RULES)
    with store.open(match_id) as opened:
        say(f"ready {os.getpid()}")
        for index in count(len(opened.match.deals)):
            opened.add(parse_deal(deal_for(index), rules))
            say(str(index))


def fork_writers(store: Store, match_id: str) -> None:
    for _ in sys.stdin:
        pid = os.fork()
        if pid == 0:
            try:
                append_forever(store, match_id)
            except BaseException:
                traceback.print_exc()  # a writer never stops by itself: the failure shows why
                sys.stderr.flush()
            finally:
                os._exit(1)  # only if something went wrong: the test kills writers
        os.waitpid(pid, 0)
        say("dead")


if __name__ == "__main__":
    faulthandler.register(STACKS_SIGNAL, all_threads=True)
    mode, data_dir, match_id = sys.argv[1:]
    {"hold": hold, "append": fork_writers}[mode](Store(Path(data_dir)), match_id)
