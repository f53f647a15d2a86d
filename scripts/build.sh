#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures (once) and builds the project into build/ (or $SITEMAP_BUILD_DIR).
# Extra CMake options come from the arguments, e.g. -DSITEMAP_WERROR=ON.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${SITEMAP_BUILD_DIR:-$root/build}
if [[ ! -f "$build/build.ninja" || $# -gt 0 ]]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=${SITEMAP_BUILD_TYPE:-RelWithDebInfo} \
    "$@" >/dev/null
fi
cmake --build "$build" -j"$(nproc)"
