#!/usr/bin/env bash
# Times `vira archive` on a generated archive as whole processes, with peak
# memory, the way the README's performance table was measured:
#
#   cargo build --release --no-default-features --bin vira
#   benches/archive_scale.sh 5000            # or 50000
#   benches/archive_scale.sh 5000 OTHER_VIRA # another build, to compare
#
# The archive (the `club_archive` example's: about 60 hands an evening,
# seed 2026) is generated once into $ARCHIVE_BENCH_DIR (default
# /tmp/vira-archive-bench) and kept for the next run. "No index" starts
# from an empty cache directory (the files themselves may be in the
# system's page cache); "with the index" is the run after it. Run as root
# (where /proc/sys/vm/drop_caches can be written), it also times a first
# run with the files out of memory: the system's page cache is emptied
# before it, as after a restart.
set -euo pipefail
n=${1:-5000}
vira=${2:-target/release/vira}
work=${ARCHIVE_BENCH_DIR:-/tmp/vira-archive-bench}
data=$work/data-$n
archive=$data/archive
mkdir -p "$work"
if [ ! -d "$archive" ]; then
    cargo run --quiet --no-default-features --example club_archive -- "$data" "$n" >&2
fi
# One new evening to import: the first one under another id.
first=$(ls "$archive" | sed -n 1p)
sed 's/^\(    id: Some("[^"]*\)"/\1-bench"/' "$archive/$first" > "$work/new.ron"
cache=$work/cache-$n
rm -rf "$cache"
export VIRA_CACHE_DIR=$cache
unset VIRA_ARCHIVE_DIR VIRA_TABLE_DIR

measure() {
    local label=$1
    shift
    /usr/bin/time -f '%e %M %U %S' -o "$work/time" "$vira" archive --archive "$archive" "$@" \
        > /dev/null 2> "$work/stderr" || { cat "$work/stderr" >&2; true; }
    read -r secs kib user sys < <(tail -n 1 "$work/time")
    cpu=$(awk "BEGIN { print $user + $sys }")
    printf '| %s | %s s | %s s | %s MB |\n' "$label" "$secs" "$cpu" "$((kib / 1024))"
}

echo "| $n evenings | time | CPU (user + system) | peak memory |"
echo "|---|---|---|---|"
if [ -w /proc/sys/vm/drop_caches ]; then
    sync
    echo 3 > /proc/sys/vm/drop_caches
    measure "list, no index, files not in memory" list
    rm -rf "$cache"
fi
measure "list, no index" list
measure "list, with the index" list
measure "stats --json, all time" stats --json
measure "stats, one year" stats --from 2011-01-01 --to 2011-12-31
measure "stats, one player" stats --player Anna
measure "import one file" import "$work/new.ron"
# The imported file leaves, so the next run imports it again.
rm -f "$archive"/*-bench.ron
