import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getInput, mockApi, renderAt, testSession } from '../../../../testing/render.tsx';
import { APP_ID, formOptions, record } from '../../testing/wizard-fixtures.ts';

function api() {
  return mockApi({
    // Under 6 months at the current address: step 3.3 asks for the previous one.
    [`GET /applications/get/${APP_ID}`]: () => ({ body: record({ curAddressLess: 'Yes' }) }),
    'GET /form-options': () => ({ body: formOptions('en') }),
  });
}

/** What a field's wrapper shows, top to bottom: 'label', 'input', 'hint'. */
function layoutOf(label: string): string[] {
  const input = getInput(label);
  const wrapper = input.closest('.mantine-InputWrapper-root');
  if (!wrapper) throw new Error(`no wrapper around ${label}`);
  return [...wrapper.children].map((child) =>
    child.tagName === 'LABEL' ? 'label' : child.contains(input) ? 'input' : 'hint',
  );
}

describe('an address row (issue 14: Postal code sat 19 px below City and Province, pushed by its hint)', () => {
  it.each([
    [`/application/3-2/${APP_ID}`, 'Current address', ['City', 'Province', 'Postal code']],
    [
      `/application/3-3/${APP_ID}`,
      'Previous address',
      ['Previous city', 'Previous province', 'Previous postal code'],
    ],
  ])(
    '%s: the inputs of the row come right under their labels, the hint under the input',
    async (path, heading, row) => {
      api();
      await renderAt(path, { session: testSession });
      await screen.findByRole('heading', { level: 1, name: heading });
      const [city, province, postal] = row as [string, string, string];
      await screen.findByLabelText(new RegExp(`^${city}`));
      expect(layoutOf(city)).toEqual(['label', 'input']);
      expect(layoutOf(province)).toEqual(['label', 'input']);
      expect(layoutOf(postal)).toEqual(['label', 'input', 'hint']);
      // Still read with the input.
      const hint = document.getElementById(
        getInput(postal).getAttribute('aria-describedby')?.split(' ')[0] ?? '',
      );
      expect(hint?.textContent).toBe('A1A 1A1');
    },
  );
});
