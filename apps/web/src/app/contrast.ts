// WCAG 2 contrast between colours (relative luminance), for the theme's readable shades and its test: 4.5:1 for
// text, 3:1 for large text (24 px, or 18.66 px bold).

export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

type Rgba = [number, number, number, number];

/** '#2f9e44', '#fff', 'rgb(…)' or 'rgba(…)' as 0–255 channels and an alpha; undefined for anything else. */
export function parseColour(colour: string): Rgba | undefined {
  const value = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value)?.[1];
  if (!rgb) return undefined;
  const [r = 0, g = 0, b = 0, a = 1] = rgb.split(',').map((part) => Number.parseFloat(part));
  return [r, g, b, a];
}

/** A colour with an alpha laid over an opaque background. */
export function over(colour: string, background: string): Rgba {
  const [r, g, b, a] = parseColour(colour) ?? [0, 0, 0, 1];
  const [br, bg, bb] = parseColour(background) ?? [255, 255, 255, 1];
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of a text colour on a background (either may carry an alpha over white). */
export function contrast(text: string | Rgba, background: string | Rgba): number {
  const bg = typeof background === 'string' ? over(background, '#ffffff') : background;
  const fg = typeof text === 'string' ? over(text, `rgb(${bg[0]}, ${bg[1]}, ${bg[2]})`) : text;
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = ([r, g, b]: Rgba) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * The first of `shades` from `from` on that reads at `ratio` on every background; when none does (Mantine's greens,
 * yellows, oranges), the darkest one darkened step by step until it does.
 */
export function readableShade(
  shades: readonly string[],
  from: number,
  backgrounds: readonly string[],
  ratio = AA_TEXT,
): string {
  const reads = (colour: string) => backgrounds.every((bg) => contrast(colour, bg) >= ratio);
  const found = shades.slice(from).find(reads);
  if (found) return found;
  const [r, g, b] = parseColour(shades.at(-1) ?? '#000000') ?? [0, 0, 0, 1];
  for (let keep = 0.95; keep > 0; keep -= 0.05) {
    const darker = toHex([r * keep, g * keep, b * keep, 1]);
    if (reads(darker)) return darker;
  }
  return '#000000';
}
