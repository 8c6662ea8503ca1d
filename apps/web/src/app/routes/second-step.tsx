// The sign-in's second step and the enrolment it may require (issue 36, decision 053).
export { SecondStepPage as Component } from '../../features/second-factor/index.ts';
