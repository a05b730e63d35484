"""A small seeded random generator whose sequence never depends on the Python version.

The generator is SplitMix64.  Its whole state is one 64-bit integer, so a game state holds it
as a plain int: copying, comparing and saving it is free.
"""

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def next_value(state: int) -> tuple[int, int]:
    """Advance ``state`` once; return (new_state, 64 random bits)."""
    state = (state + GOLDEN) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def seed_state(seed: int) -> int:
    """The generator state for a user-facing seed (any int, negative allowed)."""
    return next_value(seed & MASK)[1]
