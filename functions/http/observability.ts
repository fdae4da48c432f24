import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type middy from '@middy/core';

/**
 * Logs the AWS way, with Powertools for AWS Lambda: one JSON line per log entry (level, message,
 * service, the Lambda request id, the cold-start flag, the X-Ray trace id). The service name comes
 * from POWERTOOLS_SERVICE_NAME (infra/constructs/bundling.ts). Business metrics are metrics.ts's,
 * a module of its own so that only the functions that count something carry the Metrics client.
 *
 * No personal data in a log line: nothing logs an event, a body or a record; the one error log
 * (a 5xx's cause) goes through redact() first.
 */
export const logger = new Logger();

/** Adds the Lambda context (request id, cold start, function name) to every log line of the call. */
export const logContext = (): middy.MiddlewareObj => injectLambdaContext(logger);

const emailAddress = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;
// Link tokens, JWT parts, keys: a run of 40 base64url characters or more (ours are 43), or of 20 or
// more with a digit in it. Long names without one (ConditionalCheckFailedException) stay readable.
const tokenLike = /(?<![A-Za-z0-9_-])(?:[A-Za-z0-9_-]{40,}|(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,})(?![A-Za-z0-9_-])/g;

/**
 * Removes from a text bound for a log line: the request's own values (`known`: a password, a name,
 * anything the caller sent), e-mail addresses and anything token-like.
 */
export function redact(text: string, known: readonly string[] = []): string {
  let result = text;
  // Longest first, so that a value inside another is not left half-replaced.
  for (const value of [...known].sort((a, b) => b.length - a.length)) result = result.split(value).join('[redacted]');
  return result.replace(emailAddress, '[e-mail]').replace(tokenLike, '[redacted]');
}

/**
 * The string values a call brought (body, path, query), for redact(): of at least 3 characters,
 * shorter ones (a state code) would blank out words of the message and carry little.
 */
export function requestValues(event: { body?: unknown; pathParameters?: unknown; queryStringParameters?: unknown }): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length >= 3) found.push(value);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) walk(item);
    }
  };
  let body = event.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body) as unknown;
    } catch {
      // Not JSON: the whole text is the caller's.
    }
  }
  [body, event.pathParameters, event.queryStringParameters].forEach(walk);
  return found;
}

/**
 * An error as a log attribute: its name, its message redacted, and its stack's frames (code
 * locations, which carry no data; the stack's first line repeats the message and is left out).
 */
export function loggableError(error: unknown, known: readonly string[] = []): { name: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { name: typeof error, message: redact(String(error), known) };
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return { name: error.name, message: redact(error.message, known), ...(frames ? { stack: frames } : {}) };
}
