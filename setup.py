"""Package list for setuptools: the code found under greenbox_desktop/ plus the asset folders.

Everything else is declared in pyproject.toml.  The top-level ``sprites/``, ``sounds/`` and
``fonts/`` folders are mapped into the package by ``package-dir`` there; a static package list
cannot both find the code packages and name these, so it is built here.
"""

from setuptools import find_packages, setup

ASSET_PACKAGES = ["greenbox_desktop.sprites", "greenbox_desktop.sounds", "greenbox_desktop.fonts"]

setup(packages=[*find_packages(include=["greenbox_desktop", "greenbox_desktop.*"]), *ASSET_PACKAGES])
