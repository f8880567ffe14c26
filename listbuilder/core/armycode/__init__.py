"""The official army code: its bytes, reading them, writing them, binding them.

- ``reader``: the byte primitives and :class:`ArmyCodeError`.
- ``code``: :class:`DecodedCode` and its groups and members (the format as models).
- ``decode``: a code's text to :class:`DecodedCode`, every layout in use.
- ``encode``: a :class:`DecodedCode` to a code (layout C) and a share link.
- ``bind``: a decoded code to and from an army list of the catalog.

Format: ``../shared/armycodes/README.md``. Pure: imports only stdlib and pydantic.
"""
