#!/bin/sh
# Rewrites every NAME.expected.jsonl here, and docs/pull-to-refresh.svg, from the current build of refresh-lab.
# Review the diff before committing: a changed line is a changed behaviour.
#   Examples/scenarios/regenerate.sh            (uses .build)
#   SCRATCH=.build-sim Examples/scenarios/regenerate.sh
set -e
cd "$(dirname "$0")/../.."
SCRATCH="${SCRATCH:-.build}"
swift build --scratch-path "$SCRATCH" --product refresh-lab >/dev/null
LAB="$(swift build --scratch-path "$SCRATCH" --show-bin-path)/refresh-lab"
for scenario in Examples/scenarios/*.json; do
    "$LAB" "$scenario" >"${scenario%.json}.expected.jsonl"
done
mkdir -p docs
"$LAB" Examples/scenarios/pull-to-refresh.json --svg docs/pull-to-refresh.svg >/dev/null
"$LAB" Examples/scenarios/infinite-scroll.json --svg docs/infinite-scroll.svg >/dev/null
"$LAB" Examples/scenarios/second-level.json --svg docs/second-level.svg >/dev/null
echo "regenerated $(ls Examples/scenarios/*.expected.jsonl | wc -l) expected outputs and the timelines in docs/"
