#!/bin/sh
# A certificate for serving the game over HTTPS on the local network (npm run start:https), so a
# real tablet can install it and play offline: a service worker only runs on a secure origin.
#
# Makes a small certificate authority of your own (.cert/ca.pem, install and trust it once on the
# tablet) and a server certificate it signs for this machine's LAN addresses and "localhost"
# (.cert/server.pem). Run it again when the machine's address changes; the CA stays.
# Needs openssl. Nothing leaves this machine; .cert/ is ignored by git.
set -eu
cd "$(dirname "$0")/.."
mkdir -p .cert
if [ ! -f .cert/ca.pem ]; then
  openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days 825 -subj "/CN=Carcassonne table local CA" \
    -keyout .cert/ca-key.pem -out .cert/ca.pem 2>/dev/null
fi
# Every IPv4 address of this machine (hostname -I on Linux; ifconfig elsewhere), plus localhost.
ips=$( (hostname -I 2>/dev/null || ifconfig 2>/dev/null | awk '/inet /{print $2}') | tr ' ' '\n' | grep -E '^[0-9]+(\.[0-9]+){3}$' || true)
san="DNS:localhost,IP:127.0.0.1"
for ip in $ips; do san="$san,IP:$ip"; done
printf 'subjectAltName=%s\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' "$san" > .cert/server.ext
openssl req -newkey rsa:2048 -nodes -sha256 -subj "/CN=carcassonne-table" -keyout .cert/server-key.pem -out .cert/server.csr 2>/dev/null
openssl x509 -req -sha256 -days 397 -in .cert/server.csr -CA .cert/ca.pem -CAkey .cert/ca-key.pem -CAcreateserial \
  -extfile .cert/server.ext -out .cert/server.pem 2>/dev/null
rm -f .cert/server.csr
echo "Server certificate for: $san"
echo "Install .cert/ca.pem on the tablet and trust it (see README, 'On a real tablet'), then: npm run start:https"
