// The order of the wizard (spec §4): where Next and Back lead from each screen, and where each screen sits in
// its progress indicator.
import { type ApplicationStep, type CoApplicantStep, needsPreviousAddress } from '@vp/domain';
import { type AppPath, paths } from '../../app/paths.ts';

export const WIZARD_SCREENS = [
  'step1',
  'step2',
  'step3_1',
  'step3_2',
  'step3_3',
  'step4',
  'co0',
  'co1',
  'co2',
  'co3',
] as const;
export type WizardScreen = (typeof WIZARD_SCREENS)[number];

/** What the order depends on: the vendor, the length of residence, the co-applicant answer. */
export interface FlowFacts {
  quebec: boolean;
  yearsAtCurHouse: string | number | null | undefined;
  hasCoApplicant: string | null | undefined;
}

export const SCREEN_PATHS: Record<WizardScreen, AppPath> = {
  step1: paths.applicationStep1,
  step2: paths.applicationStep2,
  step3_1: paths.applicationStep3_1,
  step3_2: paths.applicationStep3_2,
  step3_3: paths.applicationStep3_3,
  step4: paths.applicationStep4,
  co0: paths.coBorrowerStep0,
  co1: paths.coBorrowerStep1,
  co2: paths.coBorrowerStep2,
  co3: paths.coBorrowerStep3,
};

/** The screen of a route name ('ApplicationStep3_1' → 'step3_1'). */
export function screenOfRoute(routeName: string | undefined): WizardScreen | undefined {
  const entry = Object.entries(SCREEN_PATHS).find(([, path]) => path.name === routeName);
  return entry?.[0] as WizardScreen | undefined;
}

export function screenPath(screen: WizardScreen, applicationId: string): string {
  return SCREEN_PATHS[screen].build({ applicationId });
}

/** After a successful save on Next. 'submit' means: submit the application (step 4, co-borrower step 3). */
export function nextScreen(screen: WizardScreen, facts: FlowFacts): WizardScreen | 'submit' {
  switch (screen) {
    case 'step1':
      return facts.quebec ? 'step3_1' : 'step2';
    case 'step2':
      return 'step3_1';
    case 'step3_1':
      return 'step3_2';
    case 'step3_2':
      return needsPreviousAddress(facts.yearsAtCurHouse) ? 'step3_3' : 'step4';
    case 'step3_3':
      return 'step4';
    case 'step4':
      if (facts.hasCoApplicant !== 'Yes') return 'submit';
      return facts.quebec ? 'co1' : 'co0';
    case 'co0':
      return 'co1';
    case 'co1':
      return 'co2';
    case 'co2':
      return 'co3';
    case 'co3':
      return 'submit';
  }
}

/** After the draft is saved on Back. 'dashboard' from step 1. */
export function previousScreen(screen: WizardScreen, facts: FlowFacts): WizardScreen | 'dashboard' {
  switch (screen) {
    case 'step1':
      return 'dashboard';
    case 'step2':
      return 'step1';
    case 'step3_1':
      return facts.quebec ? 'step1' : 'step2';
    case 'step3_2':
      return 'step3_1';
    case 'step3_3':
      return 'step3_2';
    case 'step4':
      return needsPreviousAddress(facts.yearsAtCurHouse) ? 'step3_3' : 'step3_2';
    case 'co0':
      return 'step4';
    case 'co1':
      return facts.quebec ? 'step4' : 'co0';
    case 'co2':
      return 'co1';
    case 'co3':
      return 'co2';
  }
}

export type Flow = 'application' | 'coApplicant';

export function flowOf(screen: WizardScreen): Flow {
  return screen.startsWith('co') ? 'coApplicant' : 'application';
}

/**
 * Where a screen sits in its progress indicator: the application has 4 steps (1 Application, 2 Scan,
 * 3 Applicant/Address, 4 Review); the co-borrower flow its scan step and 3 steps.
 */
export function progressIndex(screen: WizardScreen): number {
  const index: Record<WizardScreen, number> = {
    step1: 0,
    step2: 1,
    step3_1: 2,
    step3_2: 2,
    step3_3: 2,
    step4: 3,
    co0: 0,
    co1: 1,
    co2: 2,
    co3: 3,
  };
  return index[screen];
}

/** The step each form screen saves. */
export const APPLICATION_STEP: Partial<Record<WizardScreen, ApplicationStep>> = {
  step1: '1',
  step2: '2',
  step3_1: '3-1',
  step3_2: '3-2',
  step3_3: '3-3',
};
export const CO_APPLICANT_STEP: Partial<Record<WizardScreen, CoApplicantStep>> = {
  co0: '0',
  co1: '1',
  co2: '2',
};

/** The form and step a screen saves; none for the reviews. */
export function savedStepOf(screen: WizardScreen): { form: Flow; step: string } | undefined {
  const application = APPLICATION_STEP[screen];
  if (application) return { form: 'application', step: application };
  const coApplicant = CO_APPLICANT_STEP[screen];
  return coApplicant ? { form: 'coApplicant', step: coApplicant } : undefined;
}
