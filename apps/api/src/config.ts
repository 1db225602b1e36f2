// The server's configuration: process.env parsed by one zod schema (DESIGN.md "Configuration").
// Every variable is listed with a comment in /.env.example. Empty strings count as unset.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  SITE_PLACEHOLDER_VALUES,
  type SitePlaceholder,
  type SiteVideo,
  sitePlaceholders,
  VIDEO_URL_FORMS,
  videoEmbed,
} from './site-facts';

/** Thrown by loadConfig; its message lists every bad variable, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const LOG_FORMATS = ['json', 'pretty'] as const;

// Resolves to apps/web/dist both from src/config.ts and from the bundle dist/main.js.
const DEFAULT_WEB_DIST_DIR = resolve(fileURLToPath(new URL('../../web/dist/', import.meta.url)));

const integerText = (min: number, max: number) =>
  z.string().transform((value, ctx) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `must be an integer between ${min} and ${max}` });
      return z.NEVER;
    }
    return n;
  });

const integer = (min: number, max: number, fallback: number) =>
  z.string().default(String(fallback)).pipe(integerText(min, max));

const httpUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http(s) URL',
  );

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** false | true | list of trusted proxy addresses/CIDRs (or loopback, uniquelocal …), for Fastify. */
const trustProxy = z
  .string()
  .default('false')
  .transform((value): boolean | string[] => {
    const v = value.trim().toLowerCase();
    if (['false', 'no', 'off', '0'].includes(v)) return false;
    if (['true', 'yes', 'on', '1'].includes(v)) return true;
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });

const cnpj = z
  .string()
  .refine((value) => /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/.test(value.trim()), {
    message: 'must be a CNPJ (14 digits, optionally formatted as 00.000.000/0000-00)',
  })
  .transform((value) =>
    value.replace(/\D/g, '').replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
  );

/** true/false (yes/no, on/off, 1/0). */
const flag = z
  .string()
  .default('false')
  .transform((value, ctx) => {
    const v = value.toLowerCase();
    if (['true', 'yes', 'on', '1'].includes(v)) return true;
    if (['false', 'no', 'off', '0'].includes(v)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

/** A YouTube or Vimeo address, as its privacy-friendly embed address. */
const videoUrl = z.string().transform((value, ctx) => {
  const video = videoEmbed(value);
  if (!video) {
    ctx.addIssue({ code: 'custom', message: `must be ${VIDEO_URL_FORMS}` });
    return z.NEVER;
  }
  return video;
});

const envSchema = z.object({
  PORT: integer(1, 65535, 3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: integer(1, 100, 5),
  DATABASE_CONNECT_TIMEOUT_MS: integer(100, 60_000, 3000),
  PUBLIC_URL: httpUrl.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('RX Odonto <nao-responda@rxodonto.com.br>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
  CEP_LOOKUP_URL: z
    .string()
    .default('https://viacep.com.br/ws/{cep}/json/')
    .refine((value) => value.includes('{cep}') && URL.canParse(value.replace('{cep}', '01001000')), {
      message:
        'must be an http(s) URL with {cep} where the 8 digits go, e.g. https://viacep.com.br/ws/{cep}/json/',
    }),
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  ORPHAN_FILE_AGE_MINUTES: integer(0, 525_600, 60),
  SESSION_DAYS: integer(1, 3650, 30),
  // Unset: 7 days, or SESSION_DAYS when that is shorter.
  SESSION_IDLE_DAYS: integerText(1, 3650).optional(),
  SESSION_CACHE_SECONDS: integer(0, 60, 5),
  VAGA_DAYS: integer(1, 365, 60),
  ANUNCIO_DAYS: integer(1, 365, 60),
  ANUNCIO_CONTACT_RATE_LIMIT: integer(1, 1_000_000, 10),
  /** Links per sitemap file (the protocol's maximum is 50,000); past it, a sitemap index. */
  SITEMAP_MAX_LINKS: integer(10, 50_000, 50_000),
  VIEW_NOTICE_DELAY_MINUTES: integer(0, 1440, 0),
  VAGA_EXPIRY_NOTICE_DAYS: integer(1, 30, 3),
  VAGA_EXPIRY_SWEEP_SECONDS: integer(1, 86_400, 3600),
  STAGE_UNDO_SECONDS: integer(0, 300, 10),
  /** The hour (America/Sao_Paulo) of the job alerts' daily digest. */
  ALERT_DIGEST_HOUR: integer(0, 23, 7),
  /** Days after a publication or confirmation a candidate is asked 'Você ainda está disponível?' (0: at the next sweep). */
  AVAILABILITY_DAYS: integer(0, 3650, 90),
  /** Days without an answer before the profile leaves the clinics' list (0: at the next sweep). */
  AVAILABILITY_GRACE_DAYS: integer(0, 365, 14),
  AVAILABILITY_SWEEP_SECONDS: integer(1, 86_400, 3600),
  /** First wait before a failed job runs again (doubling each time, with jitter); 0 retries at once. */
  JOB_RETRY_DELAY_SECONDS: integer(0, 3600, 30),
  /** How often each process looks for due jobs (a job stored by the process itself runs at once). */
  JOB_POLL_MS: integer(500, 60_000, 2_000),
  /** A job still running after this long, or whose process died (kill -9), is failed and tried again. */
  JOB_EXPIRE_SECONDS: integer(5, 3600, 300),
  LOGIN_RATE_LIMIT_IP: integer(1, 1_000_000, 30),
  LOGIN_RATE_LIMIT_IDENTIFIER: integer(1, 1_000_000, 10),
  SIGNUP_RATE_LIMIT_IP: integer(1, 1_000_000, 20),
  RESET_RATE_LIMIT_EMAIL: integer(1, 1_000_000, 5),
  RESET_RATE_LIMIT_IP: integer(1, 1_000_000, 20),
  CONTACT_RATE_LIMIT_IP: integer(1, 1_000_000, 10),
  RATE_LIMIT_WINDOW_MINUTES: integer(1, 10_080, 15),
  PROFILE_READS_PER_DAY: integer(1, 1_000_000, 200),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  WEB_CONCURRENCY: integer(1, 64, 1),
  METRICS_TOKEN: z.string().min(16, 'must have at least 16 characters').optional(),
  SECRET_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS, `must be one of ${LOG_FORMATS.join(', ')}`).optional(),
  TRUST_PROXY: trustProxy,
  WEB_DIST_DIR: z.string().optional(),
  SITE_NAME: z.string().default('RX Odonto'),
  SITE_WHATSAPP: z
    .string()
    .default(SITE_PLACEHOLDER_VALUES.SITE_WHATSAPP)
    .refine((value) => /^\d{10,15}$/.test(value), {
      message: 'must be 10 to 15 digits only (country code, area code and number), e.g. 5511999999999',
    }),
  SITE_EMAIL: z.email('must be an e-mail address').default(SITE_PLACEHOLDER_VALUES.SITE_EMAIL),
  SITE_LEGAL_NAME: z.string().default(SITE_PLACEHOLDER_VALUES.SITE_LEGAL_NAME),
  SITE_CNPJ: cnpj.optional(),
  SITE_SOCIAL_URL: httpUrl.default(SITE_PLACEHOLDER_VALUES.SITE_SOCIAL_URL),
  // The 'Conheça a RX Odonto' video (/home, /quemsomos) and the one of /servicos.
  SITE_VIDEO_URL: videoUrl.optional(),
  SITE_VIDEO_URL_SERVICOS: videoUrl.optional(),
  REQUIRE_SITE_FACTS: flag,
});

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface SiteFacts {
  name: string;
  /** Digits only, for https://wa.me/<whatsapp>. */
  whatsapp: string;
  email: string;
  legalName: string;
  /** Formatted CNPJ, or null when not shown. */
  cnpj: string | null;
  socialUrl: string;
  /** The embedded videos; null: the poster is shown without a play button. */
  videos: { about: SiteVideo | null; services: SiteVideo | null };
}

/** Attempts allowed per window (in-memory counters of this process). */
export interface RateLimits {
  /** Login attempts per client IP. */
  loginPerIp: number;
  /**
   * Failed logins per account (its e-mail and CPF together; an unknown identifier by itself) and
   * client address before that address is refused; past it, the account's attempts from every
   * address are slowed down.
   */
  loginPerIdentifier: number;
  /** Sign-ups (candidate and clinic together) per client IP per hour. */
  signupPerIp: number;
  /** Password-recovery requests per e-mail. */
  resetPerEmail: number;
  /** Password-recovery and reset requests per client IP. */
  resetPerIp: number;
  /** Proposal requests (POST /contatos) per client IP per hour. */
  contactPerIp: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  /** PostgreSQL server; when undefined the embedded PGlite in dataDir/db is used. */
  databaseUrl: string | undefined;
  /** Connections of this process to DATABASE_URL. */
  databasePoolSize: number;
  /** How long a request waits for a database connection before answering 503. */
  databaseConnectTimeoutMs: number;
  /** Base of the links in e-mails, without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** Address lookup by CEP: a URL with {cep} where the 8 digits go, answering in ViaCEP's format. */
  cepLookupUrl: string;
  /** S3-compatible storage; null means files on local disk under dataDir/files. */
  s3: S3Config | null;
  /** At start, stored files that no row refers to are removed once older than this. */
  orphanFileAgeMinutes: number;
  sessionDays: number;
  /** A session unused for this many days ends (sliding), within sessionDays. */
  sessionIdleDays: number;
  /** How long this process reuses a session it read (0: every request reads the database). */
  sessionCacheSeconds: number;
  /** Days a job posting stays open after it is published or reopened. */
  vagaDays: number;
  /** Days a classified ad stays published after an administrator approves it. */
  anuncioDays: number;
  /** Messages one person may send to ads' owners per hour (POST /anuncios/{id}/contato). */
  anuncioContactPerHour: number;
  sitemapMaxLinks: number;
  /** Minutes between a candidate's first profile view of the day and their e-mail about it (0: at once). */
  viewNoticeDelayMinutes: number;
  /** Days before expira_em the clinic is told its posting expires (with a renew link). */
  vagaExpiryNoticeDays: number;
  /** How often the expiry sweep runs (notices and closing of expired postings). */
  vagaExpirySweepSeconds: number;
  /**
   * Seconds a clinic may undo a change of an application's stage; the candidate's e-mail waits
   * for them (0: sent at once, no undo). docs/decisions/0069-stage-change-undo.md
   */
  stageUndoSeconds: number;
  /** The hour (São Paulo time) of the job alerts' daily digest (modules/job-alerts). */
  alertDigestHour: number;
  /** Days after a publication or confirmation before 'Você ainda está disponível?' (modules/availability). */
  availabilityDays: number;
  /** Days without an answer before the profile leaves the clinics' candidate list. */
  availabilityGraceDays: number;
  /** How often the availability sweep runs. */
  availabilitySweepSeconds: number;
  /** Job queue (plugins/jobs.ts): the first wait before a failed job runs again, doubling each time. */
  jobRetryDelaySeconds: number;
  /** How often each process looks for due jobs stored by others (or coming due). */
  jobPollMs: number;
  /** A running job whose process died (or that hangs) is tried again after this long. */
  jobExpireSeconds: number;
  rateLimits: RateLimits;
  /** Distinct candidates a clinic may open per day (São Paulo calendar day), in the database. */
  profileReadsPerDay: number;
  /** Redis shared by the processes (limits, revocations); undefined: each process alone. */
  redisUrl: string | undefined;
  /** Worker processes on this machine (WEB_CONCURRENCY); more than 1 only on PostgreSQL. */
  webConcurrency: number;
  /** Bearer token of GET /metrics; undefined: metrics off (404). */
  metricsToken: string | undefined;
  /** Key that signs file links (SECRET_KEY, or generated once into dataDir/secret.key). */
  secretKey: Buffer;
  /** Where secretKey comes from: SECRET_KEY, or dataDir/secret.key (carried by backups). */
  secretKeySource: 'environment' | 'data-dir';
  logLevel: (typeof LOG_LEVELS)[number];
  /** LOG_FORMAT; unset: readable lines on a terminal, JSON when the output is piped. */
  logFormat: (typeof LOG_FORMATS)[number] | undefined;
  trustProxy: boolean | string[];
  /** Absolute path of the built web app. */
  webDistDir: string;
  site: SiteFacts;
  /** Company facts still at their made-up values (warned at start). */
  sitePlaceholders: SitePlaceholder[];
  /** REQUIRE_SITE_FACTS: refuse to start while a required fact is a placeholder. */
  requireSiteFacts: boolean;
}

type Env = Record<string, string | undefined>;

function withoutBlanks(env: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

function s3Config(e: z.infer<typeof envSchema>, problems: string[]): S3Config | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = e;
  if (!S3_BUCKET) {
    if (S3_ENDPOINT || S3_REGION || S3_ACCESS_KEY_ID || S3_SECRET_ACCESS_KEY) {
      problems.push('S3_BUCKET: required when other S3_* variables are set');
    }
    return null;
  }
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION ?? 'us-east-1',
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

/**
 * The generated key of dataDir/secret.key (64 hex characters), created on first use with mode 600
 * so that signed links survive restarts. Two processes starting together agree on one file.
 */
function storedSecretKey(dataDir: string, create: boolean): Buffer {
  const file = join(dataDir, 'secret.key');
  try {
    if (!create && !existsSync(file)) return randomBytes(32);
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const hex = readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/i.test(hex)) {
      throw new ConfigError([`SECRET_KEY: ${file} is damaged (expected 64 hex characters); delete it`]);
    }
    return Buffer.from(hex, 'hex');
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError([`DATA_DIR: cannot keep the secret key in ${file} (${(err as Error).message})`]);
  }
}

/** Variables that are valid each alone but not together (S3_* aside: s3Config). */
function combinationProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    problems.push(
      'WEB_CONCURRENCY: several processes need PostgreSQL (DATABASE_URL); the embedded database opens DATA_DIR/db in one process only, so leave WEB_CONCURRENCY at 1 or set DATABASE_URL',
    );
  }
  if (e.SESSION_IDLE_DAYS !== undefined && e.SESSION_IDLE_DAYS > e.SESSION_DAYS) {
    problems.push(`SESSION_IDLE_DAYS: must not exceed SESSION_DAYS (${e.SESSION_DAYS})`);
  }
  return problems;
}

/** The login, sign-up, reset and contact limits (LOGIN_RATE_LIMIT_IP …) and their window (RATE_LIMIT_WINDOW_MINUTES). */
function rateLimits(e: z.infer<typeof envSchema>): RateLimits {
  return {
    loginPerIp: e.LOGIN_RATE_LIMIT_IP,
    loginPerIdentifier: e.LOGIN_RATE_LIMIT_IDENTIFIER,
    signupPerIp: e.SIGNUP_RATE_LIMIT_IP,
    resetPerEmail: e.RESET_RATE_LIMIT_EMAIL,
    resetPerIp: e.RESET_RATE_LIMIT_IP,
    contactPerIp: e.CONTACT_RATE_LIMIT_IP,
    windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000,
  };
}

export interface LoadConfigOptions {
  /**
   * Generate dataDir/secret.key when it is missing (default). `npm run restore` does not: it
   * leaves DATA_DIR as it found it unless it restores, and then writes the backup's key.
   */
  createSecretKey?: boolean;
}

/** Parses the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): Config {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];

  const s3 = s3Config(e, problems);
  problems.push(...combinationProblems(e));
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    publicUrl: withoutTrailingSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    cepLookupUrl: e.CEP_LOOKUP_URL,
    s3,
    orphanFileAgeMinutes: e.ORPHAN_FILE_AGE_MINUTES,
    sessionDays: e.SESSION_DAYS,
    sessionIdleDays: e.SESSION_IDLE_DAYS ?? Math.min(7, e.SESSION_DAYS),
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    vagaDays: e.VAGA_DAYS,
    anuncioDays: e.ANUNCIO_DAYS,
    anuncioContactPerHour: e.ANUNCIO_CONTACT_RATE_LIMIT,
    sitemapMaxLinks: e.SITEMAP_MAX_LINKS,
    viewNoticeDelayMinutes: e.VIEW_NOTICE_DELAY_MINUTES,
    vagaExpiryNoticeDays: e.VAGA_EXPIRY_NOTICE_DAYS,
    vagaExpirySweepSeconds: e.VAGA_EXPIRY_SWEEP_SECONDS,
    stageUndoSeconds: e.STAGE_UNDO_SECONDS,
    alertDigestHour: e.ALERT_DIGEST_HOUR,
    availabilityDays: e.AVAILABILITY_DAYS,
    availabilityGraceDays: e.AVAILABILITY_GRACE_DAYS,
    availabilitySweepSeconds: e.AVAILABILITY_SWEEP_SECONDS,
    jobRetryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    jobPollMs: e.JOB_POLL_MS,
    jobExpireSeconds: e.JOB_EXPIRE_SECONDS,
    rateLimits: rateLimits(e),
    profileReadsPerDay: e.PROFILE_READS_PER_DAY,
    redisUrl: e.REDIS_URL,
    webConcurrency: e.WEB_CONCURRENCY,
    metricsToken: e.METRICS_TOKEN,
    secretKey: e.SECRET_KEY
      ? Buffer.from(e.SECRET_KEY, 'utf8')
      : storedSecretKey(dataDir, options.createSecretKey ?? true),
    secretKeySource: e.SECRET_KEY ? 'environment' : 'data-dir',
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    site: {
      name: e.SITE_NAME,
      whatsapp: e.SITE_WHATSAPP,
      email: e.SITE_EMAIL,
      legalName: e.SITE_LEGAL_NAME,
      cnpj: e.SITE_CNPJ ?? null,
      socialUrl: e.SITE_SOCIAL_URL,
      videos: { about: e.SITE_VIDEO_URL ?? null, services: e.SITE_VIDEO_URL_SERVICOS ?? null },
    },
    sitePlaceholders: sitePlaceholders(e),
    requireSiteFacts: e.REQUIRE_SITE_FACTS,
  };
}
