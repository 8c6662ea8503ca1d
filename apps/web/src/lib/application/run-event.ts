// GET /application/event/{id}?eventId=…: runs an event of the status machine on an application; answers the new
// status and the list it now belongs to (spec §4, event redirect). Each screen's hook decides what to refresh.
import { type EventAnswer, eventAnswer } from '@vp/domain';
import { api } from '../api-client.ts';

export function runApplicationEvent(id: string, eventId: string): Promise<EventAnswer> {
  const search = new URLSearchParams({ eventId }).toString();
  return api.get(`/application/event/${encodeURIComponent(id)}?${search}`, { schema: eventAnswer });
}
