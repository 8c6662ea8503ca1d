// The seeded asset catalogue as data: the asset types (manufacturers) and sub-types with their French labels, shared
// by every program (spec §7 queries them with program 194). The API seeds its tables from it; the forms read it.

export interface AssetSubType {
  assetSubTypeId: number;
  category: 'hvac' | 'waterHeater' | 'waterTreatment' | 'windowsDoors' | 'roofing';
  en: string;
  fr: string;
}

export const ASSET_SUB_TYPES: readonly AssetSubType[] = [
  { assetSubTypeId: 1, category: 'hvac', en: 'Furnace', fr: 'Fournaise' },
  { assetSubTypeId: 2, category: 'hvac', en: 'Air Conditioner', fr: 'Climatiseur' },
  { assetSubTypeId: 3, category: 'hvac', en: 'Heat Pump', fr: 'Thermopompe' },
  { assetSubTypeId: 4, category: 'hvac', en: 'Boiler', fr: 'Chaudière' },
  { assetSubTypeId: 5, category: 'waterHeater', en: 'Tank Water Heater', fr: 'Chauffe-eau à réservoir' },
  {
    assetSubTypeId: 6,
    category: 'waterHeater',
    en: 'Tankless Water Heater',
    fr: 'Chauffe-eau sans réservoir',
  },
  { assetSubTypeId: 7, category: 'waterTreatment', en: 'Water Softener', fr: 'Adoucisseur d’eau' },
  {
    assetSubTypeId: 8,
    category: 'waterTreatment',
    en: 'Water Filtration System',
    fr: 'Système de filtration d’eau',
  },
  {
    assetSubTypeId: 9,
    category: 'waterTreatment',
    en: 'Reverse Osmosis System',
    fr: 'Système d’osmose inverse',
  },
  { assetSubTypeId: 10, category: 'windowsDoors', en: 'Windows', fr: 'Fenêtres' },
  { assetSubTypeId: 11, category: 'windowsDoors', en: 'Entry Door', fr: 'Porte d’entrée' },
  { assetSubTypeId: 12, category: 'windowsDoors', en: 'Patio Door', fr: 'Porte-fenêtre' },
  {
    assetSubTypeId: 13,
    category: 'roofing',
    en: 'Asphalt Shingle Roof',
    fr: 'Toiture en bardeaux d’asphalte',
  },
  { assetSubTypeId: 14, category: 'roofing', en: 'Metal Roof', fr: 'Toiture métallique' },
];

export interface AssetType {
  assetTypeId: number;
  /** The manufacturer's name, the same in both languages. */
  name: string;
  assetSubTypeIds: readonly number[];
}

const FURNACE_AC_HEAT_PUMP = [1, 2, 3];
const WATER_TREATMENT = [7, 8, 9];
const WINDOWS_DOORS = [10, 11, 12];

/** Manufacturers sold and serviced across Canada, each with the sub-types it makes. */
export const ASSET_TYPES: readonly AssetType[] = [
  { assetTypeId: 1, name: 'Lennox', assetSubTypeIds: FURNACE_AC_HEAT_PUMP },
  { assetTypeId: 2, name: 'Carrier', assetSubTypeIds: FURNACE_AC_HEAT_PUMP },
  { assetTypeId: 3, name: 'Trane', assetSubTypeIds: FURNACE_AC_HEAT_PUMP },
  { assetTypeId: 4, name: 'Goodman', assetSubTypeIds: FURNACE_AC_HEAT_PUMP },
  { assetTypeId: 5, name: 'Rheem', assetSubTypeIds: [1, 2, 3, 5, 6] },
  { assetTypeId: 6, name: 'Daikin', assetSubTypeIds: FURNACE_AC_HEAT_PUMP },
  { assetTypeId: 7, name: 'Mitsubishi Electric', assetSubTypeIds: [2, 3] },
  { assetTypeId: 8, name: 'Viessmann', assetSubTypeIds: [4] },
  { assetTypeId: 9, name: 'IBC Technologies', assetSubTypeIds: [4] },
  { assetTypeId: 10, name: 'Bradford White', assetSubTypeIds: [5] },
  { assetTypeId: 11, name: 'A.O. Smith', assetSubTypeIds: [5, 6] },
  { assetTypeId: 12, name: 'GSW', assetSubTypeIds: [5] },
  { assetTypeId: 13, name: 'Navien', assetSubTypeIds: [4, 6] },
  { assetTypeId: 14, name: 'Rinnai', assetSubTypeIds: [6] },
  { assetTypeId: 15, name: 'Culligan', assetSubTypeIds: WATER_TREATMENT },
  { assetTypeId: 16, name: 'EcoWater', assetSubTypeIds: WATER_TREATMENT },
  { assetTypeId: 17, name: 'Kinetico', assetSubTypeIds: WATER_TREATMENT },
  { assetTypeId: 18, name: 'Pella', assetSubTypeIds: WINDOWS_DOORS },
  { assetTypeId: 19, name: 'Andersen', assetSubTypeIds: WINDOWS_DOORS },
  { assetTypeId: 20, name: 'JELD-WEN', assetSubTypeIds: WINDOWS_DOORS },
  { assetTypeId: 21, name: 'Kohltech', assetSubTypeIds: WINDOWS_DOORS },
  { assetTypeId: 22, name: 'Loewen', assetSubTypeIds: [10, 12] },
  { assetTypeId: 23, name: 'GAF', assetSubTypeIds: [13] },
  { assetTypeId: 24, name: 'IKO', assetSubTypeIds: [13] },
  { assetTypeId: 25, name: 'CertainTeed', assetSubTypeIds: [13] },
  { assetTypeId: 26, name: 'BP Canada', assetSubTypeIds: [13] },
  { assetTypeId: 27, name: 'Ideal Roofing', assetSubTypeIds: [14] },
];

export function assetTypeOptions() {
  return ASSET_TYPES.map((t) => ({
    assetTypeId: t.assetTypeId,
    en: { label: t.name },
    fr: { label: t.name },
  }));
}

export function toAssetSubTypeOption(subType: AssetSubType) {
  return { assetSubTypeId: subType.assetSubTypeId, en: { label: subType.en }, fr: { label: subType.fr } };
}

/** The sub-types a manufacturer makes, in the catalogue's order; none for an unknown manufacturer. */
export function assetSubTypesOf(assetTypeId: number): AssetSubType[] {
  const type = ASSET_TYPES.find((t) => t.assetTypeId === assetTypeId);
  return type ? ASSET_SUB_TYPES.filter((s) => type.assetSubTypeIds.includes(s.assetSubTypeId)) : [];
}

/** Whether a sub-type may be chosen with a manufacturer: what the server checks of an asset's pair of ids. */
export function isAssetPair(assetTypeId: number, assetSubTypeId: number): boolean {
  return assetSubTypesOf(assetTypeId).some((s) => s.assetSubTypeId === assetSubTypeId);
}
