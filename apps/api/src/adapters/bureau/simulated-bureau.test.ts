import { describe, expect, it } from 'vitest';
import { createSimulatedBureau } from './simulated-bureau.ts';

const bureau = createSimulatedBureau();
const person = (lastName: string, firstName = 'Alex') => ({ firstName, lastName, dob: '1980-04-15' });

describe('simulated bureau', () => {
  it('answers the documented test identities by last name, in any case', async () => {
    expect((await bureau.pull(person('Nohit'))).hit).toBe(false);
    expect((await bureau.pull(person('DECLINE'))).score).toBe(430);
    expect((await bureau.pull(person('review'))).score).toBe(610);
    expect((await bureau.pull(person('Lesser'))).score).toBe(660);
  });

  it('gives anyone else the same good file every time, and different people different files', async () => {
    const a = await bureau.pull(person('Brown', 'Olivia'));
    expect(await bureau.pull(person('Brown', 'Olivia'))).toEqual(a);
    expect(a.score).toBeGreaterThanOrEqual(700);
    expect(a.score).toBeLessThan(850);
    expect(a.trades.length).toBeGreaterThan(0);
    const b = await bureau.pull(person('Wilson', 'Liam'));
    expect(b.reference).not.toBe(a.reference);
  });
});
