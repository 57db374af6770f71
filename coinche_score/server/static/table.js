// The table's view: the match as the score keeper's computer sends it, on an event stream.
// Every text is inserted with textContent (names come from the players): never as markup.
"use strict";
(function () {
  var page = document.documentElement;
  if (new URLSearchParams(location.search).has("big")) {
    page.classList.add("big");
  }
  var words = {};
  var source = null;
  var again = null;  // the timer that opens a new stream
  var lostSince = null;  // the timer that says the connection is lost
  var stopped = false;
  var turnedAway = null;  // why the server turned this page away (too many viewers), if it did
  // The server says something at least every few seconds ("alive", which says how often): a
  // stream silent for much longer is dead (a phone that left the Wi-Fi, a router that dropped
  // it), whatever the browser says.
  var silenceMs = 40000;
  var heard = Date.now();

  function byId(id) {
    return document.getElementById(id);
  }

  function put(element, text) {
    element.textContent = text === null || text === undefined ? "" : String(text);
  }

  function say(text, kind) {
    var status = byId("status");
    put(status, text);
    status.className = kind || "";
    status.hidden = !text;
  }

  function showTeam(element, team, goal) {
    put(element.querySelector(".name"), team.name);
    put(element.querySelector(".players"), team.players.join(" & "));
    var total = element.querySelector(".total");
    put(total, team.total);
    total.style.setProperty("--digits", Math.max(3, String(team.total).length));
    element.classList.toggle("leading", team.leading);
    element.classList.toggle("won", team.won);
    var share = goal > 0 ? Math.max(0, Math.min(1, team.total / goal)) : 0;
    element.querySelector(".fill").style.width = (share * 100).toFixed(1) + "%";
  }

  function dealItem(deal) {
    var item = document.createElement("li");
    var head = document.createElement("p");
    head.className = "deal-head";
    var number = document.createElement("span");
    number.className = "number";
    put(number, deal.number);
    var summary = document.createElement("span");
    summary.className = "summary";
    put(summary, deal.summary);
    var scores = document.createElement("span");
    scores.className = "scores";
    put(scores, deal.scores === null ? "" : deal.scores.join(" – "));
    head.append(number, summary, scores);
    var why = document.createElement("p");
    why.className = "why";
    put(why, deal.why);
    item.append(head, why);
    return item;
  }

  function show(view) {
    words = view.words;
    page.lang = view.lang;
    document.title = words.title;
    put(byId("deals-title"), words.deals);
    put(byId("read-only"), words.read_only);
    var match = view.match;
    // The page starts "empty" (table.html): no card is drawn before a match to fill it.
    document.body.classList.toggle("empty", match === null);
    var problem = byId("problem");
    put(problem, view.problem);
    problem.hidden = !view.problem;
    if (match === null) {
      return;
    }
    showTeam(byId("team-a"), match.teams[0], match.goal);
    showTeam(byId("team-b"), match.teams[1], match.goal);
    put(byId("target"), match.target);
    var winner = byId("winner");
    put(winner, match.winner);
    winner.hidden = match.winner === null;
    var info = byId("info");
    info.replaceChildren();
    match.info.forEach(function (part) {
      if (part.tone === "won") {
        return;  // the winner's own line says it
      }
      var item = document.createElement("li");
      item.className = "tone-" + part.tone;
      put(item, part.text);
      info.append(item);
    });
    byId("deals").replaceChildren.apply(byId("deals"), match.deals.map(dealItem));
    byId("history").hidden = match.deals.length === 0;
  }

  function openAgain(after) {
    clearTimeout(again);
    again = setTimeout(connect, after);
  }

  function heardFrom() {
    heard = Date.now();
  }

  // Refused (403): the link of a sharing that ended, or of another run of the server, whose
  // page says so in the phone's language; or turned away (503: too many viewers), said so
  // too. The browser's stream reads neither answer.
  function askWhyRefused() {
    var asked = { credentials: "same-origin", cache: "no-store" };
    fetch("/match.json", asked).then(
      function (answer) {
        if (answer.status === 403) {
          // This run of the server will never know this page's token: ask again seldom.
          openAgain(30000);
          return answer.text().then(function (text) {
            stopped = true;
            say(text, "stopped");
          });
        }
        var stream = new AbortController();
        asked.signal = stream.signal;
        return fetch("/events", asked).then(function (events) {
          if (events.status !== 503) {
            stream.abort();  // let in after all: the next try opens the page's own stream
            return;
          }
          return events.text().then(function (text) {
            // Past the connection cap the answer has no words: still trying, and saying so.
            turnedAway = text || words.reconnecting || "…";
            say(turnedAway, "lost");
          });
        });
      },
      function () {}  // not reached at all: "trying again" stays
    );
  }

  function lost() {
    if (lostSince === null && !stopped) {
      // A stream closed by the server is opened again at once: say nothing for that.
      lostSince = setTimeout(function () {
        if (!stopped) {
          say(turnedAway || words.reconnecting || "…", "lost");
        }
      }, 2500);
    }
  }

  function connect() {
    clearTimeout(again);
    if (source !== null) {
      source.close();
    }
    source = new EventSource("/events");
    heardFrom();
    source.addEventListener("alive", function (message) {
      heardFrom();
      silenceMs = 2500 * JSON.parse(message.data).every + 2500;
    });
    source.onmessage = function (message) {
      heardFrom();
      turnedAway = null;
      clearTimeout(lostSince);
      lostSince = null;
      stopped = false;
      say("");
      show(JSON.parse(message.data));
    };
    source.addEventListener("stopped", function () {
      stopped = true;
      source.close();
      say(words.stopped, "stopped");
      openAgain(3000);  // in case the score keeper shares again
    });
    source.onerror = function () {
      lost();
      if (source.readyState === EventSource.CLOSED) {
        openAgain(3000);  // refused: the browser does not try again itself
        askWhyRefused();
      }
    };
  }

  setInterval(function () {
    if (!stopped && Date.now() - heard > silenceMs) {
      lost();
      connect();
    }
  }, 1000);

  // A phone that wakes up does not wait for the next try.
  document.addEventListener("visibilitychange", function () {
    var silent = Date.now() - heard > silenceMs;
    if (!document.hidden && (source === null || source.readyState === EventSource.CLOSED || silent)) {
      connect();
    }
  });
  connect();
})();
