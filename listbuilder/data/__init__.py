"""Files to and from core objects: profiles, rulesets, saved lists, settings."""
