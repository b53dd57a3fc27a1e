#!/bin/bash
# First start of the compose database (the postgres image runs /docker-entrypoint-initdb.d/*.sh once, on an empty
# volume): the two roles and the database of README "Your own PostgreSQL", passwords from the secret files.
set -euo pipefail
owner=$(<"/run/secrets/db_owner_password")
app=$(<"/run/secrets/db_app_password")
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner="$owner" -v app="$app" <<'SQL'
CREATE ROLE fj_owner LOGIN PASSWORD :'owner';
CREATE ROLE fj_app LOGIN PASSWORD :'app';
CREATE DATABASE founder_journal OWNER fj_owner;
SQL
