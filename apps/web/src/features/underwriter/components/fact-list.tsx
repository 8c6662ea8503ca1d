// The underwriter's facts: the shared list in this feature's style.
import { type Fact, FactList as SharedFactList } from '../../../components/fact-list.tsx';
import '../underwriter.css';

export type { Fact };

export function FactList({ facts }: { facts: Fact[] }) {
  return <SharedFactList facts={facts} className="uw-facts" />;
}
