#!/usr/bin/env bash
# The deployment files through Docker itself, where a daemon answers: compose.yaml is valid, the image builds,
# and a container of it starts and reports healthy. Without a daemon it says so in one line and succeeds
# (packages/host-demo/test/deployment-*.test.ts read the same files in every `npm test`).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v docker >/dev/null 2>&1 || ! docker info >/dev/null 2>&1; then
  echo "docker-check: skipped (no Docker daemon); the deployment files are linted by packages/host-demo/test/deployment-*.test.ts"
  exit 0
fi

image=modkit:docker-check
env_file=$(mktemp)
container=""
cleanup() {
  rm -f "$env_file"
  if [ -n "$container" ]; then docker rm -f "$container" >/dev/null 2>&1 || true; fi
}
trap cleanup EXIT

docker build --tag "$image" .

# compose.yaml with a first deployment's variables: the example and freshly made secrets.
cp deploy/.env.example "$env_file"
docker run --rm "$image" node deploy/generate-secrets.mjs >>"$env_file"
if docker compose version >/dev/null 2>&1; then
  docker compose --env-file "$env_file" config --quiet
else
  echo "docker-check: no 'docker compose' plugin, compose.yaml not checked by Docker"
fi

# The image alone (SQLite in DATA_DIR, files on disk): it starts as production and answers /api/health.
# Every setting production requires (the environment check stops the start without one).
random_key() { head -c 32 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n'; }
container=$(docker run --detach --env PUBLIC_URL=http://localhost:3000 \
  --env SMTP_URL=smtp://check:check@127.0.0.1:2525 \
  --env RECAPTCHA_SECRET=check --env RECAPTCHA_SITE_KEY=check-site-key \
  --env LTI_LOGIN_KEY="$(random_key)" --env BACKUP_KEY="$(random_key)" "$image")
for _ in $(seq 1 60); do
  status=$(docker inspect --format '{{.State.Health.Status}}' "$container")
  [ "$status" = healthy ] && break
  if [ "$(docker inspect --format '{{.State.Running}}' "$container")" != true ]; then break; fi
  sleep 2
done
if [ "${status:-}" != healthy ]; then
  docker logs "$container" | tail -20
  echo "docker-check: the container did not become healthy (${status:-not running})"
  exit 1
fi
echo "docker-check: compose.yaml valid, image built, container healthy"
