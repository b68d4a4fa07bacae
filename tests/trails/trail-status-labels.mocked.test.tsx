/**
 * The trail status labels have one source (src/components/badges.tsx): the filter bar and
 * the Change Status modal follow it. Proven by changing the labels there.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render';
import { expectedTrails, findFooter } from './helpers';
import type { TrailStatus } from '@/api/trails/schemas';
import type * as Badges from '@/components/badges';

vi.mock('@/components/badges', async (importOriginal) => {
  const actual = await importOriginal<typeof Badges>();
  const labels: Record<TrailStatus, string> = { active: 'Live', pending: 'Waiting', deleted: 'Hidden' };
  return {
    ...actual,
    TRAIL_STATUS_LABELS: labels,
    TRAIL_STATUS_OPTIONS: (['active', 'pending', 'deleted'] as const).map((value) => ({
      value,
      label: labels[value],
    })),
    trailStatusLabel: (status: TrailStatus) => labels[status],
  };
});

describe('trail status labels come from badges.tsx', () => {
  it('the Status filter lists All, then the shared labels', async () => {
    await renderApp('/trails');
    await findFooter(12, 240);
    const options = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'All'],
      ['active', 'Live'],
      ['pending', 'Waiting'],
      ['deleted', 'Hidden'],
    ]);
  });

  it('the Change Status modal names its two choices with the shared labels', async () => {
    const { user } = await renderApp('/trails');
    await findFooter(12, 240);
    const trail = expectedTrails()[0]!;
    await user.click(screen.getByRole('button', { name: `Actions for ${trail.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['active', 'deleted']);
    expect(within(dialog).getByRole('radio', { name: /^Live/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /^Hidden/ })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Item is live and visible to users.');
    expect(dialog).toHaveTextContent('Item is hidden from users and inactive.');
  });
});
