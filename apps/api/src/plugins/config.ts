// The server's configuration, parsed once from the environment (its schema: config-env.ts); nothing else reads
// process.env.
import path from 'node:path';
import type { z } from 'zod';
import { DEFAULT_THRESHOLDS, type PolicyThresholds } from '../lib/policy-thresholds.ts';
import { envSchema } from './config-env.ts';

export type { Env } from './config-env.ts';

/** An SMTP server by its parts (SMTP_HOST and the keys beside it). */
export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
}

export interface Config {
  port: number;
  host: string;
  /** GET /metrics on a port of its own (issue 38); undefined: not served. */
  metrics: { port: number; host: string } | undefined;
  /** OpenTelemetry traces (issue 38): exported over OTLP/HTTP when an endpoint is set. */
  tracing: { endpoint: string | undefined; serviceName: string };
  /** On SIGTERM, how long the node answers not ready before it closes (ms). */
  drainMs: number;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };
  dataDir: string;
  dataKey: string | undefined;
  seal: { p12: string | undefined; password: string };
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Unset: chosen by whether standard output is a terminal (lib/logger.ts resolveLogFormat). */
  logFormat: z.infer<typeof envSchema>['LOG_FORMAT'];
  webDist: string;
  bodyLimit: number;
  session: { idleMs: number; maxMs: number; cacheMs: number };
  pressure: {
    maxInFlight: number;
    maxWaitMs: number;
    maxEventLoopDelayMs: number;
    maxEventLoopUtilization: number;
    retryAfterSeconds: number;
  };
  password: { maxAgeMs: number };
  login: {
    /** The lock by name (modules/users/sign-in-lock.ts, decision 052). */
    maxFailures: number;
    windowMs: number;
    lockMs: number;
    ratePerMinute: number;
    /** The pause of one address trying many names (decision 052): 0 failures means off. */
    addressMaxFailures: number;
    addressWindowMs: number;
  };
  /** The second factor of sign-in (issue 36, decision 053). */
  secondFactor: { required: boolean; rpId: string; rpName: string; origins: string[] };
  /** Fastify's trustProxy: false, or the proxies' addresses and CIDRs. */
  trustProxy: false | string[];
  apiDocs: 'signed-in' | 'public';
  /** A dealership's own software (decision 058): its keys' rate, and where webhooks may go. */
  integrations: { keyRatePerMinute: number; insecureWebhooks: boolean; webhookTimeoutMs: number };
  jobs: { enabled: boolean; runWorkers: boolean };
  bureauUrl: string | undefined;
  /** The second-look partner: a gateway, or the built-in simulated partner (url unset). */
  partner: { url: string | undefined; answerWaitMs: number; sweepMs: number };
  /** smtp unset: the built-in mailbox keeps every message in the outbox table. */
  mail: { from: string; smtp: string | SmtpOptions | undefined };
  /** url unset: the built-in SMS outbox; addressMaxFailures: the customer links' notice per address (0: off). */
  sms: { url: string | undefined };
  customerLinks: { addressMaxFailures: number };
  /** The live status streams (decision 042). */
  live: { maxPerUser: number; maxStreams: number; heartbeatMs: number; keepMs: number };
  esign: {
    provider: 'builtin' | 'docusign';
    linkTtlMs: number;
    reconcileMs: number;
    publicUrl: string;
    docusign:
      | {
          baseUrl: string;
          accountId: string;
          accessToken: string;
          integrationKey: string | undefined;
          hmacKey: string | undefined;
        }
      | undefined;
  };
  policy: PolicyThresholds;
  storage: {
    s3:
      | {
          bucket: string;
          endpoint: string | undefined;
          region: string;
          accessKeyId: string | undefined;
          secretAccessKey: string | undefined;
          forcePathStyle: boolean;
        }
      | undefined;
    maxUploadBytes: number;
  };
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    tracing: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME },
    drainMs: e.SHUTDOWN_DRAIN_SECONDS * 1_000,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    dataDir,
    dataKey: e.DATA_KEY,
    seal: { p12: e.SEAL_P12, password: e.SEAL_P12_PASSWORD },
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    bodyLimit: e.BODY_LIMIT_BYTES,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      maxMs: e.SESSION_MAX_HOURS * 3_600_000,
      cacheMs: e.SESSION_CACHE_SECONDS * 1_000,
    },
    pressure: {
      maxInFlight: e.PRESSURE_MAX_IN_FLIGHT,
      maxWaitMs: e.PRESSURE_MAX_WAIT_MS,
      maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
      retryAfterSeconds: e.PRESSURE_RETRY_AFTER_SECONDS,
    },
    password: { maxAgeMs: e.PASSWORD_MAX_AGE_DAYS * 86_400_000 },
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
      lockMs: e.LOGIN_LOCK_MINUTES * 60_000,
      ratePerMinute: e.LOGIN_RATE_PER_MINUTE,
      addressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
      addressWindowMs: e.LOGIN_ADDRESS_WINDOW_MINUTES * 60_000,
    },
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS,
    integrations: {
      keyRatePerMinute: e.API_KEY_RATE_PER_MINUTE,
      insecureWebhooks: e.WEBHOOKS_INSECURE,
      webhookTimeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
    },
    jobs: { enabled: e.JOBS, runWorkers: e.JOBS && e.RUN_WORKERS },
    bureauUrl: e.BUREAU_URL,
    live: {
      maxPerUser: e.LIVE_MAX_STREAMS_PER_USER,
      maxStreams: e.LIVE_MAX_STREAMS,
      heartbeatMs: e.LIVE_HEARTBEAT_SECONDS * 1000,
      keepMs: e.LIVE_KEEP_HOURS * 3_600_000,
    },
    partner: {
      url: e.PARTNER_URL,
      answerWaitMs: e.PARTNER_ANSWER_WAIT_MS,
      sweepMs: e.PARTNER_SWEEP_SECONDS * 1000,
    },
    mail: {
      from: e.MAIL_FROM,
      smtp:
        e.SMTP_URL ??
        (e.SMTP_HOST
          ? {
              host: e.SMTP_HOST,
              port: e.SMTP_PORT,
              secure: e.SMTP_SECURE,
              ...(e.SMTP_USER ? { auth: { user: e.SMTP_USER, pass: e.SMTP_PASSWORD ?? '' } } : {}),
            }
          : undefined),
    },
    sms: { url: e.SMS_URL },
    customerLinks: { addressMaxFailures: e.CUSTOMER_LINK_ADDRESS_MAX_FAILURES },
    secondFactor: secondFactorOf(e),
    esign: {
      provider: e.ESIGN_PROVIDER,
      linkTtlMs: e.ESIGN_LINK_TTL_HOURS * 3_600_000,
      reconcileMs: e.SIGNING_RECONCILE_SECONDS * 1000,
      publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
      docusign:
        e.DOCUSIGN_BASE_URL && e.DOCUSIGN_ACCOUNT_ID && e.DOCUSIGN_ACCESS_TOKEN
          ? {
              baseUrl: e.DOCUSIGN_BASE_URL,
              accountId: e.DOCUSIGN_ACCOUNT_ID,
              accessToken: e.DOCUSIGN_ACCESS_TOKEN,
              integrationKey: e.DOCUSIGN_INTEGRATION_KEY,
              hmacKey: e.DOCUSIGN_CONNECT_HMAC_KEY,
            }
          : undefined,
    },
    policy: {
      ...DEFAULT_THRESHOLDS,
      declineBelow: e.POLICY_DECLINE_BELOW,
      reviewBelow: e.POLICY_REVIEW_BELOW,
      lesserBelow: e.POLICY_LESSER_BELOW,
      lesserShare: e.POLICY_LESSER_SHARE,
      minAmountCents: Math.round(e.POLICY_MIN_AMOUNT * 100),
      maxAmountCents: Math.round(e.POLICY_MAX_AMOUNT * 100),
      maxDebtRatio: e.POLICY_QC_MAX_DEBT_RATIO,
    },
    storage: {
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
      maxUploadBytes: e.UPLOAD_MAX_BYTES,
    },
  };
}

/** Passkeys need a domain: an address (the demo's 127.0.0.1) is no relying party, so localhost stands for it. */
function secondFactorOf(e: z.infer<typeof envSchema>): Config['secondFactor'] {
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`);
  const host = publicUrl.hostname;
  const isAddress = /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[');
  const origins = e.WEBAUTHN_ORIGINS
    ? e.WEBAUTHN_ORIGINS.split(',').map((origin) => origin.trim())
    : [...new Set([publicUrl.origin, `http://localhost:${e.PORT}`])];
  return {
    required: e.SECOND_FACTOR ?? Boolean(e.DATABASE_URL),
    rpId: e.WEBAUTHN_RP_ID ?? (isAddress ? 'localhost' : host),
    rpName: 'Vendor Portal',
    origins,
  };
}
