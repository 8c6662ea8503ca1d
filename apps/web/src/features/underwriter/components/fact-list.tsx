// Label and value pairs as a description list, readable as such by screen readers.
import type { ReactNode } from 'react';
import '../underwriter.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="uw-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
