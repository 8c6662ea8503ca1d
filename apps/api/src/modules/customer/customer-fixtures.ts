// Test helpers of the customer's own device: an Incomplete application with the customer's contacts, and the link's
// token and code as the customer reads them in the demo's mailbox and SMS outbox.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export type Caller = (
  user: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  lang?: string,
) => Promise<LightMyRequestResponse>;

export const TOKEN_IN_TEXT = /\/customer#([A-Za-z0-9_-]{43})/;

/** An application at step 3-1 saved as a draft by the dealer: no SIN, no date of birth unless given. */
export async function draftApplication(call: Caller, user: string, contact: Record<string, string>) {
  let res = await call(user, 'POST', '/api/applications/save', {
    id: 'new',
    step: '1',
    creditReleaseObtained: 'Yes',
    amount: '8,000.00',
    applicationType: 'Finance',
    description: 'Heat pump',
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<{ id: string }>().id;
  res = await call(user, 'POST', '/api/applications/save', {
    id,
    version: res.json<{ version: number }>().version,
    step: '3-1',
    mode: 'back',
    firstName: 'Alex',
    lastName: 'Martin',
    primaryPhone: '(416) 555-0101',
    businessPhone: '(416) 555-0100',
    employer: 'Acme',
    ...contact,
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/** The newest message of the demo's mailbox (or SMS outbox) sent to `to`, as the vendor reads it. */
export async function lastMessageTo(call: Caller, user: string, box: 'mailbox' | 'sms-outbox', to: string) {
  const { messages } = (await call(user, 'GET', `/api/${box}`)).json<{
    messages: Array<{ to: string; text: string; subject?: string }>;
  }>();
  return messages.find((m) => m.to === to);
}

export async function tokenMailedTo(call: Caller, user: string, to: string) {
  const message = await lastMessageTo(call, user, 'mailbox', to);
  return message?.text.match(TOKEN_IN_TEXT)?.[1] ?? '';
}

export async function codeTextedTo(call: Caller, user: string, to: string) {
  const message = await lastMessageTo(call, user, 'sms-outbox', to);
  return message?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
}
