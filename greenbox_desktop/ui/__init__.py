"""The desktop user interface (pygame-ce + pygame-gui): the only layer that imports pygame."""
