// The zod schema of every API answer: the route's response schema on the server, the client's parser in the web.
// One module per area, so that a screen's bundle takes only the answers it reads.

export * from './application.answer.ts';
export * from './dealers.answer.ts';
export * from './error.answer.ts';
export * from './error-codes.ts';
export * from './financing.answer.ts';
export * from './form-options.answer.ts';
export * from './lender.answer.ts';
export * from './lender-team.answer.ts';
export * from './list.answer.ts';
export * from './notifications.answer.ts';
export * from './rate-sheet.answer.ts';
export * from './reports.answer.ts';
export * from './scan.answer.ts';
export * from './signing.answer.ts';
export * from './timeline.answer.ts';
export * from './underwriter.answer.ts';
export * from './users.answer.ts';
