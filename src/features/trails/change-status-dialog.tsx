import '@mantine/core/styles/Radio.css';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TrailStatus } from '@/api/trails/schemas';
import { StatusBadge, TRAIL_STATUS_LABELS, trailStatusLabel } from '@/widgets/status-badges';
import { UserText } from '@/ui/user-text';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';

export interface ChangeStatusTarget {
  id: number;
  name: string;
  status: TrailStatus;
}

export interface ChangeStatusDialogProps {
  target: ChangeStatusTarget | null;
  onClose: () => void;
  /** Called only with a status different from the current one. */
  onConfirm: (status: TrailStatus) => void | Promise<void>;
}

/** SPEC.md §2 "Change Status modal": the two choices and their descriptions. */
export const STATUS_OPTIONS: { value: TrailStatus; label: MessageKey; description: MessageKey }[] =
  [
    { value: 'active', label: TRAIL_STATUS_LABELS.active, description: 'trails.statusActiveText' },
    {
      value: 'deleted',
      label: TRAIL_STATUS_LABELS.deleted,
      description: 'trails.statusInactiveText',
    },
  ];

/**
 * SPEC.md §2's Change Status modal (Mantine's Modal and Radio). The trail list loads it at its
 * first opening (a lazyPart) and keeps it mounted from then on, closed or open.
 *
 * SPEC.md's "Updating..." has no moment to show: the new status is applied to the row at once
 * and its request held for Undo (src/ui/run-row-action.ts), so the modal closes as the row
 * changes, and the Undo notice says when the request goes (docs/decisions/bulk-and-export.md).
 *
 * Decision (SPEC.md is silent): a `pending` trail matches neither radio, so nothing is
 * preselected; until a choice is made the button reads "No Changes" and just closes, like
 * confirming the same status does (SPEC.md §4).
 */
export function ChangeStatusDialog({ target, onClose, onConfirm }: ChangeStatusDialogProps) {
  const { t } = useT();
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('trails.changeStatus')} centered>
      {target && (
        <ChangeStatusForm key={target.id} target={target} onClose={onClose} onConfirm={onConfirm} />
      )}
    </Modal>
  );
}

function ChangeStatusForm({
  target,
  onClose,
  onConfirm,
}: ChangeStatusDialogProps & { target: ChangeStatusTarget }) {
  const { t } = useT();
  const preselected = STATUS_OPTIONS.some((o) => o.value === target.status) ? target.status : null;
  const [chosen, setChosen] = useState<TrailStatus | null>(preselected);
  const changed = chosen !== null && chosen !== target.status;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (changed) void onConfirm(chosen);
    else onClose();
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <Stack gap={4}>
          <Text size="sm">
            <Text span fw={600}>
              {t('trails.statusTrail')}
            </Text>{' '}
            {/* SPEC.md §9: names cut at 50 outside the tables; the full name on hover. */}
            <UserText text={target.name} max={50} />
          </Text>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('trails.statusCurrent')}
            </Text>
            <StatusBadge status={target.status} label={trailStatusLabel(t, target.status)} />
          </Group>
        </Stack>
        <Radio.Group
          label={t('trails.statusNew')}
          value={chosen}
          onChange={(value) => setChosen(value as TrailStatus)}
        >
          <Stack gap="sm" mt="xs">
            {STATUS_OPTIONS.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={t(option.label)}
                description={t(option.description)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen === null
            ? t('trails.statusChoose')
            : t('trails.statusPreview', { status: trailStatusLabel(t, chosen) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">
            {changed ? t('trails.statusUpdate') : t('trails.statusNoChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
