// Label and value pairs as a description list (amounts, numbers), readable as such by screen readers.
import type { ReactNode } from 'react';
import '../decision.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="decision-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
