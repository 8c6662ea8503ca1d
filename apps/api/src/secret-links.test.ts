import { describe, expect, it } from 'vitest';
import { assertListed, secretLinkRedactor } from './secret-links.ts';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const SIGNATURE = 'c2lnbmF0dXJlLW9mLXRoZS1wdXQtdXJsLTMyLWJ5dGVz';

describe("the worker's list of secret links (decision 029)", () => {
  it('cuts a signing link and an upload URL from a line, as a web node does', () => {
    const links = secretLinkRedactor();
    const line = `{"msg":"invite https://portal.example.ca/esign/env-1/${TOKEN} then PUT /doc-api/files/a/1?expires=9&signature=${SIGNATURE}"}`;
    const out = links.redact(line);
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain(SIGNATURE);
    expect(out).toContain('/esign/env-1/[redacted]');
  });

  it('refuses a route whose secret link the list lacks, and takes the listed ones and the pages under them', () => {
    const secretLink = { params: ['token'] };
    expect(() =>
      assertListed({ method: 'GET', url: '/esign/:envelopeId/:token/sign', config: { secretLink } }),
    ).not.toThrow();
    expect(() =>
      assertListed({
        method: 'PUT',
        url: '/doc-api/files/:applicationId/:uploadId',
        config: { secretLink: { query: ['signature'] } },
      }),
    ).not.toThrow();
    expect(() => assertListed({ method: 'GET', url: '/customer/:token', config: { secretLink } })).toThrow(
      /SECRET_LINKS/,
    );
    expect(() => assertListed({ method: 'GET', url: '/api/health' })).not.toThrow();
  });
});
