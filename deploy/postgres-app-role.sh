#!/bin/sh
# Runs once, when the PostgreSQL volume is new (the image's /docker-entrypoint-initdb.d): the role Haat's app
# processes connect as. It owns nothing: the migrations run as the database's owner (DATABASE_OWNER_URL), which
# grants it what the app does with rows, so the audit log is append-only against the app's own connection too.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v password="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE haat_app LOGIN PASSWORD :'password';
SQL
