/**
 * NumberField (src/ui/number-field.tsx), the trail editor's time fields in place of
 * Mantine's NumberInput: what typing, pasting, the arrow keys, the step controls and leaving the
 * field do to the text and to the value the form gets, configured as the form configures its
 * hours (step 0.25, 2 decimals) and minutes (0 to 59, step 5, whole).
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField } from '@/ui/number-field';
import { DURATION_STEP_HOURS } from '@/lib/duration';
import { setupUser } from '../support';

function Fields({
  initial,
  error,
  changes,
}: {
  initial: { hours: number | string; minutes: number | string };
  error?: string;
  changes: Array<[string, number | '']>;
}) {
  const [hours, setHours] = useState(initial.hours);
  const [minutes, setMinutes] = useState(initial.minutes);
  return (
    <>
      <NumberField
        id="trail-field-hours"
        label="Hours"
        description="More than zero"
        min={0}
        step={DURATION_STEP_HOURS}
        decimalScale={2}
        value={hours}
        onChange={(v) => {
          changes.push(['hours', v]);
          setHours(v);
        }}
        error={error}
      />
      <NumberField
        id="trail-field-minutes"
        label="Minutes"
        min={0}
        max={59}
        step={5}
        value={minutes}
        onChange={(v) => {
          changes.push(['minutes', v]);
          setMinutes(v);
        }}
      />
      {/* Sets the hours from outside, as newer server data does. */}
      <button type="button" onClick={() => setHours(7)}>
        server
      </button>
    </>
  );
}

function setup(
  initial: { hours: number | string; minutes: number | string } = { hours: '', minutes: '' },
  error?: string,
) {
  const changes: Array<[string, number | '']> = [];
  const user = setupUser();
  const view = render(
    <MantineProvider env="test">
      <Fields initial={initial} error={error} changes={changes} />
    </MantineProvider>,
  );
  const hours = screen.getByRole('textbox', { name: 'Hours' }) as HTMLInputElement;
  const minutes = screen.getByRole('textbox', { name: 'Minutes' }) as HTMLInputElement;
  const last = (field: string) => changes.filter(([f]) => f === field).at(-1)?.[1];
  return { user, changes, hours, minutes, last, view };
}

describe('NumberField', () => {
  it('inserts only digits and one decimal point, with at most 2 decimals', async () => {
    const { user, hours, last } = setup();
    await user.type(hours, 'a1-2b');
    expect(hours).toHaveValue('12');
    expect(last('hours')).toBe(12);
    await user.clear(hours);
    await user.type(hours, '2.5.5');
    expect(hours).toHaveValue('2.55');
    await user.type(hours, '9');
    expect(hours).toHaveValue('2.55');
    expect(last('hours')).toBe(2.55);
  });

  it('inserts where the caret is, also a digit equal to its neighbours', async () => {
    const { user, hours, last } = setup({ hours: 11, minutes: 0 });
    await user.type(hours, '1x.', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(hours).toHaveValue('1.11');
    expect(last('hours')).toBe(1.11);
    await user.clear(hours);
    await user.type(hours, '11');
    await user.type(hours, '1.');
    expect(hours).toHaveValue('111.');
  });

  it('keeps the minutes whole: no decimal point is inserted', async () => {
    const { user, minutes, last } = setup();
    await user.type(minutes, '4.5');
    expect(minutes).toHaveValue('45');
    expect(last('minutes')).toBe(45);
  });

  it('reads Arabic-Indic digits and the Arabic and comma decimal separators as 0-9 and "."', async () => {
    const { user, hours, minutes, last } = setup();
    await user.type(hours, '٢٫٥');
    expect(hours).toHaveValue('2.5');
    expect(last('hours')).toBe(2.5);
    await user.click(minutes);
    await user.paste('٤٥');
    expect(minutes).toHaveValue('45');
    expect(last('minutes')).toBe(45);
    await user.clear(hours);
    await user.type(hours, '1,75');
    expect(hours).toHaveValue('1.75');
  });

  it('reads a pasted number as NumberInput does: group separators and a minus dropped', async () => {
    const { user, hours, minutes } = setup();
    await user.click(hours);
    await user.paste('1,234.5');
    expect(hours).toHaveValue('1234.5');
    await user.click(minutes);
    await user.paste('-5');
    expect(minutes).toHaveValue('5');
  });

  it('select-all and a digit replaces the text; select-all and a letter changes nothing', async () => {
    const { user, hours, last } = setup({ hours: 3, minutes: 0 });
    await user.tripleClick(hours);
    await user.keyboard('x');
    expect(hours).toHaveValue('3');
    await user.keyboard('7');
    expect(hours).toHaveValue('7');
    expect(last('hours')).toBe(7);
  });

  it('clearing the field gives the form an empty value', async () => {
    const { user, hours, last } = setup({ hours: 3, minutes: 0 });
    await user.clear(hours);
    expect(hours).toHaveValue('');
    expect(last('hours')).toBe('');
  });

  it('keeps "2." while typing (the value is 2) and shows the plain number on leaving', async () => {
    const { user, hours, last } = setup();
    await user.type(hours, '02.');
    expect(hours).toHaveValue('02.');
    expect(last('hours')).toBe(2);
    await user.tab();
    expect(hours).toHaveValue('2');
    await user.clear(hours);
    await user.type(hours, '2.50');
    await user.tab();
    expect(hours).toHaveValue('2.5');
    expect(last('hours')).toBe(2.5);
  });

  it('brings minutes over 59 back to 59 on leaving the field', async () => {
    const { user, minutes, last } = setup();
    await user.type(minutes, '75');
    expect(minutes).toHaveValue('75');
    await user.tab();
    expect(minutes).toHaveValue('59');
    expect(last('minutes')).toBe(59);
  });

  it('ArrowUp and ArrowDown step the hours by 0.25 from 0, down to 0 at most', async () => {
    const { user, hours, last } = setup();
    await user.click(hours);
    await user.keyboard('{ArrowUp}');
    expect(hours).toHaveValue('0');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(hours).toHaveValue('0.5');
    expect(last('hours')).toBe(0.5);
    await user.clear(hours);
    await user.type(hours, '2.33');
    await user.keyboard('{ArrowUp}');
    expect(hours).toHaveValue('2.58');
    // Decimal steps, not binary fractions: 0.16 + 0.25 is 0.41, not 0.41000000000000003.
    await user.clear(hours);
    await user.type(hours, '0.16');
    await user.keyboard('{ArrowUp}');
    expect(hours).toHaveValue('0.41');
    expect(last('hours')).toBe(0.41);
    await user.clear(hours);
    await user.type(hours, '0.1');
    await user.keyboard('{ArrowDown}');
    expect(hours).toHaveValue('0');
    expect(last('hours')).toBe(0);
  });

  it('ArrowUp and ArrowDown step the minutes by 5 within 0 to 59', async () => {
    const { user, minutes, last } = setup({ hours: 1, minutes: 50 });
    await user.click(minutes);
    await user.keyboard('{ArrowUp}');
    expect(minutes).toHaveValue('55');
    await user.keyboard('{ArrowUp}');
    expect(minutes).toHaveValue('59');
    await user.keyboard('{ArrowUp}');
    expect(minutes).toHaveValue('59');
    expect(last('minutes')).toBe(59);
    await user.clear(minutes);
    await user.type(minutes, '3');
    await user.keyboard('{ArrowDown}');
    expect(minutes).toHaveValue('0');
  });

  it('the step controls step too, and the one past the limit is disabled', async () => {
    const { minutes, last, view } = setup({ hours: 1, minutes: 55 });
    const group = minutes.parentElement!;
    const [up, down] = Array.from(group.querySelectorAll('button'));
    expect(up).toBeEnabled();
    fireEvent.pointerDown(up!);
    expect(minutes).toHaveValue('59');
    expect(last('minutes')).toBe(59);
    expect(up).toBeDisabled();
    fireEvent.pointerDown(down!);
    expect(minutes).toHaveValue('54');
    // Pointer-only, as NumberInput's: hidden from assistive technology, out of the Tab order.
    expect(up).toHaveAttribute('aria-hidden', 'true');
    expect(up).toHaveAttribute('tabindex', '-1');
    expect(view.container.querySelectorAll('button[aria-hidden="true"]')).toHaveLength(4);
  });

  it('shows a value set from outside', async () => {
    const { user, hours } = setup({ hours: 2.5, minutes: 0 });
    expect(hours).toHaveValue('2.5');
    await user.click(screen.getByRole('button', { name: 'server' }));
    expect(hours).toHaveValue('7');
  });

  it("links its description and its error by id, as the form's aria-describedby expects", () => {
    const { hours } = setup({ hours: '', minutes: '' }, 'Fill in the time');
    expect(hours).toHaveAttribute('id', 'trail-field-hours');
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('trail-field-hours-error')).toHaveTextContent(
      'Fill in the time',
    );
    expect(hours).toHaveAccessibleDescription(expect.stringContaining('Fill in the time'));
    expect(hours).toHaveAccessibleDescription(expect.stringContaining('More than zero'));
    expect(hours).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('textbox', { name: 'Minutes' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  });
});
