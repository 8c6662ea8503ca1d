// Mantine theme: shades dark enough for WCAG AA contrast on white (blue 8, red 9, green 9), and Mantine 8's look
// where Mantine 9 changed a default (decision 037): the radius, the medium weight and the light variant's colours.
import { alpha, type CSSVariablesResolver, createTheme, v8CssVariablesResolver } from '@mantine/core';
import { readableShade } from './contrast.ts';

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

const WHITE = '#ffffff';
/** Mantine 8's light variant: the primary shade at 10 % over white. */
const LIGHT_TINT = 0.1;

/**
 * Each colour's text tokens (`-text`, `-outline`, the light variant's `-light-color`) and its filled background (white
 * text on it) at WCAG AA, by construction: the primary shade when it reads at 4.5:1 on white and on its light tint,
 * else the next darker shade, else a darker one made from the darkest (issue 40: Mantine's green 8, #2f9e44, is 3.44:1,
 * and an outline alert's title is small bold text). The light tint itself stays Mantine 8's.
 */
function readableColours(theme: Parameters<CSSVariablesResolver>[0]): Record<string, string> {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const tint = alpha(shades[shade] ?? WHITE, LIGHT_TINT);
    const readable = readableShade(shades, shade, [WHITE]);
    Object.assign(variables, {
      [`--mantine-color-${name}-text`]: readable,
      [`--mantine-color-${name}-outline`]: readable,
      [`--mantine-color-${name}-light-color`]: readableShade(shades, shade, [tint]),
      [`--mantine-color-${name}-filled`]: readable,
      [`--mantine-color-${name}-filled-hover`]: readableShade(shades, Math.min(shade + 1, 9), [WHITE]),
    });
  }
  return variables;
}

/**
 * Mantine 8's light variant (a transparent tint; Mantine 9's is solid), which the alerts' contrast was checked
 * against, with every colour's text tokens readable (above). Mantine's error red (red 6, 3.3:1 on white) fails WCAG
 * AA for error text: red 9 (5.4:1); its success teal 8 (3.6:1) and placeholder gray 5 (2.6:1) likewise: readable ones.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const v8 = v8CssVariablesResolver(theme);
  return {
    ...v8,
    light: {
      ...v8.light,
      ...readableColours(theme),
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      '--mantine-color-success': 'var(--mantine-color-teal-text)',
      '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    },
  };
};
