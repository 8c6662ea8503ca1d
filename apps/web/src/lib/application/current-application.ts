// The application this tab works on (spec §8 'The application loaded in memory'): its id in sessionStorage, its
// data and version in the query cache under that id. Screens whose URL has no id (the result routes) fall back to it.

export const CURRENT_APPLICATION_KEY = 'currentApplicationId';

export function getCurrentApplicationId(): string | null {
  try {
    return window.sessionStorage.getItem(CURRENT_APPLICATION_KEY);
  } catch {
    return null;
  }
}

export function setCurrentApplicationId(id: string): void {
  try {
    window.sessionStorage.setItem(CURRENT_APPLICATION_KEY, id);
  } catch {
    // Storage refused (private mode): the wizard still works from its URL.
  }
}

/**
 * Whether the application in memory is another one than the URL's: the page must be reloaded before
 * anything is saved, or the other application's data could be mixed in.
 */
export function currentApplicationChanged(urlId: string, current = getCurrentApplicationId()): boolean {
  return current !== null && current !== urlId;
}
