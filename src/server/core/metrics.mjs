// The process's Prometheus metrics (prom-client), served by the Node entry at /metrics with
// METRICS_TOKEN. One registry per process on globalThis: entry/server.mjs and the Next bundle load this
// file apart, and both must count into the same metrics.
import client from 'prom-client';

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const m = {
    registry,
    /** Every HTTP request, by route template (never the raw path), method and status. */
    httpDuration: new client.Histogram({
      name: 'alma_http_request_duration_seconds',
      help: 'HTTP requests by route template, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: new client.Counter({
      name: 'alma_page_cache_requests_total',
      help: 'Public pages answered from the page cache (hit) or rendered and stored (miss)',
      labelNames: ['result'],
      registers: [registry],
    }),
    liveStreams: new client.Gauge({ name: 'alma_live_streams', help: 'Open live event streams', registers: [registry] }),
    jobOutcomes: new client.Counter({
      name: 'alma_jobs_total',
      help: 'Queue jobs finished, by job name and outcome (completed, failed, retried)',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    }),
    mail: new client.Counter({
      name: 'alma_mail_total',
      help: 'Mail handed to the SMTP server (sent), refused for good (failed) or to be retried (retry)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
  };
  return m;
}

/** The process's metrics; create once, then the same objects. */
export function metrics() {
  globalThis.__almaMetrics ??= create();
  return globalThis.__almaMetrics;
}

/**
 * Adds a gauge whose value is read when /metrics is scraped (queue depth, database pool): `collect`
 * returns the current values by label set. Registering a name twice keeps the first.
 */
export function addGauge(name, help, labelNames, collect) {
  const { registry } = metrics();
  if (registry.getSingleMetric(name)) return;
  new client.Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { labels, value } of await collect()) this.set(labels, value);
    },
  });
}
