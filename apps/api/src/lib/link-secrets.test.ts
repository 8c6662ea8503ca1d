import { describe, expect, it } from 'vitest';
import { createLinkRedactor, declareSecretLink } from './link-secrets.ts';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const SIGNATURE = 'c2lnbmF0dXJlLW9mLXRoZS1wdXQtdXJsLTMyLWJ5dGVz';

function redactor() {
  const links = createLinkRedactor();
  const declare = declareSecretLink(links);
  declare({
    method: 'GET',
    url: '/esign/:envelopeId/:token',
    config: { secretLink: { params: ['token'] } },
  } as never);
  declare({
    method: 'POST',
    url: '/esign/:envelopeId/:token/sign',
    config: { secretLink: { params: ['token'] } },
  } as never);
  declare({
    method: 'PUT',
    url: '/doc-api/files/:applicationId/:uploadId',
    config: { secretLink: { query: ['signature'] } },
  } as never);
  return links;
}

describe('the links whose secrets routes declare (decision 029)', () => {
  const links = redactor();

  it('cuts the token of a signing link wherever the URL stands in a line, and keeps the rest', () => {
    const lines = [
      `{"req":{"url":"/esign/env-1/${TOKEN}"},"msg":"incoming request"}`,
      `{"msg":"Route GET:/esign/env-1/${TOKEN}/sign not found"}`,
      `{"msg":"Hello,\\nhttps://portal.example.ca/esign/env-1/${TOKEN}?return=%2Fsign%2F1\\n"}`,
      `[10:00:00.000] INFO: incoming request url: "/esign/env-1/${TOKEN}/document.pdf"`,
      `{"msg":"Sign here:\\n/esign/env-1/${TOKEN}"}`,
    ];
    for (const line of lines) {
      const out = links.redact(line);
      expect(out).not.toContain(TOKEN);
      expect(out).toContain('/esign/env-1/[redacted]');
    }
    expect(links.redact(`"url":"/esign/env-1/${TOKEN}/sign?return=%2Fsign%2F1"`)).toBe(
      '"url":"/esign/env-1/[redacted]/sign?return=%2Fsign%2F1"',
    );
  });

  it("cuts an upload URL's signature and keeps its other query values", () => {
    const url = `/doc-api/files/3f0c/7?key=incoming%2Fa&type=application%2Fpdf&expires=1790000000&signature=${SIGNATURE}`;
    expect(links.redact(`{"msg":"Route PUT:${url} not found"}`)).toBe(
      `{"msg":"Route PUT:${url.replace(SIGNATURE, '[redacted]')} not found"}`,
    );
  });

  it('leaves alone a path that only contains a declared one, and text without a link', () => {
    const other = '{"req":{"url":"/doc-api/esign/upload-to-s3/6b1f6a2e-0000-4000-8000-000000000000"}}';
    expect(links.redact(other)).toBe(other);
    expect(links.redact('{"msg":"request completed"}')).toBe('{"msg":"request completed"}');
  });

  it('reads a long line in linear time (a trace line may hold a large body)', () => {
    const line = `{"data":"//${'A'.repeat(200_000)}","url":"/esign/env-1/${TOKEN}"}`;
    const started = performance.now();
    expect(links.redact(line)).not.toContain(TOKEN);
    // Quadratic (a lookbehind tried at every position), this line took minutes; linear, milliseconds.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses a route whose parameter is named like a secret and is not declared', () => {
    const declare = declareSecretLink(createLinkRedactor());
    expect(() => declare({ method: 'GET', url: '/customer/:token', config: {} } as never)).toThrow(/token/);
    expect(() => declare({ method: 'GET', url: '/applications/get/:id', config: {} } as never)).not.toThrow();
  });
});
