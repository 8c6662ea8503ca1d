// The lender's dealers (issue 35): the list with its figures, a dealership's page, onboarding with its first vendor
// admin, edits, suspension and reinstatement; its users and their sign-in factors' reset are dealer-users.service.ts'. Every change is one transaction with its change record (the history
// tab); the lender admin alone may (403 for anyone else). The command line's vendor:add onboards through `create`.
import {
  commandLineDealerSchema,
  DEALERS_PAGE_SIZE,
  type Dealer,
  type DealerDetailsInput,
  type DealerListQuery,
  type DealerStatus,
  dealerKindOf,
  type OnboardDealerInput,
  vendorKindValue,
} from '@vp/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireLenderRole } from '../../lib/application-access.ts';
import type { PasswordHasher } from '../../lib/password-hasher.ts';
import type { Principal } from '../../lib/principal.ts';
import { recordChange } from '../audit/index.ts';
import { type DealersRepository, oneTimePassword, type VendorRow } from '../users/index.ts';
import { type DealerFiguresOf, NO_FIGURES } from './dealer-figures.ts';
import { createDealerUsers } from './dealer-users.service.ts';

type Executor = Parameters<Parameters<DealersRepository['transaction']>[0]>[0];

export interface DealersDeps {
  repository: DealersRepository;
  figuresOf: DealerFiguresOf;
  hasher: PasswordHasher;
  clock: () => Date;
  /** This node's session cache: forgets the suspended dealership's users at once (the others hear it at the commit). */
  forgetSessions?: (userIds: readonly number[]) => void;
  /** Ends the dealership's customer links and signing links, in the suspension's transaction. */
  endLinks: (tx: Executor, vendorId: number, now: Date) => Promise<unknown>;
}

interface Meta {
  ip?: string | undefined;
}

const userNameTaken = () => new AppError('settings:api.userNameTaken', 409);
const alreadyThere = (status: DealerStatus) =>
  new AppError(status === 'suspended' ? 'dealers:api.alreadySuspended' : 'dealers:api.alreadyActive', 409);

/** PostgreSQL's unique_violation, as node-postgres or PGlite reports it (perhaps as a drizzle error's cause). */
function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if ((error as { code?: unknown }).code === '23505') return true;
  return isUniqueViolation(error.cause, depth + 1);
}

/** What a change record compares: the fields the console shows and edits. */
function snapshot(row: VendorRow) {
  return {
    name: row.name,
    legalName: row.legalName,
    country: row.country,
    province: row.province,
    kind: dealerKindOf(row.vendorInternalOrExternal),
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    status: row.status,
  };
}

function columnsOf(details: Partial<DealerDetailsInput> & Pick<DealerDetailsInput, 'name' | 'kind'>) {
  return {
    name: details.name,
    legalName: details.legalName ?? null,
    country: details.country ?? 'CA',
    province: details.province ?? '',
    vendorInternalOrExternal: vendorKindValue(details.kind),
    contactName: details.contactName ?? null,
    contactEmail: details.contactEmail ?? null,
    contactPhone: details.contactPhone ?? null,
  };
}

export function toDealer(row: VendorRow, figures = NO_FIGURES): Dealer {
  return {
    id: row.id,
    name: row.name,
    legalName: row.legalName,
    province: row.province,
    country: row.country === 'US' ? 'US' : 'CA',
    kind: dealerKindOf(row.vendorInternalOrExternal),
    status: row.status === 'suspended' ? 'suspended' : 'active',
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspendedReason: row.suspendedReason,
    createdAt: new Date(row.createdAt).toISOString(),
    figures,
  };
}

/** The writes every change shares: one dealership's change in its transaction, and a creation. */
function createWrites(deps: DealersDeps) {
  const { repository, figuresOf, clock } = deps;

  async function withFigures(row: VendorRow): Promise<Dealer> {
    return toDealer(row, (await figuresOf([row.id])).get(row.id));
  }

  /** One change to one dealership: locked, changed, recorded, in one transaction. */
  async function change(
    principal: Principal,
    id: number,
    meta: Meta,
    work: (tx: Executor, row: VendorRow) => Promise<{ row: VendorRow; action: string; reason?: string }>,
  ) {
    requireLenderRole(principal, 'lenderAdmin');
    const row = await repository.transaction(async (tx) => {
      const before = await repository.lock(tx, id);
      if (!before) throw notFound();
      const done = await work(tx, before);
      await recordChange(tx, {
        entity: 'vendor',
        entityId: id,
        action: done.action,
        userId: principal.userId,
        before: snapshot(before),
        after: snapshot(done.row),
        reason: done.reason ?? null,
        vendorId: id,
        ip: meta.ip ?? null,
      });
      return done.row;
    });
    return { Item: await withFigures(row) };
  }

  /**
   * Creates a dealership (and its first admin, when given) in the caller's transaction, with its change record: the
   * console's onboarding and the command line's vendor:add both go this way. A taken user name refuses it all.
   */
  async function create(
    tx: Executor,
    details: Parameters<typeof columnsOf>[0],
    admin: { userName: string; displayName: string; email: string; passwordHash: string } | null,
    by: { userId: number | null; ip?: string | undefined },
  ) {
    const row = await repository.insert(tx, columnsOf(details));
    if (admin) {
      if (await repository.userNameTaken(tx, admin.userName)) throw userNameTaken();
      const now = clock();
      await repository.insertUser(tx, {
        userName: admin.userName,
        displayName: admin.displayName,
        email: admin.email,
        role: 'vendor',
        vendorId: row.id,
        vendorAdmin: true,
        passwordHash: admin.passwordHash,
        passwordChangedAt: now,
        passwordExpiresAt: now,
      });
    }
    await recordChange(tx, {
      entity: 'vendor',
      entityId: row.id,
      action: 'created',
      userId: by.userId,
      before: null,
      after: { ...snapshot(row), ...(admin ? { firstAdmin: admin.userName } : {}) },
      vendorId: row.id,
      ip: by.ip ?? null,
    });
    return row;
  }

  return { withFigures, change, create };
}

export function createDealersService(deps: DealersDeps) {
  const { repository, figuresOf, hasher, clock } = deps;
  const { withFigures, change, create } = createWrites(deps);

  return {
    ...createDealerUsers(deps),

    async list(principal: Principal, query: DealerListQuery) {
      requireLenderRole(principal, 'lenderAdmin');
      const { rows, total } = await repository.list(
        {
          q: query.q,
          status: query.status,
          province: query.province,
          kind: query.kind ? { external: query.kind === 'external' } : undefined,
        },
        { offset: (query.page - 1) * DEALERS_PAGE_SIZE, limit: DEALERS_PAGE_SIZE },
      );
      const figures = await figuresOf(rows.map((row) => row.id));
      return {
        Items: rows.map((row) => toDealer(row, figures.get(row.id))),
        total,
        page: query.page,
        pageSize: DEALERS_PAGE_SIZE,
      };
    },

    async get(principal: Principal, id: number) {
      requireLenderRole(principal, 'lenderAdmin');
      const row = await repository.findById(id);
      if (!row) throw notFound();
      return { Item: await withFigures(row) };
    },

    /** A new dealership and its first vendor admin, whose one-time password is answered once, already expired. */
    async onboard(principal: Principal, input: OnboardDealerInput, meta: Meta) {
      requireLenderRole(principal, 'lenderAdmin');
      const { password, passwordHash } = await oneTimePassword(hasher);
      const { admin, ...details } = input;
      try {
        const row = await repository.transaction((tx) =>
          create(tx, details, { ...admin, passwordHash }, { userId: principal.userId, ip: meta.ip }),
        );
        return {
          Item: toDealer(row),
          admin: { userName: admin.userName, displayName: admin.displayName, password },
        };
      } catch (error) {
        // Two onboardings naming the same user at once: the unique index refuses the second.
        if (isUniqueViolation(error)) throw userNameTaken();
        throw error;
      }
    },

    /**
     * The command line's vendor:add: the domain's rules, then the same creation and record, by no user, without a
     * first admin. A refusal answers each field's message key.
     */
    async addFromCommandLine(input: unknown) {
      const parsed = commandLineDealerSchema.safeParse(input);
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
        return { ok: false as const, errors };
      }
      const row = await repository.transaction((tx) => create(tx, parsed.data, null, { userId: null }));
      return { ok: true as const, row };
    },

    update(principal: Principal, id: number, input: DealerDetailsInput, meta: Meta) {
      return change(principal, id, meta, async (tx, before) => ({
        row: await repository.update(tx, before.id, columnsOf(input)),
        action: 'updated',
      }));
    },

    /** No sign-in for its users, their sessions end on every node, its customer and signing links end. */
    suspend(principal: Principal, id: number, reason: string, meta: Meta) {
      let ended: number[] = [];
      const done = change(principal, id, meta, async (tx, before) => {
        if (before.status === 'suspended') throw alreadyThere('suspended');
        const now = clock();
        const row = await repository.update(tx, before.id, {
          status: 'suspended',
          suspendedAt: now,
          suspendedReason: reason,
        });
        ended = await repository.endSessions(tx, before.id);
        await deps.endLinks(tx, before.id, now);
        return { row, action: 'suspended', reason };
      });
      return done.then((answer) => {
        deps.forgetSessions?.(ended);
        return answer;
      });
    },

    /** Its users may sign in again; the links ended stay ended (the dealer sends new ones). */
    reinstate(principal: Principal, id: number, reason: string, meta: Meta) {
      return change(principal, id, meta, async (tx, before) => {
        if (before.status !== 'suspended') throw alreadyThere('active');
        const row = await repository.update(tx, before.id, {
          status: 'active',
          suspendedAt: null,
          suspendedReason: null,
        });
        return { row, action: 'reinstated', reason };
      });
    },
  };
}
export type DealersService = ReturnType<typeof createDealersService>;
