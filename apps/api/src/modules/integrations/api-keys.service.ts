// API keys (issue 41, decision 058): a vendor admin creates, names, scopes and revokes them; a key's token is shown
// once and stored as its SHA-256; a call with it acts as the key's own system user of the dealership, within the
// key's scopes (plugins/api-key-scopes.ts). Each change is an audit event of the vendor.
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKey, type ApiKeyScope, type CreateApiKeyInput } from '@vp/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AuditRepository } from '../audit/index.ts';
import { administeredVendor, auditIntegrationChange, integrationNotFound } from './admin-of.ts';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository.ts';
import type { Executor } from './webhooks.repository.ts';

/** A key's last use is written at most this often. */
const TOUCH_MS = 60_000;
/** Characters of the token kept to tell keys apart (`vpk_` and 8 of the secret). */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export const keyRefused = () => new AppError('errors:api.apiKeyInvalid', 401);

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SystemUsers {
  create(tx: Executor, input: { vendorId: number; name: string }): Promise<number>;
  disable(tx: Executor, userId: number, at: Date): Promise<void>;
  principal(userId: number): Promise<Omit<Principal, 'apiKey'> | null>;
  /** Display names of the users who created keys. */
  names(ids: readonly number[]): Promise<Map<number, string>>;
}

export function createApiKeysService({
  repository,
  audit,
  systemUsers,
  clock,
}: {
  repository: ApiKeysRepository;
  audit: Pick<AuditRepository, 'record'>;
  systemUsers: SystemUsers;
  clock: () => Date;
}) {
  function answer(row: ApiKeyRow, names: Map<number, string>): ApiKey {
    return {
      id: row.id,
      name: row.name,
      scopes: row.scopes as ApiKeyScope[],
      prefix: row.prefix,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy === null ? null : (names.get(row.createdBy) ?? null),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    };
  }

  return {
    /** GET /api/vendor/api-keys: the dealership's keys, revoked ones included, newest first. */
    async list(principal: Principal) {
      const rows = await repository.keysOf(administeredVendor(principal));
      const names = await systemUsers.names(rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])));
      return { keys: rows.map((row) => answer(row, names)) };
    },

    /** POST /api/vendor/api-keys: a new key and its system user in one transaction; the token answered once. */
    async create(principal: Principal, input: CreateApiKeyInput, meta: { ip?: string }) {
      const vendorId = administeredVendor(principal);
      const token = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await repository.transaction(async (tx) => {
        const userId = await systemUsers.create(tx, { vendorId, name: input.name });
        const key = await repository.insertKey(
          {
            vendorId,
            userId,
            name: input.name,
            scopes: input.scopes,
            tokenHash: hashOf(token),
            prefix: token.slice(0, PREFIX_LENGTH),
            createdBy: principal.userId,
            createdAt: clock(),
          },
          tx,
        );
        await auditIntegrationChange(audit, tx, {
          type: 'apiKey.created',
          vendorId,
          principal,
          ip: meta.ip,
          detail: { keyId: key.id, name: key.name, scopes: key.scopes },
        });
        return key;
      });
      return {
        key: answer(row, new Map([[principal.userId, principal.user.displayName]])),
        token,
      };
    },

    /** POST /api/vendor/api-keys/{id}/revoke: the key stops at once, on every node; revoking twice changes nothing. */
    async revoke(principal: Principal, id: number, meta: { ip?: string }) {
      const vendorId = administeredVendor(principal);
      const row = await repository.transaction(async (tx) => {
        const key = await repository.keyOf(vendorId, id, tx);
        if (!key) throw integrationNotFound();
        if (key.revokedAt) return key;
        const now = clock();
        const revoked = (await repository.revokeKey(key.id, now, tx)) ?? key;
        await systemUsers.disable(tx, key.userId, now);
        await auditIntegrationChange(audit, tx, {
          type: 'apiKey.revoked',
          vendorId,
          principal,
          ip: meta.ip,
          detail: { keyId: key.id, name: key.name },
        });
        return revoked;
      });
      const names = await systemUsers.names(row.createdBy ? [row.createdBy] : []);
      return answer(row, names);
    },

    /**
     * A key's call: the dealership's system user with the key's scopes, or 401 (unknown, revoked, its dealership
     * suspended). Read from the database on each call, so that a revocation holds on every node at once.
     */
    async authenticate(token: string): Promise<Principal> {
      const key = await repository.liveKeyByHash(hashOf(token));
      if (!key) throw keyRefused();
      const principal = await systemUsers.principal(key.userId);
      if (!principal) throw keyRefused();
      const now = clock();
      if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > TOUCH_MS)
        await repository.touchKey(key.id, now, new Date(now.getTime() - TOUCH_MS));
      return { ...principal, apiKey: { id: key.id, name: key.name, scopes: key.scopes as ApiKeyScope[] } };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
