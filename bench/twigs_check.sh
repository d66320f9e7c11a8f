#!/bin/sh
# How long `twigs check` takes on a finished 24-piece game.  Target: a
# median of at most 2 ms per run, the whole process included (see
# bench/check_time.sh).
#
#     bench/twigs_check.sh [TWIGS] [RUNS]
exec sh "$(dirname "$0")/check_time.sh" "$(dirname "$0")/twigs-game-24.yaml" 2 "$@"
