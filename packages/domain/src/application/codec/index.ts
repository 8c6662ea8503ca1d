// The application's and co-applicant's codec: field tables, conversions between their shapes, the stored check.
export * from './application.fields.ts';
export * from './codec.ts';
export * from './field-table.ts';
export * from './validate-stored.ts';
