"""Errors raised by the engine."""


class IllegalAction(ValueError):
    """An action that may not be applied now; ``str(error)`` is the reason in words."""
