import * as z from 'zod/mini';
import '../shared/zod-locale';
import { defaultMailHourlyCap } from '../shared/constants/mail-cap';

/**
 * Deploy-time configuration, parsed once at synth from CDK context (`cdk.json`, overridden by
 * `-c key=value`). A bad value fails the synth naming the key, before anything reaches AWS.
 */
const email = z.email();

/** The domain part of an address: the SES domain identity of a sender. */
export function senderDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

export const deployConfigSchema = z
  .object({
    /** Names every stack (`PhysicianContracts-<stage>-Api`). */
    stage: z.string().check(z.regex(/^[a-z][a-z0-9-]{1,9}$/, 'stage: 2 to 10 lowercase letters, digits or dashes')),
    /** Shown in the footer and the contact page. */
    staffEmail: email,
    /** The From address of every e-mail, on the domain of the SES identity (sesIdentity). */
    senderEmail: email,
    /**
     * The SES identity mail is sent from. `domain` (the default): the sender's domain with Easy DKIM
     * and a custom MAIL FROM domain, so DMARC passes (the DNS records are stack outputs, or created in
     * `hostedZoneId`). `email`: the sender address alone (SES e-mails a confirmation link; no DKIM of
     * ours, DMARC alignment fails): for a quick trial only. `existing`: an identity verified earlier
     * (in the console, or by another stage in this account): referenced, never created or deleted.
     */
    sesIdentity: z._default(z.enum(['domain', 'email', 'existing']), 'domain'),
    /** The MAIL FROM domain (a subdomain of the sender's, used by no other mail). @default mail.<sender domain> */
    mailFromDomain: z.optional(z.string().check(z.regex(/^(?=.{4,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'mailFromDomain: a lowercase DNS name'))),
    /**
     * A Route 53 public hosted zone for the sender's domain, id and name together: the DKIM and MAIL
     * FROM records are created there. @default none: the records are printed as stack outputs
     */
    hostedZoneId: z.optional(z.string().check(z.regex(/^Z[A-Z0-9]{4,32}$/, 'hostedZoneId: a Route 53 hosted zone id (Z…)'))),
    hostedZoneName: z.optional(z.string().check(z.regex(/^(?=.{4,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'hostedZoneName: a lowercase DNS name'))),
    /** Optional custom domain for the web app (CloudFront alias) and its ACM certificate in us-east-1. */
    domainName: z.optional(z.string().check(z.regex(/^(?=.{4,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'domainName: a lowercase DNS name'))),
    certificateArn: z.optional(
      z.string().check(z.regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/, 'certificateArn: an ACM certificate in us-east-1')),
    ),
    /**
     * Extra browser origins allowed by the uploads bucket's CORS (presigned POST) besides the app's
     * own. The API has no CORS at all: the app calls it on its own origin (/api). Never `*`; https
     * only in production.
     */
    extraWebOrigins: z._default(z.array(z.url().check(z.regex(/^https?:\/\/[^/*]+$/, 'extraWebOrigins: an origin without a path'))), []),
    /**
     * A throwaway stage (a developer's, a pull request's): its data goes with it (no retention, no
     * deletion protection, buckets emptied on delete, no termination protection). Every other stage is
     * protected, whatever its name. @default false
     */
    disposable: z._default(z.boolean(), false),
    /** Where the ops topic sends alarms (an e-mail subscription, confirmed by its owner). @default no subscriber */
    opsEmail: z.optional(email),
    /**
     * Cognito threat protection (the Plus feature plan, billed per monthly active user): `audit` records
     * risky sign-ins and compromised passwords, `enforced` also blocks them. @default off
     */
    threatProtection: z.optional(z.enum(['audit', 'enforced'])),
    /** AWS WAF on the CloudFront distribution: a rate-based rule and AWS's common rule set. @default false */
    waf: z._default(z.boolean(), false),
    /**
     * The most verification and password-reset e-mails the stage sends in an hour (every function that
     * mails gets it as MAIL_HOURLY_CAP; functions/services/mail-cap.ts). Past it they wait in the outbox
     * for the next hour and the MailCapReached alarm fires. @default 500
     */
    mailHourlyCap: z._default(
      z.number().check(z.int(), z.gte(1, 'mailHourlyCap: at least 1'), z.lte(1_000_000, 'mailHourlyCap: at most 1000000')),
      defaultMailHourlyCap,
    ),
  })
  .check(
    z.refine((config) => !!config.domainName === !!config.certificateArn, {
      message: 'domainName and certificateArn go together',
      path: ['certificateArn'],
    }),
    z.refine((config) => !!config.hostedZoneId === !!config.hostedZoneName, {
      message: 'hostedZoneId and hostedZoneName go together',
      path: ['hostedZoneName'],
    }),
    z.refine((config) => !config.hostedZoneName || config.sesIdentity === 'domain', {
      message: 'hostedZoneId: records are created only for a domain identity (sesIdentity=domain)',
      path: ['hostedZoneId'],
    }),
    z.refine((config) => !config.hostedZoneName || senderDomain(config.senderEmail) === config.hostedZoneName, {
      message: "hostedZoneName: must be the sender's domain",
      path: ['hostedZoneName'],
    }),
    z.refine((config) => !config.mailFromDomain || config.mailFromDomain.endsWith(`.${senderDomain(config.senderEmail)}`), {
      message: "mailFromDomain: must be a subdomain of the sender's domain",
      path: ['mailFromDomain'],
    }),
    z.refine((config) => config.stage !== 'prod' || !config.disposable, {
      message: 'disposable: a stage named prod is never disposable',
      path: ['disposable'],
    }),
    z.refine((config) => config.stage !== 'prod' || !/@example\.(com|org|net)$/.test(config.senderEmail), {
      message: 'senderEmail: a production stage needs a real, verifiable sender',
      path: ['senderEmail'],
    }),
    // Production upload CORS must not trust a plain-http origin (a developer's localhost, anything on the path).
    z.refine((config) => config.stage !== 'prod' || config.extraWebOrigins.every((origin) => !/^http:/i.test(origin)), {
      message: 'extraWebOrigins: a production stage allows https:// origins only',
      path: ['extraWebOrigins'],
    }),
  );

export type DeployConfig = z.infer<typeof deployConfigSchema>;

/**
 * Whether stateful resources are kept and protected from deletion (and stacks from termination):
 * every stage unless its config says it is disposable.
 */
export function isProtected(config: Pick<DeployConfig, 'disposable'>): boolean {
  return !config.disposable;
}

/** Context keys that are switches: `-c waf=true` arrives as text, cdk.json may hold a boolean. */
const switches = ['disposable', 'waf'] as const;
/** Context keys that are numbers: `-c mailHourlyCap=500` arrives as text, cdk.json may hold a number. */
const numbers = ['mailHourlyCap'] as const;

/** Reads the config from a construct's context getter; throws one message naming every bad key. */
export function parseDeployConfig(read: (key: string) => unknown): DeployConfig {
  const raw: Record<string, unknown> = {};
  const keys = [
    'stage',
    'staffEmail',
    'senderEmail',
    'sesIdentity',
    'mailFromDomain',
    'hostedZoneId',
    'hostedZoneName',
    'domainName',
    'certificateArn',
    'extraWebOrigins',
    'opsEmail',
    'threatProtection',
    ...switches,
    ...numbers,
  ];
  for (const key of keys) {
    let value = read(key);
    // `-c extraWebOrigins=a,b` arrives as text; cdk.json may hold a list.
    if (key === 'extraWebOrigins' && typeof value === 'string') value = value.split(',').filter(Boolean);
    if ((switches as readonly string[]).includes(key) && (value === 'true' || value === 'false')) value = value === 'true';
    if ((numbers as readonly string[]).includes(key) && typeof value === 'string' && /^\d+$/.test(value.trim())) value = Number(value);
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const result = deployConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`);
    throw new Error(`Deploy configuration is invalid (set it with -c key=value or in cdk.json):\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
