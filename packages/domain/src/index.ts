// The business rules shared by the web app and the API. No React, no Node APIs.

export * from './answers/health.answer.ts';
export * from './answers/index.ts';
export * from './application/application.schema.ts';
export * from './application/codec/index.ts';
export * from './application/customer-link.ts';
export * from './application/fields.ts';
export * from './application/reference.ts';
export * from './application/regions.ts';
export * from './application/step-forms.ts';
export * from './application/validate.ts';
export * from './auth.schema.ts';
export * from './dashboard.ts';
export * from './display.ts';
export * from './events.ts';
export * from './financing/index.ts';
export * from './funding/index.ts';
export * from './licence/index.ts';
export * from './list.ts';
export * from './locale.ts';
export * from './notice-links.ts';
export * from './notices.ts';
export * from './second-look.ts';
export * from './statuses.ts';
export * from './text.ts';
export * from './vendor.ts';
export * from './vendor-users.ts';
