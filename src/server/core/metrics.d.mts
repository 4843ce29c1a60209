// Types of metrics.mjs.
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'route' | 'method' | 'status'>;
  pageCache: Counter<'result'>;
  liveStreams: Gauge;
  jobOutcomes: Counter<'job' | 'outcome'>;
  mail: Counter<'outcome'>;
}
export declare function metrics(): Metrics;
export declare function addGauge<L extends string>(
  name: string,
  help: string,
  labelNames: L[],
  collect: () =>
    | Promise<Array<{ labels: Partial<Record<L, string>>; value: number }>>
    | Array<{ labels: Partial<Record<L, string>>; value: number }>,
): void;
