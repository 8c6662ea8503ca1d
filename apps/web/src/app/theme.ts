// Mantine theme: shades dark enough for WCAG AA contrast on white (blue 8, red 9, green 9).
import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  focusRing: 'auto',
  respectReducedMotion: true,
});

/** Mantine's error red (red 6, 3.3:1 on white) fails WCAG AA for error text: use red 9 (5.4:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
