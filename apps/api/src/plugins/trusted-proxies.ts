// TRUST_PROXY as Fastify's trustProxy takes it: which proxies may tell the client's address in X-Forwarded-For.
// Never "every hop": the leftmost entries are the client's own words, so a client could give a new address with each
// request and pass under every per-address limit (the sign-in notice, the per-minute limit).

/** Off ('0', 'no', empty), one hop for the yes words (one balancer, as '1' meant before), N hops, or the proxies'
 * addresses and CIDRs, comma-separated. */
export function trustedProxies(value: string): false | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'no') return false;
  if (v === '1' || v === 'true' || v === 'yes') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
