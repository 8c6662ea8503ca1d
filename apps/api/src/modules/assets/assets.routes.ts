// The asset calls of spec §7: the catalogue (asset-types, asset-sub-types) and an application's assets (add-asset,
// delete-asset, get-assets). GETs that change data are the spec's; each is audited.
import {
  addAssetAnswer,
  addAssetQuery,
  assetSubTypeQuery,
  assetSubTypesAnswer,
  assetsAnswer,
  assetTypeQuery,
  assetTypesAnswer,
  deleteAssetAnswer,
  deleteAssetQuery,
} from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { financingAnswers } from '../../lib/financing-answers.ts';
import type { AssetsService } from './assets.service.ts';

const idParams = z.object({ id: z.string().max(64) });

export async function assetsRoutes(app: FastifyInstance, { service }: { service: AssetsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assets'];

  r.get(
    '/program/asset-types',
    {
      schema: {
        tags,
        summary: 'The manufacturers and every sub-type, in English and French',
        querystring: assetTypeQuery,
        response: financingAnswers({ 200: assetTypesAnswer }),
      },
    },
    (request) => service.types(request.query.programId),
  );

  r.get(
    '/program/asset-sub-types',
    {
      schema: {
        tags,
        summary: 'The sub-types a manufacturer makes',
        querystring: assetSubTypeQuery,
        response: financingAnswers({ 200: assetSubTypesAnswer }),
      },
    },
    (request) => service.subTypes(request.query.programId, request.query.assetTypeId),
  );

  r.get(
    '/application/add-asset/:id',
    {
      schema: {
        tags,
        summary:
          'Adds an asset (or changes one, with assetId): tax by the installation address, the cap re-checked',
        params: idParams,
        querystring: addAssetQuery,
        response: financingAnswers({ 200: addAssetAnswer }),
      },
    },
    (request) =>
      service.add(request.principal, request.params.id, request.query, {
        locale: request.locale,
        ip: request.ip,
      }),
  );

  r.get(
    '/application/delete-asset/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: deleteAssetQuery,
        response: financingAnswers({ 200: deleteAssetAnswer }),
      },
    },
    (request) => service.remove(request.principal, request.params.id, request.query.assetId, request.ip),
  );

  r.get(
    '/application/get-assets/:id',
    {
      schema: {
        tags,
        summary: 'The assets by id, their count and total with tax',
        params: idParams,
        response: financingAnswers({ 200: assetsAnswer }),
      },
    },
    (request) => service.list(request.principal, request.params.id),
  );
}
