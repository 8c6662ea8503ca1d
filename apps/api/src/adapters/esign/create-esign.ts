// Chooses the e-signature adapter from the configuration: DocuSign when it is configured, else the built-in service.
import type { Config } from '../../plugins/config.ts';
import { type BuiltinEsignOptions, createBuiltinEsign } from './builtin-esign.ts';
import { createDocusignEsign } from './docusign-esign.ts';
import type { ESignAdapter } from './esign.ts';

export function createEsign(
  config: Config['esign'],
  builtin: Pick<BuiltinEsignOptions, 'store' | 'storage' | 'invite' | 'clock'>,
): ESignAdapter {
  const docusign = config.docusign;
  return config.provider === 'docusign' && docusign
    ? createDocusignEsign({ ...docusign, publicUrl: config.publicUrl })
    : createBuiltinEsign({ ...builtin, publicUrl: config.publicUrl, linkTtlMs: config.linkTtlMs });
}
