// The application wizard and the co-borrower flow (spec §2, §4): one layout that loads the application, and
// one screen per step; they share one chunk.
export { ApplicationStep1 } from '../../features/wizard/components/application/application-step-1.tsx';
export { ApplicationStep3_1 } from '../../features/wizard/components/application/application-step-3-1.tsx';
export { ApplicationStep3_2 } from '../../features/wizard/components/application/application-step-3-2.tsx';
export { ApplicationStep3_3 } from '../../features/wizard/components/application/application-step-3-3.tsx';
export { CoBorrowerStep1 } from '../../features/wizard/components/co-borrower/co-borrower-step-1.tsx';
export { CoBorrowerStep2 } from '../../features/wizard/components/co-borrower/co-borrower-step-2.tsx';
export { ApplicationStep4, CoBorrowerStep3 } from '../../features/wizard/components/review/review-step.tsx';
export { ApplicationStep2, CoBorrowerStep0 } from '../../features/wizard/components/scan-step.tsx';
export { WizardLayout } from '../../features/wizard/components/wizard-layout.tsx';
