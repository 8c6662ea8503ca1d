import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { type Closing, NO_CLOSING } from '@vp/domain';
import { describe, expect, it } from 'vitest';
import { FinancingProgress } from '../../components/stepper/financing-progress.tsx';
import { loadNamespaces, setLocale } from '../i18n.ts';
import { type CLOSING_STEPS, closingRedirect, financingLocked, stepsDone } from './closing-steps.ts';

const deal = (facts: Partial<Closing>): Closing => ({ ...NO_CLOSING, ...facts });

async function progressItems(
  current: (typeof CLOSING_STEPS)[number],
  closing: Closing,
  locale: 'en' | 'fr' = 'en',
) {
  await setLocale(locale);
  await loadNamespaces(['financing']);
  render(
    <MantineProvider>
      <FinancingProgress current={current} closing={closing} />
    </MantineProvider>,
  );
  const list = screen.getByRole('list', { name: locale === 'en' ? 'Financing progress' : /financement/i });
  return within(list).getAllByRole('listitem');
}

describe('the closing steps from the deal', () => {
  it('marks a step done only when the deal has it, wherever the user stands', () => {
    expect(stepsDone(NO_CLOSING)).toEqual({
      assets: false,
      program: false,
      sign: false,
      certification: false,
      upload: false,
    });
    expect(stepsDone(deal({ assets: true, program: true, signed: true }))).toEqual({
      assets: true,
      program: true,
      sign: true,
      certification: false,
      upload: false,
    });
    expect(stepsDone(deal({ certificate: true, submitted: true }))).toMatchObject({
      certification: true,
      upload: true,
    });
  });

  it('sends each screen to the first step it lacks, with the spec’s message (§4)', () => {
    expect(closingRedirect('assets', NO_CLOSING)).toBeNull();
    expect(closingRedirect('program', NO_CLOSING)).toEqual({
      step: 'assets',
      message: 'financing:assets.addAssetsPlease',
    });
    expect(closingRedirect('sign', NO_CLOSING)?.step).toBe('assets');
    expect(closingRedirect('sign', deal({ assets: true }))).toEqual({
      step: 'program',
      message: 'financing:program.selectProgramFirst',
    });
    expect(closingRedirect('sign', deal({ assets: true, program: true }))).toBeNull();
    expect(closingRedirect('certification', deal({ assets: true, program: true }))).toEqual({
      step: 'sign',
      message: 'financing:closing.signBeforeCertificate',
    });
    expect(closingRedirect('upload', deal({ assets: true, program: true, contractRequested: true }))).toEqual(
      {
        step: 'sign',
        message: 'financing:closing.signBeforeUpload',
      },
    );
    const signed = deal({ assets: true, program: true, contractRequested: true, signed: true });
    expect(closingRedirect('certification', signed)).toBeNull();
    expect(closingRedirect('upload', signed)).toBeNull();
  });

  it('locks the assets and the program once the contract is requested, and opens them when voided', () => {
    expect(financingLocked(deal({ assets: true, program: true }))).toBe(false);
    expect(financingLocked(deal({ assets: true, program: true, contractRequested: true }))).toBe(true);
  });

  it('shows Sign as the current step with nothing before it done when the deal has nothing', async () => {
    const items = await progressItems('sign', NO_CLOSING);
    expect(items.map((item) => item.textContent)).toEqual([
      '1Assets',
      '2Program',
      '3Sign',
      '4Certification',
      '5Upload',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null, null]);
  });

  it('marks what the deal has done, before and after the current step, in French too', async () => {
    const items = await progressItems(
      'assets',
      deal({ assets: true, program: true, contractRequested: true, signed: true }),
      'fr',
    );
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'current',
      'completed',
      'completed',
      'upcoming',
      'upcoming',
    ]);
    expect(items[1]?.textContent).toMatch(/^✓.*\(terminé/);
  });
});
