// A log stream for tests: keeps every line the server writes, and finds personal data or secrets in them.
import { PassThrough } from 'node:stream';

/** A SIN written as people write it (9 digits, with or without separators), and dates of birth in every format. */
const SIN = /(?<![\d.])\d{3}[ -]?\d{3}[ -]?\d{3}(?![\d.])/;

export interface LogCapture {
  stream: PassThrough;
  lines(): string[];
  /** The lines that hold one of `secrets` (tokens, passwords, SINs, dates of birth as sent) or a SIN-shaped number. */
  leaks(secrets: readonly string[]): string[];
}

export function captureLogs(): LogCapture {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const lines = () => text.split('\n').filter(Boolean);
  return {
    stream,
    lines,
    leaks: (secrets) =>
      lines().filter((line) => {
        // Times, ids and durations are numbers too: only the message's values are searched for a SIN's shape.
        const values = line.replace(/"(time|pid|responseTime|reqId|id|applicationId|hostname)":[^,}]+/g, '');
        return (
          secrets.some((s) => s.length > 0 && line.includes(s)) ||
          SIN.test(values.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ''))
        );
      }),
  };
}
