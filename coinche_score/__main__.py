import sys

from coinche_score.cli import main

sys.exit(main())
