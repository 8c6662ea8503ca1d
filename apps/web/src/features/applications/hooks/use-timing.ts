// Small timing and media hooks of the list, written here rather than taken from @mantine/hooks: the bundler puts
// that package in the chunk every page loads, Login's included, whose budget has no room left.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/** Calls `callback` once `delay` ms have passed without another call; a pending call is dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
}

/** Whether a media query matches now, read at the first render (no flash of the other layout) and kept current. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
