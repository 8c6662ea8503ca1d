import { describe, expect, it } from 'vitest';
import { mailParts, ownLink } from './mail-links.ts';

const ORIGIN = 'https://portal.example.ca';

describe('mailParts', () => {
  it('makes this server’s own addresses links, and leaves the sentence’s full stop out', () => {
    const body = `Hello,\n\nSign here:\n${ORIGIN}/esign/abc?t=1.\n\nThe link works until May 1, 2026.`;
    const parts = mailParts(body, ORIGIN);
    expect(parts).toEqual([
      { text: 'Hello,\n\nSign here:\n' },
      { text: `${ORIGIN}/esign/abc?t=1`, href: `${ORIGIN}/esign/abc?t=1` },
      { text: '.\n\nThe link works until May 1, 2026.' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(body);
  });

  it('makes a relative path a link to this server', () => {
    expect(mailParts('Open /mailbox to see it', ORIGIN)).toEqual([
      { text: 'Open ' },
      { text: '/mailbox', href: `${ORIGIN}/mailbox` },
      { text: ' to see it' },
    ]);
  });

  it('leaves another site, another port, javascript: and protocol-relative addresses as text', () => {
    for (const body of [
      'Go to https://evil.example.com/esign/abc now',
      'Go to https://portal.example.ca.evil.com/x now',
      'Go to http://portal.example.ca/x now', // not the same origin: http, not https
      'Go to https://portal.example.ca:8443/x now',
      'Go to javascript:alert(1) now',
      'Go to //evil.example.com/x now',
      'and/or 1/2',
    ]) {
      expect(mailParts(body, ORIGIN), body).toEqual([{ text: body }]);
    }
  });

  it('refuses what is not an http(s) address of this origin', () => {
    expect(ownLink('data:text/html,hi', ORIGIN)).toBeNull();
    expect(ownLink(`${ORIGIN}/a`, ORIGIN)).toBe(`${ORIGIN}/a`);
  });
});
