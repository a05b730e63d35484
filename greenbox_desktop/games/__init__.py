"""One module (or package) per game; each registers itself with ``engine.register``."""
