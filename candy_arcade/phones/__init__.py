"""Players' phones as controllers: a small web server beside the game's loop.

The server (:mod:`.server`) runs aiohttp in its own thread and event loop, so the
window's loop never waits on the network; each joined phone is a :class:`.device.
PhoneDevice` in the input hub, whose messages cross into the game on a thread-safe
queue that the table driver's tick drains. A phone produces the same intents as a
mouse, a pad or a bot: the simulation applies the same limits to all of them.
"""
