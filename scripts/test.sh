#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One command for a fresh Debian 12 machine: installs what is missing, builds,
# and runs every test through CTest. Warnings are errors in CI (CI=true).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/deps.sh"
werror=OFF
[[ "${CI:-}" == "true" ]] && werror=ON
"$root/scripts/build.sh" -DSITEMAP_WERROR=$werror
cd "${SITEMAP_BUILD_DIR:-$root/build}"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$(nproc)" "$@"
