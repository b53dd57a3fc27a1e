#!/usr/bin/env bash
# Base images built from Debian's packages, for machines that reach no image registry (CI here): the images'
# BASE_IMAGE build argument defaults to the public images; pass these instead.
#   localhost/fj-node-base:20   Debian trixie (minbase) + nodejs 20 + npm + tini (stands in for node:20-bookworm-slim)
#   localhost/fj-debian-base    Debian trixie (minbase)                       (stands in for debian:bookworm-slim)
# Usage: deploy/containers/local-base-images.sh [--force]   (skips images that exist unless --force)
set -euo pipefail
mirror=$(grep -hE '^\s*(URIs:|deb )' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null |
  grep -oE 'https?://[^ ]+' | grep -v security | head -1 || true)
mirror=${mirror:-http://deb.debian.org/debian}
force=${1:-}

build() { # name, extra packages, a function that adds to the root file system
  local name=$1 include=$2 extra=${3:-}
  if [[ $force != --force ]] && podman image exists "$name"; then echo "› $name exists"; return; fi
  local root
  root=$(mktemp -d)
  echo "› debootstrap trixie ($include) from $mirror for $name"
  debootstrap --variant=minbase --include="$include" trixie "$root" "$mirror" >"$root.log" 2>&1 || {
    tail -20 "$root.log"
    exit 1
  }
  # This machine's trust store (its extra CAs, e.g. an egress proxy's), so builds reach the registries as the host does.
  if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
    chroot "$root" update-ca-certificates >/dev/null 2>&1
  fi
  [[ -z $extra ]] || "$extra" "$root"
  # What an image never needs: apt's downloads and lists, documentation, manual pages, translations.
  rm -rf "$root"/var/cache/apt/* "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* "$root"/usr/share/man/* \
    "$root"/usr/share/locale/* "$root"/usr/share/info/* "$root"/var/log/*
  tar -C "$root" -c . | podman import --quiet --change 'CMD ["/bin/bash"]' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$name" >/dev/null
  rm -rf "$root" "$root.log"
  echo "› $name: $(podman image inspect "$name" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"
}

# npm as the public Node image has it (Debian packages npm 9 with many dependencies; the build stages need npm 11).
add_npm() {
  local tgz
  tgz=$(cd "$1/tmp" && npm pack --silent npm@11.19.1)
  mkdir -p "$1/usr/local/lib/node_modules/npm"
  tar -xzf "$1/tmp/$tgz" -C "$1/usr/local/lib/node_modules/npm" --strip-components=1
  rm "$1/tmp/$tgz"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"
}
# Both at once: each debootstrap mostly waits for the mirror and the disk (about 45 s each one after the other).
build localhost/fj-debian-base ca-certificates &
debian=$!
build localhost/fj-node-base:20 ca-certificates,nodejs,tini add_npm &
node=$!
wait "$debian"
wait "$node"
