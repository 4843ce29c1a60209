import { systemContext } from '../access/context';
import { config } from '../core/config.mjs';
import type { JobRun } from '../core/jobs';
import { defineJob } from './queue';
// MAIL-JOBS: the mail's jobs (send-mail, mail-sweep) register themselves there.
import '../mail/mail-jobs';

// No 'server-only' marker: src/instrumentation.ts, scripts/jobs/* and the tests load it.

/**
 * The application's jobs (issue 29). Each periodic job is a pg-boss schedule on a `stately` queue:
 * one server's clock sends it (pg-boss's cron lock), one worker across servers runs it, never two
 * runs at once. Every run still goes through runJobOnce (src/server/core/jobs.ts), so
 * `npm run jobs:<name>` run by hand beside the servers never overlaps a scheduled run.
 *
 * Mail (issue 29, the mail engineer's part) registers `send-mail` and `mail-sweep` in
 * src/server/mail/mail-jobs.ts, imported above (the line marked MAIL-JOBS).
 */

/** What a run leaves in pg-boss's history (its `output`): skipped when another run held the job's lock. */
export function outputOf<T>(run: JobRun<T>, summary: (result: T) => Record<string, unknown>): Record<string, unknown> {
  return run.ran ? summary(run.result) : { skipped: true };
}

export { PERIODIC_JOB_NAMES } from './job-names';

defineJob({
  name: 'expire-requests',
  schedule: { cron: '*/5 * * * *' },
  async work(_data, { orm }) {
    const { runExpireRequestsJob } = await import('../booking/expire-requests');
    const run = await runExpireRequestsJob(systemContext(orm, 'expire-requests'));
    if (run.ran && run.result.length) console.info(`[jobs] expired ${run.result.length} reservation(s): ${run.result.join(', ')}`);
    return outputOf(run, (ids) => ({ expired: ids.length }));
  },
});

defineJob({
  name: 'payment-reminders',
  schedule: { cron: '*/5 * * * *' },
  async work(_data, { orm }) {
    const { runPaymentRemindersJob } = await import('../booking/payment-reminders');
    const run = await runPaymentRemindersJob(systemContext(orm, 'payment-reminders'));
    if (run.ran && run.result.soon.length + run.result.overdue.length > 0) {
      console.info(`[jobs] balance reminders: ${run.result.soon.length} due soon, ${run.result.overdue.length} overdue`);
    }
    return outputOf(run, (r) => ({ soon: r.soon.length, overdue: r.overdue.length }));
  },
});

defineJob({
  name: 'guestbook-pre-arrival',
  schedule: { cron: '*/5 * * * *' },
  async work(_data, { orm }) {
    const { runGuestbookPreArrivalJob } = await import('../guestbook/open/guestbook-mail');
    const run = await runGuestbookPreArrivalJob(systemContext(orm, 'guestbook-pre-arrival'));
    if (run.ran && run.result.length) console.info(`[jobs] guestbook pre-arrival mails: ${run.result.length}`);
    return outputOf(run, (ids) => ({ mailed: ids.length }));
  },
});

defineJob({
  name: 'message-digest',
  // Every minute by default; the end-to-end tests set MESSAGE_DIGEST_EVERY_MS to 2 s (a chain, see queue.ts).
  schedule: () => ({ everyMs: config().messageDigestEveryMs }),
  async work(_data, { orm }) {
    const { runMessageDigestJob } = await import('../messaging/message-digest');
    const run = await runMessageDigestJob(systemContext(orm, 'message-digest'));
    if (run.ran && run.result.length) console.info(`[jobs] message digests mailed to ${run.result.length} participant(s)`);
    return outputOf(run, (ids) => ({ mailed: ids.length }));
  },
});

defineJob({
  name: 'prune-live-events',
  schedule: { cron: '*/10 * * * *' },
  async work(_data, { orm }) {
    const { runPruneLiveEventsJob } = await import('../live/prune-events');
    const run = await runPruneLiveEventsJob(systemContext(orm, 'prune-live-events'));
    return outputOf(run, (n) => ({ deleted: n }));
  },
});

defineJob({
  name: 'refund-retries',
  // Failed card refunds are due 1, 5 and 30 minutes and 2 hours after their failure.
  schedule: { cron: '* * * * *' },
  async work(_data, { orm }) {
    const { runRefundRetriesJob } = await import('../payments/refund-retries');
    const run = await runRefundRetriesJob(systemContext(orm, 'refund-retries'));
    if (run.ran && run.result.tried) console.info(`[jobs] card refunds tried again: ${run.result.tried}`);
    return outputOf(run, (r) => ({ tried: r.tried }));
  },
});

defineJob({
  name: 'ical-sync',
  schedule: () => ({ everyMs: config().icalSyncEveryMinutes * 60_000 }),
  // A slow feed times out on its own; a whole sync of many villas may take minutes.
  expireInSeconds: 30 * 60,
  async work(_data, { orm }) {
    const { runIcalSyncJob } = await import('../owners/ical/ical-sync-job');
    const run = await runIcalSyncJob(systemContext(orm, 'ical-sync'));
    if (run.ran && run.result.synced + run.result.failed > 0) {
      console.info(`[jobs] iCal feeds: ${run.result.synced} synced, ${run.result.failed} failed`);
    }
    return outputOf(run, (r) => ({ synced: r.synced, failed: r.failed }));
  },
});

defineJob({
  name: 'issue-statements',
  // Due on the 3rd; checked hourly, issuing only what is due and not yet issued.
  schedule: { cron: '7 * * * *' },
  async work(_data, { orm }) {
    const { runIssueStatementsJob } = await import('../owners/statements/issue-statements');
    const run = await runIssueStatementsJob(systemContext(orm, 'issue-statements'));
    if (run.ran && run.result.issued.length) {
      console.info(`[jobs] owner statements issued through ${run.result.month} for ${run.result.issued.length} owner(s)`);
    }
    return outputOf(run, (r) => ({ month: r.month, issued: r.issued.length }));
  },
});

defineJob({
  name: 'guestbook-cleanup',
  // Documents are due by the day: hourly is plenty.
  schedule: { cron: '17 * * * *' },
  async work(_data, { orm }) {
    const { runGuestbookCleanupJob } = await import('../guestbook/check-in/guestbook-cleanup');
    const run = await runGuestbookCleanupJob(systemContext(orm, 'guestbook-cleanup'));
    if (run.ran && run.result.length) console.info(`[jobs] identity documents deleted for ${run.result.length} stay(s)`);
    return outputOf(run, (ids) => ({ stays: ids.length }));
  },
});

defineJob({
  name: 'storage-sweep',
  // Files no row names any more (a photo removed, attachments deleted by cascade): decision 038.
  schedule: { cron: '* * * * *' },
  async work(_data, { orm }) {
    const { runStorageSweepJob } = await import('../storage/orphans');
    const run = await runStorageSweepJob(systemContext(orm, 'storage-sweep'));
    if (run.ran && run.result.deleted) console.info(`[jobs] stored files deleted: ${run.result.deleted}`);
    return outputOf(run, (r) => ({ deleted: r.deleted, kept: r.kept }));
  },
});

defineJob({
  name: 'review-mails',
  // The invitation the day after check-out and the reminder on day 7 are due by the villa's date: hourly is plenty.
  schedule: { cron: '23 * * * *' },
  async work(_data, { orm }) {
    const { runReviewMailsJob } = await import('../reviews/review-jobs');
    const run = await runReviewMailsJob(systemContext(orm, 'review-mails'));
    if (run.ran && run.result.invited.length + run.result.reminded.length > 0) {
      console.info(`[jobs] review mails: ${run.result.invited.length} invitation(s), ${run.result.reminded.length} reminder(s)`);
    }
    return outputOf(run, (r) => ({ invited: r.invited.length, reminded: r.reminded.length }));
  },
});

defineJob({
  name: 'review-autopublish',
  // Reviews not handled in 72 hours are published; checked every 10 minutes.
  schedule: { cron: '*/10 * * * *' },
  async work(_data, { orm }) {
    const { runReviewAutoPublishJob } = await import('../reviews/review-jobs');
    const run = await runReviewAutoPublishJob(systemContext(orm, 'review-autopublish'));
    if (run.ran && run.result.length) console.info(`[jobs] reviews published after 72 hours: ${run.result.join(', ')}`);
    return outputOf(run, (ids) => ({ published: ids.length }));
  },
});
