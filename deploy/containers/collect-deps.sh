#!/bin/sh
# The container build's production dependencies, gathered into /deps for the runtime image: the root node_modules
# and each workspace's own (npm nests a version there when the root holds another, e.g. a dev tool's older zod).
set -eu
mkdir -p /deps
cp package.json /deps/
for dir in $(node -p "require('./package.json').workspaces.join(' ')"); do
  if [ -d "$dir/node_modules" ]; then
    mkdir -p "/deps/$dir"
    mv "$dir/node_modules" "/deps/$dir/"
  fi
done
mv node_modules /deps/
