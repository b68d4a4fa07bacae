import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useCreateTagMutation } from '@/api/tags/create';
import { ApiError } from '@/api/errors';
import { isUnreachable } from '@/ui/save-failure';
import { apiErrorText } from '@/i18n/api-error-text';
import type { Tag } from '@/api/tags/schemas';
import { notifySuccess } from '@/ui/dialogs';
import { FreeTextInput } from '@/ui/free-text-field';
import type { MessageKey } from '@/i18n/catalogues';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { useKeepOnSessionEnd } from '@/lib/session-drafts';
import { TAG_NAME_INPUT_MAX, TAG_NAME_MESSAGES, validateTagName } from './tag-name';

interface CreateTagDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The loaded tags, for the duplicate check (SPEC.md §5). */
  tags: readonly Tag[];
  /** The name typed when the session ended under the dialog (src/lib/session-drafts.ts). */
  typed?: string | null;
}

export const CREATE_TAG_DRAFT = 'create-tag-dialog';

/** The create dialog: SPEC.md §5's rules, checked on Create; the name survives a failure. */
export function CreateTagDialog({ opened, onClose, tags, typed = null }: CreateTagDialogProps) {
  const { t } = useT();
  const form = useForm({
    // Controlled: the counter under the name and the Create button follow every keystroke,
    // and the dialog is all that re-renders.
    mode: 'controlled',
    initialValues: { name: typed ?? '' },
    // SPEC.md §5 "Tag name", in its order (tag-name.ts); the message is a key, shown in the
    // language, and goes when the name changes.
    validate: { name: (name) => validateTagName(name, tags) },
  });
  const { name } = form.values;
  useKeepOnSessionEnd<string>(CREATE_TAG_DRAFT, () => (opened ? form.getValues().name : null));
  const [failure, setFailure] = useState<ReactNode>(null);
  const createMutation = useCreateTagMutation();
  const fieldError = form.errors.name as MessageKey | undefined;

  const close = () => {
    if (createMutation.isPending) return;
    form.setValues({ name: '' }); // clears the message too
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    createMutation.mutate(values.name.trim(), {
      onSuccess: () => {
        notifySuccess(translator().t('tags.created'));
        form.setValues({ name: '' });
        onClose();
      },
      onError: (error) => {
        // A tag created elsewhere since the list loaded: the server says it is a duplicate.
        if (error instanceof ApiError && error.status === 409)
          form.setFieldError('name', TAG_NAME_MESSAGES.duplicate);
        // Offline or no answer: says so; the name stays, and Create sends it again.
        else setFailure(isUnreachable(error) ? apiErrorText(translator(), error) : translator().t('tags.createFailed'));
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('tags.dialogTitle')} centered>
      <form
        onSubmit={(event) => {
          setFailure(null);
          submit(event);
        }}
        noValidate
      >
        <Stack>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <FreeTextInput
            label={t('tags.nameLabel')}
            placeholder={t('tags.namePlaceholder')}
            {...form.getInputProps('name')}
            maxLength={TAG_NAME_INPUT_MAX}
            onChange={(e) => form.setFieldValue('name', e.currentTarget.value.slice(0, TAG_NAME_INPUT_MAX))}
            error={fieldError ? t(fieldError) : null}
            description={t('tags.nameCounter', { count: Array.from(name).length, max: TAG_NAME_INPUT_MAX })}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={createMutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={name.trim() === ''} loading={createMutation.isPending}>
              {t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
