#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One command for a fresh Debian 12 machine: installs what is missing, builds,
# and opens the editor (on the bundled example sitemap when no file is given).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/deps.sh"
"$root/scripts/build.sh"
exec "${SITEMAP_BUILD_DIR:-$root/build}/app/sitemap-editor" "$@"
