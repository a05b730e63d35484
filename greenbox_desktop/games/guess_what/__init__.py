"""Guess What! (shared/rules/guess_what.md): Students find the Professor's secret rule.

Each round one seat is the Professor and picks a secret rule from the catalogue
(``catalogue``, in two clicks: a family, then a rule); the others are Students with 5 cards.
The row starts with one card from the deck.  In turn each Student lays a card at the end of the
row and the app judges it: a right card gets a cube beside it and earns its Student a cube.
Then the Student may guess the rule (a wrong guess costs one of their cubes; a right one ends
the round and splits the cubes beside the cards, the odd one to the Student) and draws a card.
After 12 cards without a right guess the cubes beside the cards go back.  The Professor role
passes left; after every seat has been Professor once, most cubes wins.

In free mode (option ``judge``) the Professor keeps an invented rule in mind and judges every
card and every guess with buttons; a Student says the guess aloud.  Every seat is Professor once,
so free mode needs a person in every seat.

Chosen where the rulings are silent: "the previous card" and "the sequence so far" mean the
starting card and the cards judged right (wrong cards stay in the row but do not count); a
Student always draws after the guess step.  The supply is every cube of the box (120, white and
black ones paid first), so a right card always pays its Student: the supply could only run short
if nearly every card of a six-player game were right, and then the Student is paid first and the
cube beside the card is left out.  A seat's score is its number of cubes, whatever their colours.
"""

from __future__ import annotations

from greenbox_desktop.box import COLOURS, component, cube_ids
from greenbox_desktop.engine import Action, Choose, GameInfo, Move, Option, Pass, State, Zone, move, register
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.engine.hidden import resample
from greenbox_desktop.games.guess_what.advice import suggested_rule
from greenbox_desktop.games.guess_what.captions import RIGHT_RING, WRONG_RING, button_words
from greenbox_desktop.games.guess_what.catalogue import BY_FAMILY, FAMILIES, RULES, consistent, judge
from greenbox_desktop.words import plural

HAND = 5
ROUND_CARDS = 12
DECK = tuple(f"card.{c}.{v}" for c in COLOURS for v in range(1, 7)) + \
    tuple(f"card.{c}.g{k}" for c in COLOURS for k in (1, 2, 3))
# the supply: every cube of the box; COLOURS ends with white and black, so those lie on top (paid first)
CUBES = tuple(cid for c in COLOURS for cid in cube_ids(c))
WIDTH = ROUND_CARDS + 1  # the row's grid: cards in its first line, their cubes in the second
ROW, BESIDE, SUPPLY, DECK_ZONE = "row", "beside", "supply", "deck"
BACK = Choose("back", "back")
NO_GUESS = Pass()
APP, BY_HAND = "app", "professor"  # who judges: the app from the catalogue, or the Professor
THOUGHT = Choose("thought", "ready")  # free mode: the Professor has a rule in mind
SAY_GUESS = Choose("say", "guess")  # free mode: the Student says a guess aloud
FREE_LABELS = {
    THOUGHT: "I have a secret rule in mind",
    SAY_GUESS: "I say my guess aloud",
    Choose("card", True): "Right card",
    Choose("card", False): "Wrong card",
    Choose("guessed", True): "The guess is right",
    Choose("guessed", False): "The guess is wrong",
}


def hand(seat: int) -> str:
    """The zone of ``seat``'s hand."""
    return f"hand.{seat}"


def cubes(seat: int) -> str:
    """The zone of ``seat``'s cubes."""
    return f"cubes.{seat}"


def card_words(cid: str) -> str:
    """A card in words ("Red 4, Wheel, pink")."""
    c = component(cid)
    background = "light green" if c.background == "lightgreen" else c.background
    return f"{c.colour.capitalize()} {c.value}, {c.symbol.capitalize()}, {background}"


@register
class GuessWhat(State):
    """Guess What! for 2-6 seats."""

    SCORES_IN_PANEL = True  # the panel gives each seat's cubes
    INFO = GameInfo(
        id="guess_what",
        title="Guess What!",
        designer="Jørgen Brunborg-Næss",
        min_players=2,
        max_players=6,
        minutes=30,
        complexity=2,
        options=(
            Option("judge", "Who judges", APP, choices=(APP, BY_HAND),
                   labels=("The app, from a list", "Professor, by hand"),
                   help="Free mode: the Professor invents any rule, keeps it in mind and judges every "
                        "card and every guess with buttons; Students say their guesses aloud. Every "
                        "player is Professor once, so free mode needs a person in every seat.",
                   people_only=(BY_HAND,)),
            Option("keep_hands", "Keep hands between rounds", False,
                   help="Students keep the cards left in their hands when a new round starts; only a "
                        "player without cards is dealt 5 new ones."),
        ),
        summary="One player, the Professor, picks a secret rule for which cards may follow which. "
                "The Students lay cards in a row, hear whether each was right, and try to name the "
                "rule. Everyone takes a turn as Professor; the most cubes wins.",
        contest="Green Box of Games 2018 rulebook",
        hidden_info=True,
        rules_version=2,  # 2: the supply holds every cube of the box, so a right card always pays
        playout_options=((("keep_hands", True),), (("judge", BY_HAND),)),
    )

    professor: int
    round: int
    phase: str  # "secret" (the Professor picks), "play" (a Student lays a card), "guess";
    # free mode adds "judge card" and "judge guess" (the Professor's verdicts)
    student: int  # the Student at work (the Professor acts for them while judging)
    picking: str | None  # the family whose rules are on offer now
    secret: str | None
    verdicts: tuple[bool, ...]  # per card played this round, in row order after the start card
    wrong_guesses: tuple[str, ...]
    last_rule: str | None  # the previous round's rule, told to all when that round ended
    last_end: str  # how the previous round ended, in words ("" before the first end)

    @classmethod
    def declare_zones(cls, players, options):
        zones = [
            Zone(DECK_ZONE, "stack", "Deck", face_up=False, visibility="nobody", area="west"),
            Zone(SUPPLY, "pool", "Cube supply", area="west", order=1, hints=(("tally", True),)),
            Zone(ROW, "grid", "The row: starting card, then the cards laid; cubes below the right ones",
                 shape=(WIDTH, 2, "square"), hints=(("row_labels", ("Cards", "Cubes")),)),
            Zone(BESIDE, "grid", "Cubes beside right cards", shape=(WIDTH, 2, "square"), over=ROW),
        ]
        for s in range(players):
            area = "south" if s < (players + 1) // 2 else "north"
            zones += [
                Zone(hand(s), "hand", f"Player {s + 1}'s hand", owner=s, visibility="owner", face_up=False,
                     area=area, order=2 * s),
                Zone(cubes(s), "pool", f"Player {s + 1}'s cubes", owner=s, area=area, order=2 * s + 1,
                     hints=(("tally", True),)),
            ]
        return zones

    def setup(self) -> None:
        for cid in DECK:
            self.put(cid, DECK_ZONE)
        for cid in CUBES:
            self.put(cid, SUPPLY)
        self.professor = self.random_below(self.players)
        self.round = 1
        self.last_rule = None
        self.last_end = ""
        self._start_round()

    # ----- the table ------------------------------------------------------------------------
    def sequence(self) -> tuple:
        """The starting card and the cards judged right this round, as components, oldest first."""
        row = self.contents[ROW]
        return tuple(component(cid) for i, cid in enumerate(row) if i == 0 or self.verdicts[i - 1])

    def count(self, seat: int) -> int:
        """How many cubes ``seat`` has."""
        return len(self.contents[cubes(seat)])

    def next_student(self, seat: int) -> int:
        """The Student to the left of ``seat``."""
        seat = (seat + 1) % self.players
        return (seat + 1) % self.players if seat == self.professor else seat

    def _start_round(self) -> None:
        """Cards back and shuffled, hands dealt, the starting card laid; the Professor picks."""
        keep = self.options.get("keep_hands", False)
        back = list(self.contents[ROW])
        if not keep:
            back += [cid for s in range(self.players) for cid in self.contents[hand(s)]]
        for cid in back:
            self.put(cid, DECK_ZONE, face_up=False)
        self.shuffle_zone(DECK_ZONE)
        for s in range(self.players):
            if s != self.professor and not self.contents[hand(s)]:
                self.put_top(DECK_ZONE, hand(s), HAND, face_up=False)
        self.put_top(DECK_ZONE, ROW, 1, slot=0, face_up=True)
        self.phase, self.picking, self.secret, self.student = "secret", None, None, self.professor
        self.verdicts, self.wrong_guesses = (), ()
        self.current_player = self.professor

    def _give(self, source: str, target: str, n: int) -> None:
        """Up to ``n`` cubes from ``source`` to ``target`` (fewer if ``source`` runs short)."""
        n = min(n, len(self.contents[source]))
        if n:
            self.put_top(source, target, n)

    def _end_round(self, guesser: int | None) -> None:
        """Split or return the cubes beside the cards, then the next round or the end."""
        beside = len(self.contents[BESIDE])
        if guesser is None:
            self._give(BESIDE, SUPPLY, beside)
            self.last_end = f"Nobody found the rule in {ROUND_CARDS} cards; the cubes beside the cards go back."
        else:
            half = beside // 2
            self._give(BESIDE, cubes(guesser), beside - half)
            self._give(BESIDE, cubes(self.professor), half)
            self.last_end = (f"{self.seat_name(guesser)} found the rule and takes {plural(beside - half, 'cube')}; "
                             f"Professor {self.seat_name(self.professor)} takes {plural(half, 'cube')}.")
        self.last_rule = self.secret
        if self.round == self.players:
            self.current_player = None
            return
        self.round += 1
        self.professor = (self.professor + 1) % self.players
        self._start_round()

    # ----- rules ----------------------------------------------------------------------------
    @property
    def free(self) -> bool:
        """Whether the Professor judges by hand (free mode)."""
        return self.options.get("judge", APP) == BY_HAND

    def generate(self) -> list[Action]:
        if self.free and self.phase != "play":
            return {"secret": [THOUGHT], "guess": [SAY_GUESS, NO_GUESS],
                    "judge card": [Choose("card", True), Choose("card", False)],
                    "judge guess": [Choose("guessed", True), Choose("guessed", False)]}[self.phase]
        if self.phase == "play":
            slot = len(self.contents[ROW])
            return [move(cid, ROW, slot) for cid in self.contents[hand(self.current_player)]]
        if self.picking is not None:
            return [Choose("rule", rid) for rid in BY_FAMILY[self.picking]] + [BACK]
        key = "family" if self.phase == "secret" else "guess"
        found: list[Action] = [Choose(key, f) for f in FAMILIES]
        return found if self.phase == "secret" else found + [NO_GUESS]

    def perform(self, action: Action) -> None:
        seat = self.current_player
        if isinstance(action, Move):
            right = None if self.free else judge(self.secret, self.sequence(), component(action.component))
            self.put(action.component, ROW, action.slot, face_up=True)
            if right is None:
                self.phase, self.current_player = "judge card", self.professor
            else:
                self._verdict(right)
        elif action == NO_GUESS:
            self._after_guess(seat)
        elif action.key == "card":
            self.current_player = self.student
            self._verdict(action.value)
        elif action == THOUGHT:
            self.phase, self.current_player = "play", self.next_student(self.professor)
            self.student = self.current_player
        elif action == SAY_GUESS:
            self.phase, self.current_player = "judge guess", self.professor
        elif action.key == "guessed":
            self.current_player = self.student
            self._guessed(self.student, action.value, None)
        elif action == BACK:
            self.picking = None
        elif action.key in ("family", "guess"):
            self.picking = action.value
        elif self.phase == "secret":
            self.secret, self.picking, self.phase = action.value, None, "play"
            self.current_player = self.student = self.next_student(self.professor)
        else:
            self.picking = None
            self._guessed(seat, action.value == self.secret, action.value)

    def _verdict(self, right: bool) -> None:
        """The card just laid is right or wrong: a right one earns a cube beside it and one for its
        Student.  Then that Student may guess."""
        slot = len(self.contents[ROW]) - 1
        self.verdicts += (right,)
        if right:
            self._give(SUPPLY, cubes(self.student), 1)
            if self.contents[SUPPLY]:
                self.put_top(SUPPLY, BESIDE, 1, slot=WIDTH + slot)
        self.phase = "guess"

    def _guessed(self, seat: int, right: bool, rule_id: str | None) -> None:
        """A right guess ends the round; a wrong one costs a cube (``rule_id``: the catalogue rule
        guessed, None for a guess said aloud)."""
        if right:
            self._draw(seat)
            self._end_round(seat)
            return
        self.wrong_guesses += (rule_id or "",)
        self._give(cubes(seat), SUPPLY, 1)
        self._after_guess(seat)

    def _draw(self, seat: int) -> None:
        """``seat`` draws a card, if the deck has one."""
        if self.contents[DECK_ZONE]:
            self.put_top(DECK_ZONE, hand(seat), 1, face_up=False)

    def _after_guess(self, seat: int) -> None:
        """The Student draws; the round ends after its 12th card, else the next Student plays."""
        self._draw(seat)
        if len(self.verdicts) == ROUND_CARDS:
            self._end_round(None)
            return
        self.phase = "play"
        self.current_player = self.student = self.next_student(seat)

    def scores(self) -> list[float]:
        return [float(self.count(s)) for s in range(self.players)]

    def winners(self) -> list[int]:
        if self.current_player is not None:
            return []
        best = max(self.scores())
        return [s for s, v in enumerate(self.scores()) if v == best]

    # ----- hidden information and bots ------------------------------------------------------
    def mask_fields(self, view: State, seat: int | None) -> None:
        """Only the Professor knows the secret rule (and which family they are browsing)."""
        if seat != self.professor:
            view.secret = None
            if self.phase == "secret":
                view.picking = None

    def determinize(self, seat, rng):
        """Deal the hidden cards again and, for a Student, pick a secret rule that agrees with
        every verdict and wrong guess so far."""
        state = resample(self, rng)
        if state.secret is None and state.phase != "secret":
            row = state.contents[ROW]
            plays = tuple((component(cid), right) for cid, right in zip(row[1:], state.verdicts))
            options = [r for r in consistent((component(row[0]),), plays) if r not in state.wrong_guesses]
            state.secret = options[rng.randrange(len(options))] if options else next(iter(RULES))
        return state

    def reflex(self, seat: int) -> Action | None:
        """The Professor's pick of a secret rule, for bots and Hint alike: the family of one of
        ``advice.good_rules``, then a good rule inside whichever family is open (never Back).
        The pick comes from this state's RNG state, not advanced: a Student's view holds other
        bits, so it cannot foretell the rule.  None elsewhere: search."""
        if self.free or self.phase != "secret" or seat != self.professor:
            return None
        start = self.contents[ROW][0]
        cards = [component(cid) for cid in DECK if cid != start]
        rule = suggested_rule(component(start), cards, self.rng, self.picking)
        return Choose("family", RULES[rule].family) if self.picking is None else Choose("rule", rule)

    def bot_actions(self) -> list[Action]:
        """Every legal action but Back: a bot that opens a family of rules picks one of them."""
        legal = self.legal_actions()
        return [a for a in legal if a != BACK] or legal

    def evaluate(self, seat: int) -> float:
        """For bots: the cubes held, compared with the best other seat's."""
        return lead(self.scores(), seat, 3.0)

    # ----- words ----------------------------------------------------------------------------
    def label(self, action: Action) -> str:
        if action == NO_GUESS:
            return "No guess: draw a card"
        if action in FREE_LABELS:
            return FREE_LABELS[action]
        if action == BACK:
            return "Back to the families"
        if action.key == "rule":
            return button_words(action.value)
        return f"{action.value} rules…"

    def reason(self, action: Action) -> str | None:
        seat = self.current_player
        if self.phase == "secret":
            return f"Professor {self.seat_name(self.professor)} is choosing the secret rule first."
        if self.phase.startswith("judge"):
            return f"Professor {self.seat_name(self.professor)} is judging: right or wrong, with the buttons."
        if self.phase == "guess":
            if self.free:
                return "Say a guess aloud and press its button, or take no guess to draw a card."
            return "Guess a rule with the buttons, or take no guess to draw a card."
        if not isinstance(action, Move):
            return "Lay a card from your hand at the end of the row."
        where = self.loc.get(action.component, ("box",))[0]
        if where != hand(seat):
            return f"Lay a card from {self.seat_name(seat)}'s own hand."
        return f"Cards go at the end of the row, in place {len(self.contents[ROW]) + 1}."

    def describe(self, action: Action) -> str:
        name = self.seat_name(self.current_player)
        if isinstance(action, Move):
            right = judge(self.secret, self.sequence(), component(action.component)) if self.secret else None
            verdict = "" if right is None else (": right, a cube beside it and one for them" if right else ": wrong")
            return f"{name} lays {card_words(action.component)}{verdict}."
        if action == NO_GUESS:
            return f"{name} makes no guess and draws a card."
        student = self.seat_name(self.student)
        if action == THOUGHT:
            return f"Professor {name} has a secret rule in mind."
        if action == SAY_GUESS:
            return f"{name} says a guess aloud; Professor {self.seat_name(self.professor)} judges it."
        if action.key == "card":
            return f"Professor {name} judges {student}'s card " + (
                "right: a cube beside it and one for them." if action.value else "wrong.")
        if action.key == "guessed":
            return f"Professor {name} judges {student}'s guess " + (
                "right!" if action.value else "wrong: one cube goes back.")
        if action == BACK:
            return f"{name} goes back to the families of rules."
        if self.phase == "secret":  # the family browsed stays the Professor's secret too
            if action.key == "family":
                return f"Professor {name} looks through a family of rules."
            return f"Professor {name} has chosen the secret rule."
        if action.key == "guess":
            return f"{name} looks through the {action.value.lower()} rules for a guess."
        right = action.value == self.secret
        outcome = "right!" if right else "wrong, one cube goes back."
        return f"{name} guesses \u201c{RULES[action.value].words}\u201d: {outcome}"

    def news(self, before: State, action: Action) -> list[str]:
        if self.round == before.round and self.current_player is not None:
            return []
        told = (f"The secret rule was \u201c{RULES[self.last_rule].words}\u201d." if self.last_rule
                else f"Professor {self.seat_name(before.professor)} may now tell everyone the rule.")
        lines = [self.last_end, told]
        if self.current_player is None:
            lines.append("Everyone has been Professor once: the game is over.")
        else:
            lines.append(f"Round {self.round}: {self.seat_name(self.professor)} is the Professor.")
        return lines

    def now(self) -> str | None:
        if self.current_player is None:
            return None
        if self.free and self.phase != "play":
            return {"secret": "You are the Professor: invent a secret rule, keep it in mind, then press the button.",
                    "guess": "Say your guess aloud and press its button, or take no guess and draw.",
                    "judge card": "Professor: does the last card follow your rule? Right or wrong.",
                    "judge guess": "Professor: is the guess you heard your rule? Right or wrong."}[self.phase]
        if self.phase == "secret":
            if self.picking is None:
                return "You are the Professor: pick a family of rules, then your secret rule."
            return "Pick your secret rule (the Students will not see it)."
        if self.phase == "play":
            return "Drag a card from your hand to the end of the row."
        if self.picking is None:
            return "Guess the rule (pick a family first), or take no guess and draw."
        return "Pick the rule you think the Professor chose."

    def panel(self) -> dict[str, str]:
        name = self.seat_name
        facts = {
            "Round": f"{self.round} of {self.players}, Professor: {name(self.professor)}",
            "Cubes": " · ".join(f"{name(s)}: {self.count(s)}" for s in range(self.players)),
            "Cards laid": f"{len(self.verdicts)} of {ROUND_CARDS}, {sum(self.verdicts)} right",
        }
        if self.free:
            facts["Judge"] = f"Professor {name(self.professor)}, by hand"
        if self.secret is not None:
            facts["Secret rule"] = RULES[self.secret].words
        if self.wrong_guesses:
            facts["Wrong guesses"] = str(len(self.wrong_guesses)) if self.free else \
                "; ".join(RULES[r].words for r in self.wrong_guesses)
        if self.last_rule is not None:
            facts["Last round's rule"] = RULES[self.last_rule].words
        return facts

    def marks(self) -> list[tuple[str, int | None, str, tuple[int, int, int]]]:
        """Every card laid this round is ringed with its verdict: right in green, wrong in red."""
        return [(ROW, i + 1, "right", RIGHT_RING) if right else (ROW, i + 1, "wrong", WRONG_RING)
                for i, right in enumerate(self.verdicts)]

    def tooltip(self, component_id: str) -> str | None:
        where = self.loc.get(component_id)
        if where is None or ".?" in component_id:
            return None
        if where[0] == ROW:
            if where[1] == 0:
                return f"Starting card: {card_words(component_id)}."
            if where[1] > len(self.verdicts):
                return f"Card {where[1]}: {card_words(component_id)}, waiting for the Professor's verdict."
            right = self.verdicts[where[1] - 1]
            return f"Card {where[1]}: {card_words(component_id)}, judged {'right' if right else 'wrong'}."
        if where[0].startswith("hand.") and component_id.startswith("card."):
            return f"{card_words(component_id)}."
        return None
