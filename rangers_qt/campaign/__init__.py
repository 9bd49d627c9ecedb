"""The campaign: days, missions, rewards, events, saves. Pure Python, never Qt."""
