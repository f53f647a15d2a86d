#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Puts the project's SPDX licence line at the top of every source file that lacks
# it (after the #! line of a script), in the comment syntax of the file. The test
# tst_licence checks that no file lacks it.
#
#   bash scripts/spdx.sh          add the line where it is missing
#   bash scripts/spdx.sh --check  list the files that lack it; exit 1 if any
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
check=false
[[ "${1:-}" == "--check" ]] && check=true
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "spdx.sh: $root is not a git work tree; nothing to check"
  exit 0
fi
tag="SPDX-License-Identifier: GPL-3.0-or-later"

git ls-files -- '*.cpp' '*.h' '*CMakeLists.txt' '*.cmake' '*.sh' '.ci/*' |
  while IFS= read -r file; do
    [[ -f $file ]] || continue
    case $file in
      *.supp) continue ;;
    esac
    head -n 2 "$file" | grep -q "SPDX-License-Identifier:" && continue
    if $check; then
      echo "$file: no '$tag' line at the top (bash scripts/spdx.sh adds it)"
      continue
    fi
    case $file in
      *.cpp | *.h) line="// $tag" ;;
      *) line="# $tag" ;;
    esac
    if head -n 1 "$file" | grep -q '^#!'; then
      { head -n 1 "$file"; echo "$line"; tail -n +2 "$file"; } >"$file.spdx"
    else
      { echo "$line"; cat "$file"; } >"$file.spdx"
    fi
    chmod --reference="$file" "$file.spdx"
    mv "$file.spdx" "$file"
    echo "$file"
  done
# The loop runs in a subshell of the pipe: count again for the exit status.
if $check; then
  git ls-files -- '*.cpp' '*.h' '*CMakeLists.txt' '*.cmake' '*.sh' '.ci/*' |
    while IFS= read -r file; do
      [[ -f $file && $file != *.supp ]] || continue
      head -n 2 "$file" | grep -q "SPDX-License-Identifier:" || exit 1
    done
fi
