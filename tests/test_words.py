"""The shared plural helper: counts with the right noun form."""

from greenbox_desktop.words import listing, noun, plural, plural_form, with_article


def test_counts_take_the_right_form():
    assert plural(1, "demon") == "1 demon"
    assert plural(0, "demon") == "0 demons"
    assert plural(2, "point") == "2 points"
    assert plural(1.5, "point") == "1.5 points"
    assert plural(3, "die") == "3 dice"
    assert plural(2, "box") == "2 boxes" and plural(2, "match") == "2 matches"
    assert plural(2, "industry") == "2 industries" and plural(2, "day") == "2 days"
    assert plural(2, "technique point") == "2 technique points"
    assert plural(2, "Die") == "2 Dice"
    assert plural(4, "cactus", "cacti") == "4 cacti"
    assert noun(1, "tile") == "tile" and plural_form("monk") == "monks"


def test_listing_joins_like_a_sentence():
    assert listing([]) == ""
    assert listing(["a"]) == "a"
    assert listing(["a", "b"]) == "a and b"
    assert listing(["a", "b", "c"], "or") == "a, b or c"


def test_articles():
    assert with_article("Arrow") == "an Arrow" and with_article("Drop") == "a Drop"
