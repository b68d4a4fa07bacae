import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { ProcessingDialog } from '@/features/trail-editor/processing-dialog';
import { expectNoSeriousA11yViolations } from '../axe';

function renderDialog(progress: number | null) {
  return render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <ProcessingDialog opened progress={progress} onCancel={() => undefined} />
    </AppProviders>,
  );
}

describe('processing dialog', () => {
  it('shows "Uploaded {n}%" and a progressbar with that value once progress is known', async () => {
    renderDialog(0.4);
    const dialog = await screen.findByRole('dialog', { name: 'Saving trail' });
    expect(dialog).toHaveTextContent('Processing your request, please wait...');
    expect(screen.getByText('Uploaded 40%')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expectNoSeriousA11yViolations();
  });

  it('rounds and caps the fraction', async () => {
    renderDialog(1.2);
    expect(await screen.findByText('Uploaded 100%')).toBeInTheDocument();
  });

  it('before any progress: an indeterminate bar with no value and no percentage', async () => {
    renderDialog(null);
    const bar = await screen.findByRole('progressbar', { name: 'Upload in progress' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText(/^Uploaded \d+%$/)).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });
});
