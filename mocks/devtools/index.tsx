/**
 * The demo tools (demo and dev builds only; main.tsx hands them to the panel through
 * src/lib/demo-tools.ts): the developer panel with its shortcut and header button, Reset demo
 * data in the signed-in frame and on the sign-in screen, and the storage notices.
 */
// The developer panel's button has a tooltip, drawn at once: its stylesheet comes with it.
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Alert, Button, CloseButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconTool } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { DemoTools } from '../../src/lib/demo-tools';
import { useT } from '../../src/i18n/use-t';
import { onResetElsewhere } from '../persist/status';
import { PANEL_SHORTCUT } from './messages';
import { panel, usePanel } from './panel-state';
import { ResetDemoButton } from './reset-demo';
import { StorageNotice } from './storage-notice';

const DevPanel = lazy(() => import('./dev-panel'));

/** "Developer tools (Alt+Shift+D)": the panel's title and the name of what opens it. */
const usePanelLabel = () => useT().t('demo.panelTitle', { shortcut: PANEL_SHORTCUT });

/** Another tab reset the demo data: every cached view is stale, and the user is told. */
function ResetElsewhereNotice() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  useEffect(
    () =>
      onResetElsewhere(() => {
        // The whole backend changed: every query (not one resource's) must be read again.
        void queryClient.resetQueries();
        setShown(true);
      }),
    [queryClient],
  );
  if (!shown) return null;
  return (
    <Alert color="blue.9" variant="filled" role="status">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('demo.resetElsewhere')}</Text>
        <CloseButton aria-label={t('demo.dismiss')} onClick={() => setShown(false)} variant="transparent" c="white" />
      </Group>
    </Alert>
  );
}

function Overlay() {
  const used = usePanel((s) => s.used);
  // Physical keys: the shortcut works whatever the keyboard layout (Arabic included), in fields too.
  useHotkeys([['alt+shift+D', panel.toggle, { usePhysicalKeys: true }]], []);
  return (
    <>
      {/* Notices stack at the foot of the window, above the page. */}
      <Stack gap="xs" style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 400, maxWidth: 640, marginInline: 'auto', pointerEvents: 'none' }}>
        <div style={{ pointerEvents: 'auto' }}>
          <StorageNotice />
        </div>
        <div style={{ pointerEvents: 'auto' }}>
          <ResetElsewhereNotice />
        </div>
      </Stack>
      {used && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
    </>
  );
}

function HeaderButton() {
  const label = usePanelLabel();
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={panel.toggle}>
        <IconTool size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

function FrameTools() {
  return <ResetDemoButton fullWidth />;
}

function SignInTools() {
  const label = usePanelLabel();
  return (
    <Group gap="xs" mt="xs">
      <ResetDemoButton variant="default" />
      <Button variant="default" size="xs" leftSection={<IconTool size={16} aria-hidden />} onClick={panel.open}>
        {label}
      </Button>
    </Group>
  );
}

export const demoTools: Omit<DemoTools, 'account'> = { Overlay, HeaderButton, FrameTools, SignInTools };
