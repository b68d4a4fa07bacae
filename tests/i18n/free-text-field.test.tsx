/**
 * The shared fields of typed text (src/ui/free-text-field.tsx) on their own: an uncontrolled
 * field follows what is typed as a controlled one does (every screen's field is tested in
 * typed-text.test.tsx), and attributes given for the input are kept beside its direction.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FreeTextInput } from '@/ui/free-text-field';
import { FreeTextarea } from '@/ui/free-textarea';
import { setupUser } from '../support';

const ARABIC = 'عين جدي – صعود وادي داود.';

describe('a free-text field without a value of its own', () => {
  it.each([
    ['FreeTextInput', FreeTextInput],
    ['FreeTextarea', FreeTextarea],
  ] as const)('%s: the input takes dir="auto" from its default value and from typing', async (_name, Field) => {
    const user = setupUser();
    render(
      <MantineProvider>
        <Field label="Name" defaultValue={ARABIC} attributes={{ input: { 'data-kept': 'yes' } }} />
      </MantineProvider>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('dir', 'auto');
    expect(input).toHaveAttribute('data-kept', 'yes');
    await user.clear(input);
    expect(input).not.toHaveAttribute('dir');
    await user.type(input, 'Ein Gedi.');
    expect(input).toHaveAttribute('dir', 'auto');
  });
});
