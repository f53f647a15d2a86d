#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Mutation sampling: plants each one-line bug of scripts/mutants.txt in turn,
# builds, runs the tests, and counts the bugs the tests caught. Run it before a
# stop that changes core/, and give its score in the closing note.
#
#   bash scripts/mutants.sh            every mutant, every test but the long ones
#   bash scripts/mutants.sh --check    only says whether each mutant still applies
#   MUTANTS=3,9 bash scripts/mutants.sh   the mutants on those lines of the list (1-based,
#                                         counting mutants only)
#   MUTANT_TESTS='tst_validator|tst_session' bash scripts/mutants.sh   a narrower test set
#
# It builds in build-mutants/ (or $MUTANT_BUILD_DIR), with ccache when there is one,
# and puts every planted file back afterwards, also when interrupted. A mutant is
# caught when a test fails, crashes or hangs (each test is bounded by $MUTANT_TIMEOUT
# seconds, 300 by default). The files it plants bugs in must have no uncommitted
# changes, so that putting them back loses nothing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
list=$root/scripts/mutants.txt
build=${MUTANT_BUILD_DIR:-$root/build-mutants}
timeout=${MUTANT_TIMEOUT:-300}
check_only=false
[[ ${1:-} == "--check" ]] && check_only=true

# The mutants: "file<TAB>from<TAB>to<TAB>what" lines, comments and blank lines left out.
mapfile -t mutants < <(grep -v -e '^#' -e '^[[:space:]]*$' "$list")

# Replaces the one occurrence of FROM in FILE by TO ("\n" a line break); exit 3 when
# FROM does not occur exactly once.
plant() {
  FROM=$2 TO=$3 perl -0777 -i -pe '
    BEGIN { ($f, $t) = ($ENV{FROM}, $ENV{TO}); s/\\n/\n/g for ($f, $t); }
    $n = () = /\Q$f\E/g;
    if ($n != 1) { $bad = $n; } else { s/\Q$f\E/$t/; }
    END { exit 3 if defined $bad; }' "$1"
}

# Sets file, from, to and what from a line of the list (an empty field stays empty).
split() {
  IFS=$'\x1f' read -r file from to what <<<"${1//$'\t'/$'\x1f'}"
}

selected() {
  [[ -z ${MUTANTS:-} ]] && return 0
  [[ ",$MUTANTS," == *",$1,"* ]]
}

backup=$(mktemp -d)
planted=""
restore() {
  if [[ -n $planted ]]; then
    cp "$backup/file" "$planted"
    planted=""
  fi
}
trap 'restore; rm -rf "$backup"' EXIT
trap 'exit 130' INT TERM

stale=0
for ((i = 0; i < ${#mutants[@]}; i++)); do
  split "${mutants[i]}"
  cp "$file" "$backup/file"
  if ! plant "$file" "$from" "$to"; then
    echo "stale $((i + 1)): the text to replace does not occur once in $file ($what)"
    stale=$((stale + 1))
  fi
  cp "$backup/file" "$file"
done
if $check_only; then
  echo "${#mutants[@]} mutants, $stale stale"
  [[ $stale -eq 0 ]]
  exit
fi

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
if [[ ! -f $build/build.ninja ]]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DSITEMAP_BUILD_BENCH=OFF "${launcher[@]}" >/dev/null
fi
# The long tests that plant nothing of core's logic: the install and package runs,
# and the random GUI session's long form (its short form stays in).
exclude='^tst_(install|package)$'
run_tests() {
  local args=(--test-dir "$build" -j"$(nproc)" --timeout "$timeout" -E "$exclude")
  [[ -n ${MUTANT_TESTS:-} ]] && args+=(-R "$MUTANT_TESTS")
  QT_QPA_PLATFORM=offscreen ctest "${args[@]}" "$@"
}

echo "== the suite without a mutant"
cmake --build "$build" -j"$(nproc)" >/dev/null
if ! run_tests --output-on-failure >"$build/mutants-baseline.log" 2>&1; then
  echo "mutants.sh: the tests fail without a mutant; see $build/mutants-baseline.log" >&2
  exit 1
fi

caught=0
survived=0
unbuilt=0
for ((i = 0; i < ${#mutants[@]}; i++)); do
  selected "$((i + 1))" || continue
  split "${mutants[i]}"
  if ! git diff --quiet -- "$file"; then
    echo "skipped $((i + 1)): $file has uncommitted changes"
    continue
  fi
  cp "$file" "$backup/file"
  planted=$file
  plant "$file" "$from" "$to" || {
    restore
    continue
  }
  if ! cmake --build "$build" -j"$(nproc)" >"$build/mutant-$((i + 1)).log" 2>&1; then
    echo "unbuilt $((i + 1)): $what (does not compile)"
    unbuilt=$((unbuilt + 1))
  elif run_tests --stop-on-failure >>"$build/mutant-$((i + 1)).log" 2>&1; then
    echo "SURVIVED $((i + 1)): $what ($file)"
    survived=$((survived + 1))
  else
    failed=$(grep -oE '[0-9]+ - tst_[A-Za-z_.]+' "$build/mutant-$((i + 1)).log" | head -n 1 || true)
    echo "caught $((i + 1)): $what (${failed#* - })"
    caught=$((caught + 1))
  fi
  restore
done
# Put the build back in step with the unplanted sources.
cmake --build "$build" -j"$(nproc)" >/dev/null || true
echo "score: $caught of $((caught + survived)) mutants caught ($survived survived," \
  "$unbuilt did not compile, $stale stale)"
