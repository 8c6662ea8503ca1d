// What every wizard step reads: the application (null while new), the vendor's rules and the form options.
import type { ApplicationRecord, Country, FormContext } from '@vp/domain';
import { createContext, useContext } from 'react';
import type { FormOptions } from '../api/get-form-options.ts';
import type { FlowFacts, WizardScreen } from '../wizard-steps.ts';

export interface WizardState {
  screen: WizardScreen;
  /** The id in the URL: 'new' until step 1 is first saved. */
  applicationId: string;
  record: ApplicationRecord | null;
  quebec: boolean;
  country: Country;
  formContext: FormContext;
  options: FormOptions;
  facts: FlowFacts;
}

export const WizardContext = createContext<WizardState | null>(null);

export function useWizard(): WizardState {
  const state = useContext(WizardContext);
  if (!state) throw new Error('useWizard needs the wizard layout.');
  return state;
}
