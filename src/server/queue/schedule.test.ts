import { describe, expect, it } from 'vitest';
import { cronForEvery } from './queue';

describe('cronForEvery', () => {
  it('writes a period exact in cron as cron', () => {
    expect(cronForEvery(60_000)).toBe('* * * * *');
    expect(cronForEvery(5 * 60_000)).toBe('*/5 * * * *');
    expect(cronForEvery(20 * 60_000)).toBe('*/20 * * * *');
    expect(cronForEvery(60 * 60_000)).toBe('0 * * * *');
    expect(cronForEvery(6 * 60 * 60_000)).toBe('0 */6 * * *');
    expect(cronForEvery(24 * 60 * 60_000)).toBe('0 0 * * *');
  });

  it('leaves to a chain what cron cannot say: seconds, or minutes that do not divide an hour', () => {
    expect(cronForEvery(2_000)).toBeNull();
    expect(cronForEvery(90_000)).toBeNull();
    expect(cronForEvery(7 * 60_000)).toBeNull();
    expect(cronForEvery(90 * 60_000)).toBeNull();
    expect(cronForEvery(5 * 60 * 60_000)).toBeNull();
  });
});

describe('the periodic jobs', () => {
  it('are the schedules the registry defines, each once (the list /admin and its test read)', async () => {
    const { definedJobs, loadJobs, scheduleOf } = await import('./queue');
    const { PERIODIC_JOB_NAMES } = await import('./job-names');
    await loadJobs();
    const scheduled = definedJobs()
      .filter((job) => scheduleOf(job) !== undefined)
      .map((job) => job.name);
    expect([...scheduled].sort()).toEqual([...PERIODIC_JOB_NAMES].sort());
  });
});
