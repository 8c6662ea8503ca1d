// Sign-in, session, sign-out and password change (spec §7, main host /users/*).
import { changePasswordSchema, loginAnswer, loginSchema, sessionAnswer, successAnswer } from '@vp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, refusals } from '../../plugins/openapi.ts';
import type { AuthService } from './auth.service.ts';
import { factorsRoutes, secondStepRoutes } from './factors.routes.ts';
import type { FactorsService } from './factors.service.ts';
import type { SecondStepService } from './second-step.service.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function usersRoutes(
  app: FastifyInstance,
  { auth, ratePerMinute }: { auth: AuthService; ratePerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One bucket per address for sign-in and password change: both check a password, so both spend one guessing budget.
  const perAddress = app.rateLimit({ max: ratePerMinute, timeWindow: '1 minute' });

  r.post(
    '/users/login',
    {
      schema: {
        body: loginSchema,
        tags: ['users'],
        response: answers({ 200: loginAnswer, 401: refusals[401] }),
      },
      config: { public: true, signInStep: 'password' },
      onRequest: perAddress,
    },
    (request) => auth.login(request.body, meta(request)),
  );

  r.get(
    '/users/session',
    { schema: { tags: ['users'], response: answers({ 200: sessionAnswer }) } },
    async (request) => ({
      Item: { user: request.principal.user, vendor: request.principal.vendor },
    }),
  );

  r.get(
    '/users/logout',
    { schema: { tags: ['users'], response: answers({ 200: successAnswer }) } },
    async (request) => {
      await auth.logout(request.principal, meta(request));
      return { result: 'Success' as const };
    },
  );

  r.post(
    '/users/password',
    {
      schema: {
        body: changePasswordSchema,
        tags: ['users'],
        response: answers({ 200: successAnswer, 401: refusals[401] }),
      },
      config: { public: true },
      onRequest: perAddress,
    },
    async (request) => {
      await auth.changePassword(request.body, meta(request));
      return { result: 'Success' as const };
    },
  );
}

/** Every sign-in call: the password's, the second step's (decision 053) and a user's own factors in Settings. */
export async function signInRoutes(
  app: FastifyInstance,
  options: {
    auth: AuthService;
    secondStep: SecondStepService;
    factors: FactorsService;
    ratePerMinute: number;
  },
) {
  await app.register(usersRoutes, { auth: options.auth, ratePerMinute: options.ratePerMinute });
  await app.register(secondStepRoutes, { service: options.secondStep, ratePerMinute: options.ratePerMinute });
  await app.register(factorsRoutes, { service: options.factors });
}
