#!/bin/sh
# The app image's processes, one per container: `bff`, `core`, `social`, `payments`, `community`, the job workers
# `core-worker` and `social-worker`, and `migrate` (run once before a rollout). Anything else runs as given.
# `fj health` (the image's HEALTHCHECK) asks the container's process for /healthz on the port it listens on.
set -e
cd /app
# Secrets from files (compose and Kubernetes secrets): VAR_FILE=/run/secrets/x sets VAR to the file's content
# unless VAR is set itself.
for name in $(env | sed -n 's/^\([A-Z][A-Z0-9_]*\)_FILE=.*/\1/p'); do
  eval "current=\${$name:-} file=\${${name}_FILE}"
  [ -n "$current" ] || { value=$(cat "$file") && export "$name=$value"; }
  unset "${name}_FILE"
done
case "$1" in
  bff) exec node bff/dist/index.js ;;
  core | social | payments | community) exec node "services/$1/dist/index.js" ;;
  core-worker | social-worker) exec node "services/${1%-worker}/dist/worker.js" ;;
  migrate) exec node scripts/migrate.mjs ;;
  health)
    # PID 1 is `tini -- fj <process>`: its last argument names the process.
    process=$(tr '\0' '\n' </proc/1/cmdline | tail -n 1)
    case "$process" in
      core) port=${CORE_PORT:-4001} ;;
      social) port=${SOCIAL_PORT:-4002} ;;
      payments) port=${PAYMENTS_PORT:-4003} ;;
      community) port=${COMMUNITY_PORT:-4004} ;;
      core-worker | social-worker) port=${WORKER_PORT:-4010} ;;
      *) port=${PORT:-3000} ;;
    esac
    exec node -e "fetch('http://127.0.0.1:$port/healthz',{signal:AbortSignal.timeout(2500)}).then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"
    ;;
  *) exec "$@" ;;
esac
