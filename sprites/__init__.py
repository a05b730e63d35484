"""The sprites, installed as the data package ``greenbox_desktop.sprites`` (see pyproject.toml)."""
