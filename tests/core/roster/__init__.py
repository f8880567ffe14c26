"""roster."""
