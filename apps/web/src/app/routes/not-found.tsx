// PageNotFound (spec §2).
import { PageNotFound } from '../../components/page-not-found.tsx';

export function Component() {
  return <PageNotFound />;
}
