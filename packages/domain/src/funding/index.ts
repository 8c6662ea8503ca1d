// Certificates, uploads and the funding package (issue 13).
export * from './certificate.ts';
export * from './checks.ts';
export * from './cooling-off.ts';
export * from './statement.ts';
export * from './uploads.ts';
