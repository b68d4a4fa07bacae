import { Group, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { PathPoint } from '@/api/trails/schemas';
import { useT } from '@/i18n/use-t';

/**
 * The trail's path drawn as an SVG polyline scaled into a box (no map tiles are reachable):
 * enough to see at a glance that the right file went in. Longitudes are scaled by the
 * cosine of the mid latitude so shapes are not stretched. Long paths are thinned to
 * MAX_DRAWN points. Optional markers (waypoints) are drawn on the same projection.
 */
export interface PathMarker {
  id: number | string;
  lon: number;
  lat: number;
  label: string;
}

const MAX_DRAWN = 2000;
const WIDTH = 400;
const HEIGHT = 260;
const PAD = 14;

function thin<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)] as T);
}

export function projector(points: ReadonlyArray<{ lon: number; lat: number }>) {
  let minLon = Infinity;
  let maxLon = -Infinity;
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (const p of points) {
    if (p.lon < minLon) minLon = p.lon;
    if (p.lon > maxLon) maxLon = p.lon;
    if (p.lat < minLat) minLat = p.lat;
    if (p.lat > maxLat) maxLat = p.lat;
  }
  const kx = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * kx, 1e-9);
  const spanY = Math.max(maxLat - minLat, 1e-9);
  const scale = Math.min((WIDTH - 2 * PAD) / spanX, (HEIGHT - 2 * PAD) / spanY);
  const offX = (WIDTH - spanX * scale) / 2;
  const offY = (HEIGHT - spanY * scale) / 2;
  return (p: { lon: number; lat: number }) => ({
    x: Math.round((offX + (p.lon - minLon) * kx * scale) * 10) / 10,
    y: Math.round((HEIGHT - offY - (p.lat - minLat) * scale) * 10) / 10,
  });
}

/** No markers: one array, so that the drawing's memo holds across renders. */
const NO_MARKERS: PathMarker[] = [];

export function PathDrawing({
  path,
  markers = NO_MARKERS,
  label,
}: {
  path: readonly PathPoint[];
  markers?: PathMarker[];
  label?: string;
}) {
  const { t } = useT();
  const drawn = useMemo(() => {
    const points = thin(path, MAX_DRAWN);
    const project = projector([...points, ...markers]);
    return {
      line: points
        .map((p) => {
          const { x, y } = project(p);
          return `${x},${y}`;
        })
        .join(' '),
      start: points[0] ? project(points[0]) : null,
      end: points.length > 1 ? project(points[points.length - 1] as PathPoint) : null,
      markers: markers.map((m) => ({ ...m, ...project(m) })),
    };
  }, [path, markers]);

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label ?? t('editor.drawing')}
      style={{
        width: '100%',
        maxWidth: WIDTH,
        height: 'auto',
        background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))',
        borderRadius: 8,
        direction: 'ltr',
      }}
      data-testid="path-drawing"
    >
      <polyline
        points={drawn.line}
        fill="none"
        stroke="light-dark(var(--mantine-color-teal-7), var(--mantine-color-teal-4))"
        strokeWidth={2.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {drawn.start && (
        <circle cx={drawn.start.x} cy={drawn.start.y} r={5} fill={START}>
          <title>{t('editor.drawingStart')}</title>
        </circle>
      )}
      {drawn.end && (
        <rect x={drawn.end.x - 5} y={drawn.end.y - 5} width={10} height={10} fill={END}>
          <title>{t('editor.drawingEnd')}</title>
        </rect>
      )}
      {drawn.markers.map((m) => (
        <g key={m.id} data-testid="path-marker">
          <circle cx={m.x} cy={m.y} r={6} fill={WAYPOINT} stroke="white" strokeWidth={2} />
          <title>{m.label}</title>
        </g>
      ))}
    </svg>
  );
}

/*
 * Start, end and waypoints differ in shape as well as in colour (a dot, a square, a ringed
 * dot) and PathLegend names them under the drawing: colour is never the only signal.
 */
const START = 'light-dark(var(--mantine-color-green-6), var(--mantine-color-green-5))';
const END = 'light-dark(var(--mantine-color-red-6), var(--mantine-color-red-5))';
const WAYPOINT = 'var(--mantine-color-orange-5)';

function LegendItem({ mark, children }: { mark: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden>
        {mark}
      </svg>
      <Text span fz="xs" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/** The key to PathDrawing's marks, shown under it. */
export function PathLegend({ waypoints = false }: { waypoints?: boolean }) {
  const { t } = useT();
  return (
    <Group gap="md" data-testid="path-legend">
      <LegendItem mark={<circle cx={6} cy={6} r={5} fill={START} />}>{t('editor.drawingStart')}</LegendItem>
      <LegendItem mark={<rect x={1} y={1} width={10} height={10} fill={END} />}>{t('editor.drawingEnd')}</LegendItem>
      {waypoints && (
        <LegendItem
          mark={<circle cx={6} cy={6} r={4} fill={WAYPOINT} stroke="white" strokeWidth={2} />}
        >
          {t('editor.drawingWaypoint')}
        </LegendItem>
      )}
    </Group>
  );
}
