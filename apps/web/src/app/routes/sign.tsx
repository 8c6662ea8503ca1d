// Sign (spec §2): step 3 of the financing phase.
import { SignPage } from '../../features/signing/components/sign-page.tsx';

export function Component() {
  return <SignPage />;
}
