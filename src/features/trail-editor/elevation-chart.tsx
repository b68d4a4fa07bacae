import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { PathPoint } from '@/api/trails/schemas';
import { useT } from '@/i18n/use-t';
import { elevationProfile } from '@/lib/kml/metrics';

/**
 * Distance against altitude (the chart library loads only with the editor's lazy chunk).
 * A path without altitudes says so instead of drawing a flat line.
 */
export function ElevationChart({ path }: { path: readonly PathPoint[] }) {
  const { t } = useT();
  const data = useMemo(() => elevationProfile(path), [path]);
  if (data.length < 2) {
    return (
      <Text size="sm" c="dimmed">
        {t('editor.noAltitudes')}
      </Text>
    );
  }
  const altitudes = data.map((d) => d.altitude);
  const min = Math.min(...altitudes);
  const max = Math.max(...altitudes);
  return (
    <figure style={{ margin: 0 }} aria-label={t('editor.elevationProfile')}>
      <AreaChart
        h={180}
        data={data}
        dataKey="distance"
        series={[{ name: 'altitude', label: t('editor.altitude'), color: 'teal.6' }]}
        curveType="linear"
        withDots={false}
        gridAxis="xy"
        xAxisLabel={t('editor.distance')}
        yAxisLabel={t('editor.altitude')}
        yAxisProps={{ domain: [Math.floor(min), Math.ceil(max)] }}
        valueFormatter={(v) => t('editor.metres', { value: Math.round(v) })}
      />
      <Text component="figcaption" size="xs" c="dimmed">
        {t('editor.elevationCaption', {
          min: Math.round(min),
          max: Math.round(max),
          km: data[data.length - 1]?.distance ?? 0,
        })}
      </Text>
    </figure>
  );
}
