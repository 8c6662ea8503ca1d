// The charts are drawn one at a time: each in a task of its own, once the one before it is on the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawInTurn } from './draw-in-turn.ts';

describe('drawInTurn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts each drawing in a task of its own, once the one before it is done', () => {
    const started: string[] = [];
    const done: Record<string, () => void> = {};
    for (const name of ['funnel', 'approvals', 'funding'])
      drawInTurn((finish) => {
        started.push(name);
        done[name] = finish;
      });
    expect(started).toEqual([]);
    vi.runAllTimers();
    expect(started).toEqual(['funnel']);
    done.funnel?.();
    // Not in the same task as the end of the one before.
    expect(started).toEqual(['funnel']);
    vi.runAllTimers();
    expect(started).toEqual(['funnel', 'approvals']);
    done.approvals?.();
    done.approvals?.();
    vi.runAllTimers();
    expect(started).toEqual(['funnel', 'approvals', 'funding']);
    done.funding?.();
    vi.runAllTimers();
  });

  it('skips a drawing taken back before its turn', () => {
    const started: string[] = [];
    let finishFirst = () => {};
    drawInTurn((finish) => {
      started.push('first');
      finishFirst = finish;
    });
    const takeBack = drawInTurn(() => started.push('second'));
    drawInTurn((finish) => {
      started.push('third');
      finish();
    });
    vi.runAllTimers();
    takeBack();
    vi.runAllTimers();
    // Still the first's turn: nothing else starts while it is drawn.
    expect(started).toEqual(['first']);
    finishFirst();
    vi.runAllTimers();
    expect(started).toEqual(['first', 'third']);
  });

  it('ends the turn of a drawing taken back while it is being drawn', () => {
    const started: string[] = [];
    const takeBack = drawInTurn(() => started.push('leaving'));
    drawInTurn((finish) => {
      started.push('next');
      finish();
    });
    vi.runAllTimers();
    expect(started).toEqual(['leaving']);
    takeBack();
    vi.runAllTimers();
    expect(started).toEqual(['leaving', 'next']);
  });
});
