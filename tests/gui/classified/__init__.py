"""classified."""
