// The audit log's events of one application, its stored uploads and its certificates, as the timeline's events
// (issue 27): a stable kind, its parameters, who and when. Pure: the reads are the service's.
import type { TimelineActor, TimelineEvent, TimelineKind, TimelineParams } from '@vp/domain';

export interface LoggedEvent {
  id: number;
  type: string;
  userId: number | null;
  detail: Record<string, unknown> | null;
  at: Date;
}
export interface StoredUpload {
  uploadType: string;
  userId: number | null;
  storedAt: Date | null;
}
export interface CertificateRecord {
  method: string;
  created: Date;
}
/** The funding statement written when the deal was booked (issue 35), in cents. */
export interface StatementRecord {
  financedCents: number;
  dealerFeePercent: string;
  dealerFeeCents: number;
  paidCents: number;
  fundingDate: string;
  bookedAt: Date;
}
export interface ActingUser {
  id: number;
  displayName: string;
  role: string;
  /** A dealership's system acting through an API key (decision 058). */
  system?: boolean;
}
export interface TimelineSources {
  logged: readonly LoggedEvent[];
  uploads: readonly StoredUpload[];
  certificates: readonly CertificateRecord[];
  /** The funding statement, once the deal is booked. */
  statement?: StatementRecord | undefined;
  users: readonly ActingUser[];
}

interface Entry {
  kind: TimelineKind;
  at: Date;
  actor: TimelineActor;
  params: TimelineParams;
  /** The acting user, for collapsing consecutive saves by the same user. */
  userId: number | null;
  /** Whose consent this event clears (an unticked box, a re-submit). */
  clears?: Mapped['clears'];
}

const SYSTEM: TimelineActor = { kind: 'system', name: null };
const CUSTOMER: TimelineActor = { kind: 'customer', name: null };
/** The dealership, where the record keeps no user (a certificate). */
const DEALERSHIP: TimelineActor = { kind: 'user', name: null };

/** Simple one-to-one kinds: the audit type → the timeline's kind (the actor follows from the user or the system). */
const DIRECT: Record<string, TimelineKind> = {
  'application.submitted': 'submitted',
  'application.submitToKamsel': 'secondLookRequested',
  'consent.partner': 'partnerConsentGiven',
  'secondLook.acknowledged': 'secondLookAcknowledged',
  'asset.added': 'assetAdded',
  'asset.changed': 'assetChanged',
  'asset.deleted': 'assetRemoved',
  'financing.programSaved': 'programSelected',
  'quote.shared': 'quoteShared',
  'application.requestSignature': 'contractSent',
  'application.signaturesReceived': 'signaturesReceived',
  'application.voidSignature': 'contractVoided',
  'funding.missingDocuments': 'documentsRequested',
  'application.cancel': 'cancelled',
  'application.delete': 'deleted',
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
/** The customer link's and the signer's person in the timeline's words. */
const personOf = (value: unknown) =>
  value === 'coApplicant' || value === 'coCustomer'
    ? 'coApplicant'
    : value === 'installer'
      ? 'installer'
      : 'applicant';

/** Drops the parameters that are not there, so that the answer carries only what the kind has. */
function only(params: TimelineParams): TimelineParams {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as TimelineParams;
}

function actorFor(userId: number | null, users: ReadonlyMap<number, ActingUser>, fallback: TimelineActor) {
  if (userId === null) return fallback;
  const user = users.get(userId);
  // A user the names did not find (none is ever deleted): someone of the dealership, unnamed.
  if (!user) return DEALERSHIP;
  // The lender's staff are "the lender" to everyone: a dealer never sees an underwriter's name.
  if (user.role === 'underwriter') return { kind: 'lender' as const, name: null };
  // A dealership's own software, by its key's name: "the dealership's system CRM".
  if (user.system) return { kind: 'integration' as const, name: user.displayName };
  return { kind: 'user' as const, name: user.displayName };
}

/** A logged event's reading: its kind and parameters, its actor when not the user's, the consents it clears. */
interface Mapped {
  kind: TimelineKind;
  params: TimelineParams;
  actor?: TimelineActor | undefined;
  clears?: 'applicant' | 'coApplicant' | 'all';
}

/** The kinds of one logged event (a save giving the dealer's consent is two: the save, then the consent). */
function entriesOf(
  e: LoggedEvent,
  ctx: { contractEnvelopes: Set<string>; declinedEnvelopes: Set<string> },
): Mapped[] {
  const d = e.detail ?? {};
  const one = (kind: TimelineKind, params: TimelineParams = {}, actor?: TimelineActor): Mapped[] => [
    { kind, params: only(params), actor },
  ];
  switch (e.type) {
    case 'application.created':
    case 'application.saved':
    case 'coApplicant.saved': {
      const co = e.type === 'coApplicant.saved';
      const person = co ? 'coApplicant' : 'applicant';
      const saved: Mapped = {
        kind: co ? 'coApplicantSaved' : e.type === 'application.created' ? 'created' : 'saved',
        params: only({ step: text(d.step) }),
      };
      const fields = texts(d.fields) ?? [];
      if (!fields.includes('consentBy')) return [saved];
      // The dealer's tick writes consentBy, consentChannel and consentAt; an unticked box clears the whole record,
      // the customer's address and browser with it (CONSENT_RECORD_CLEARED): no consent then, and any earlier is gone.
      if (fields.includes('consentIp')) return [{ ...saved, clears: person }];
      return [saved, { kind: 'consentGiven', params: { person, channel: 'dealerScreen' } }];
    }
    case 'application.resubmit':
    case 'application.resubmitWithCoApplicant':
      // A re-submit clears both persons' consents (decision 033): the next one given is told again.
      return [{ kind: 'resubmitted', params: {}, clears: 'all' }];
    case 'customer_link.sent':
      return one('customerLinkSent', { person: personOf(d.person), channels: texts(d.channels) });
    case 'customer_link.revoked':
      return one('customerLinkRevoked', { person: personOf(d.person) });
    case 'customer_link.used':
      return one('consentGiven', { person: personOf(d.person), channel: 'customerLink' }, CUSTOMER);
    case 'decision.made':
      return one('decided', { status: text(d.to), reasons: texts(d.reasons) }, SYSTEM);
    case 'underwriter.approve':
    case 'underwriter.decline':
      return one('decided', { status: text(d.to) });
    case 'secondLook.decided':
      return one(
        'secondLookDecided',
        { status: text(d.to), reasons: texts(d.reasons) },
        { kind: 'partner', name: null },
      );
    case 'signing.signed': {
      const person = personOf(d.roleName);
      const contract = ctx.contractEnvelopes.has(String(d.envelopeId));
      const actor: TimelineActor = person === 'installer' ? { kind: 'installer', name: null } : CUSTOMER;
      return one(contract ? 'contractSigned' : 'certificateSigned', { person }, actor);
    }
    case 'signing.declined':
      return one('contractDeclined', { person: personOf(d.roleName) }, CUSTOMER);
    case 'application.signatureDeclined':
      if (d.outcome === 'voided') return one('contractVoided', {}, SYSTEM);
      // The signer's own decline is on the timeline already; the provider's (no page of ours) is told here.
      return ctx.declinedEnvelopes.has(String(d.envelopeId)) ? [] : one('contractDeclined', {}, SYSTEM);
    case 'application.submitDocuments':
      return one('submittedForFunding', { pages: typeof d.pages === 'number' ? d.pages : undefined });
    case 'funding.fund':
      return one('booked', { fundingDate: text(d.fundingDate) });
    default: {
      const kind = DIRECT[e.type];
      if (kind) return one(kind);
      // Any other move of the status writer is told by the status it led to; the rest (a link opened, a sign-in) is not.
      if (e.type.startsWith('application.') && text(d.to))
        return one('statusChanged', { status: text(d.to) });
      return [];
    }
  }
}

/**
 * A consent is told when it is given, not again at each save that keeps it: the dealer's tick is written with every
 * step 1 save, so a repeat of the same person's consent by the same channel is dropped until something clears it.
 */
function firstConsents(entries: Entry[]): Entry[] {
  const given = new Map<string, string | undefined>();
  return entries.filter((entry) => {
    if (entry.clears === 'all') given.clear();
    else if (entry.clears) given.delete(entry.clears);
    if (entry.kind !== 'consentGiven') return true;
    const person = entry.params.person ?? 'applicant';
    if (given.has(person) && given.get(person) === entry.params.channel) return false;
    given.set(person, entry.params.channel);
    return true;
  });
}

/** Consecutive saves of the same step by the same user, one after the other, are one event: the last, with a count. */
function collapseSaves(entries: Entry[]): Entry[] {
  const out: Entry[] = [];
  for (const entry of entries) {
    const last = out.at(-1);
    const save = entry.kind === 'saved' || entry.kind === 'coApplicantSaved';
    if (
      save &&
      last &&
      last.kind === entry.kind &&
      last.params.step === entry.params.step &&
      last.userId === entry.userId
    ) {
      out[out.length - 1] = { ...entry, params: { ...entry.params, count: (last.params.count ?? 1) + 1 } };
    } else out.push(entry);
  }
  return out;
}

/**
 * The funding statement told by the lender right after the booking it was written with (in its transaction): at the
 * booking's logged moment when the log has it, else at the statement's own.
 */
function statementEntry(statement: StatementRecord, logged: readonly LoggedEvent[]): Entry {
  const booked = logged.findLast((e) => e.type === 'funding.fund');
  return {
    kind: 'fundingStatement',
    at: booked?.at ?? statement.bookedAt,
    actor: { kind: 'lender', name: null },
    params: {
      fundingDate: statement.fundingDate,
      financedAmount: statement.financedCents / 100,
      dealerFeePercent: statement.dealerFeePercent,
      dealerFee: statement.dealerFeeCents / 100,
      paidToDealer: statement.paidCents / 100,
    },
    userId: null,
  };
}

export function buildTimeline(sources: TimelineSources): TimelineEvent[] {
  const users = new Map(sources.users.map((u) => [u.id, u]));
  const envelopesOf = (type: string) =>
    new Set(sources.logged.filter((e) => e.type === type).map((e) => String(e.detail?.envelopeId)));
  const ctx = {
    contractEnvelopes: envelopesOf('application.requestSignature'),
    declinedEnvelopes: envelopesOf('signing.declined'),
  };
  const entries: Entry[] = sources.logged.flatMap((e) =>
    entriesOf(e, ctx).map((x) => ({
      kind: x.kind,
      at: e.at,
      params: x.params,
      actor: x.actor ?? actorFor(e.userId, users, SYSTEM),
      userId: e.userId,
      clears: x.clears,
    })),
  );
  for (const upload of sources.uploads) {
    if (!upload.storedAt) continue;
    const actor = actorFor(upload.userId, users, SYSTEM);
    entries.push({
      kind: 'documentUploaded',
      at: upload.storedAt,
      actor,
      params: { uploadType: upload.uploadType },
      userId: upload.userId,
    });
  }
  for (const c of sources.certificates)
    entries.push({
      kind: 'certificateCreated',
      at: c.created,
      actor: DEALERSHIP,
      params: { method: c.method },
      userId: null,
    });
  if (sources.statement) entries.push(statementEntry(sources.statement, sources.logged));
  // A stable sort: the log's own order stands among events of the same moment.
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  return collapseSaves(firstConsents(entries)).map(({ kind, at, actor, params }) => ({
    kind,
    at: at.toISOString(),
    actor,
    params,
  }));
}
