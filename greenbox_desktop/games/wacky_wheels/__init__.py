"""Wacky Wheels (Stephen Jennings, 2019 contest): registered by importing its game module."""

from greenbox_desktop.games.wacky_wheels.game import WackyWheels

__all__ = ["WackyWheels"]
