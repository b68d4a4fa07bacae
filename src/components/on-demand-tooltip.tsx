import {
  cloneElement,
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { onDemandChunk } from '@/lib/on-demand-chunk';
import { useLazyAnchor } from './use-on-demand-chunk';

const tooltipChunk = onDemandChunk('tooltip', () => import('./on-demand-tooltip-impl'));

interface TriggerProps {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  ref?: (node: HTMLElement | null) => void;
}

/**
 * Mantine's Tooltip, with its code (Tooltip, floating-ui) loaded the first time the pointer
 * rests on the trigger, not with the page (issue 14: the header's one tooltip put floating-ui
 * in every signed-in cold load). It behaves as Mantine's default Tooltip: shown while a mouse
 * or pen is over the trigger (not on touch, not on focus), hidden when it leaves or on
 * Escape, the trigger described by the tooltip (aria-describedby) while it shows. Focusing
 * the trigger prefetches the code. The trigger (a Button or ActionIcon with its own
 * accessible name) is rendered as given and never replaced: the Tooltip mounts beside it and
 * positions itself on it (Tooltip's `target`). A tooltip whose code cannot load is simply not
 * shown: the trigger's name says the same, and a failed tooltip is not worth a dialog.
 */
export function OnDemandTooltip({ label, children }: { label: ReactNode; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const { anchor, ref: anchorRef, capture } = useLazyAnchor();
  const [hovered, setHovered] = useState(false);
  const [loaded, setLoaded] = useState(tooltipChunk.loaded);

  useEffect(() => {
    if (!hovered || loaded) return undefined;
    let live = true;
    tooltipChunk.load().then(
      (module) => live && setLoaded(() => module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hovered, loaded]);

  useEffect(() => {
    if (!hovered) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHovered(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hovered]);

  const Loaded = loaded?.LoadedTooltip;
  const opened = hovered && Loaded !== undefined && anchor !== null;
  const { onPointerEnter, onPointerLeave, onFocus } = children.props;
  const trigger = cloneElement(children, {
    ref: anchorRef,
    'aria-describedby': opened ? id : undefined,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      capture();
      setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      onPointerLeave?.(event);
      setHovered(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      tooltipChunk.prefetch();
    },
  });
  return (
    <>
      {trigger}
      {Loaded && anchor && <Loaded target={anchor} opened={opened} label={<span id={id}>{label}</span>} />}
    </>
  );
}
