import { useOnDemandPart } from '@/components/use-on-demand-chunk';
import { onDemandChunk } from '@/lib/on-demand-chunk';

export interface ProcessingDialogProps {
  opened: boolean;
  /** The upload's fraction when known; null: indeterminate. */
  progress?: number | null;
}

const dialogChunk = onDemandChunk('processing-dialog', () => import('./processing-dialog-impl'));

/** Starts loading the dialog's code (the form was focused), so a save shows it at once. */
export const prefetchProcessingDialog = dialogChunk.prefetch;

/**
 * The blocking dialog while a trail is saved (SPEC.md §2): its code (with Mantine's Modal) is
 * not in the editor's first render (issue 14); it loads when the form is first focused
 * (prefetchProcessingDialog), or at the first save at the latest. The save does not wait for it.
 */
export function ProcessingDialog(props: ProcessingDialogProps) {
  const module = useOnDemandPart(dialogChunk, props.opened);
  return module ? <module.LoadedProcessingDialog {...props} /> : null;
}
