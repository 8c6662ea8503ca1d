// The built-in signing service's public pages (ARCHITECTURE §4: /esign/...): reached only by a signer's own link,
// /esign/{envelopeId}/{token}. A link that is not valid (expired, used, another envelope's, unknown) answers 403
// and shows nothing of any contract.
import { createRequire } from 'node:module';
import path from 'node:path';
import { localeFromAcceptLanguage } from '@vp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { donePage, forbiddenPage, safeReturnPath, signingPage } from './esign-pages.html.ts';
import type { EsignPagesService, SignerVisit } from './esign-pages.service.ts';

type Translate = Parameters<typeof signingPage>[0];

const require = createRequire(import.meta.url);
const pdfjsBuild = path.dirname(require.resolve('pdfjs-dist/build/pdf.min.mjs'));
const signaturePadDist = path.dirname(require.resolve('signature_pad'));
const own = path.join(import.meta.dirname, 'esign-assets');

/** The only files the pages load, each from a known place (never a path taken from the request). */
const ASSETS: Record<string, { file: string; type: string }> = {
  'esign.js': { file: path.join(own, 'esign.js'), type: 'text/javascript' },
  'esign-done.js': { file: path.join(own, 'esign-done.js'), type: 'text/javascript' },
  'esign.css': { file: path.join(own, 'esign.css'), type: 'text/css' },
  'pdf.min.mjs': { file: path.join(pdfjsBuild, 'pdf.min.mjs'), type: 'text/javascript' },
  'pdf.worker.min.mjs': { file: path.join(pdfjsBuild, 'pdf.worker.min.mjs'), type: 'text/javascript' },
  'signature_pad.js': { file: path.join(signaturePadDist, 'signature_pad.js'), type: 'text/javascript' },
};

interface LinkParams {
  envelopeId: string;
  token: string;
}
type FormBody = Record<string, string | undefined>;

export async function esignPagesRoutes(
  app: FastifyInstance,
  { pages, translate }: { pages: EsignPagesService; translate: Translate },
) {
  const { readFile } = await import('node:fs/promises');
  // The pages post plain HTML forms (they work without script).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // Each answer is for this signer only: never cached, never indexed, never framed.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);
  const refuse = (request: FastifyRequest, reply: FastifyReply) =>
    html(reply, 403, forbiddenPage(translate, localeFromAcceptLanguage(request.headers['accept-language'])));
  const links = (p: LinkParams) => {
    const base = `/esign/${p.envelopeId}/${p.token}`;
    return { documentUrl: `${base}/document.pdf`, base };
  };
  const page = (visit: SignerVisit, p: LinkParams, returnPath: string | null, invalid: boolean) => {
    const { documentUrl, base } = links(p);
    const back = returnPath ? `?return=${encodeURIComponent(returnPath)}` : '';
    return signingPage(translate, {
      purpose: visit.envelope.purpose === 'certificate' ? 'certificate' : 'contract',
      locale: pages.languageOf(visit),
      name: visit.signer.name,
      documentUrl,
      signUrl: `${base}/sign${back}`,
      declineUrl: `${base}/decline${back}`,
      documentSha256: visit.envelope.documentSha256 ?? '',
      invalid,
    });
  };
  const perAddress = { max: 60, timeWindow: 60_000 };
  // The token is the signer's key: never written to a log (decision 029).
  const secretLink = { params: ['token'] };

  app.get<{ Params: { name: string } }>('/esign/assets/:name', async (request, reply) => {
    const asset = ASSETS[request.params.name];
    if (!asset) return reply.code(404).type('text/plain').send('Not found');
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type(asset.type).send(await readFile(asset.file));
  });

  app.get<{ Params: LinkParams; Querystring: { return?: string } }>(
    '/esign/:envelopeId/:token',
    { config: { rateLimit: perAddress, secretLink } },
    async (request, reply) => {
      const visit = await pages.visit(request.params.envelopeId, request.params.token);
      if (!visit) return refuse(request, reply);
      return html(reply, 200, page(visit, request.params, safeReturnPath(request.query.return), false));
    },
  );

  app.get<{ Params: LinkParams }>(
    '/esign/:envelopeId/:token/document.pdf',
    { config: { rateLimit: perAddress, secretLink } },
    async (request, reply) => {
      const visit = await pages.visit(request.params.envelopeId, request.params.token);
      if (!visit) return refuse(request, reply);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${visit.envelope.purpose === 'certificate' ? 'certificate' : 'contract'}.pdf"`,
        )
        .send(await pages.document(visit));
    },
  );

  app.post<{ Params: LinkParams; Querystring: { return?: string }; Body: FormBody }>(
    '/esign/:envelopeId/:token/sign',
    { config: { rateLimit: perAddress, secretLink } },
    async (request, reply) => {
      const visit = await pages.visit(request.params.envelopeId, request.params.token);
      if (!visit) return refuse(request, reply);
      const body = request.body ?? {};
      const returnPath = safeReturnPath(request.query.return);
      const outcome = await pages.sign(visit, {
        consent: body.consent === 'yes',
        kind: body.kind === 'drawn' ? 'drawn' : 'typed',
        image: body.signatureImage || null,
        typedName: body.typedName ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      if (outcome === 'invalid') return html(reply, 422, page(visit, request.params, returnPath, true));
      return html(reply, 200, donePage(translate, pages.languageOf(visit), 'signed', returnPath));
    },
  );

  app.post<{ Params: LinkParams; Querystring: { return?: string }; Body: FormBody }>(
    '/esign/:envelopeId/:token/decline',
    { config: { rateLimit: perAddress, secretLink } },
    async (request, reply) => {
      const visit = await pages.visit(request.params.envelopeId, request.params.token);
      if (!visit) return refuse(request, reply);
      await pages.decline(visit, request.body?.reason ?? null, request.ip);
      return html(
        reply,
        200,
        donePage(translate, pages.languageOf(visit), 'declined', safeReturnPath(request.query.return)),
      );
    },
  );
}
