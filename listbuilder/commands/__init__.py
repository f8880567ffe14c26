"""Subcommands of the ``listbuilder`` command beside ``validate``.

Each module has ``register(subparsers)`` that adds its parser and sets
``handler``; ``listbuilder.cli.SUBCOMMANDS`` lists them. Never imports gui.
"""
