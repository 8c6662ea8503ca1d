// Demo data of ARCHITECTURE §8, seeded on first start with an empty database (embedded default only). Rows are
// written directly up to an approval; a deal further on is taken there by the services themselves (its program
// saved, its signature requested), so that it is as consistent as one a dealer made.
import {
  EXTERNAL_VENDOR,
  formatLeaseDate,
  formatUsDate,
  leaseDate,
  saveProgramQuery,
  todayIn,
} from '@vp/domain';
import { count, eq } from 'drizzle-orm';
import { applications, users, vendors } from '../db/schema.ts';
import type { PasswordHasher } from '../lib/password-hasher.ts';
import type { Principal } from '../lib/principal.ts';
import { statusColumns } from '../modules/applications/application-status.repository.ts';
import { assets } from '../modules/assets/assets.schema.ts';
import type { FinancingService } from '../modules/financing/financing.service.ts';
import { reportFacts } from '../modules/reports/reports.schema.ts';
import type { SigningService } from '../modules/signing/index.ts';
import { toVendor } from '../modules/users/users.repository.ts';
import type { Db } from '../plugins/db.ts';
import { DEMO_APPLICATIONS, DEMO_STEPS, demoFacts } from './demo-deals.ts';

export const DEMO_PASSWORD = 'Demo-pass1!';

const DEMO_VENDORS = {
  external: {
    name: 'Maple Comfort Heating (demo)',
    vendorInternalOrExternal: EXTERNAL_VENDOR,
    province: 'ON',
    country: 'CA',
  },
  internal: {
    name: 'Lakeshore Home Services (demo, internal)',
    vendorInternalOrExternal: 'Internal Vendor',
    province: 'ON',
    country: 'CA',
  },
  quebec: {
    name: 'Chauffage Laurentides (démo)',
    vendorInternalOrExternal: EXTERNAL_VENDOR,
    province: 'QC',
    country: 'CA',
  },
  us: {
    name: 'Empire Water Heaters (demo)',
    vendorInternalOrExternal: EXTERNAL_VENDOR,
    province: 'NY',
    country: 'US',
  },
} as const;

export const DEMO_USERS = [
  {
    userName: 'demo.external',
    displayName: 'Alex Martin',
    vendor: 'external',
    note: 'External Vendor in Ontario (CA)',
  },
  {
    userName: 'demo.internal',
    displayName: 'Sam Taylor',
    vendor: 'internal',
    note: 'internal vendor in Ontario (CA)',
  },
  {
    userName: 'demo.quebec',
    displayName: 'Julie Tremblay',
    vendor: 'quebec',
    note: 'External Vendor in Quebec (CA)',
  },
  {
    userName: 'demo.us',
    displayName: 'Chris Miller',
    vendor: 'us',
    note: 'External Vendor in New York (US)',
  },
  {
    userName: 'demo.expired',
    displayName: 'Pat Roy',
    vendor: 'external',
    note: 'Ontario, password expired',
    expired: true,
  },
  // The lender's users (decision 046): demo.underwriter keeps both queues it always had.
  {
    userName: 'demo.underwriter',
    displayName: 'Morgan Lee',
    vendor: null,
    note: "the lender's underwriter and funder",
    lenderRoles: ['underwriter', 'funder'],
  },
  {
    userName: 'demo.lender.admin',
    displayName: 'Noor Haddad',
    vendor: null,
    note: "the lender's administrator: dealers, rate sheets, the lender's users",
    lenderRoles: ['lenderAdmin'],
  },
  {
    userName: 'demo.funder',
    displayName: 'Robin Gauthier',
    vendor: null,
    note: "the lender's funder: the funding queue and review to Booked",
    lenderRoles: ['funder'],
  },
  // One vendor admin per demo vendor (issue 27): each manages its dealership's users in Settings.
  {
    userName: 'demo.admin',
    displayName: 'Jordan Clarke',
    vendor: 'external',
    note: 'vendor admin of the Ontario External Vendor: Settings, its users',
    admin: true,
  },
  {
    userName: 'demo.internal.admin',
    displayName: 'Dana Wilson',
    vendor: 'internal',
    note: 'vendor admin of the internal vendor',
    admin: true,
  },
  {
    userName: 'demo.quebec.admin',
    displayName: 'Marc Gagnon',
    vendor: 'quebec',
    note: 'vendor admin of the Quebec vendor',
    admin: true,
  },
  {
    userName: 'demo.us.admin',
    displayName: 'Taylor Brooks',
    vendor: 'us',
    note: 'vendor admin of the New York vendor',
    admin: true,
  },
] as const;

/** What the seed asks of the services to take a deal past its approval. */
export interface DemoServices {
  financing: Pick<FinancingService, 'saveProgram'>;
  signing: Pick<SigningService, 'request'>;
}

/** The deal waiting for the customer's signature: its loan number. */
export const WAITING_FOR_SIGNATURE = 'C1000002';

/**
 * Lucas Chen's furnace: the asset, the program saved and the signature requested in person, as demo.external would,
 * so that the deal waits on a real envelope (its Sign screen hands out the 'sign as' link; nothing is mailed, so the
 * demo mailbox starts empty).
 */
async function seedWaitingForSignature(db: Db, services: DemoServices, now: Date) {
  const [found] = await db
    .select({ user: users, vendor: vendors })
    .from(users)
    .innerJoin(vendors, eq(users.vendorId, vendors.id))
    .where(eq(users.userName, 'demo.external'))
    .limit(1);
  const [deal] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.edgeId, WAITING_FOR_SIGNATURE))
    .limit(1);
  if (!found || !deal) throw new Error('the demo deal or its dealer is missing');
  const principal: Principal = {
    sessionId: 0,
    userId: found.user.id,
    user: { userName: found.user.userName, displayName: found.user.displayName, role: 'vendor' },
    vendor: toVendor(found.vendor),
  };
  await db.insert(assets).values({
    applicationId: deal.id,
    assetName: '1 Furnace',
    description: 'High-efficiency gas furnace, installed',
    quantity: 1,
    retailCostCents: 720_000,
  });
  const today = todayIn('America/Toronto', now);
  const query = saveProgramQuery.parse({
    programId: '194',
    termId: '5',
    leaseDate: formatLeaseDate(leaseDate(today, 8)),
    installationDate: formatUsDate(today),
    certificateMethod: 'paper',
  });
  await services.financing.saveProgram(principal, deal.id, query);
  await services.signing.request(
    principal,
    deal.id,
    { action: 'sign', customerSignMethod: 'Embed', language: 'en' },
    { ip: '127.0.0.1', locale: 'en' },
  );
}

/**
 * Seeds the demo data when the database has no vendor; answers the users created (empty when it did nothing). A crash
 * part-way leaves the deal in its approval, consistent: the services move statuses whole or not at all.
 */
export async function seedDemo(
  db: Db,
  hasher: PasswordHasher,
  now: Date,
  services: DemoServices,
): Promise<typeof DEMO_USERS | []> {
  const [existing] = await db.select({ n: count() }).from(vendors);
  if ((existing?.n ?? 0) > 0) return [];
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids: Record<string, number> = {};
    for (const [key, vendor] of Object.entries(DEMO_VENDORS)) {
      const [row] = await tx.insert(vendors).values(vendor).returning({ id: vendors.id });
      if (row) ids[key] = row.id;
    }
    for (const user of DEMO_USERS) {
      await tx.insert(users).values({
        userName: user.userName,
        displayName: user.displayName,
        passwordHash,
        role: user.vendor ? 'vendor' : 'underwriter',
        vendorId: user.vendor ? ids[user.vendor] : null,
        passwordExpiresAt: 'expired' in user ? new Date(now.getTime() - 86_400_000) : null,
        vendorAdmin: 'admin' in user,
        lenderRoles: 'lenderRoles' in user ? [...user.lenderRoles] : [],
      });
    }
    const deals = await tx
      .insert(applications)
      .values(
        DEMO_APPLICATIONS.map(({ status, ...app }, i) => ({
          ...app,
          ...statusColumns(status),
          vendorId: ids.external ?? 0,
          applicationType: 'Finance',
          description: 'Furnace and installation',
          province: 'ON',
          country: 'CA',
          created: new Date(now.getTime() - (i + 1) * 86_400_000),
        })),
      )
      .returning({
        id: applications.id,
        vendorId: applications.vendorId,
        status: applications.status,
        created: applications.created,
        amountApprovedCents: applications.amountApprovedCents,
      });
    // Their reports' facts, as the status writer's reaction would have kept them had they moved through it (the
    // rollup follows by its trigger): Reports shows a funnel, approvals, a decline and a funded deal.
    const facts = deals.flatMap((deal) => {
      const steps = DEMO_STEPS[deal.status] ?? null;
      return steps ? [demoFacts(deal, steps)] : [];
    });
    if (facts.length > 0) await tx.insert(reportFacts).values(facts);
  });
  await seedWaitingForSignature(db, services, now);
  return DEMO_USERS;
}
