import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { OverlayHost } from '@/components/overlay-host';
import { translator } from '@/i18n/translator';

/** The panel's providers and the dialogs' and notices' host alone, as the signed-in app mounts it. */
export function renderOverlayHost() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <button type="button">Before</button>
      <OverlayHost />
    </AppProviders>,
  );
  return { user, t: translator().t };
}
