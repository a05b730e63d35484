"""The sound effects, installed as the data package ``greenbox_desktop.sounds`` (see pyproject.toml)."""
