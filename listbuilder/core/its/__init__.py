"""Tournament (ITS) play: event Extras, the organiser's event check, specialists.

Everything ITS adds to a legal list (``../shared/ITS.md`` E1-E11) and nothing the
core rules need on their own: ``extras`` (the Extras an event announces),
and the modules built on them.

Pure: imports only stdlib and pydantic.
"""
