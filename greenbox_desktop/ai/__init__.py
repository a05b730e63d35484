"""Bots and scripted players: pure Python, playing through the engine contract only."""
