"""The table's view under 20 viewers: what they cost the score keeper's process, how soon a deal
reaches them, and whether the app's keys notice them.

    .venv/bin/python tests/benchmarks/bench_table_view.py [DEALS]

- memory: the resident memory of ``coinche-score table`` serving 20 viewers (event streams
  open, a few deals sent to each), against the same process serving none (aim: at most 30 MB
  more);
- latency: DEALS deals (50 by default) added with ``coinche-score add``, each timed from the
  instant the command saved it (its file's time) to the moment the last of 20 viewers has it,
  p50 and p95 (aim: p95 within 1 s), next to the command's own time, process start to end;
- keys: CPU time of Enter in the deal form of a 200-deal match, from Enter to the updated
  sheet, with the score shared and 20 viewers connected (from another process), against the
  same with nothing shared (aim: at most 1.2x).

All on the loopback, on free ports; prints each figure, its reference and their ratio; never
fails.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp
from bench_startup import timed_enters
from timing import CHILD_ENV

from coinche_score.i18n import Texts
from coinche_score.match import Match
from coinche_score.rules import Trump, preset
from coinche_score.scoring import Deal
from coinche_score.store import Store
from coinche_score.tui.app import CoincheApp

VIEWERS = 20
DEFAULT_DEALS = 50
ENTER_DEALS = 200
ENTERS = 7
COMMAND = str(Path(sys.executable).parent / "coinche-score")
DEAL = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 92}

#: A process of 20 phones: each opens the address, then its event stream, and reads it; "ready"
#: once each has had the match.
PHONES = """
import asyncio, sys
import aiohttp

async def phone(url, ready):
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as session:
        async with session.get(url):
            pass
        async with session.get(url.rsplit("/T/", 1)[0] + "/events") as stream:
            async for line in stream.content:
                if line.startswith(b"data: ") and not ready.done():
                    ready.set_result(None)

async def main(url, count):
    loop = asyncio.get_running_loop()
    ready = [loop.create_future() for _ in range(count)]
    phones = [asyncio.create_task(phone(url, done)) for done in ready]
    await asyncio.gather(*ready)
    print("ready", flush=True)
    await asyncio.gather(*phones)

asyncio.run(main(sys.argv[1], int(sys.argv[2])))
"""


def say(line: str) -> None:
    print(line, flush=True)


def a_match(deals: int) -> Match:
    rules = preset("classic")
    played = tuple(
        Deal(taker="A", contract=80, trump=Trump.HEARTS, taker_points=92) for _ in range(deals)
    )
    return Match(rules=rules, target=1_000_000, deals=played, team_names=("Nous", "Eux"))


def resident_mib(pid: int) -> float:
    """The process's resident memory now (VmRSS), in MiB."""
    status = Path(f"/proc/{pid}/status").read_text()
    line = next(line for line in status.splitlines() if line.startswith("VmRSS:"))
    return int(line.split()[1]) / 1024


def start_table(data_dir: Path, match_id: str) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [COMMAND, "--data-dir", str(data_dir), "table", match_id, "--port", "0", "--no-qr"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=CHILD_ENV,
    )
    assert process.stdout is not None
    return process, process.stdout.readline().strip()


def start_phones(url: str) -> subprocess.Popen[str]:
    phones = subprocess.Popen(
        [sys.executable, "-c", PHONES, url, str(VIEWERS)],
        stdout=subprocess.PIPE,
        text=True,
        env=CHILD_ENV,
    )
    assert phones.stdout is not None
    assert phones.stdout.readline().strip() == "ready"
    return phones


def add_deal(data_dir: Path, match_id: str) -> float:
    """``coinche-score add``: its time, process start to end, in seconds."""
    started = time.perf_counter()
    subprocess.run(
        [COMMAND, "--data-dir", str(data_dir), "add", match_id, json.dumps(DEAL)],
        check=True,
        capture_output=True,
        env=CHILD_ENV,
    )
    return time.perf_counter() - started


# ------------------------------------------------------------------------------ memory
def bench_memory(folder: Path) -> None:
    data_dir = folder / "memory"
    with Store(data_dir).create(a_match(30)) as opened:
        match_id = opened.id
    table, url = start_table(data_dir, match_id)
    try:
        time.sleep(1.0)
        alone = resident_mib(table.pid)
        phones = start_phones(url)
        for _ in range(5):
            add_deal(data_dir, match_id)
        time.sleep(1.0)
        served = resident_mib(table.pid)
        phones.kill()
        phones.wait()
    finally:
        table.terminate()
        table.wait()
    say(f"resident memory of coinche-score table, {VIEWERS} viewers, MiB")
    say(f"  no viewer: {alone:.1f}")
    say(
        f"  {VIEWERS} viewers: {served:.1f} (+{served - alone:.1f} MiB, {served / alone:.2f}x; "
        "aim: at most 30 MB more)"
    )


# ------------------------------------------------------------------------------ latency
async def watch(url: str, arrived: list[dict[int, float]]) -> None:
    """A viewer that notes when each number of deals first reached it."""
    jar = aiohttp.CookieJar(unsafe=True)
    seen: dict[int, float] = {}
    arrived.append(seen)
    async with aiohttp.ClientSession(cookie_jar=jar) as session:
        async with session.get(url):
            pass
        async with session.get(url.rsplit("/T/", 1)[0] + "/events") as stream:
            async for line in stream.content:
                if line.startswith(b"data: "):
                    deals = json.loads(line[6:])["match"]["deals"]
                    count = deals[0]["number"] if deals else 0
                    seen.setdefault(count, time.time())


async def latencies(data_dir: Path, match_id: str, url: str, deals: int) -> list[float]:
    arrived: list[dict[int, float]] = []
    viewers = [asyncio.create_task(watch(url, arrived)) for _ in range(VIEWERS)]
    while len(arrived) < VIEWERS or not all(arrived):
        await asyncio.sleep(0.05)
    commands, lags = [], []
    path = Store(data_dir).match_path(match_id)
    for number in range(1, deals + 1):
        commands.append(await asyncio.to_thread(add_deal, data_dir, match_id))
        saved = path.stat().st_mtime_ns / 1e9  # the instant the command wrote the deal
        while not all(number in seen for seen in arrived):
            await asyncio.sleep(0.005)
        lags.append(max(seen[number] for seen in arrived) - saved)
    for viewer in viewers:
        viewer.cancel()
    await asyncio.gather(*viewers, return_exceptions=True)
    say(f"  the command's own time (add, start to end): median {statistics.median(commands):.3f} s")
    return lags


def bench_latency(folder: Path, deals: int) -> None:
    data_dir = folder / "latency"
    with Store(data_dir).create(a_match(0)) as opened:
        match_id = opened.id
    table, url = start_table(data_dir, match_id)
    say(f"a deal added with coinche-score add, to the last of {VIEWERS} viewers, {deals} deals")
    try:
        lags = asyncio.run(latencies(data_dir, match_id, url, deals))
    finally:
        table.terminate()
        table.wait()
    ordered = sorted(lags)
    p50 = statistics.median(ordered)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * len(ordered)) - 1)]
    say(f"  saved to the last viewer: p50 {p50:.3f} s, p95 {p95:.3f} s, worst {ordered[-1]:.3f} s")
    say(f"  p95 against the aim of 1 s: {p95:.2f}x")


# ------------------------------------------------------------------------------ keys
async def enter_cpu_times(data_dir: Path, shared: bool) -> list[float]:
    """CPU seconds from Enter in the deal form to the sheet refreshed, once per new deal; with
    the score shared, 20 viewers connected from another process."""
    app = CoincheApp(Store(data_dir), Texts("en"), share_on=("127.0.0.1", 0))
    phones = None
    async with app.run_test(size=(120, 36)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        if shared:
            await pilot.press("t")
            while app.sharing is None:
                await pilot.pause(0.05)
            url = app.sharing.server.url
            await pilot.press("escape")
            phones = await asyncio.create_subprocess_exec(
                sys.executable,
                "-c",
                PHONES,
                url,
                str(VIEWERS),
                stdout=asyncio.subprocess.PIPE,
                env=CHILD_ENV,
            )
            assert phones.stdout is not None
            assert (await phones.stdout.readline()).strip() == b"ready"
        # The viewers are sent each deal before the next one.
        times = await timed_enters(pilot, ENTERS, then=0.3)
        if phones is not None:
            phones.kill()
            await phones.wait()
    return times


def bench_keys(folder: Path) -> None:
    say(f"Enter in the deal form of a {ENTER_DEALS}-deal match, CPU ms, median of {ENTERS}")
    medians = {}
    for shared in (False, True):
        data_dir = folder / f"keys-{shared}"
        Store(data_dir).create(a_match(ENTER_DEALS)).close()
        medians[shared] = statistics.median(asyncio.run(enter_cpu_times(data_dir, shared))) * 1000
    say(f"  nothing shared: {medians[False]:.1f} ms")
    ratio = medians[True] / medians[False]
    say(f"  shared, {VIEWERS} viewers: {medians[True]:.1f} ms ({ratio:.2f}x; aim: at most 1.2x)")


def main() -> int:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_DEALS
    if not Path("/proc/self/status").exists():
        say("bench_table_view: needs Linux's /proc for the resident memory")
        return 1
    with tempfile.TemporaryDirectory() as folder:
        bench_memory(Path(folder))
        bench_latency(Path(folder), deals)
        bench_keys(Path(folder))
    return 0


if __name__ == "__main__":
    os.environ.pop("COINCHE_SCORE_DATA", None)
    sys.exit(main())
