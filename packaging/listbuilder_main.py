"""The standalone bundle's entry point: runs the ``listbuilder`` command."""

import sys

from listbuilder.cli import main

if __name__ == "__main__":
    sys.exit(main())
