"""The art API: every component renders, sprites and sounds exist, font and theme load."""

from __future__ import annotations

import json
import wave

import pygame
import pytest

from greenbox_desktop.box import ALL_IDS, COLOURS, MEEPLE_COLOURS, SYMBOLS, extra_card, extra_die
from greenbox_desktop.ui import art as art_module
from greenbox_desktop.ui import assets
from greenbox_desktop.ui.art import SOUND_NAMES, Art, Sounds, theme_data, theme_path
from greenbox_desktop.ui.pieces import catalogue


@pytest.fixture(scope="module")
def art() -> Art:
    """One Art for the module, with a (dummy) display so convert_alpha is exercised."""
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    return Art()


def _long_side(surface: pygame.Surface) -> int:
    return max(surface.get_size())


@pytest.mark.parametrize("size", [24, 90])
def test_every_box_component_renders_both_faces(art: Art, size: int) -> None:
    for cid in ALL_IDS:
        for face_up in (True, False):
            surface = art.component(cid, face_up, size)
            assert _long_side(surface) == size, cid
            assert surface.get_bounding_rect().width > 0, cid


def test_masked_ids_render_the_kind_back_or_neutral_piece(art: Art) -> None:
    assert art.visual_key("card.?3", True) == "card_back"
    assert art.visual_key("tile.?1", True) == "tile_back"
    assert art.visual_key("cube.?2", True) == "cube_unknown"
    for cid in ("card.?3", "tile.?1", "cube.?2", "meeple.?1", "die.?2", "bag.?1", "strange.?4"):
        assert _long_side(art.component(cid, True, 40)) == 40


def test_face_down_tile_and_card_show_backs(art: Art) -> None:
    assert art.visual_key("tile.drop.3", False) == "tile_back"
    assert art.visual_key("card.red.4", False) == "card_back"
    assert art.visual_key("card.red.4", True) == "card_red_4"
    assert art.visual_key("card.blue.g2", True) == "card_blue_g2"


def test_same_looking_pieces_share_one_cached_surface(art: Art) -> None:
    assert art.component("cube.red.07", True, 30) is art.component("cube.red.19", True, 30)
    assert art.component("cube.red.07", True, 30) is not art.component("cube.blue.07", True, 30)


def test_extras_render(art: Art) -> None:
    card = extra_card("testdeck", "alarm", title="Alarm bell", text="Every player loses one point. " * 6,
                      colour="red", value=3, symbol="wheel")
    plain = extra_card("testdeck", "note", title="A note")
    for cid in (card, plain, extra_die(3)):
        for face_up in (True, False):
            assert _long_side(art.component(cid, face_up, 120)) == 120
    assert art.aspect(card) == pytest.approx(200 / 280)
    assert _long_side(art.component("extra.card.nodeck.missing", True, 50)) == 50


def test_die_faces(art: Art) -> None:
    faces = [pygame.image.tobytes(art.die_face(v, 48), "RGBA") for v in range(1, 7)]
    assert len(set(faces)) == 6
    assert art.die_face(4, 48, extra=True).get_size() == (48, 48)
    assert pygame.image.tobytes(art.die_face(4, 48, extra=True), "RGBA") != faces[3]


def test_aspects(art: Art) -> None:
    assert art.aspect("card.red.4") == pytest.approx(0.714, abs=0.001)
    assert art.aspect("tile.drop.1") == 1
    assert art.aspect("cube.green.01") == 1
    assert art.aspect("meeple.grey") < 1 < art.aspect("meeple.grey", face_up=False)


def test_sprite_files_exist_for_every_kind() -> None:
    names = {name for name, _ in catalogue()}
    assert all(assets.sprite(name) is not None for name in names)
    expected = ({f"tile_{s}" for s in SYMBOLS} | {"tile_back", "card_back", "card_star_green", "card_star_yellow",
                "bag", "track", "die_unknown", "cube_unknown"} | {f"die_{v}" for v in range(1, 7)}
                | {f"cube_{c}" for c in COLOURS} | {f"meeple_{c}_lying" for c in MEEPLE_COLOURS}
                | {f"meeple_{c}_standing" for c in MEEPLE_COLOURS}
                | {f"card_{c}_{v}" for c in COLOURS for v in (*range(1, 7), "g1", "g2", "g3")})
    assert expected <= names
    assert sum(assets.sprite(n).stat().st_size for n in names) < 4_000_000


def test_colour_blind_letters_are_drawn() -> None:
    marked, plain = Art(colour_blind_marks=True), Art(colour_blind_marks=False)
    for cid in ("cube.red.01", "cube.green.01", "meeple.blue", "meeple.grey"):
        a = pygame.image.tobytes(marked.component(cid, True, 64), "RGBA")
        b = pygame.image.tobytes(plain.component(cid, True, 64), "RGBA")
        assert a != b, cid


def test_font_loads_and_renders(art: Art) -> None:
    assert art.font_path.is_file() and art.font_path == assets.font("DejaVuSans.ttf")
    assert assets.resource(assets.FONTS, "LICENSE-DejaVu.txt") is not None
    for bold in (False, True):
        text = art.font(18, bold).render("Green Box 123", True, (0, 0, 0))
        assert text.get_width() > 50
    assert art.font(18) is art.font(18)


def test_sounds_play_silently_and_never_raise() -> None:
    sounds = Sounds()
    for name in (*SOUND_NAMES, "no-such-sound"):
        sounds.play(name)
    sounds.enabled = False
    sounds.play("pick")


def test_sounds_survive_a_failing_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(art_module.pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(art_module.pygame.mixer, "init", broken)
    Sounds().play("drop")


def test_sound_files_are_short() -> None:
    for name in SOUND_NAMES:
        with wave.open(str(assets.sound(name))) as wav:
            seconds = wav.getnframes() / wav.getframerate()
        assert 0 < seconds < (1.5 if name == "end" else 0.5), name


def test_theme_uses_bundled_font() -> None:
    data = theme_data()
    assert data["button"]["prototype"] == "#gb_font"
    assert assets.FONT_REGULAR.samefile(data["#gb_font"]["font"]["regular_path"])
    path = theme_path()
    assert json.loads(path.read_text()) == data


def test_theme_text_scales_with_the_window_but_stays_readable() -> None:
    base, big, tiny = theme_data(), theme_data(1.5), theme_data(0.25)
    assert base["#gb_font"]["font"]["size"] == "16" and big["#gb_font"]["font"]["size"] == "24"
    assert big["#title"]["font"]["size"] == "48"
    assert tiny["#gb_font"]["font"]["size"] == "10"  # never below the smallest readable size
    assert theme_path(1.5) != theme_path() and json.loads(theme_path(1.5).read_text()) == big


def test_theme_loads_in_pygame_gui() -> None:
    pygame_gui = pytest.importorskip("pygame_gui")
    pygame.display.init()
    pygame.display.set_mode((320, 200))
    manager = pygame_gui.UIManager((320, 200), str(theme_path()))
    pygame_gui.elements.UIButton(pygame.Rect(10, 10, 120, 30), "Pass", manager)
    manager.update(0.01)
    assert "dejavu_sans" in manager.get_theme().get_font_dictionary().known_font_paths
