"""Exception types for bad *input*; illegal lists are reports, not exceptions.

Pure: imports only stdlib.
"""


class ListbuilderError(Exception):
    """Base class of every error Listbuilder raises on purpose."""


class DataError(ListbuilderError):
    """A profile, ruleset or list file is malformed or refers to unknown ids.

    The message names the file, the JSON path and what is wrong.
    """


class RulesError(ListbuilderError):
    """A rules-core call was given something it cannot work with."""
