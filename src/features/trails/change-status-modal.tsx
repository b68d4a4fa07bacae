import type { TrailStatus } from '@/api/trails/schemas';
import { useOnDemandPart } from '@/components/use-on-demand-chunk';
import { onDemandChunk } from '@/lib/on-demand-chunk';

export interface ChangeStatusTarget {
  id: number;
  name: string;
  status: TrailStatus;
}

export interface ChangeStatusModalProps {
  target: ChangeStatusTarget | null;
  onClose: () => void;
  /** Called only with a status different from the current one. */
  onConfirm: (status: TrailStatus) => void | Promise<void>;
}

const dialogChunk = onDemandChunk('change-status', () => import('./change-status-dialog'));

/**
 * SPEC.md §2's Change Status modal, on the trail list (a landing screen): its code (Mantine's
 * Modal, ModalBase, focus trap, Radio) is a chunk loaded at the first opening (issue 14), as
 * the rows' menus are (OnDemandMenu); from then on the modal stays mounted, closed or open. A
 * chunk that fails to load closes the request and ends in SPEC.md §8's "Loading chunk
 * change-status failed" dialog; the next opening tries again.
 */
export function ChangeStatusModal(props: ChangeStatusModalProps) {
  const module = useOnDemandPart(dialogChunk, props.target !== null, props.onClose);
  return module ? <module.ChangeStatusDialog {...props} /> : null;
}
