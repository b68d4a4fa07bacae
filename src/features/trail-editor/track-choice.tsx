import '@mantine/core/styles/Radio.css';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { UserText } from '@/ui/user-text';
import { joinTracks, type Track } from '@/lib/kml/errors';

interface Props {
  fileName: string;
  tracks: readonly Track[];
  onChoose: (track: Track) => void;
  onCancel: () => void;
}

/**
 * A file with several tracks: which one is the trail's path, or all of them joined in file
 * order. A radio group (a fieldset with its question as legend), the first track chosen; loaded
 * only when such a file is picked.
 */
export function TrackChoice({ fileName, tracks, onChoose, onCancel }: Props) {
  const { t, tx } = useT();
  const [value, setValue] = useState('0');
  const all = joinTracks(tracks);
  function use() {
    onChoose(value === 'all' ? all : (tracks[Number(value)] ?? all));
  }
  return (
    <Stack gap="xs">
      <Radio.Group
        value={value}
        onChange={setValue}
        label={tx('kml.choiceLegend', { file: <UserText text={fileName} />, count: tracks.length })}
      >
        <Stack gap={6} mt={6}>
          {tracks.map((track, i) => (
            <Radio
              key={i}
              value={String(i)}
              label={tx('kml.choiceTrack', {
                name: track.name ? <UserText text={track.name} /> : t('kml.choiceUnnamed', { n: i + 1 }),
                count: track.path.length,
              })}
            />
          ))}
          <Radio value="all" label={t('kml.choiceAll', { count: all.path.length })} />
        </Stack>
      </Radio.Group>
      <Group gap="sm">
        <Button size="xs" onClick={use}>
          {t('kml.choiceUse')}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('kml.choiceCancel')}
        </Button>
      </Group>
    </Stack>
  );
}
