#!/usr/bin/env bash
# Generates the compose deployment's secrets into deploy/compose/secrets/ (git-ignored, mode 0600), once: an existing
# file is kept, so running it again changes nothing. Back the folder up: losing SESSION_SECRET signs everyone out,
# losing SOCIAL_TOKEN_KEY makes stored social tokens unreadable, losing the VAPID keys drops push subscriptions.
set -euo pipefail
dir="$(cd "$(dirname "$0")" && pwd)/secrets"
mkdir -p "$dir"
chmod 700 "$dir"
umask 077
random() { head -c "$1" /dev/urandom | od -An -tx1 | tr -d ' \n'; }
keep() { [[ -s $dir/$1 ]] || printf '%s' "$2" >"$dir/$1"; }
keep postgres_password "$(random 24)"
keep db_owner_password "$(random 24)"
keep db_app_password "$(random 24)"
keep database_url "postgresql://fj_app:$(<"$dir/db_app_password")@postgres:5432/founder_journal"
keep migration_database_url "postgresql://fj_owner:$(<"$dir/db_owner_password")@postgres:5432/founder_journal"
keep session_secret "$(random 32)"
keep internal_jwt_secret "$(random 32)"
keep social_token_key "$(random 32)"
if [[ ! -s $dir/vapid_public_key ]]; then
  # A P-256 key pair for Web Push, as web-push makes them (base64url, uncompressed public point).
  node -e "const c=require('node:crypto');const k=c.generateKeyPairSync('ec',{namedCurve:'prime256v1'});
    const j=k.privateKey.export({format:'jwk'});const p=k.publicKey.export({format:'jwk'});
    const pub=Buffer.concat([Buffer.from([4]),Buffer.from(p.x,'base64url'),Buffer.from(p.y,'base64url')]);
    require('fs').writeFileSync(process.argv[1]+'/vapid_public_key',pub.toString('base64url'));
    require('fs').writeFileSync(process.argv[1]+'/vapid_private_key',j.d);" "$dir"
fi
echo "Secrets in $dir"
