"""Listbuilder: an offline army-list builder and validator for Infinity."""

__version__ = "0.1.0"
