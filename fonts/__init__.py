"""The DejaVu fonts and their licence, installed as the data package ``greenbox_desktop.fonts`` (see pyproject.toml)."""
