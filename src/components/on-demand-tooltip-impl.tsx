import '@mantine/core/styles/Tooltip.css';
import { Tooltip } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The real Mantine Tooltip behind an OnDemandTooltip (src/components/on-demand-tooltip.tsx), in
 * its own chunk with floating-ui: loaded on the first hover, never by a screen's first render.
 * It is drawn on the trigger OnDemandTooltip rendered (`target`), shown while `opened`.
 */
export function LoadedTooltip({ target, opened, label }: { target: HTMLElement; opened: boolean; label: ReactNode }) {
  // Mounted hidden, shown one commit later: Mantine's fade-in runs on the change of `opened`,
  // and floating-ui has its reference by then, so the first tooltip appears as every later one.
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one extra commit is the point: closed, then open
  useEffect(() => setMounted(true), []);
  return <Tooltip target={target} opened={opened && mounted} label={label} />;
}
