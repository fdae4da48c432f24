import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type middy from '@middy/core';
import { logger } from './observability';
import type { RouteMetrics } from './route-core';

/**
 * Business metrics the AWS way, with Powertools for AWS Lambda: CloudWatch embedded metric format
 * (EMF) lines, which CloudWatch turns into metrics with no API call, in the namespace of
 * POWERTOOLS_METRICS_NAMESPACE (infra/constructs/bundling.ts). A module of its own, imported only
 * by the handlers of routes that name a metric (they pass routeMetrics to their route factory) and
 * by the mail cap (countEvent): every other function's bundle carries no Metrics client, built at
 * each cold start for nothing.
 */
export const metrics = new Metrics({ logger });

/** Counts one successful call; the route factory calls it last, once the answer is certain. */
export function countSuccess(metric: string): void {
  metrics.addMetric(metric, MetricUnit.Count, 1);
}

/**
 * Counts one occurrence of something operators watch (an alarm reads it, e.g. MailCapReached), and
 * publishes it at once, as its own EMF line: it happened whether or not the call then succeeds, and
 * jobs and routes without a business metric publish nothing else.
 */
export function countEvent(metric: string): void {
  metrics.singleMetric().addMetric(metric, MetricUnit.Count, 1);
}

/**
 * Publishes what the call counted (one EMF line) when it ends well. Not Powertools' logMetrics:
 * that one publishes on errors too and warns on every call that stored nothing, and a failed call
 * must count nothing and say nothing.
 */
export const publishMetrics = (): middy.MiddlewareObj => ({
  after: () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  },
});

/** What the route factory of a route that names a metric is given (route.ts, staff-route.ts, public-route.ts). */
export const routeMetrics: RouteMetrics = { countSuccess, publishMetrics };
