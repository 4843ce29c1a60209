import { expect, test } from './support/test';
import { PERIODIC_JOB_NAMES } from '../src/server/queue/job-names';
import { at } from './support/accounts';

/**
 * The background jobs on the administration's overview (issue 29), in both languages: the server's
 * queue runs the message digest every 2 s here (MESSAGE_DIGEST_EVERY_MS), so its line shows a last
 * run with its duration and outcome, and every scheduled job has a line.
 */
const TEXT = {
  en: { heading: 'Background jobs', outcomes: /\d+ done · \d+ skipped · \d+ failed/, took: /^[\d,.\s]+ (ms|s)$/ },
  es: { heading: 'Tareas en segundo plano', outcomes: /\d+ completadas · \d+ omitidas · \d+ fallidas/, took: /^[\d,.\s]+ (ms|s)$/ },
} as const;

for (const locale of ['en', 'es'] as const) {
  test(`the administrator sees each job's last run on the overview (${locale})`, async ({ asAdmin: page }) => {
    const digest = page.getByTestId('overview-job-message-digest');
    await expect
      .poll(
        async () => {
          await page.goto(at(locale, '/admin'));
          return digest.getByText(TEXT[locale].took).count();
        },
        { timeout: 30_000, intervals: [2_000] },
      )
      .toBe(1);
    await expect(page.getByRole('heading', { name: TEXT[locale].heading, exact: true })).toBeVisible();
    await expect(digest).toContainText(TEXT[locale].outcomes);
    for (const name of PERIODIC_JOB_NAMES) await expect(page.getByTestId(`overview-job-${name}`)).toBeVisible();
  });
}
