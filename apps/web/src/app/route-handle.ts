// What a route declares about itself: the spec's screen name it shows.
export interface RouteHandle {
  screen: string;
}

export function screenOf(handle: unknown): string | undefined {
  if (handle && typeof handle === 'object' && 'screen' in handle && typeof handle.screen === 'string') {
    return handle.screen;
  }
  return undefined;
}
