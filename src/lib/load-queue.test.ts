import { describe, expect, it } from 'vitest';
import { createLoadQueue } from './load-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createLoadQueue', () => {
  it('never has more than 4 loads pending and starts the next as one finishes', async () => {
    const queue = createLoadQueue(4);
    const jobs = Array.from({ length: 7 }, () => deferred());
    const started: number[] = [];
    for (const [i, job] of jobs.entries()) {
      queue.enqueue(`/p/${i}`, () => {
        started.push(i);
        return job.promise;
      });
    }
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.pending).toBe(4);
    expect(queue.waiting).toBe(3);

    jobs[1]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.pending).toBe(4);

    jobs[0]?.reject(new Error('offline'));
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('loads a key once, but lets a failed one be tried again', async () => {
    const queue = createLoadQueue(4);
    let runs = 0;
    const fail = () => {
      runs += 1;
      return Promise.reject(new Error('x'));
    };
    queue.enqueue('/a', fail);
    queue.enqueue('/a', fail);
    expect(runs).toBe(1);
    await tick();
    queue.enqueue('/a', fail);
    expect(runs).toBe(2);
  });
});
