"""Green Box Desktop: the games of the Green Box of Games, with their rules enforced."""

__version__ = "0.1.0"
