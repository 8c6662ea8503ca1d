import { describe, expect, it } from 'vitest';
import { createTurns, takeTurns } from './turns.ts';

describe('database turns', () => {
  it('run the waiting works one at a time, in order, each after the event loop has turned', async () => {
    const turns = createTurns();
    const log: string[] = [];
    let releaseFirst = () => {};
    const first = turns.run(async () => {
      log.push('first starts');
      await new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      // Queued now, while the first holds its turn: it runs before the second work starts.
      setImmediate(() => log.push('the loop turned'));
      log.push('first ends');
      return 1;
    });
    const second = turns.run(async () => {
      log.push('second');
      return 2;
    });
    const third = turns.run(async () => {
      log.push('third');
      return 3;
    });
    expect(turns.waiting()).toBe(2);
    releaseFirst();
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 3]);
    expect(log).toEqual(['first starts', 'first ends', 'the loop turned', 'second', 'third']);
    expect(turns.waiting()).toBe(0);
  });

  it('start at once when nothing waits, and pass the turn on when a work fails', async () => {
    const turns = createTurns();
    let started = false;
    const running = turns.run(async () => {
      started = true;
    });
    expect(started).toBe(true);
    await running;
    await expect(turns.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await turns.run(async () => 'next')).toBe('next');
  });

  it("make a client's query, exec and transaction never overlap", async () => {
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return 'done';
    };
    const client = takeTurns({ query: work, exec: work, transaction: work });
    const all = await Promise.all([client.query(), client.exec(), client.transaction(), client.query()]);
    expect(all).toEqual(['done', 'done', 'done', 'done']);
    expect(most).toBe(1);
  });
});
