#!/bin/bash
# The web image's entry point: nginx with BFF_UPSTREAM and WEB_PORT filled in (written to /tmp: the root file
# system is read-only), in the foreground. `fj-web health` is the image's HEALTHCHECK.
set -euo pipefail
if [[ ${1:-} == health ]]; then
  exec 3<>"/dev/tcp/127.0.0.1/${WEB_PORT}"
  printf 'GET /healthz HTTP/1.0\r\nHost: localhost\r\n\r\n' >&3
  read -r _ status _ <&3
  [[ $status == 200 ]]
  exit
fi
sed -e "s|__BFF_UPSTREAM__|${BFF_UPSTREAM}|" -e "s|__WEB_PORT__|${WEB_PORT}|" \
  /etc/nginx/founder-journal.conf >/tmp/nginx.conf
exec nginx -c /tmp/nginx.conf -g 'daemon off;'
