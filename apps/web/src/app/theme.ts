// Mantine theme: shades dark enough for WCAG AA contrast on white (blue 8, red 9, green 9), and Mantine 8's look
// where Mantine 9 changed a default (decision 037): the radius, the medium weight and the light variant's colours.
import { type CSSVariablesResolver, createTheme, v8CssVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  // Mantine 9 made medium 600, and uses it for labels (500 before) and buttons (600 before, app.css).
  fontWeights: { regular: '400', medium: '500', bold: '700' },
  focusRing: 'auto',
  respectReducedMotion: true,
});

/**
 * Mantine 8's light variant (a transparent tint; Mantine 9's is solid), which the alerts' contrast was checked
 * against. Mantine's error red (red 6, 3.3:1 on white) fails WCAG AA for error text: use red 9 (5.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const v8 = v8CssVariablesResolver(theme);
  return { ...v8, light: { ...v8.light, '--mantine-color-error': 'var(--mantine-color-red-9)' } };
};
