"""Piñata Blast on the real-time table: the thrown dice and the table they land on."""
