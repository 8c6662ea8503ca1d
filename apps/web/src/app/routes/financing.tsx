// The financing program screen (spec §2, step 2 of 5).
export { FinancingProgramPage as Component } from '../../features/financing/components/financing-program-page.tsx';
