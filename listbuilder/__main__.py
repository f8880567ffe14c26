"""Run ``python -m listbuilder``: the same as the ``listbuilder`` command."""

from listbuilder.cli import main

raise SystemExit(main())
