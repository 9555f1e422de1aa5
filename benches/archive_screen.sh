#!/usr/bin/env bash
# The app's archive screen on a generated archive (see
# benches/archive_screen.rs), first with no index, then with the index the
# first run built:
#
#   benches/archive_screen.sh 50000
#
# The archive is the one benches/archive_scale.sh generates (the
# `club_archive` example's evenings, seed 2026) in $ARCHIVE_BENCH_DIR
# (default /tmp/vira-archive-bench), generated if missing; the screen only
# reads it. The index goes to a cache directory of its own, emptied first.
set -euo pipefail
n=${1:-5000}
work=${ARCHIVE_BENCH_DIR:-/tmp/vira-archive-bench}
archive=$work/data-$n/archive
if [ ! -d "$archive" ]; then
    mkdir -p "$work"
    cargo run --quiet --release --no-default-features --example club_archive -- "$work/data-$n" "$n" >&2
fi
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
export VIRA_CACHE_DIR=$cache
unset VIRA_ARCHIVE_DIR VIRA_TABLE_DIR
cargo bench --quiet --bench archive_screen -- "$archive"
cargo bench --quiet --bench archive_screen -- "$archive"
