// The decision screens' facts (amounts, numbers): the shared list in this feature's two-column style.
import { type Fact, FactList as SharedFactList } from '../../../components/fact-list.tsx';
import '../decision.css';

export type { Fact };

export function FactList({ facts }: { facts: Fact[] }) {
  return <SharedFactList facts={facts} className="decision-facts" />;
}
