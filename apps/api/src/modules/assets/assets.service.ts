// The assets of an application (spec §5 Assets): tax from the customer's installation address, retailCost stored with
// tax, the approved-amount cap re-checked on the server, every change audited in its transaction.
import {
  type AddAssetQuery,
  ASSET_SUB_TYPES,
  ASSET_TYPES,
  type AssetAnswer,
  type AssetsAnswer,
  assertCents,
  assetName,
  assetSubTypesOf,
  assetTypeOptions,
  centsToAmount,
  checkAssetCap,
  findProgram,
  formatCents,
  formatUsDate,
  fromIsoDate,
  isAssetPair,
  type Locale,
  parseMonthDayYear,
  sumCents,
  type TaxRegion,
  taxComponents,
  toAssetSubTypeOption,
  toIsoDate,
  totalWithTax,
} from '@vp/domain';
import type { Translate } from '@vp/i18n';
import { AppError } from '../../lib/app-error.ts';
import { applicationNotFound } from '../../lib/application-access.ts';
import { checkFinancingStatus, type FinancingAccess, financingVendor } from '../../lib/financing-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { AuditRepository } from '../audit/index.ts';
import type { AssetRow, AssetsRepository, NewAsset, Tx } from './assets.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const unknownProgram = () => new AppError('financing:errors.unknownProgram', 404);

/** The tax region of the customer's current (installation) address; CAN and USA are the spec's other spellings. */
export function taxRegionOf(application: { country: string | null; province: string | null }): TaxRegion {
  const country = { CA: 'CA', CAN: 'CA', US: 'US', USA: 'US' }[application.country ?? ''] as
    | TaxRegion['country']
    | undefined;
  const region = application.province?.trim().toUpperCase();
  if (!country || !region) throw new AppError('financing:errors.taxRegion', 409);
  try {
    taxComponents({ country, region });
  } catch {
    throw new AppError('financing:errors.taxRegion', 409);
  }
  return { country, region };
}

/** The assets' count and total with tax: what the program screen finances. */
export function assetTotals(rows: readonly Pick<AssetRow, 'retailCostCents'>[]) {
  return { assetCount: rows.length, totalCents: sumCents(rows.map((r) => r.retailCostCents)) };
}

function label(text: string, fr = text) {
  return { en: { label: text }, fr: { label: fr } };
}

function toAssetAnswer(row: AssetRow): AssetAnswer {
  const type = ASSET_TYPES.find((t) => t.assetTypeId === row.assetTypeId);
  const subType = ASSET_SUB_TYPES.find((s) => s.assetSubTypeId === row.assetSubTypeId);
  const installed = row.installationDate ? fromIsoDate(row.installationDate) : undefined;
  return {
    assetId: row.id,
    assetName: row.assetName,
    assetTypeId: row.assetTypeId ?? 0,
    assetSubTypeId: row.assetSubTypeId ?? 0,
    assetType: label(type?.name ?? ''),
    assetSubType: label(subType?.en ?? '', subType?.fr),
    description: row.description,
    quantity: row.quantity,
    serialNumber: row.serialNumber,
    costBeforeTax: centsToAmount(row.retailCostCents - row.taxCents),
    tax: centsToAmount(row.taxCents),
    retailCost: centsToAmount(row.retailCostCents),
    installationDate: installed ? formatUsDate(installed) : null,
  };
}

/** The cap's refusal, its amounts written for the request's locale (spec §5: both messages when room is left). */
function capError(translate: Translate, locale: Locale, approvedCents: number, remainingCents: number) {
  const approved = translate(locale, 'financing:assets.capApprovedAmount', {
    amount: formatCents(approvedCents, locale),
  });
  if (remainingCents <= 0) {
    return new AppError('financing:assets.capApprovedAmount', 400, {
      amount: formatCents(approvedCents, locale),
    });
  }
  const remaining = translate(locale, 'financing:assets.capRemaining', {
    remaining: formatCents(remainingCents, locale),
  });
  return new AppError('financing:assets.capExceeded', 400, { approved, remaining });
}

/** The asset as stored: its name, its catalogue pair, and its cost with the tax computed here. */
function assetValues(query: AddAssetQuery, cost: { totalCents: number; taxCents: number }): NewAsset {
  const subType = ASSET_SUB_TYPES.find((s) => s.assetSubTypeId === query.assetSubTypeId);
  const installed = query.installationDate ? parseMonthDayYear(query.installationDate) : undefined;
  return {
    assetName: assetName({
      quantity: query.quantity,
      description: query.description,
      fallback: subType?.en ?? '',
    }),
    assetTypeId: query.assetTypeId,
    assetSubTypeId: query.assetSubTypeId,
    description: query.description ?? null,
    quantity: query.quantity,
    serialNumber: query.serialNumber ?? null,
    retailCostCents: cost.totalCents,
    taxCents: cost.taxCents,
    installationDate: installed ? toIsoDate(installed) : null,
  };
}

export function createAssetsService({
  repository,
  audit,
  translate,
}: {
  repository: AssetsRepository;
  audit: AuditRepository;
  translate: Translate;
}) {
  /** The vendor's application, refused unless an External Vendor may read or change its financing. */
  async function application(principal: Principal, id: string, access: FinancingAccess, tx?: Tx) {
    const vendor = financingVendor(principal);
    if (!UUID.test(id)) throw applicationNotFound();
    const row = await repository.findApplication(vendor.id, id, tx, access === 'write');
    if (!row) throw applicationNotFound();
    checkFinancingStatus(row.status, access);
    return row;
  }

  /**
   * The application as `application(…, 'read')` finds it, with its assets' count and total with tax, in one round
   * trip: what the program calls finance on every request.
   */
  async function financed(principal: Principal, id: string) {
    const vendor = financingVendor(principal);
    if (!UUID.test(id)) throw applicationNotFound();
    const row = await repository.findApplicationWithTotals(vendor.id, id);
    if (!row) throw applicationNotFound();
    checkFinancingStatus(row.status, 'read');
    return { app: row, assetCount: row.assetCount, totalCents: assertCents(row.totalCents, 'assets total') };
  }

  return {
    application,
    financed,

    /** GET /program/asset-types: every program offers the one asset catalogue (spec §7 always asks for 194). */
    types(programId: number) {
      if (!findProgram(programId)) throw unknownProgram();
      return { assetTypes: assetTypeOptions(), assetSubTypes: ASSET_SUB_TYPES.map(toAssetSubTypeOption) };
    },

    subTypes(programId: number, assetTypeId: number) {
      if (!findProgram(programId)) throw unknownProgram();
      return { assetSubTypes: assetSubTypesOf(assetTypeId).map(toAssetSubTypeOption) };
    },

    async list(principal: Principal, id: string): Promise<AssetsAnswer> {
      const app = await application(principal, id, 'read');
      const rows = await repository.findByApplication(app.id);
      const { assetCount, totalCents } = assetTotals(rows);
      return {
        assets: Object.fromEntries(rows.map((row) => [String(row.id), toAssetAnswer(row)])),
        assetCount,
        assetTotal: centsToAmount(totalCents),
      };
    },

    /** Adds an asset, or changes one (assetId), after the tax and the cap are computed again here. */
    add(principal: Principal, id: string, query: AddAssetQuery, meta: { locale: Locale; ip?: string }) {
      if (!isAssetPair(query.assetTypeId, query.assetSubTypeId)) {
        throw new AppError('financing:errors.assetPair', 400);
      }
      return repository.transaction(async (tx) => {
        const app = await application(principal, id, 'write', tx);
        const rows = await repository.findByApplication(app.id, tx);
        if (query.assetId !== undefined && !rows.some((r) => r.id === query.assetId)) {
          throw new AppError('financing:errors.unknownAsset', 404);
        }
        // The asset being edited leaves the sum: the cap compares the others plus its new total.
        const others = rows.filter((r) => r.id !== query.assetId);
        const { taxCents, totalCents } = totalWithTax(query.retailCost, taxRegionOf(app));
        const cap = checkAssetCap({
          amountApprovedCents: app.amountApprovedCents ?? 0,
          otherAssetsCents: others.map((r) => r.retailCostCents),
          assetTotalCents: totalCents,
        });
        if (!cap.ok) throw capError(translate, meta.locale, app.amountApprovedCents ?? 0, cap.remainingCents);

        const values = assetValues(query, { totalCents, taxCents });
        const row =
          query.assetId === undefined
            ? await repository.insert(app.id, values, tx)
            : await repository.update(app.id, query.assetId, values, tx);
        if (!row) throw new AppError('financing:errors.unknownAsset', 404);
        await audit.record(
          {
            type: query.assetId === undefined ? 'asset.added' : 'asset.changed',
            applicationId: app.id,
            vendorId: app.vendorId,
            userId: principal.userId,
            ip: meta.ip ?? null,
            detail: { assetId: row.id, retailCostCents: totalCents, taxCents },
          },
          tx,
        );
        return { result: 'Success' as const, asset: toAssetAnswer(row) };
      });
    },

    remove(principal: Principal, id: string, assetId: number, ip?: string) {
      return repository.transaction(async (tx) => {
        const app = await application(principal, id, 'write', tx);
        const row = await repository.remove(app.id, assetId, tx);
        if (!row) throw new AppError('financing:errors.unknownAsset', 404);
        await audit.record(
          {
            type: 'asset.deleted',
            applicationId: app.id,
            vendorId: app.vendorId,
            userId: principal.userId,
            ip: ip ?? null,
            detail: { assetId, retailCostCents: row.retailCostCents },
          },
          tx,
        );
        return { result: 'Success' as const };
      });
    },
  };
}
export type AssetsService = ReturnType<typeof createAssetsService>;
