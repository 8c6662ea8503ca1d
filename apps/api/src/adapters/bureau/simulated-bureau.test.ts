import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSimulatedBureau } from './simulated-bureau.ts';

const bureau = createSimulatedBureau({ dataKey: randomBytes(32) });
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

  it('keys every value it derives from the identity: the reference is not an unsalted hash, and differs per key', async () => {
    const inquiry = { ...person('Brown', 'Olivia'), sin: '046454286', postal: 'M5H 1A1' };
    const a = await bureau.pull(inquiry);
    const unsalted = createHash('sha256')
      .update(JSON.stringify(inquiry))
      .digest('hex')
      .slice(0, 12)
      .toUpperCase();
    expect(a.reference).not.toBe(`SIM-${unsalted}`);
    const other = await createSimulatedBureau({ dataKey: randomBytes(32) }).pull(inquiry);
    expect(other.reference).not.toBe(a.reference);
  });
});
