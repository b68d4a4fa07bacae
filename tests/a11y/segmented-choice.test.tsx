/**
 * SegmentedChoice (src/ui/segmented-choice.tsx), the panel's SegmentedControl: a radio
 * group named by its label, one radio per segment named by its text; Tab reaches the chosen
 * one, the arrow keys move the choice, and the choice is told to the screen.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { setupUser } from '../support';

type Period = 'day' | 'week' | 'year';

function Choice({ onChange }: { onChange: (value: Period) => void }) {
  const [value, setValue] = useState<Period>('week');
  return (
    <>
      <button>before</button>
      <SegmentedChoice<Period>
        aria-label="Period"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        data={[
          { value: 'day', label: 'Day' },
          { value: 'week', label: 'Week' },
          { value: 'year', label: 'Year' },
        ]}
      />
    </>
  );
}

function setup() {
  const changes: Period[] = [];
  const user = setupUser();
  render(
    <MantineProvider env="test">
      <Choice onChange={(value) => changes.push(value)} />
    </MantineProvider>,
  );
  return { user, changes };
}

describe('SegmentedChoice', () => {
  it('is a named radio group with the chosen segment checked', () => {
    setup();
    const group = screen.getByRole('radiogroup', { name: 'Period' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Day' })).not.toBeChecked();
  });

  it('Tab reaches the chosen segment and the arrow keys move the choice', async () => {
    const { user, changes } = setup();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Year' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Year' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    expect(changes).toEqual(['year', 'week', 'day']);
  });

  it('a click on a segment chooses it', async () => {
    const { user, changes } = setup();
    await user.click(screen.getByText('Year'));
    expect(screen.getByRole('radio', { name: 'Year' })).toBeChecked();
    expect(changes).toEqual(['year']);
  });
});
