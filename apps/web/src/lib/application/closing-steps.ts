// The one place that says which closing steps (Assets 1, Program 2, Sign 3, Certification 4, Upload 5) the deal has
// done, where a screen sends the user first (spec §4, with its messages) and what is locked: all read from the get
// answer's `closing` facts, which the server computes from the modules that own them (decision 031).
import type { Closing } from '@vp/domain';

export const CLOSING_STEPS = ['assets', 'program', 'sign', 'certification', 'upload'] as const;
export type ClosingStep = (typeof CLOSING_STEPS)[number];

/** Each step is done when the deal has what it produces, whatever screen the user is on. */
export function stepsDone(closing: Closing): Record<ClosingStep, boolean> {
  return {
    assets: closing.assets,
    program: closing.program,
    sign: closing.signed,
    certification: closing.certificate,
    upload: closing.submitted,
  };
}

/** Where a screen sends the user, and the i18n key of what it says there. */
export interface ClosingRedirect {
  step: ClosingStep;
  message: string;
}

/** Spec §4, in order: what each screen needs done first, and the message of the screen it sends the user to. */
const GUARDS: Record<ClosingStep, readonly ClosingRedirect[]> = {
  assets: [],
  program: [{ step: 'assets', message: 'financing:assets.addAssetsPlease' }],
  sign: [
    { step: 'assets', message: 'financing:assets.addAssetsPlease' },
    { step: 'program', message: 'financing:program.selectProgramFirst' },
  ],
  certification: [{ step: 'sign', message: 'financing:closing.signBeforeCertificate' }],
  upload: [{ step: 'sign', message: 'financing:closing.signBeforeUpload' }],
};

/** The first step this screen needs that the deal lacks, or null when the screen may show. */
export function closingRedirect(step: ClosingStep, closing: Closing): ClosingRedirect | null {
  const done = stepsDone(closing);
  return GUARDS[step].find((guard) => !done[guard.step]) ?? null;
}

/** Once the contract is requested the assets and the program are the contract's: voiding it opens them again. */
export function financingLocked(closing: Closing): boolean {
  return closing.contractRequested;
}
