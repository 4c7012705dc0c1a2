"""I Want Candy!'s physical table: hands, palms, cards' places, touches, the session.

A regular package (not a namespace one) so the import contracts see its modules.
"""
