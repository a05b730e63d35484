"""One module (or package) per game; each registers itself with ``engine.register``.

``load()`` imports every game by name.  The list is explicit, not a directory scan, so that
freezers such as PyInstaller see the games as plain imports and bundle them.
"""


def load() -> None:
    """Import every game module, which registers its game.  Adding a game: add its line, sorted."""
    from greenbox_desktop.games import (  # noqa: F401  (imported for their @register side effect)
        attack_of_the_moulds,
        bad_day_at_the_office,
        business_casual,
        christmas_tree,
        desert_dessert,
        free_play,
        golden_pyramid,
        green_bite,
        green_port,
        gridblock,
        guess_what,
        hudai_monastery,
        island,
        jump,
        lords_of_the_green,
        make_it_count,
        make_way,
        matchmaker,
        nim,
        oki,
        push,
        slush,
        snatch,
        swarm,
        wacky_wheels,
        zap_that_ghost,
    )
