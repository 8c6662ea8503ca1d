// Settings (issue 27): the user's own language (GET/POST /api/users/settings), and the dealership's users its vendor
// admin manages (/api/vendor/users...). A salesperson and the lender are refused (403); another vendor's user id
// answers as a missing one (404); the last enabled admin cannot take themself out (409).
import {
  addVendorUserSchema,
  errorAnswer,
  oneTimePasswordAnswer,
  userSettingsAnswer,
  userSettingsSchema,
  vendorUserAdminSchema,
  vendorUserIdParams,
  vendorUserItemAnswer,
  vendorUsersAnswer,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import type { UserSettingsService } from './user-settings.service.ts';
import type { VendorUsersService } from './vendor-users.service.ts';

const REFUSALS = {
  403: errorAnswer.describe('Not signed in, or not a vendor admin (a salesperson, the lender)'),
  404: errorAnswer.describe("No such user of the caller's vendor"),
  409: errorAnswer.describe(
    'The user name is taken, or the last enabled admin would leave the vendor without one',
  ),
} as const;

const vendorAnswers = <const A extends Record<number, ZodType>>(own: A) => answers({ ...REFUSALS, ...own });

export async function settingsRoutes(
  app: FastifyInstance,
  { vendorUsers, settings }: { vendorUsers: VendorUsersService; settings: UserSettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  r.get(
    '/users/settings',
    { schema: { tags, summary: "The user's own settings", response: answers({ 200: userSettingsAnswer }) } },
    (request) => settings.get(request.principal),
  );

  r.post(
    '/users/settings',
    {
      schema: {
        tags,
        summary: "Sets the user's language (their e-mails and notices)",
        body: userSettingsSchema,
        response: answers({ 200: userSettingsAnswer }),
      },
    },
    (request) => settings.setLanguage(request.principal, request.body.language, request.ip),
  );

  r.get(
    '/vendor/users',
    {
      schema: {
        tags,
        summary: "The caller's vendor's users, for its vendor admin",
        response: vendorAnswers({ 200: vendorUsersAnswer }),
      },
    },
    (request) => vendorUsers.list(request.principal),
  );

  r.post(
    '/vendor/users',
    {
      schema: {
        tags,
        summary: 'Adds a salesperson with a one-time password, shown once and already expired',
        body: addVendorUserSchema,
        response: vendorAnswers({ 200: oneTimePasswordAnswer }),
      },
    },
    (request) => vendorUsers.add(request.principal, request.body, { ip: request.ip }),
  );

  const byId = { params: vendorUserIdParams, tags };
  r.post(
    '/vendor/users/disable/:id',
    {
      schema: {
        ...byId,
        summary: 'Disables a user: no sign-in, every session ends',
        response: vendorAnswers({ 200: vendorUserItemAnswer }),
      },
    },
    (request) => vendorUsers.setDisabled(request.principal, request.params.id, true, { ip: request.ip }),
  );

  r.post(
    '/vendor/users/enable/:id',
    {
      schema: {
        ...byId,
        summary: 'Enables a disabled user again',
        response: vendorAnswers({ 200: vendorUserItemAnswer }),
      },
    },
    (request) => vendorUsers.setDisabled(request.principal, request.params.id, false, { ip: request.ip }),
  );

  r.post(
    '/vendor/users/reset-password/:id',
    {
      schema: {
        ...byId,
        summary: "Resets a user's password to a one-time password, already expired; their sessions end",
        response: vendorAnswers({ 200: oneTimePasswordAnswer }),
      },
    },
    (request) => vendorUsers.resetPassword(request.principal, request.params.id, { ip: request.ip }),
  );

  r.post(
    '/vendor/users/reset-factors/:id',
    {
      schema: {
        ...byId,
        summary:
          "Removes a user's passkeys, authenticator apps and recovery codes; they enrol again, their sessions end",
        response: vendorAnswers({ 200: vendorUserItemAnswer }),
      },
    },
    (request) => vendorUsers.resetFactors(request.principal, request.params.id, { ip: request.ip }),
  );

  r.post(
    '/vendor/users/admin/:id',
    {
      schema: {
        ...byId,
        summary: 'Makes the user a vendor admin, or removes the flag',
        body: vendorUserAdminSchema,
        response: vendorAnswers({ 200: vendorUserItemAnswer }),
      },
    },
    (request) =>
      vendorUsers.setAdmin(request.principal, request.params.id, request.body.admin, { ip: request.ip }),
  );
}
