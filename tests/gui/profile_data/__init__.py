"""profile_data."""
