// The timeline's reading of the log, without a database: saves collapsed, who each actor is, contract and
// certificate signatures told apart, a signer's decline told once, the rest of the log left out.
import { describe, expect, it } from 'vitest';
import { buildTimeline, type LoggedEvent } from './timeline-events.ts';

let id = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 15, minute));
const logged = (
  minute: number,
  type: string,
  userId: number | null,
  detail: Record<string, unknown> = {},
): LoggedEvent => ({
  id: ++id,
  type,
  userId,
  detail,
  at: at(minute),
});
const users = [
  { id: 1, displayName: 'Alex Martin', role: 'vendor' },
  { id: 2, displayName: 'Sam Taylor', role: 'vendor' },
  { id: 9, displayName: 'Morgan Lee', role: 'underwriter' },
];

describe('buildTimeline', () => {
  it('collapses consecutive saves of one step by one user, and only those', () => {
    const events = buildTimeline({
      logged: [
        logged(1, 'application.saved', 1, { step: '3-1' }),
        logged(2, 'application.saved', 1, { step: '3-1' }),
        logged(3, 'application.saved', 1, { step: '3-1' }),
        logged(4, 'application.saved', 2, { step: '3-1' }),
        logged(5, 'application.saved', 2, { step: '3-2' }),
        logged(6, 'application.saved', 2, { step: '3-1' }),
      ],
      uploads: [],
      certificates: [],
      users,
    });
    expect(events.map((e) => [e.params.step, e.params.count ?? 1, e.actor.name, e.at])).toEqual([
      ['3-1', 3, 'Alex Martin', at(3).toISOString()],
      ['3-1', 1, 'Sam Taylor', at(4).toISOString()],
      ['3-2', 1, 'Sam Taylor', at(5).toISOString()],
      ['3-1', 1, 'Sam Taylor', at(6).toISOString()],
    ]);
  });

  it('names the lender’s staff "the lender", tells a certificate’s signatures from a contract’s, a decline once', () => {
    const events = buildTimeline({
      logged: [
        logged(1, 'underwriter.approve', 9, { to: 'Approved', note: 'looks fine' }),
        logged(2, 'application.requestSignature', 1, { envelopeId: 'E1', to: 'Waiting for Signature' }),
        logged(3, 'signing.declined', null, { envelopeId: 'E1', roleName: 'coCustomer' }),
        logged(4, 'application.signatureDeclined', null, {
          envelopeId: 'E1',
          outcome: 'declined',
          to: 'Approved',
        }),
        logged(5, 'application.signatureDeclined', null, {
          envelopeId: 'E2',
          outcome: 'voided',
          to: 'Approved',
        }),
        logged(6, 'signing.signed', null, { envelopeId: 'C1', roleName: 'installer' }),
        logged(7, 'customer_link.opened', null, { person: 'applicant', factor: 'code' }),
        logged(8, 'login', 1),
        logged(9, 'application.verifySignature', 1, { to: 'Signatures Received' }),
      ],
      uploads: [
        { uploadType: 'billOfSale', userId: 2, storedAt: at(2) },
        { uploadType: 'voidCheque', userId: 2, storedAt: null },
      ],
      certificates: [{ method: 'electronic', created: at(5) }],
      users,
    });
    expect(events.map((e) => [e.kind, e.actor, e.params])).toEqual([
      ['decided', { kind: 'lender', name: null }, { status: 'Approved' }],
      ['contractSent', { kind: 'user', name: 'Alex Martin' }, {}],
      ['documentUploaded', { kind: 'user', name: 'Sam Taylor' }, { uploadType: 'billOfSale' }],
      ['contractDeclined', { kind: 'customer', name: null }, { person: 'coApplicant' }],
      ['contractVoided', { kind: 'system', name: null }, {}],
      ['certificateCreated', { kind: 'user', name: null }, { method: 'electronic' }],
      ['certificateSigned', { kind: 'installer', name: null }, { person: 'installer' }],
      ['statusChanged', { kind: 'user', name: 'Alex Martin' }, { status: 'Signatures Received' }],
    ]);
    expect(JSON.stringify(events)).not.toContain('looks fine');
  });

  it('tells a consent once while it holds: again after an unticked box or a re-submit, and the customer’s own', () => {
    const ticked = ['firstName', 'consentVersion', 'consentBy', 'consentChannel', 'consentAt'];
    const cleared = [
      'consentVersion',
      'consentBy',
      'consentChannel',
      'consentAt',
      'consentLanguage',
      'consentIp',
    ];
    const events = buildTimeline({
      logged: [
        logged(1, 'application.created', 1, { step: '1', fields: ticked }),
        logged(2, 'application.saved', 1, { step: '1', fields: ticked }),
        logged(3, 'application.saved', 1, { step: '1', fields: ticked }),
        logged(4, 'application.saved', 1, { step: '1', fields: cleared }),
        logged(5, 'application.saved', 1, { step: '1', fields: ticked }),
        logged(6, 'application.resubmit', 1, { to: 'Incomplete' }),
        logged(7, 'customer_link.used', null, {
          person: 'applicant',
          channel: 'link',
          fields: ['sin', 'dob'],
        }),
      ],
      uploads: [],
      certificates: [],
      users,
    });
    expect(
      events.map((e) =>
        `${e.kind}${e.params.count ? ` ×${e.params.count}` : ''} ${e.params.channel ?? ''}`.trim(),
      ),
    ).toEqual([
      'created',
      'consentGiven dealerScreen',
      'saved ×4',
      'consentGiven dealerScreen',
      'resubmitted',
      'consentGiven customerLink',
    ]);
  });
});
