"""The official army files on disk: read, checked and turned into core models.

- ``load``: :func:`load_catalog`, the metadata and army files to a ``Catalog``.
- ``raw_schema``: the pydantic schema of the files as they are on the wire.
- ``resolver``: one raw army file to the core's named models.
- ``metadata_names``: names from the metadata shared between army files.
- ``hacking``: the metadata's hack table as the core's hacking programs.
- ``army_cache``: resolved armies and metadata kept between runs.
- ``cache_pickle``: how the cache pickles an army, sharing its base army's models.
- ``index``: each army file's version and unit count, without checking it.
"""
