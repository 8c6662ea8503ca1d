// The environment the server reads, as a zod schema: every key, its default and how keys depend on one another.
// config.ts parses it once and shapes the result into the Config the rest of the server reads.
import { z } from 'zod';
import { parseKey } from '../lib/sin-cipher.ts';
import { trustedProxies } from './trusted-proxies.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    /** Prometheus metrics at GET /metrics on this port (never the public one); unset: not served. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** The metrics port's address: all interfaces by default, for a scraper on the deployment's network. */
    METRICS_HOST: z.string().default('0.0.0.0'),
    /** On SIGTERM, seconds GET /api/ready answers 503 before the port closes (a balancer's probe interval or two). */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(20).default(0),
    /** OpenTelemetry traces over OTLP/HTTP to this collector (http://collector:4318); unset: no tracing at all. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
    OTEL_SERVICE_NAME: z.string().default('vendor-portal'),
    /** PostgreSQL connection string; unset means the embedded PGlite database under DATA_DIR/db. */
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().default('./data'),
    /** 32-byte key for SIN encryption, base64 or hex; unset means a key file under DATA_DIR (PGlite only). */
    DATA_KEY: z.string().optional(),
    /** The PAdES seal's PKCS#12 (a path, or `base64:` and its content); required with DATABASE_URL, checked when the
     * seal is loaded; unset on PGlite means a self-signed seal made at first start under DATA_DIR/seal. */
    SEAL_P12: z.string().optional(),
    SEAL_P12_PASSWORD: z.string().default(''),
    /** Seed the demo vendors and users on an empty database; defaults to on for PGlite, off for PostgreSQL. */
    SEED_DEMO: flag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** pretty (readable lines) or json (one object per line); unset: pretty on a terminal, json otherwise. */
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    WEB_DIST: z.string().optional(),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(60),
    SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
    SESSION_CACHE_SECONDS: z.coerce.number().min(0).default(30),
    // Load shedding (plugins/pressure.ts, decision 024): measured with `npm run bench -- overload`.
    PRESSURE_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(32),
    // The longest wait a request is admitted to (in flight ÷ the measured finishing rate): 2 s at most, with margin.
    PRESSURE_MAX_WAIT_MS: z.coerce.number().min(0).default(1_000),
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).default(0),
    PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
    PRESSURE_RETRY_AFTER_SECONDS: z.coerce.number().int().positive().default(2),
    PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().positive().default(365),
    /** Refused attempts on one name typed, within LOGIN_WINDOW_MINUTES, that lock the name for LOGIN_LOCK_MINUTES
     * (decision 052). */
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
    LOGIN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** Refused sign-ins from one address, within the window below, after which every sign-in from it is told to wait
     * LOGIN_LOCK_MINUTES, whatever the name: one address trying many names (decision 052), far above what a
     * dealership's office behind one address meets; 0 turns it off. */
    LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(0).default(100),
    LOGIN_ADDRESS_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    /** Which proxies tell the client's address (X-Forwarded-For): '1' for a balancer on this machine or a private
     * network, or the proxies' addresses and CIDRs, comma-separated; never every hop, which a client could spoof. */
    TRUST_PROXY: z.string().default('0').transform(trustedProxies),
    /** A second factor required at sign-in (issue 36): of the lender's users and vendor admins, and of salespeople whose
     * dealership asks it; unset: on with DATABASE_URL (a production install), off for the embedded demo. */
    SECOND_FACTOR: flag.optional(),
    /** The passkeys' relying party, the site's domain; unset: PUBLIC_URL's host name (localhost for an address). */
    WEBAUTHN_RP_ID: z.string().optional(),
    /** The origins passkeys are used from, comma-separated; unset: PUBLIC_URL's and http://localhost:PORT. */
    WEBAUTHN_ORIGINS: z.string().optional(),
    /** Calls a minute one API key may make, on each node (decision 058). */
    API_KEY_RATE_PER_MINUTE: z.coerce.number().int().positive().default(120),
    /** Webhooks to plain HTTP and to loopback or private addresses: for development and tests only (decision 058). */
    WEBHOOKS_INSECURE: flag.default(false),
    /** How long a webhook receiver has to answer, in seconds. */
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(10),
    /** Who may read the OpenAPI description at /api/docs: signed-in callers (a token), or anyone. */
    API_DOCS: z.enum(['signed-in', 'public']).default('signed-in'),
    /** Run the job queue (credit decisions); off only for tools that need no jobs. */
    JOBS: flag.default(true),
    /** Run the queue's workers in this process; set 0 on web nodes when `npm run worker` runs them apart. */
    RUN_WORKERS: flag.default(true),
    /** A bureau gateway's URL; unset means the built-in simulated bureau. */
    BUREAU_URL: z.string().url().optional(),
    /** The second-look partner's gateway; unset: the built-in simulated partner (decision 039). */
    PARTNER_URL: z.string().url().optional(),
    /** How long the second-look job waits after the partner's acknowledgement before it asks for the answer. */
    PARTNER_ANSWER_WAIT_MS: z.coerce.number().int().min(0).max(20_000).default(2_000),
    /** How often every node sweeps the second looks the partner has not answered (a lost or failed job is sent again). */
    PARTNER_SWEEP_SECONDS: z.coerce.number().int().min(5).default(60),
    /** An SMTP server as a URL (smtp://user:pass@host:587, smtps://...); or SMTP_HOST and the keys below. Unset: the built-in mailbox. */
    SMTP_URL: z.string().url().optional(),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    /** Implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
    SMTP_SECURE: flag.default(false),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    /** An SMS gateway (POST { messageId, to, text } as JSON); unset: the built-in SMS outbox of the demo (issue 26). */
    SMS_URL: z.string().url().optional(),
    /** Wrong customer links or codes from one address, within 15 minutes, before it is paused for 15 minutes. */
    CUSTOMER_LINK_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(0).default(10),
    MAIL_FROM: z.string().default('Vendor portal <no-reply@vendor-portal.example>'),
    /** The e-signature provider: the built-in signing service (default) or DocuSign (the DOCUSIGN_* keys). */
    ESIGN_PROVIDER: z.enum(['builtin', 'docusign']).default('builtin'),
    /** How long a built-in signing link works, in hours (7 days by default). */
    ESIGN_LINK_TTL_HOURS: z.coerce.number().positive().default(168),
    /** How often the signing reconciliation runs (decision 028), in seconds; it also runs at every start. */
    SIGNING_RECONCILE_SECONDS: z.coerce.number().int().positive().default(300),
    /** Live status streams (decision 042): open at once per user (the oldest closes past it) and per node (refused past it). */
    LIVE_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).default(5),
    LIVE_MAX_STREAMS: z.coerce.number().int().min(1).default(5_000),
    /** A comment on every open stream this often, so that proxies keep a quiet one open. */
    LIVE_HEARTBEAT_SECONDS: z.coerce.number().positive().default(20),
    /** How long the live events are kept for a stream's resume (Last-Event-ID), in hours. */
    LIVE_KEEP_HOURS: z.coerce.number().positive().default(24),
    /** This server's public address, for links sent by e-mail; unset means http://HOST:PORT. */
    PUBLIC_URL: z.string().url().optional(),
    /** DocuSign REST v2.1: the account's base URI (https://demo.docusign.net/restapi), account id, OAuth access token. */
    DOCUSIGN_BASE_URL: z.string().url().optional(),
    DOCUSIGN_ACCOUNT_ID: z.string().optional(),
    DOCUSIGN_ACCESS_TOKEN: z.string().optional(),
    /** The integration key (client id) the access token was issued to; recorded for the operator, not sent. */
    DOCUSIGN_INTEGRATION_KEY: z.string().optional(),
    /** DocuSign Connect's HMAC key: a webhook without a matching X-DocuSign-Signature-1 is refused. */
    DOCUSIGN_CONNECT_HMAC_KEY: z.string().optional(),
    POLICY_DECLINE_BELOW: z.coerce.number().int().default(500),
    POLICY_REVIEW_BELOW: z.coerce.number().int().default(640),
    POLICY_LESSER_BELOW: z.coerce.number().int().default(680),
    POLICY_LESSER_SHARE: z.coerce.number().min(0).max(1).default(0.5),
    POLICY_MIN_AMOUNT: z.coerce.number().min(0).default(500),
    POLICY_MAX_AMOUNT: z.coerce.number().positive().default(75_000),
    POLICY_QC_MAX_DEBT_RATIO: z.coerce.number().positive().default(0.45),
    /** An S3-compatible bucket for uploaded files; unset means the local disk under DATA_DIR/files. */
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** The largest file an upload may store (a phone photo or a scanned PDF). */
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(25 * 1024 * 1024),
  })
  .superRefine((env, ctx) => {
    if (env.ESIGN_PROVIDER === 'docusign')
      for (const key of ['DOCUSIGN_BASE_URL', 'DOCUSIGN_ACCOUNT_ID', 'DOCUSIGN_ACCESS_TOKEN'] as const)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when ESIGN_PROVIDER=docusign' });
    // With PostgreSQL several nodes share one database: a key file made by each node would leave every node unable
    // to read the SINs another one saved, so the shared key must be given.
    if (env.DATABASE_URL && !env.DATA_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_KEY'],
        message:
          'required when DATABASE_URL is set (the same 32-byte key on every node: 64 hex digits or base64, e.g. `openssl rand -hex 32`)',
      });
    if (env.DATA_KEY && !isValidKey(env.DATA_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_KEY'],
        message: 'must be 32 bytes, given as 64 hex digits or base64',
      });
  });

function isValidKey(value: string): boolean {
  try {
    parseKey(value);
    return true;
  } catch {
    return false;
  }
}

export type Env = z.input<typeof envSchema>;
