#!/usr/bin/env bash
# PostgreSQL's first start in docker-compose.yml (/docker-entrypoint-initdb.d, run once, on an empty data volume): one
# database per service (DESIGN.md §7), each owned by a user of its own that can connect to no other service's
# database. The passwords come from the container's environment: POSTGRES_TEAM_PASSWORD,
# POSTGRES_TRAINING_PROGRAM_PASSWORD, POSTGRES_MESSAGING_PASSWORD, POSTGRES_FEEDBACK_PASSWORD (no defaults).
# The image's entrypoint runs (or sources) it with bash: a failure stops the first start.
set -e

databases=(team training_program messaging feedback)

# Every password first, so a missing one creates nothing.
for name in "${databases[@]}"; do
  variable="POSTGRES_${name^^}_PASSWORD"
  if [ -z "${!variable}" ]; then
    echo "postgres-init: $variable is not set: every service's database user needs its own password" >&2
    exit 1
  fi
done

for name in "${databases[@]}"; do
  variable="POSTGRES_${name^^}_PASSWORD"
  # psql variables (:"name" an identifier, :'password' a literal) quote the values.
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "${POSTGRES_DB:-$POSTGRES_USER}" \
    -v name="$name" -v password="${!variable}" <<'SQL'
CREATE ROLE :"name" LOGIN PASSWORD :'password';
CREATE DATABASE :"name" OWNER :"name";
REVOKE ALL ON DATABASE :"name" FROM PUBLIC;
SQL
  echo "postgres-init: database $name, owned by user $name"
done
