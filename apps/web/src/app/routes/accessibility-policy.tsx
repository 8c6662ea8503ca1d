// AccessibilityPolicy (spec §2): open to all.
import { AccessibilityStatement } from '../../components/accessibility-statement.tsx';

export function Component() {
  return <AccessibilityStatement />;
}
