// The asset catalogue (types and sub-types) and the assets of each application. Columns are snake_case in SQL; money is in cents.
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from '../../db/columns.ts';
import { applications } from '../applications/applications.schema.ts';

export const assetTypes = pgTable('asset_types', {
  id: serial().primaryKey(),
  programId: integer().notNull(),
  name: text().notNull(),
  nameFr: text().notNull(),
});

/** A sub-type (furnace, heat pump...) is made by several manufacturers: the pairs are in asset_type_sub_types. */
export const assetSubTypes = pgTable('asset_sub_types', {
  id: serial().primaryKey(),
  name: text().notNull(),
  nameFr: text().notNull(),
});

/** Which sub-types each manufacturer makes (the domain catalogue's assetSubTypeIds). */
export const assetTypeSubTypes = pgTable(
  'asset_type_sub_types',
  {
    assetTypeId: integer()
      .notNull()
      .references(() => assetTypes.id, { onDelete: 'cascade' }),
    assetSubTypeId: integer()
      .notNull()
      .references(() => assetSubTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.assetTypeId, t.assetSubTypeId] })],
);

export const assets = pgTable(
  'assets',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    assetName: text().notNull(),
    assetTypeId: integer().references(() => assetTypes.id),
    assetSubTypeId: integer().references(() => assetSubTypes.id),
    description: text(),
    quantity: integer().notNull().default(1),
    serialNumber: text(),
    /** Total with tax, in cents (spec §3). */
    retailCostCents: cents('retail_cost').notNull(),
    taxCents: cents('tax').notNull().default(0),
    installationDate: date(),
    created: createdAt(),
  },
  (t) => [index('assets_app_idx').on(t.applicationId)],
);
