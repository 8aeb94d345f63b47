#!/bin/sh
# One copy of the lead store into FOLDER, then deletes copies there older than DAYS.
# Usage: deploy/backup.sh FOLDER DAYS, run from the project folder as the server's user with its
# settings in the environment (locksmith-site-backup.service does all three).
# SQLite: `npm run leads -- backup`, a consistent copy while the server runs, made 0600.
# PostgreSQL (DATABASE_URL set): pg_dump, under umask 077 so the dump is 0600 too.
set -eu
if [ "$#" -ne 2 ]; then
  echo "usage: deploy/backup.sh FOLDER DAYS" >&2
  exit 2
fi
folder="$1"
days="$2"
umask 077
stamp="$(date -u +%Y-%m-%dT%H%M%SZ)"
if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump --format=custom --file="$folder/leads-$stamp.dump" "$DATABASE_URL"
else
  node dist/server/leads-cli.js backup "$folder/leads-$stamp.db"
fi
find "$folder" -maxdepth 1 -type f \( -name 'leads-*.db' -o -name 'leads-*.dump' \) -mtime +"$days" -delete
