"""Other processes: killed in the middle of saving, and holding a match open."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import IO

import pytest

from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.scoring import parse_deal
from coinche_score.store import MatchLockedError, Store

from .helpers import child, deal, empty_match, folder_bytes, run_cli
from .match_child import STACKS_SIGNAL, STREAM_RULES, STREAM_TARGET, deal_for

KILLS = 50
#: Longest a writer runs before the kill; long enough for a few saves on a slow disk.
MAX_RUN_SECONDS = 0.08


#: The longest a test talks to its child processes: past it, it fails rather than hangs the run.
DEADLINE_SECONDS = 120
#: Long enough for a child to write its threads' stacks.
STACKS_WRITTEN = 0.5


@contextmanager
def deadline(seconds: float = DEADLINE_SECONDS, *children: int) -> Iterator[None]:
    """TimeoutError in the test if it is still inside after ``seconds`` (a line a child never
    prints would otherwise be waited for forever).  The ``children`` (started by ``child``,
    each the leader of its process group) and the processes they forked then write where each
    of their threads waits to their stderr, which the failure shows."""

    def expired(signum: int, frame: object) -> None:
        for pid in children:
            with suppress(ProcessLookupError):
                os.killpg(pid, STACKS_SIGNAL)
        time.sleep(STACKS_WRITTEN)
        raise TimeoutError(f"the child processes did not answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def kill(process: subprocess.Popen[str]) -> None:
    process.kill()
    process.communicate(timeout=30)


def next_line(stdout: IO[str]) -> str:
    line = stdout.readline()
    assert line, "the forking child ended"  # else readline gives "" for ever
    return line.strip()


def lines_until_dead(stdout: IO[str]) -> list[str]:
    """What the writer printed before it died (the forking parent then says "dead")."""
    lines = []
    while (line := next_line(stdout)) != "dead":
        # Anything but a deal's number would make this wait for ever: say it at once.
        assert line.isdigit(), f"not a deal's number: {line!r}"
        lines.append(line)
    return lines


def test_a_killed_writer_leaves_every_acknowledged_deal_and_at_most_one_more(
    tmp_path: Path,
) -> None:
    store = Store(tmp_path)
    rules = preset(STREAM_RULES)
    match = Match(rules=rules, target=STREAM_TARGET, team_names=("Nous", "Eux"))
    with store.create(match) as created:
        match_id = created.id
    chances = random.Random(20240301)
    writers = child("append", str(tmp_path), match_id)
    assert writers.stdin is not None and writers.stdout is not None
    saved = 0  # deals in the file
    with deadline(DEADLINE_SECONDS, writers.pid):
        try:
            for _ in range(KILLS):
                writers.stdin.write("go\n")
                writers.stdin.flush()
                ready, pid = next_line(writers.stdout).split()
                assert ready == "ready"
                printed = []
                if chances.random() < 0.2:  # kill it just as a save has returned
                    printed.append(next_line(writers.stdout))
                    # A writer that died by itself: its "dead" was read, do not wait for it.
                    assert printed != ["dead"], "the writer died before its first save"
                else:
                    time.sleep(chances.uniform(0, MAX_RUN_SECONDS))
                os.kill(int(pid), signal.SIGKILL)
                printed += lines_until_dead(writers.stdout)

                acknowledged = [int(line) for line in printed]
                assert acknowledged == list(range(saved, saved + len(acknowledged)))
                deals = store.read(match_id).match.deals  # it loads: never truncated or mixed
                assert len(deals) in (saved + len(acknowledged), saved + len(acknowledged) + 1)
                assert list(deals) == [parse_deal(deal_for(i), rules) for i in range(len(deals))]
                saved = len(deals)
        finally:
            kill(writers)
    assert saved >= KILLS / 2  # the writers really did save deals
    with store.open(match_id):  # the lock died with the last writer; its debris is cleared
        pass
    assert not [path for path in tmp_path.iterdir() if path.name.endswith(".tmp")]


def test_a_second_process_is_refused_while_the_first_runs_and_works_after_it_dies(
    tmp_path: Path,
) -> None:
    store = Store(tmp_path)
    with store.create(empty_match()) as created:
        created.add(deal(taker_points=90))
        match_id = created.id
    holder = child("hold", str(tmp_path), match_id)
    try:
        assert holder.stdout is not None
        with deadline(DEADLINE_SECONDS, holder.pid):
            assert holder.stdout.readline() == "ready\n"
        on_disk = folder_bytes(tmp_path)

        with pytest.raises(MatchLockedError) as refused:
            store.open(match_id)
        assert f"process {holder.pid}" in str(refused.value)
        result = run_cli(
            tmp_path, "add", match_id, '{"taker": "A", "contract": 80, "taker_points": 100}'
        )
        assert result.returncode == 1  # to try again once the other is done: not the command's
        assert result.stdout == ""
        assert result.stderr.splitlines() == [str(refused.value)]
        shown = run_cli(tmp_path, "show", match_id)  # reading needs no lock
        assert shown.returncode == 0
        assert folder_bytes(tmp_path) == on_disk
    finally:
        kill(holder)

    with store.open(match_id) as opened:
        opened.add(deal(taker_points=100))
    result = run_cli(
        tmp_path, "add", match_id, '{"taker": "B", "contract": 80, "taker_points": 100}'
    )
    assert result.returncode == 0, result.stderr
    assert len(store.read(match_id).match.deals) == 3
