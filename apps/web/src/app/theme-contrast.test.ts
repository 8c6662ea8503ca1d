// The app's colours at WCAG AA (issue 40): every text token of the theme against the background it is drawn on, the
// app's own colours, and every shade a component names directly, so that no screen can bring a failing pair back.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrast, over } from './contrast.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const resolved = cssVariablesResolver(merged);
const variables: Record<string, string> = { ...resolved.variables, ...resolved.light };

/** A token's colour, following var() references ('var(--mantine-color-green-8)' → '#2f9e44'). */
function colour(value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim())?.[1];
  if (!reference) return value;
  const next = variables[reference];
  if (next === undefined) throw new Error(`${reference} is not defined`);
  return colour(next);
}
const token = (name: string) => colour(`var(${name})`);
const WHITE = '#ffffff';

interface Pair {
  name: string;
  text: string;
  background: string;
  /** 3 for a token only ever used for large text. */
  min?: number;
}

function themePairs(): Pair[] {
  const body = token('--mantine-color-body');
  const pairs: Pair[] = ['text', 'dimmed', 'error', 'anchor', 'success', 'placeholder', 'bright'].map(
    (name) => ({
      name: `--mantine-color-${name} on the body`,
      text: token(`--mantine-color-${name}`),
      background: body,
    }),
  );
  pairs.push({
    name: 'default colour on default',
    text: token('--mantine-color-default-color'),
    background: token('--mantine-color-default'),
  });
  for (const name of Object.keys(merged.colors)) {
    const c = (suffix: string) => token(`--mantine-color-${name}-${suffix}`);
    const light = over(c('light'), body);
    const lightBg = `rgb(${light[0]}, ${light[1]}, ${light[2]})`;
    const onFilled = token('--mantine-primary-color-contrast');
    pairs.push(
      { name: `${name} text on the body`, text: c('text'), background: body },
      {
        name: `${name} outline (an outline alert's title) on the body`,
        text: c('outline'),
        background: body,
      },
      { name: `${name} light colour on its light tint`, text: c('light-color'), background: lightBg },
      { name: `${name} filled, its text`, text: onFilled, background: c('filled') },
      { name: `${name} filled hover, its text`, text: onFilled, background: c('filled-hover') },
    );
  }
  return pairs;
}

/** The app's own colours (app.css `:root`), each with the background it is drawn on. */
function appPairs(): Pair[] {
  const css = readFileSync(join(import.meta.dirname, 'app.css'), 'utf8');
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  for (const [, name, value] of root.matchAll(/(--[\w-]+):\s*([^;]+);/g))
    if (name && value) variables[name] = value.trim();
  return [
    { name: 'the header’s text', text: WHITE, background: token('--app-header-bg') },
    { name: 'done', text: token('--app-done-color'), background: WHITE },
    { name: 'dimmed (app.css)', text: token('--mantine-color-dimmed'), background: WHITE },
    { name: 'error (app.css)', text: token('--mantine-color-error'), background: WHITE },
    { name: 'anchor (app.css)', text: token('--mantine-color-anchor'), background: WHITE },
  ];
}

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Every shade a component names for its text ('red.9', c="gray.7"; not a background, bg="gray.0"), on white. */
function namedShadePairs(): Pair[] {
  return sources(join(import.meta.dirname, '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?<!bg=)["'`]([a-z]+)\.(\d)["'`]/g)].flatMap(
      ([, name, shade]) =>
        name && shade && name in merged.colors
          ? [
              {
                name: `${name}.${shade} in ${file.split('/src/')[1]}`,
                text: token(`--mantine-color-${name}-${shade}`),
                background: WHITE,
              },
            ]
          : [],
    ),
  );
}

const failing = (pairs: Pair[]) =>
  pairs
    .map((p) => ({ ...p, ratio: Math.round(contrast(p.text, p.background) * 100) / 100 }))
    .filter((p) => p.ratio < (p.min ?? AA_TEXT))
    .map((p) => `${p.name}: ${p.text} on ${p.background} is ${p.ratio}:1`);

describe('the theme’s colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast('#2f9e44', WHITE)).toBeCloseTo(3.44, 1);
    expect(contrast('#767676', WHITE)).toBeCloseTo(4.54, 2);
  });

  it('reads every text token at 4.5:1 on its background (green 8 was 3.44:1 in an outline alert’s title)', () => {
    const pairs = themePairs();
    expect(pairs.length).toBeGreaterThan(70);
    expect(failing(pairs)).toEqual([]);
  });

  it('keeps the app’s own colours and every shade a screen names for its text at 4.5:1', () => {
    expect(failing(appPairs())).toEqual([]);
    const named = namedShadePairs();
    expect(named.length).toBeGreaterThan(5);
    expect(failing(named)).toEqual([]);
  });
});
