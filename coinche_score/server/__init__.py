"""The score on every phone at the table: a read-only web page of the match being played,
served by the score keeper's own process (the app's event loop, or ``coinche-score table``).

- :mod:`.view`: what the page shows of a match, in one language (pure: the sheet's sentences);
- :mod:`.feed`: the match watched on disk, rendered once per change for every viewer;
- :mod:`.guard`: the token, the Host and Origin checked, the headers of every answer;
- :mod:`.table`: the HTTP server (aiohttp) and its event streams;
- :mod:`.qr`: the address as a QR code, in text, for a terminal or the app;
- ``static/``: the page, its script and its style sheet.

It reads the store and never changes it, and imports nothing of the app or the command line.
"""
