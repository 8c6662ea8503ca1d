// The built-in credit bureau: documented test identities by last name, and for everyone else a deterministic
// synthetic file derived from the identity, so that the same person always gets the same file (README lists them).
import { createHmac, hkdfSync } from 'node:crypto';
import type { BureauFile, BureauInquiry, BureauTrade, CreditBureau } from './bureau.ts';

/** Test identities (ARCHITECTURE §7): last name → the score of the file, or no file at all. */
export const TEST_IDENTITIES: Record<string, { score: number } | { noHit: true }> = {
  nohit: { noHit: true },
  decline: { score: 430 },
  // Declined by the lender's policy as `decline` is; the second-look partner answers them (simulated-partner.ts).
  secondlook: { score: 430 },
  secondlesser: { score: 430 },
  review: { score: 610 },
  lesser: { score: 660 },
};

const CREDITORS = [
  'Maple Bank',
  'Northern Trust Card',
  'Prairie Credit Union',
  'Lakeshore Auto Finance',
  'Coastal Mortgage',
];

/**
 * The simulated bureau's own key, derived from DATA_KEY: every value it derives from an identity (a date of birth, a
 * SIN) is keyed, so that a stored reference or score cannot be searched back to the SIN (ARCHITECTURE §9).
 */
export function bureauKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'vendor-portal simulated bureau v1', 32));
}

/** A stream of numbers in [0, 1) derived from the identity: the same person always draws the same file. */
function drawsFor(key: Buffer, inquiry: BureauInquiry) {
  const seed = [inquiry.firstName, inquiry.lastName, inquiry.dob]
    .map((s) => s.trim().toLowerCase())
    .join('|');
  let counter = 0;
  return () => {
    const digest = createHmac('sha256', key).update(`${seed}#${counter++}`).digest();
    return digest.readUInt32BE(0) / 2 ** 32;
  };
}

function synthesize(key: Buffer, inquiry: BureauInquiry, score: number): BureauFile {
  const draw = drawsFor(key, inquiry);
  const tradeCount = 1 + Math.floor(draw() * 4);
  const trades: BureauTrade[] = Array.from({ length: tradeCount }, (_, i) => {
    const kind = (['revolving', 'installment', 'mortgage'] as const)[Math.floor(draw() * 3)] ?? 'revolving';
    const balanceCents = Math.round(
      (kind === 'mortgage' ? 150_000 + draw() * 350_000 : 500 + draw() * 20_000) * 100,
    );
    const rate = kind === 'mortgage' ? 0.006 : kind === 'installment' ? 0.03 : 0.03;
    return {
      kind,
      creditor: CREDITORS[i % CREDITORS.length] ?? 'Creditor',
      balanceCents,
      monthlyPaymentCents: Math.round(balanceCents * rate),
      worstRating: score >= 650 ? 1 : 1 + Math.floor(draw() * 4),
    };
  });
  return {
    hit: true,
    reference: `SIM-${createHmac('sha256', key).update(JSON.stringify(inquiry)).digest('hex').slice(0, 12).toUpperCase()}`,
    score,
    trades,
    inquiriesLast6Months: Math.floor(draw() * 3),
    bankruptcies: 0,
  };
}

export function createSimulatedBureau({ dataKey }: { dataKey: Buffer }): CreditBureau {
  const key = bureauKey(dataKey);
  return {
    async pull(inquiry) {
      const identity = TEST_IDENTITIES[inquiry.lastName.trim().toLowerCase()];
      if (identity && 'noHit' in identity) {
        return { hit: false, reference: 'SIM-NOHIT', trades: [], inquiriesLast6Months: 0, bankruptcies: 0 };
      }
      if (identity) return synthesize(key, inquiry, identity.score);
      // Everyone else: a good file (700 to 849), so that an ordinary application is approved when the policy allows.
      const score =
        700 + Math.floor(drawsFor(key, { ...inquiry, firstName: `${inquiry.firstName}:score` })() * 150);
      return synthesize(key, inquiry, score);
    },
  };
}
