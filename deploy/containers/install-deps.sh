#!/bin/sh
# The production dependencies of what an image runs, installed where they run (`install-deps.sh app|migrate`, in
# /app, after the manifests were copied there): see server-manifest.mjs for what each image gets. npm is used for
# this and removed in the same step, so the image has none to run. NPM_CI_FLAGS: CI's npm cache (.ci/containers).
set -eu
here=$(dirname "$0")
npm --version | grep -q '^11\.' || npm install --global npm@11.19.1
node "$here/server-manifest.mjs" "$1"
# shellcheck disable=SC2086 # the flags are words
npm install --omit=dev --ignore-scripts ${NPM_CI_FLAGS:-}
rm -rf node_modules/.package-lock.json /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
  /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-*
