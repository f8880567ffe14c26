"""Rendering to files (PDF rosters): imports core, paths and reportlab; no Qt."""
