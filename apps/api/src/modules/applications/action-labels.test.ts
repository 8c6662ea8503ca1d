// Every event of the status table has its label in both languages: the permissions answer carries them.
import { EVENTS } from '@vp/domain';
import { createTranslator } from '@vp/i18n';
import { describe, expect, it } from 'vitest';

describe('action labels', () => {
  const translate = createTranslator();
  it.each(Object.keys(EVENTS))('labels %s in English and French', (event) => {
    const en = translate('en', `actions:${event}`);
    const fr = translate('fr', `actions:${event}`);
    expect(en).not.toBe(event);
    expect(fr).not.toBe(event);
    expect(fr).not.toBe(en);
  });
});
