import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { PathPoint } from '@/api/trails/schemas';
import { useT } from '@/i18n/use-t';
import { elevationProfile, type ProfilePoint } from '@/lib/kml/profile';

/** The drawing's height, and the room its axes' ticks and labels take around the plot. */
const HEIGHT = 180;
const MARGIN = { top: 8, bottom: 40, axis: 64, end: 12 };
/** The width drawn before the figure has been measured (and in tests, where nothing has a size). */
const FALLBACK_WIDTH = 600;
const TICKS = 5;

/**
 * About `count` round values covering [min, max] (steps of 1, 2 or 5 times a power of ten),
 * each inside the range.
 */
export function niceTicks(min: number, max: number, count = TICKS): number[] {
  if (!(max > min)) return [min];
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step)
    ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks;
}

/** The index of the point whose distance is nearest to `distance` (points are in distance order). */
function nearest(data: readonly ProfilePoint[], distance: number): number {
  let lo = 0;
  let hi = data.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((data[mid] as ProfilePoint).distance < distance) lo = mid;
    else hi = mid;
  }
  return distance - (data[lo] as ProfilePoint).distance <=
    (data[hi] as ProfilePoint).distance - distance
    ? lo
    : hi;
}

/**
 * Distance against altitude, drawn with a few SVG lines (a chart library would be several times
 * the editor's own code, for this one figure). The distance axis runs in the page's reading direction:
 * from the right in Arabic, with the altitude axis on the right. Hovering, or the arrow keys
 * (Home, End) once the chart has focus, show the distance and altitude of a point; the
 * read-out is announced. A path without altitudes says so instead of drawing a flat line.
 */
export function ElevationChart({ path }: { path: readonly PathPoint[] }) {
  const t = useT();
  const readoutId = useId();
  const data = useMemo(() => elevationProfile(path), [path]);
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);

  if (data.length < 2) {
    return (
      <Text size="sm" c="dimmed">
        {t.t('editor.noAltitudes')}
      </Text>
    );
  }

  const rtl = t.layoutDir === 'rtl';
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const altitudes = data.map((d) => d.altitude);
  const min = Math.floor(Math.min(...altitudes));
  const max = Math.ceil(Math.max(...altitudes));
  // A flat path still gets a band to be drawn in.
  const [yMin, yMax] = max > min ? [min, max] : [min - 1, max + 1];
  const total = (data[data.length - 1] as ProfilePoint).distance;
  const xMax = total > 0 ? total : 1;

  // The plot's start and end edges: the altitude axis is on the reading side.
  const plotStart = rtl ? width - MARGIN.axis : MARGIN.axis;
  const plotEnd = rtl ? MARGIN.end : width - MARGIN.end;
  const plotTop = MARGIN.top;
  const plotBottom = HEIGHT - MARGIN.bottom;
  const x = (distance: number) => plotStart + ((plotEnd - plotStart) * distance) / xMax;
  const y = (altitude: number) =>
    plotBottom - ((plotBottom - plotTop) * (altitude - yMin)) / (yMax - yMin);
  const line = data
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${x(d.distance).toFixed(1)},${y(d.altitude).toFixed(1)}`)
    .join('');
  const area = `${line}L${x(total).toFixed(1)},${plotBottom}L${x(0).toFixed(1)},${plotBottom}Z`;

  const xTicks = niceTicks(0, total);
  const yTicks = niceTicks(yMin, yMax);
  const km = (value: number) => t.number(value, { maximumFractionDigits: 2 });
  const point = active === null ? null : (data[active] ?? null);

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const px = ((event.clientX - box.left) * width) / (box.width || width);
    const distance = ((px - plotStart) / (plotEnd - plotStart)) * xMax;
    setActive(nearest(data, Math.min(Math.max(distance, 0), total)));
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = data.length - 1;
    const current = active ?? -1;
    // Arrows move the way they point on screen: in Arabic, left is further along the path.
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next: Record<string, number> = {
      [forward]: Math.min(current + 1, last),
      [back]: Math.max(current - 1, 0),
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    setActive(next[event.key] as number);
  };

  const axisText = { fontSize: 11, fill: 'var(--mantine-color-dimmed)' } as const;
  // Tick figures are laid out left to right whatever the page's direction: SVG resolves
  // text-anchor against the inherited `direction`, so in an rtl page "start" would be the
  // figure's right edge and the altitude figures would be drawn over the plot.
  const tickAnchor = rtl ? 'start' : 'end';

  return (
    <figure style={{ margin: 0 }} aria-label={t.t('editor.elevationProfile')}>
      <div ref={ref} style={{ position: 'relative' }}>
        <svg
          width="100%"
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="group"
          tabIndex={0}
          aria-label={t.t('editor.elevationProfile')}
          aria-describedby={readoutId}
          style={{ display: 'block', touchAction: 'none', outlineOffset: 2 }}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(null)}
        >
          <g stroke="light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))" strokeDasharray="4 4" aria-hidden>
            {yTicks.map((v) => (
              <line key={`y${v}`} x1={plotStart} x2={plotEnd} y1={y(v)} y2={y(v)} />
            ))}
            {xTicks.map((v) => (
              <line key={`x${v}`} x1={x(v)} x2={x(v)} y1={plotTop} y2={plotBottom} />
            ))}
          </g>
          <path d={area} fill="light-dark(var(--mantine-color-teal-6), var(--mantine-color-teal-4))" fillOpacity={0.15} aria-hidden />
          <path
            d={line}
            fill="none"
            stroke="light-dark(var(--mantine-color-teal-6), var(--mantine-color-teal-4))"
            strokeWidth={2}
            aria-hidden
          />
          <g aria-hidden style={axisText}>
            <line
              x1={plotStart}
              x2={plotEnd}
              y1={plotBottom}
              y2={plotBottom}
              stroke="light-dark(var(--mantine-color-gray-5), var(--mantine-color-dark-2))"
            />
            <line
              x1={plotStart}
              x2={plotStart}
              y1={plotTop}
              y2={plotBottom}
              stroke="light-dark(var(--mantine-color-gray-5), var(--mantine-color-dark-2))"
            />
            {yTicks.map((v) => (
              <text
                key={v}
                x={plotStart + (rtl ? 6 : -6)}
                y={y(v)}
                dy="0.32em"
                direction="ltr"
                textAnchor={tickAnchor}
              >
                {t.number(v)}
              </text>
            ))}
            {xTicks.map((v) => (
              <text key={v} x={x(v)} y={plotBottom + 14} direction="ltr" textAnchor="middle">
                {km(v)}
              </text>
            ))}
            <text x={(plotStart + plotEnd) / 2} y={HEIGHT - 4} textAnchor="middle">
              {t.t('editor.distance')}
            </text>
            <text
              transform={`translate(${rtl ? width - 12 : 12} ${(plotTop + plotBottom) / 2}) rotate(${rtl ? 90 : -90})`}
              textAnchor="middle"
            >
              {t.t('editor.altitude')}
            </text>
          </g>
          {point && (
            <g aria-hidden>
              <line
                x1={x(point.distance)}
                x2={x(point.distance)}
                y1={plotTop}
                y2={plotBottom}
                stroke="light-dark(var(--mantine-color-gray-6), var(--mantine-color-dark-1))"
              />
              <circle
                cx={x(point.distance)}
                cy={y(point.altitude)}
                r={4}
                fill="light-dark(var(--mantine-color-teal-6), var(--mantine-color-teal-4))"
                stroke="white"
                strokeWidth={2}
              />
            </g>
          )}
        </svg>
        {/* The live region stays in the page (a region that appears is not announced); it is empty, and not drawn, until a point is chosen. */}
        <div
          id={readoutId}
          role="status"
          data-testid="elevation-readout"
          style={{
            position: 'absolute',
            top: 4,
            // Away from the point it reads out: at the far end while the point is in the first half.
            ...(point && point.distance > total / 2
              ? { insetInlineStart: MARGIN.axis + 4 }
              : { insetInlineEnd: MARGIN.end + 4 }),
            pointerEvents: 'none',
          }}
        >
          {point && (
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: 'auto auto',
                columnGap: 8,
                padding: '4px 8px',
                borderRadius: 'var(--mantine-radius-sm)',
                border: '1px solid light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))',
                background: 'var(--mantine-color-body)',
                boxShadow: 'var(--mantine-shadow-xs)',
                fontSize: 'var(--mantine-font-size-xs)',
              }}
            >
              <span>{t.t('editor.distance')}</span>
              <strong>
                {t.number(point.distance, {
                  style: 'unit',
                  unit: 'kilometer',
                  unitDisplay: 'short',
                })}
              </strong>
              <span>{t.t('editor.altitude')}</span>
              <strong>{t.t('editor.metres', { value: Math.round(point.altitude) })}</strong>
            </div>
          )}
        </div>
      </div>
      <Text component="figcaption" size="xs" c="dimmed">
        {t.t('editor.elevationCaption', {
          min: Math.round(Math.min(...altitudes)),
          max: Math.round(Math.max(...altitudes)),
          km: total,
        })}
      </Text>
    </figure>
  );
}
