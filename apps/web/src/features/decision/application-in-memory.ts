// The application this tab works on, for a result route opened without an id (spec §2: the id is optional).
// The wizard keeps it in sessionStorage under this key when it opens an application.

const CURRENT_APPLICATION_KEY = 'currentApplicationId';

export function applicationInMemory(): string | null {
  try {
    return window.sessionStorage.getItem(CURRENT_APPLICATION_KEY);
  } catch {
    return null;
  }
}
