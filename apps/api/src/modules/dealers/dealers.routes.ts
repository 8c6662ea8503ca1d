// The lender's dealers console (issue 35): /api/lender/dealers... for the lender admin (403 for a vendor's user and
// for the lender's other roles); an unknown dealership is a 404; a taken user name or a second suspension a 409.
import {
  dealerDetailsSchema,
  dealerIdParams,
  dealerItemAnswer,
  dealerListQuery,
  dealerOnboardedAnswer,
  dealerReasonSchema,
  dealersAnswer,
  dealerUserParams,
  dealerUserPasswordAnswer,
  dealerUsersAnswer,
  errorAnswer,
  onboardDealerSchema,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { answers } from '../../plugins/openapi.ts';
import type { DealersService } from './dealers.service.ts';

const REFUSALS = {
  403: errorAnswer.describe('Not signed in, or not the lender admin'),
  404: errorAnswer.describe('No such dealership'),
  409: errorAnswer.describe('The user name is taken, or the dealership is already suspended (or active)'),
} as const;

const dealerAnswers = <const A extends Record<number, ZodType>>(own: A) => answers({ ...REFUSALS, ...own });

export async function dealersRoutes(app: FastifyInstance, { dealers }: { dealers: DealersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lender'];

  r.get(
    '/lender/dealers',
    {
      schema: {
        tags,
        summary: "The dealerships, by name, with their last 90 days' figures",
        querystring: dealerListQuery,
        response: dealerAnswers({ 200: dealersAnswer }),
      },
    },
    (request) => dealers.list(request.principal, request.query),
  );

  r.post(
    '/lender/dealers',
    {
      schema: {
        tags,
        summary: 'Onboards a dealership and its first vendor admin (a one-time password, shown once)',
        body: onboardDealerSchema,
        response: dealerAnswers({ 200: dealerOnboardedAnswer }),
      },
    },
    (request) => dealers.onboard(request.principal, request.body, { ip: request.ip }),
  );

  const byId = { params: dealerIdParams, tags };
  r.get(
    '/lender/dealers/:id',
    {
      schema: { ...byId, summary: "A dealership's page", response: dealerAnswers({ 200: dealerItemAnswer }) },
    },
    (request) => dealers.get(request.principal, request.params.id),
  );

  r.put(
    '/lender/dealers/:id',
    {
      schema: {
        ...byId,
        summary: "Edits a dealership's details",
        body: dealerDetailsSchema,
        response: dealerAnswers({ 200: dealerItemAnswer }),
      },
    },
    (request) => dealers.update(request.principal, request.params.id, request.body, { ip: request.ip }),
  );

  r.post(
    '/lender/dealers/:id/suspend',
    {
      schema: {
        ...byId,
        summary:
          "Suspends a dealership: its users' sessions end and sign-in is refused; its customer links end",
        body: dealerReasonSchema,
        response: dealerAnswers({ 200: dealerItemAnswer }),
      },
    },
    (request) =>
      dealers.suspend(request.principal, request.params.id, request.body.reason, { ip: request.ip }),
  );

  r.get(
    '/lender/dealers/:id/users',
    {
      schema: {
        ...byId,
        summary: "A dealership's users, with their second factors counted",
        response: dealerAnswers({ 200: dealerUsersAnswer }),
      },
    },
    (request) => dealers.users(request.principal, request.params.id),
  );

  r.post(
    '/lender/dealers/:id/users/:userId/reset-factors',
    {
      schema: {
        params: dealerUserParams,
        tags,
        summary:
          "Resets a dealership user's second factors (a lost phone and recovery codes): their sessions end, they enrol again",
        body: dealerReasonSchema,
        response: dealerAnswers({ 200: dealerUsersAnswer }),
      },
    },
    (request) =>
      dealers.resetFactors(request.principal, request.params.id, request.params.userId, {
        reason: request.body.reason,
        ip: request.ip,
      }),
  );

  r.post(
    '/lender/dealers/:id/users/:userId/reset-password',
    {
      schema: {
        params: dealerUserParams,
        tags,
        summary:
          "Resets a dealership user's password: a one-time password, shown once and already expired; their sessions end",
        body: dealerReasonSchema,
        response: dealerAnswers({ 200: dealerUserPasswordAnswer }),
      },
    },
    (request) =>
      dealers.resetPassword(request.principal, request.params.id, request.params.userId, {
        reason: request.body.reason,
        ip: request.ip,
      }),
  );

  r.post(
    '/lender/dealers/:id/reinstate',
    {
      schema: {
        ...byId,
        summary: 'Reinstates a suspended dealership: its users may sign in again',
        body: dealerReasonSchema,
        response: dealerAnswers({ 200: dealerItemAnswer }),
      },
    },
    (request) =>
      dealers.reinstate(request.principal, request.params.id, request.body.reason, { ip: request.ip }),
  );
}
