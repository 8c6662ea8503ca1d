// The lender's team (issue 35, decision 046): the lender's users its lender admin manages (/api/lender/users...).
// A vendor's user, or a lender's user without the lender admin's role, is refused (403); a user who is not the
// lender's answers as a missing one (404); the last enabled lender admin keeps the role and stays enabled (409).
import {
  addLenderUserSchema,
  lenderOneTimePasswordAnswer,
  lenderUserChangeSchema,
  lenderUserItemAnswer,
  lenderUserRolesSchema,
  lenderUsersAnswer,
  vendorUserIdParams,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../plugins/openapi.ts';
import type { LenderUsersService } from './lender-users.service.ts';

export async function lenderUsersRoutes(app: FastifyInstance, { service }: { service: LenderUsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lender'];
  const one = { tags, params: vendorUserIdParams };
  const item = answers({ 200: lenderUserItemAnswer });
  const withPassword = answers({ 200: lenderOneTimePasswordAnswer });

  r.get('/lender/users', { schema: { tags, response: answers({ 200: lenderUsersAnswer }) } }, (request) =>
    service.list(request.principal),
  );

  r.post(
    '/lender/users',
    {
      schema: {
        tags,
        summary: 'Adds a lender user: roles, one-time password',
        body: addLenderUserSchema,
        response: withPassword,
      },
    },
    (request) => service.add(request.principal, request.body, { ip: request.ip }),
  );

  for (const disabled of [true, false]) {
    r.post(
      `/lender/users/${disabled ? 'disable' : 'enable'}/:id`,
      { schema: { ...one, body: lenderUserChangeSchema, response: item } },
      ({ principal, params, body, ip }) =>
        service.setDisabled(principal, params.id, disabled, { ip, reason: body?.reason }),
    );
  }

  r.post(
    '/lender/users/reset-password/:id',
    { schema: { ...one, body: lenderUserChangeSchema, response: withPassword } },
    ({ principal, params, body, ip }) =>
      service.resetPassword(principal, params.id, { ip, reason: body?.reason }),
  );

  r.post(
    '/lender/users/reset-factors/:id',
    { schema: { ...one, body: lenderUserChangeSchema, response: item } },
    ({ principal, params, body, ip }) =>
      service.resetFactors(principal, params.id, { ip, reason: body?.reason }),
  );

  r.post(
    '/lender/users/roles/:id',
    { schema: { ...one, body: lenderUserRolesSchema, response: item } },
    ({ principal, params, body, ip }) =>
      service.setRoles(principal, params.id, body.lenderRoles, { ip, reason: body.reason }),
  );
}
