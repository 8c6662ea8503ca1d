// Loading one application within its vendor: what the other modules acting on an application start from.
import { applicationNotFound, isApplicationId } from '../../lib/application-access.ts';
import type { ApplicationsRepository } from './applications.repository.ts';

/** The application of this vendor; a malformed id, a missing one and another vendor's all answer alike. */
export async function loadApplication(applications: ApplicationsRepository, vendorId: number, id: string) {
  if (!isApplicationId(id)) throw applicationNotFound();
  const row = await applications.findById(vendorId, id);
  if (!row) throw applicationNotFound();
  return row;
}
