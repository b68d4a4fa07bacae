import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TrailStatus } from '@/api/trails/schemas';
import { StatusBadge, TRAIL_STATUS_LABELS, trailStatusLabel } from '@/components/badges';
import { truncate } from '@/lib/format';

/** SPEC.md §2 "Change Status modal": the two choices and their descriptions. */
export const STATUS_OPTIONS: { value: TrailStatus; label: string; description: string }[] = [
  {
    value: 'active',
    label: TRAIL_STATUS_LABELS.active,
    description: 'Item is live and visible to users.',
  },
  {
    value: 'deleted',
    label: TRAIL_STATUS_LABELS.deleted,
    description: 'Item is hidden from users and inactive.',
  },
];

export interface ChangeStatusTarget {
  id: number;
  name: string;
  status: TrailStatus;
}

interface ChangeStatusModalProps {
  target: ChangeStatusTarget | null;
  saving: boolean;
  onClose: () => void;
  /** Called only with a status different from the current one. */
  onConfirm: (status: TrailStatus) => void | Promise<void>;
}

/**
 * Decision (SPEC.md is silent): a `pending` trail matches neither radio, so nothing is
 * preselected; until a choice is made the button reads "No Changes" and just closes, like
 * confirming the same status does (SPEC.md §4).
 */
export function ChangeStatusModal({ target, saving, onClose, onConfirm }: ChangeStatusModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={saving ? () => undefined : onClose}
      title="Change Status"
      centered
    >
      {target && (
        <ChangeStatusForm
          key={target.id}
          target={target}
          saving={saving}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}

function ChangeStatusForm({
  target,
  saving,
  onClose,
  onConfirm,
}: ChangeStatusModalProps & { target: ChangeStatusTarget }) {
  const preselected = STATUS_OPTIONS.some((o) => o.value === target.status) ? target.status : null;
  const [chosen, setChosen] = useState<TrailStatus | null>(preselected);
  const changed = chosen !== null && chosen !== target.status;
  const shortName = truncate(target.name);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (changed) void onConfirm(chosen);
    else onClose();
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <Stack gap={4}>
          <Text size="sm">
            <Text span fw={600}>
              Trail:
            </Text>{' '}
            {/* SPEC.md §9: names cut at 50 outside the tables; the full name on hover. */}
            <Text span title={shortName === target.name ? undefined : target.name}>
              {shortName}
            </Text>
          </Text>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Current status:
            </Text>
            <StatusBadge status={target.status} label={trailStatusLabel(target.status)} />
          </Group>
        </Stack>
        <Radio.Group
          label="New status"
          value={chosen}
          onChange={(value) => setChosen(value as TrailStatus)}
        >
          <Stack gap="sm" mt="xs">
            {STATUS_OPTIONS.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.description}
                disabled={saving}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen === null
            ? 'Choose the status to set.'
            : `The trail will be set to ${trailStatusLabel(chosen)}.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Updating...' : changed ? 'Update Status' : 'No Changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
