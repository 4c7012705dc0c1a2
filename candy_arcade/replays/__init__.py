"""Round recordings: (level, seed, intents per tick) is enough to replay a round exactly."""
