import { scheduleIcalSync } from './ical/ical-schedule';
import { scheduleStatementIssuing } from './statements/statement-schedule';

// No 'server-only' marker: src/instrumentation.ts loads it at server start.

/** Starts the owner portal's in-process timers (each run holds its job lock: once across servers). */
export function scheduleOwnerJobs(): void {
  scheduleIcalSync();
  scheduleStatementIssuing();
}
