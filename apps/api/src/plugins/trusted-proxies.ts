// TRUST_PROXY as Fastify's trustProxy takes it: which proxies may tell the client's address in X-Forwarded-For.
// Never "every hop": the leftmost entries are the client's own words, so a client could give a new address with each
// request and pass under every per-address limit (the sign-in notice, the per-minute limit). A count of hops is no
// answer either: Fastify 5 refuses to trust on a count alone (it cannot tell a proxy from a client).

/** The yes words: the proxies on this machine and the private networks, where a deployment's balancer stands. */
const PRIVATE_NETWORKS = ['loopback', 'linklocal', 'uniquelocal'];

/** Off ('0', 'no', empty); the private networks for '1', 'true' or 'yes'; or the proxies' addresses and CIDRs. */
export function trustedProxies(value: string): false | string[] {
  const v = value.trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'no') return false;
  if (v === '1' || v === 'true' || v === 'yes') return PRIVATE_NETWORKS;
  return v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
