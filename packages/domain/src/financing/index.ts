// Financing (issue 11): money, tax and the cap, payments, APR and the disclosure, lease date, programs, assets.
export * from './apr.ts';
export * from './asset.schema.ts';
export * from './asset-catalogue.ts';
export * from './catalogue.ts';
export * from './kept-sheet.ts';
export * from './lease-date.ts';
export * from './money.ts';
export * from './money-format.ts';
export * from './payment.ts';
export * from './program-options.ts';
export * from './programs.ts';
export * from './rate-sheet.ts';
export * from './selection.ts';
export * from './share.ts';
export * from './tax.ts';
