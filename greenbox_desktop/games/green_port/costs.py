"""What things cost in Green Port: payments as colour vectors, their slot codes, and affordability.

A payment is a tuple of four cube counts (red, blue, yellow, green).  A move that pays in more
than one way carries its payment in its slot, coded as base-32 digits, so every way is one legal
move and the table asks which one when a drop is ambiguous.  Specialize is such a move: a cube
dragged from the supply to one's own cubes, paid for by the payment in its slot.
"""

from __future__ import annotations

from itertools import combinations, product

from greenbox_desktop.games.green_port.data import BASIC

Payment = tuple[int, int, int, int]
NOTHING: Payment = (0, 0, 0, 0)
BASE = 32
WILD_COST = 6


def encode(pay: Payment) -> int:
    """The slot code of a payment."""
    return sum(n * BASE ** i for i, n in enumerate(pay))


def decode(code: int) -> Payment:
    """The payment a slot code stands for."""
    return tuple((code // BASE ** i) % BASE for i in range(len(BASIC)))  # type: ignore[return-value]


def covers(have: Payment, pay: Payment) -> bool:
    """Whether cube counts ``have`` can pay ``pay``."""
    return all(h >= p for h, p in zip(have, pay))


def objective_payments(need: Payment, wild: bool, saving: int, have: Payment) -> list[Payment]:
    """Every way ``have`` can pay an objective: ``need`` per colour (or, ``wild``, 6 of any one
    colour), less ``saving`` cubes (Blue HQs) taken off wherever the payer likes (not below 0)."""
    if wild:
        cost = max(0, WILD_COST - saving)
        options = [tuple(cost if i == k else 0 for i in range(len(BASIC))) for k in range(len(BASIC))]
        found = [p for p in options if covers(have, p)]  # type: ignore[arg-type]
        return list(dict.fromkeys(found))  # type: ignore[arg-type]
    saving = min(saving, sum(need))
    if not saving:
        return [need] if covers(have, need) else []
    found = []
    for cut in product(*(range(n + 1) for n in need)):
        if sum(cut) == saving:
            pay = tuple(n - c for n, c in zip(need, cut))
            if covers(have, pay):  # type: ignore[arg-type]
                found.append(pay)
    return found  # type: ignore[return-value]


def any_payments(count: int, have: Payment) -> list[Payment]:
    """Every way to pay ``count`` cubes of any colours out of ``have``."""
    ways = product(*(range(min(h, count) + 1) for h in have))
    return [pay for pay in ways if sum(pay) == count]  # type: ignore[misc]


def can_specialize(target: int, cost: int, have: Payment) -> bool:
    """Whether ``have`` can pay Specialize for a cube of colour index ``target`` at all."""
    others = [h for k, h in enumerate(have) if k != target]
    return max(others) >= cost or (cost > 1 and sum(1 for h in others if h) >= cost)


def specialize_payments(target: int, cost: int, have: Payment) -> list[Payment]:
    """Every way ``have`` can pay Specialize for one cube of colour index ``target``: ``cost``
    cubes all of one other colour, or ``cost`` cubes of different colours, none of them the target."""
    others = [k for k in range(len(have)) if k != target]
    found = [tuple(cost if i == k else 0 for i in range(len(have))) for k in others if have[k] >= cost]
    if cost > 1:
        found += [tuple(1 if i in group else 0 for i in range(len(have)))
                  for group in combinations(others, cost) if all(have[i] for i in group)]
    return found  # type: ignore[return-value]
