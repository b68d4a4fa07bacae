import { useCallback } from 'react';
import { useDeleteTagMutation } from '@/api/tags/delete';
import type { Tag } from '@/api/tags/schemas';
import { failureText, notifyError, notifySuccess } from '@/ui/dialogs';
import { runRowAction } from '@/ui/run-row-action';
import { translator } from '@/i18n/translator';

/** The tag table's row action, Delete, confirmed first (SPEC.md §5, §8). */
export function useTagRowActions() {
  const deleteMutation = useDeleteTagMutation();
  const { mutateAsync: deleteTag } = deleteMutation;

  return useCallback(
    (tag: Tag) =>
      void runRowAction({
        confirm: () => {
          const { t, tx } = translator();
          return { title: t('tags.deleteTitle'), message: tx('tags.deleteText', { name: tag.name }), confirmLabel: t('common.delete') };
        },
        run: () => deleteTag(tag),
        done: () => notifySuccess(translator().t('tags.deleted')),
        failed: (error) => notifyError(failureText(error, translator().t('tags.deleteFailed'))),
      }),
    [deleteTag],
  );
}
