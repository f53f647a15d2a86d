#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The core's folders include one another only downwards: core/base/ includes no
# other folder of the project, and core/rules/ (the rules judge a document,
# whatever read it) includes nothing of core/format/ (reading and writing). The
# include paths are flat, so a header is known by its name: this fails when a
# file includes a header that lives in a folder it may not use.
# Usage: core_layers.sh SOURCE_DIR
root=${1:-.}
cd "$root" || exit 2
status=0
# check FOLDER FORBIDDEN...: FOLDER's files include no header of the FORBIDDEN folders.
check() {
    folder=$1
    shift
    for forbidden in "$@"; do
        for header in "$forbidden"/*.h; do
            [ -f "$header" ] || continue
            name=$(basename "$header")
            hits=$(grep -nF "#include \"$name\"" "$folder"/*.cpp "$folder"/*.h 2>/dev/null)
            if [ -n "$hits" ]; then
                echo "$folder includes $header:"
                echo "$hits"
                status=1
            fi
        done
    done
}
check core/rules core/format
check core/base core/document core/format core/rules core/model core/authoring core/compare \
    core/stats core/session core/net cli ui
[ $status -eq 0 ] && echo "core/base includes no other folder; core/rules nothing of core/format"
exit $status
