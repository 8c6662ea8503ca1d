// Administration from the command line: create vendors and users on the configured database (npm run cli -- ...),
// through the same services as the server.
import { parseArgs } from 'node:util';
import { LENDER_ROLES, type LenderRole } from '@vp/domain';
import pino from 'pino';
import { loadConfig } from './plugins/config.ts';
import { openDatabase } from './plugins/db.ts';
import { createServices } from './services.ts';

const USAGE = `Usage:
  npm run cli -- vendor:add --name "Maple Heating" --province ON --country CA [--internal]
      [--legal-name "Maple Heating Ltd."] [--contact-name ... --contact-email ... --contact-phone ...]
  npm run cli -- vendor:list
  npm run cli -- user:add --user jane.doe --name "Jane Doe" (--vendor <id> [--admin] | --lender <roles>)
--admin makes a vendor's user its vendor admin, who then manages the dealership's users in Settings.
--lender makes a lender's user with the roles listed, comma-separated: lenderAdmin, underwriter, funder
(--underwriter is --lender underwriter,funder).
vendor:add checks and records the dealership as the lender's Dealers console does (its vendor admin is then added
with user:add --admin).
The new user gets a one-time password, printed once and already expired: they choose their own at first sign-in.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    province: { type: 'string' },
    country: { type: 'string', default: 'CA' },
    internal: { type: 'boolean', default: false },
    user: { type: 'string' },
    vendor: { type: 'string' },
    underwriter: { type: 'boolean', default: false },
    lender: { type: 'string' },
    admin: { type: 'boolean', default: false },
    'legal-name': { type: 'string' },
    'contact-name': { type: 'string' },
    'contact-email': { type: 'string' },
    'contact-phone': { type: 'string' },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

const config = loadConfig();
const log = pino({ level: 'warn' });
const database = await openDatabase(config.database, log);
const { admin, translate } = createServices({ config, database, log });
const out = (line: string) => process.stdout.write(`${line}\n`);

try {
  switch (positionals[0]) {
    case 'vendor:add': {
      const province = values.province?.toUpperCase() ?? '';
      const country = values.country?.toUpperCase() ?? '';
      const added = await admin.addVendor({
        name: values.name ?? '',
        province,
        country,
        internal: values.internal,
        legalName: values['legal-name'],
        contactName: values['contact-name'],
        contactEmail: values['contact-email'],
        contactPhone: values['contact-phone'],
      });
      if (!added.ok)
        fail(
          Object.entries(added.errors)
            .map(([field, key]) => `--${field}: ${translate('en', key)}`)
            .join('\n'),
        );
      const { row } = added;
      out(`vendor ${row.id} created: ${row.name} (${row.vendorInternalOrExternal}, ${province}, ${country})`);
      break;
    }
    case 'vendor:list': {
      for (const v of await admin.listVendors()) {
        out(`${v.id}\t${v.name}\t${v.vendorInternalOrExternal}\t${v.province}\t${v.country}`);
      }
      break;
    }
    case 'user:add': {
      if (!values.user || !values.name) fail('user:add needs --user and --name');
      const lenderRoles = values.underwriter ? ['underwriter', 'funder'] : values.lender?.split(',');
      if (!lenderRoles && !values.vendor) fail('user:add needs --vendor <id> or --lender <roles>');
      if (lenderRoles?.some((role) => !(LENDER_ROLES as readonly string[]).includes(role)))
        fail(`--lender takes ${LENDER_ROLES.join(', ')}`);
      const vendorId = lenderRoles ? null : Number(values.vendor);
      if (vendorId !== null && !Number.isInteger(vendorId)) fail('--vendor is a vendor id (see vendor:list)');
      if (values.admin && vendorId === null) fail('--admin is for a vendor user (--vendor <id>)');
      const { password } = await admin.addUser({
        userName: values.user,
        displayName: values.name,
        vendorId,
        vendorAdmin: values.admin,
        lenderRoles: lenderRoles as LenderRole[] | undefined,
      });
      out(
        `user ${values.user} created. One-time password (shown once, to be changed at first sign-in): ${password}`,
      );
      break;
    }
    default:
      fail(positionals[0] ? `Unknown command ${positionals[0]}` : 'No command given');
  }
} finally {
  await database.close();
}
