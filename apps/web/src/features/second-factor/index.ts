// The second factor's public face (decision 053): Settings' section, the sign-in's step, and a passkey alone for the
// sign-in page (loaded on its click).
export { isPasskeyCancelled } from './api/passkey.ts';
export { signInWithPasskey } from './api/second-step.ts';
export { SecondStepPage } from './components/second-step-page.tsx';
export { SecuritySection } from './components/security-section.tsx';
