// Every screen a later issue builds: its route's handle names it.
import { useMatches } from 'react-router';
import { NotAvailable } from '../../components/not-available.tsx';
import { screenOf } from '../route-handle.ts';

export function Component() {
  const matches = useMatches();
  const screen = screenOf(matches.at(-1)?.handle) ?? '';
  return <NotAvailable screen={screen} />;
}
