import { useOnDemandPart } from '@/components/use-on-demand-chunk';
import { onDemandChunk } from '@/lib/on-demand-chunk';

export interface ProcessingDialogProps {
  opened: boolean;
  /** The upload's fraction when known; null: indeterminate. */
  progress?: number | null;
}

const dialogChunk = onDemandChunk('processing-dialog', () => import('./processing-dialog-impl'));

/**
 * The blocking dialog while a trail is saved (SPEC.md §2): its code (with Mantine's Modal) is
 * loaded at the first save (issue 14), so the editor's first render does not carry it. The save
 * itself does not wait for it.
 */
export function ProcessingDialog(props: ProcessingDialogProps) {
  const module = useOnDemandPart(dialogChunk, props.opened);
  return module ? <module.LoadedProcessingDialog {...props} /> : null;
}
