/**
 * OnDemandTooltip (src/components/on-demand-tooltip.tsx), the header's direction switch's
 * tooltip: Mantine's Tooltip with its code (and floating-ui) loaded on the first hover, not with
 * the signed-in app (issue 14). Its chunk's loads are counted (tests/support/chunks.ts), from
 * "not loaded yet" in each test.
 */
import { ActionIcon } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { OnDemandTooltip } from '@/components/on-demand-tooltip';
import { controlChunk, type ChunkControl } from '../support/chunks';
import { setupUser } from '../support';

/** The chunk's loads in this test. */
let chunk: ChunkControl;
beforeEach(() => {
  chunk = controlChunk('tooltip');
});
const loads = () => chunk.loads;

const LABEL = 'Switch to left-to-right';

function setup() {
  const user = setupUser();
  const onClick = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <OnDemandTooltip label={LABEL}>
        <ActionIcon aria-label={LABEL} onClick={onClick}>
          ⇄
        </ActionIcon>
      </OnDemandTooltip>
    </AppProviders>,
  );
  return { user, onClick, button: screen.getByRole('button', { name: LABEL }) };
}

describe('OnDemandTooltip', () => {
  // That the signed-in app's files do not carry the Tooltip's chunk is npm run size's check.
  it('is its trigger alone, described by nothing, until the pointer comes', () => {
    const { button } = setup();
    expect(button).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(loads()).toBe(0);
  });

  it('shows on the first hover once its code is here, describes the trigger, and hides when the pointer leaves', async () => {
    const { user, button } = setup();
    await user.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    expect(loads()).toBe(1);
    expect(tooltip).toHaveTextContent(LABEL);
    expect(button).toHaveAccessibleDescription(LABEL);
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('hides on Escape; the click still reaches the trigger, the same element throughout', async () => {
    const { user, button, onClick } = setup();
    await user.hover(button);
    await screen.findByRole('tooltip');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: LABEL })).toBe(button);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('is not shown for a touch, nor on focus (Mantine’s default Tooltip events)', async () => {
    const { user, button } = setup();
    // The code is here (a first hover loaded it), so a tooltip that opened would show at once.
    await user.hover(button);
    await screen.findByRole('tooltip');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(loads()).toBe(1);
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-describedby');
  });
});
