import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useCreateTagMutation } from '@/api/tags/create';
import { ApiError } from '@/api/errors';
import type { Tag } from '@/api/tags/schemas';
import { notifySuccess } from '@/components/dialogs';
import type { MessageKey } from '@/i18n/catalogues';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { useKeepOnSessionEnd } from '@/lib/session-drafts';
import { textDir } from '@/lib/text-dir';
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
  const [name, setName] = useState(typed ?? '');
  useKeepOnSessionEnd<string>(CREATE_TAG_DRAFT, () => (opened ? name : null));
  const [fieldError, setFieldError] = useState<MessageKey | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const createMutation = useCreateTagMutation();

  const close = () => {
    if (createMutation.isPending) return;
    setName('');
    setFieldError(null);
    setFailure(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateTagName(name, tags);
    setFieldError(problem);
    setFailure(null);
    if (problem) return;
    createMutation.mutate(name.trim(), {
      onSuccess: () => {
        notifySuccess(translator().t('tags.created'));
        setName('');
        onClose();
      },
      onError: (error) => {
        // A tag created elsewhere since the list loaded: the server says it is a duplicate.
        if (error instanceof ApiError && error.status === 409) setFieldError(TAG_NAME_MESSAGES.duplicate);
        else setFailure('tags.createFailed');
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('tags.dialogTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {t(failure)}
            </Alert>
          )}
          <TextInput
            label={t('tags.nameLabel')}
            placeholder={t('tags.namePlaceholder')}
            value={name}
            dir={textDir(name)}
            maxLength={TAG_NAME_INPUT_MAX}
            onChange={(e) => {
              setName(e.currentTarget.value.slice(0, TAG_NAME_INPUT_MAX));
              setFieldError(null);
            }}
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
