#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Tries the README's two commands as a new user would: on a new minimal Debian 12
# root (debootstrap --variant=minbase bookworm, nothing installed but the base
# system), from a clone of this checkout's HEAD, it runs `bash scripts/test.sh`
# (every test, warnings as errors) and `bash scripts/editor.sh` (the editor must
# start and keep running), and prints the time each took.
#
#   sudo bash scripts/fresh-debian.sh [ROOT]
#
# ROOT is the folder the Debian root is made in (default /var/tmp/sitemap-fresh-root;
# it is made anew each run). The packages come from the mirror this machine's apt
# uses, or from $DEBIAN_MIRROR. ../shared/ beside the checkout (the corpus and the
# schemas), when present, is copied beside the clone, so that the tests that read it
# run there too. It takes minutes and needs root, so it is not part of .ci/run: run it
# before every change of a dependency or an install step.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=${1:-/var/tmp/sitemap-fresh-root}

if [[ $(id -u) -ne 0 ]]; then
  echo "fresh-debian.sh: run as root (debootstrap and chroot need it)" >&2
  exit 2
fi

# The mirror of this machine's Debian sources, unless one is given.
mirror=${DEBIAN_MIRROR:-}
if [[ -z $mirror ]]; then
  mirror=$(grep -hoE '^(URIs:|deb) +[a-z]+://[^ ]+' /etc/apt/sources.list.d/*.sources \
    /etc/apt/sources.list 2>/dev/null | grep -v security | head -n 1 | awk '{print $NF}' || true)
fi
if [[ -z $mirror ]]; then
  echo "fresh-debian.sh: no Debian mirror found in /etc/apt; set DEBIAN_MIRROR" >&2
  exit 2
fi

if ! command -v debootstrap >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
fi

mounted=()
cleanup() {
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount -l "${mounted[i]}" 2>/dev/null || true
  done
}
trap cleanup EXIT
bind() {
  mkdir -p "$target$2"
  mount "${@:3}" "$1" "$target$2"
  mounted+=("$target$2")
}

seconds() { date +%s; }
start=$(seconds)
if [[ -d $target ]]; then
  # A run stopped midway may have left its mounts behind.
  grep -o " $target/[^ ]*" /proc/mounts | sort -r | xargs -r -n 1 umount -l || true
  rm -rf --one-file-system "$target"
fi
echo "== debootstrap --variant=minbase bookworm $target ($mirror)"
debootstrap --variant=minbase bookworm "$target" "$mirror" >"$target.debootstrap.log" 2>&1 || {
  tail -n 20 "$target.debootstrap.log" >&2
  exit 1
}
# The same suites as this machine (updates and security fixes), none of its other lists.
cp /etc/apt/sources.list.d/debian.sources "$target/etc/apt/sources.list.d/" 2>/dev/null &&
  rm -f "$target/etc/apt/sources.list" || true
cp /etc/resolv.conf "$target/etc/resolv.conf"
bootstrapped=$(seconds)

bind proc /proc -t proc
bind sysfs /sys -t sysfs
bind /dev /dev --bind
bind devpts /dev/pts -t devpts
bind tmpfs /dev/shm -t tmpfs
bind tmpfs /tmp -t tmpfs

echo "== cloning $(git -C "$root" rev-parse --short HEAD) into $target/work/main"
git clone -q --no-hardlinks "$root" "$target/work/main"
if [[ -d $root/../shared ]]; then
  cp -a "$root/../shared" "$target/work/shared"
  chmod -R a-w "$target/work/shared"
fi

in_root() { chroot "$target" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin \
  LANG=C.UTF-8 CI="${CI:-true}" "$@"; }

echo "== bash scripts/test.sh"
status=0
in_root bash -c 'cd /work/main && bash scripts/test.sh' >"$target.test.log" 2>&1 || status=$?
tested=$(seconds)
grep -E 'tests passed|Failed|\*\*\*' "$target.test.log" | tail -n 40 || true
if [[ $status -ne 0 ]]; then
  echo "fresh-debian.sh: the test command failed ($status); the whole log: $target.test.log" >&2
  exit 1
fi

# The editor opens a window and keeps running until it is closed: on the offscreen
# platform it must still be running after 20 s (timeout's status 124), not have
# ended or crashed.
echo "== bash scripts/editor.sh"
status=0
in_root bash -c 'cd /work/main && QT_QPA_PLATFORM=offscreen timeout 20 bash scripts/editor.sh' \
  >"$target.editor.log" 2>&1 || status=$?
edited=$(seconds)
if [[ $status -ne 124 ]]; then
  cat "$target.editor.log" >&2
  echo "fresh-debian.sh: the editor ended with status $status instead of running" >&2
  exit 1
fi
if grep -qiE 'error|cannot|could not' "$target.editor.log"; then
  cat "$target.editor.log" >&2
  echo "fresh-debian.sh: the editor printed errors" >&2
  exit 1
fi

echo "debootstrap: $((bootstrapped - start)) s; test.sh: $((tested - bootstrapped)) s;" \
  "editor.sh (installing nothing, building nothing, then 20 s running): $((edited - tested)) s"
echo "fresh-debian.sh: both commands work on a new minimal Debian 12 root"
