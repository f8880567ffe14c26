"""armycode."""
