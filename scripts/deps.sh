#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages the project needs, and only those missing.
# Idempotent: when everything is there it returns at once without apt-get.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev
  qt6-translations-l10n # Qt's own German: key names (Strg, Entf), file dialogs, buttons
  libexpat1-dev zlib1g-dev
  libxml2-utils # xmllint: tests validate written files against the XSDs
  librsvg2-bin  # rsvg-convert: renders the application icon to PNG at build time
  # The install and package tests: the .desktop and AppStream validators, and
  # dpkg-shlibdeps and file, with which cpack computes the .deb's dependencies
  # (a minimal Debian has neither).
  desktop-file-utils appstream dpkg-dev file
  xsltproc      # tests render written sitemaps with the project's stylesheet
  git           # tests of the site scan's lastmods from a git work tree
)
# Extra packages callers can ask for, e.g. SITEMAP_EXTRA_PACKAGES="xvfb" for CI.
if [[ -n "${SITEMAP_EXTRA_PACKAGES:-}" ]]; then
  read -r -a extra <<<"$SITEMAP_EXTRA_PACKAGES"
  packages+=("${extra[@]}")
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing: ${missing[*]}"
sudo=()
[[ $(id -u) -ne 0 ]] && sudo=(sudo)
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
  "${missing[@]}" >/dev/null
