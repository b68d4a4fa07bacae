import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { PathPoint } from '@/api/trails/schemas';
import { elevationProfile } from '@/lib/kml/metrics';

/**
 * Distance against altitude (the chart library loads only with the editor's lazy chunk).
 * A path without altitudes says so instead of drawing a flat line.
 */
export function ElevationChart({ path }: { path: readonly PathPoint[] }) {
  const data = useMemo(() => elevationProfile(path), [path]);
  if (data.length < 2) {
    return (
      <Text size="sm" c="dimmed">
        This path has no altitudes, so there is no elevation profile.
      </Text>
    );
  }
  const altitudes = data.map((d) => d.altitude);
  const min = Math.min(...altitudes);
  const max = Math.max(...altitudes);
  return (
    <figure style={{ margin: 0 }} aria-label="Elevation profile">
      <AreaChart
        h={180}
        data={data}
        dataKey="distance"
        series={[{ name: 'altitude', label: 'Altitude (m)', color: 'teal.6' }]}
        curveType="linear"
        withDots={false}
        gridAxis="xy"
        xAxisLabel="Distance (km)"
        yAxisLabel="Altitude (m)"
        yAxisProps={{ domain: [Math.floor(min), Math.ceil(max)] }}
        valueFormatter={(v) => `${Math.round(v)} m`}
      />
      <Text component="figcaption" size="xs" c="dimmed">
        Elevation profile: {Math.round(min)} m to {Math.round(max)} m over{' '}
        {data[data.length - 1]?.distance ?? 0} km.
      </Text>
    </figure>
  );
}
