#!/usr/bin/env bash
# Walks the accounts JSON API contract (SPEC §7, DESIGN §7) against a running server, printing
# each request and its status and body, and fails when a status is not the one expected.
#
#   BASE_URL=http://localhost:3000 scripts/api-contract.sh
#
# Needs curl and node (for reading JSON). Creates one new account per run. PROPERTY_IDS names
# two published villas for the favorites calls (default: 1 2, the seeded demo data).
# FULL=1 prints whole bodies (otherwise long ones are cut at 600 characters).
set -euo pipefail

BASE_URL="${BASE_URL:-http://localhost:3000}"
read -r VILLA_A VILLA_B <<<"${PROPERTY_IDS:-1 2}"
EMAIL="contract-$(date +%s)-$RANDOM@example.test"
PASSWORD="contract-pass-1"
NEW_PASSWORD="contract-pass-2"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
FAILURES=0

# json FILE EXPR: evaluates a JavaScript expression over the parsed body `b`.
json() {
  node -e 'const b = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); const v = eval(process.argv[2]); process.stdout.write(v === undefined ? "" : String(v));' "$1" "$2"
}

# req EXPECTED METHOD PATH [curl args...]: prints the call, its status and its body. EXPECTED may
# list alternatives, e.g. 202|429 for a call whose hourly limit earlier runs may have used up.
req() {
  local expected="$1" method="$2" path="$3"
  shift 3
  echo "> $method $path $(describe_args "$@")"
  local status
  status="$(curl -sS -o "$TMP/body" -D "$TMP/headers" -w '%{http_code}' -X "$method" "$@" "$BASE_URL$path")"
  local body
  body="$(cat "$TMP/body")"
  if [[ -z "${FULL:-}" && ${#body} -gt 600 ]]; then body="${body:0:600}… (${#body} characters)"; fi
  local mark="ok"
  if [[ "|$expected|" != *"|$status|"* ]]; then
    mark="UNEXPECTED, wanted $expected"
    FAILURES=$((FAILURES + 1))
  fi
  echo "< $status ($mark) $body"
  echo
}

# The body sent, for the printed request line (passwords shown: this is a throwaway account).
describe_args() {
  local out="" prev=""
  for a in "$@"; do
    case "$prev" in
      --data | --data-raw | -d | --data-urlencode | -F) out+="$a " ;;
      -H)
        [[ "$a" == Authorization* ]] && out+="[bearer] "
        [[ "$a" == Accept-Language* ]] && out+="[$a] "
        ;;
    esac
    prev="$a"
  done
  echo "$out"
}

JSON=(-H 'Content-Type: application/json')

echo "== Places (public, localized)"
req 200 GET /v1/locations/places
req 200 GET /v1/locations/places -H 'Accept-Language: es'

echo "== Signup"
req 201 POST /api/signup "${JSON[@]}" --data-raw "{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\",\"password_confirmation\":\"$PASSWORD\"}"
SIGNUP_TOKEN="$(json "$TMP/body" 'b.token')"
req 400 POST /api/signup "${JSON[@]}" --data-raw "{\"email\":\"$EMAIL\",\"password\":\"short\",\"password_confirmation\":\"other\"}"

echo "== Login"
req 401 POST /api/login "${JSON[@]}" --data-raw "{\"email\":\"$EMAIL\",\"password\":\"wrong-password\"}"
req 200 POST /api/login --data-urlencode "email=$EMAIL" --data-urlencode "password=$PASSWORD"
TOKEN="$(json "$TMP/body" 'b.token')"
AUTH=(-H "Authorization: Bearer $TOKEN")
[[ "$TOKEN" != "$SIGNUP_TOKEN" ]] && echo "(login gave a new token: rotated)" && echo

echo "== Profile"
req 200 GET /v1/account/profile "${AUTH[@]}"
req 200 POST /v1/account/profile "${AUTH[@]}" --data-urlencode '_method=put' --data-urlencode 'name=Contract Tester' \
  --data-urlencode 'phone=+1 809 555 0100' --data-urlencode 'country_id=' --data-urlencode 'locale=en'
req 400 POST /v1/account/profile "${AUTH[@]}" -H 'Accept-Language: es' --data-urlencode '_method=put' --data-urlencode 'phone=call me'
req 200 PUT /v1/account/profile "${AUTH[@]}" "${JSON[@]}" --data-raw '{"country_code":"DE"}'
req 400 PUT /v1/account/profile "${AUTH[@]}" "${JSON[@]}" -H 'Accept-Language: es' --data-raw '{"country_code":"XX"}'

echo "== Favorites"
req 200 POST /v1/account/favorites "${AUTH[@]}" --data-urlencode "property_id=$VILLA_A"
req 200 GET /v1/account/favorites "${AUTH[@]}"
req 200 POST /v1/account/favorites/sync "${AUTH[@]}" "${JSON[@]}" --data-raw "{\"property_ids\":[$VILLA_B,$VILLA_A,999999]}"
req 200 POST /v1/account/favorites "${AUTH[@]}" --data-urlencode "property_id=$VILLA_A"
req 400 POST /v1/account/favorites "${AUTH[@]}" --data-urlencode 'property_id=abc'

echo "== Password change (the signup session is signed out)"
req 200 POST /v1/account/password "${AUTH[@]}" --data-urlencode "current_password=$PASSWORD" \
  --data-urlencode "password=$NEW_PASSWORD" --data-urlencode "password_confirmation=$NEW_PASSWORD"
req 401 GET /v1/account/profile -H "Authorization: Bearer $SIGNUP_TOKEN"

echo "== Password recovery (same answer for an unknown email; 5 an hour per address, so a rerun may see 429)"
req '202|429' POST /v1/account/password-recovery "${JSON[@]}" --data-raw "{\"email\":\"$EMAIL\"}"
req '202|429' POST /v1/account/password-recovery "${JSON[@]}" --data-raw '{"email":"nobody-here@example.test"}'
req 400 POST /v1/account/password-reset "${JSON[@]}" --data-raw "{\"token\":\"made-up\",\"password\":\"$NEW_PASSWORD\",\"password_confirmation\":\"$NEW_PASSWORD\"}"

echo "== Logout, then the profile is refused"
req 200 POST /api/logout "${AUTH[@]}"
req 401 GET /v1/account/profile "${AUTH[@]}"

echo "== Bad input"
req 400 POST /api/login "${JSON[@]}" --data-raw '{"email":42}'
req 400 POST /api/login "${JSON[@]}" -H 'Accept-Language: es' --data-raw '{"email":'
head -c 1048576 /dev/zero | tr '\0' 'a' >"$TMP/big"
req 413 POST /api/login "${JSON[@]}" --data-binary "@$TMP/big"

if ((FAILURES > 0)); then
  echo "$FAILURES call(s) answered an unexpected status."
  exit 1
fi
echo "Every call answered as the contract says."
