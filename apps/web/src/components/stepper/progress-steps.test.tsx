import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressSteps } from './progress-steps.tsx';

const steps = [
  { key: 'a', label: 'Application', marker: '1' },
  { key: 'b', label: 'Scan', marker: '2', skipped: true },
  { key: 'c', label: 'Applicant', marker: '3' },
  { key: 'd', label: 'Review', marker: '4' },
];

describe('ProgressSteps', () => {
  it('is an ordered list marking the completed, skipped and current steps', () => {
    render(
      <MantineProvider>
        <ProgressSteps
          label="Progress"
          steps={steps}
          current={2}
          completedText="completed"
          skippedText="skipped"
        />
      </MantineProvider>,
    );
    const list = screen.getByRole('list', { name: 'Progress' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Application (completed)',
      '–Scan (skipped)',
      '3Applicant',
      '4Review',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
  });
});
