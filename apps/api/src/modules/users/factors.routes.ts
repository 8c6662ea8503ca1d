// The second factor's calls (issue 36, decision 053): the sign-in's second step and the enrolment it may require
// (public, with the ticket the password gave), a user's own factors in Settings, and the dealership's rule.
import {
  dealershipSecuritySchema,
  factorAddedAnswer,
  factorsAnswer,
  passkeyOptionsAnswer,
  passkeyOptionsSchema,
  passkeyRegisterSchema,
  passkeySignInSchema,
  recoveryCodesAnswer,
  secondStepCodeSchema,
  sessionLoginAnswer,
  ticketSchema,
  totpConfirmSchema,
  totpSetupAnswer,
} from '@vp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import { answers, refusals } from '../../plugins/openapi.ts';
import type { FactorOwner, FactorsService } from './factors.service.ts';
import type { SecondStepService } from './second-step.service.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** The signed-in user as the factors' rules read them. */
const ownerOf = (principal: Principal): FactorOwner => ({
  id: principal.userId,
  userName: principal.user.userName,
  displayName: principal.user.displayName,
  role: principal.user.role,
  vendorAdmin: principal.user.vendorAdmin ?? false,
  vendorId: principal.vendor?.id ?? null,
});

const ticket = z.string().min(20).max(100);
const totpEnrolSchema = totpConfirmSchema.extend({ ticket });
const passkeyEnrolSchema = passkeyRegisterSchema.extend({ ticket });

export async function secondStepRoutes(
  app: FastifyInstance,
  { service, ratePerMinute }: { service: SecondStepService; ratePerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The same budget per address as the password's: every call here checks a secret.
  const perAddress = app.rateLimit({ max: ratePerMinute, timeWindow: '1 minute' });
  const open = { config: { public: true }, onRequest: perAddress };
  const session = answers({ 200: sessionLoginAnswer, 401: refusals[401] });

  r.post(
    '/users/login/code',
    {
      schema: { body: secondStepCodeSchema, tags: ['users'], response: session },
      ...open,
      config: { public: true, signInStep: 'code' },
    },
    (request) => service.verifyCode(request.body, meta(request)),
  );
  r.post(
    '/users/login/passkey/options',
    {
      schema: {
        body: passkeyOptionsSchema,
        tags: ['users'],
        response: answers({ 200: passkeyOptionsAnswer }),
      },
      ...open,
    },
    (request) => service.passkeyOptions(request.body.ticket),
  );
  r.post(
    '/users/login/passkey',
    {
      schema: { body: passkeySignInSchema, tags: ['users'], response: session },
      ...open,
      config: { public: true, signInStep: 'passkey' },
    },
    (request) => service.passkeySignIn(request.body, meta(request)),
  );
  r.post(
    '/users/login/enrol/totp',
    { schema: { body: ticketSchema, tags: ['users'], response: answers({ 200: totpSetupAnswer }) }, ...open },
    (request) => service.enrolTotp(request.body.ticket),
  );
  r.post(
    '/users/login/enrol/totp/confirm',
    { schema: { body: totpEnrolSchema, tags: ['users'], response: session }, ...open },
    (request) => service.enrolTotpConfirm(request.body, meta(request)),
  );
  r.post(
    '/users/login/enrol/passkey/options',
    {
      schema: { body: ticketSchema, tags: ['users'], response: answers({ 200: passkeyOptionsAnswer }) },
      ...open,
    },
    (request) => service.enrolPasskeyOptions(request.body.ticket),
  );
  r.post(
    '/users/login/enrol/passkey',
    { schema: { body: passkeyEnrolSchema, tags: ['users'], response: session }, ...open },
    (request) => service.enrolPasskey(request.body, meta(request)),
  );
}

export async function factorsRoutes(app: FastifyInstance, { service }: { service: FactorsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  r.get('/users/factors', { schema: { tags, response: answers({ 200: factorsAnswer }) } }, (request) =>
    service.list(ownerOf(request.principal)),
  );
  r.post(
    '/users/factors/totp',
    { schema: { tags, response: answers({ 200: totpSetupAnswer }) } },
    (request) => service.startTotp(ownerOf(request.principal)),
  );
  r.post(
    '/users/factors/totp/confirm',
    { schema: { tags, body: totpConfirmSchema, response: answers({ 200: factorAddedAnswer }) } },
    (request) =>
      service.confirmTotp(ownerOf(request.principal), request.body.code, request.body.name, request.ip),
  );
  r.post(
    '/users/factors/passkey/options',
    { schema: { tags, response: answers({ 200: passkeyOptionsAnswer }) } },
    (request) => service.passkeyOptions(ownerOf(request.principal)),
  );
  r.post(
    '/users/factors/passkey',
    { schema: { tags, body: passkeyRegisterSchema, response: answers({ 200: factorAddedAnswer }) } },
    (request) => service.addPasskey(ownerOf(request.principal), request.body, request.ip),
  );
  r.delete(
    '/users/factors/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: answers({ 200: factorsAnswer }),
      },
    },
    (request) => service.remove(ownerOf(request.principal), request.params.id, request.ip),
  );
  r.post(
    '/users/factors/recovery-codes',
    { schema: { tags, response: answers({ 200: recoveryCodesAnswer }) } },
    (request) => service.recoveryCodes(ownerOf(request.principal), request.ip),
  );

  // The dealership's rule for its salespeople: its vendor admin's (re-read in the service's team rules elsewhere).
  const vendorAdminOf = (principal: Principal) => {
    if (!principal.vendor || !principal.user.vendorAdmin) throw new AppError('settings:api.adminOnly', 403);
    return principal.vendor.id;
  };
  r.get(
    '/vendor/security',
    { schema: { tags, response: answers({ 200: dealershipSecuritySchema }) } },
    async (request) => ({
      salespeopleNeedSecondFactor: await service.salespeopleNeedSecondFactor(
        vendorAdminOf(request.principal),
      ),
    }),
  );
  r.put(
    '/vendor/security',
    {
      schema: { tags, body: dealershipSecuritySchema, response: answers({ 200: dealershipSecuritySchema }) },
    },
    async (request) => {
      const vendorId = vendorAdminOf(request.principal);
      const { salespeopleNeedSecondFactor } = request.body;
      await service.setSalespeopleNeedSecondFactor(
        ownerOf(request.principal),
        vendorId,
        salespeopleNeedSecondFactor,
        request.ip,
      );
      return request.body;
    },
  );
}
