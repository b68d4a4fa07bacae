import { useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { safeMediaUrl } from '@/lib/safe-url';
import classes from './cells.module.css';

/*
 * The pieces of a table cell, as plain elements styled by cells.module.css: they look exactly
 * as Mantine's Text, Stack, Group, Badge and Avatar (the same CSS variables) at a fraction of
 * the render cost, which counts in a list of 20 rows of 8 columns. Everything else on a screen keeps Mantine's components.
 */

type LineProps = HTMLAttributes<HTMLElement> & {
  /** Mantine's size: sm (the default) or xs (the second line of a cell). */
  size?: 'sm' | 'xs';
  /** In the theme's dimmed colour (secondary facts). */
  dimmed?: boolean;
  /** Weight 500, as a cell's main text (a name). */
  strong?: boolean;
  /** On one line, cut at its end with dots (give the full text a title). */
  truncate?: boolean;
  /** Long words break anywhere instead of widening the column. */
  wrapAnywhere?: boolean;
  /** On one line, never broken (a short detail such as "ID: 125"). */
  nowrap?: boolean;
  /** A span inside a line of text, rather than a paragraph of its own. */
  span?: boolean;
};

const flag = (on: boolean | undefined) => (on ? '' : undefined);

/** A line of text in a cell: <Text size="sm"> (or xs, dimmed, weight 500, cut). */
export function Line({ size, dimmed, strong, truncate, wrapAnywhere, nowrap, span, ...rest }: LineProps) {
  const Tag = span ? 'span' : 'p';
  return (
    <Tag
      className={classes.line}
      data-size={size === 'xs' ? 'xs' : undefined}
      data-dimmed={flag(dimmed)}
      data-strong={flag(strong)}
      data-truncate={flag(truncate)}
      data-wrap-anywhere={flag(wrapAnywhere)}
      data-nowrap={flag(nowrap)}
      {...rest}
    />
  );
}

interface LinesProps {
  /** Between the lines, in px (none by default). */
  gap?: number;
  maxWidth?: string;
  /** Each line as wide as its content (a button under a text), not the whole cell. */
  start?: boolean;
  children: ReactNode;
}

/** Lines one under the other (<Stack gap={0}>), at most `maxWidth` wide. */
export function Lines({ gap, maxWidth, start, children }: LinesProps) {
  const style: CSSProperties & { '--lines-gap'?: string } = { maxWidth };
  if (gap) style['--lines-gap'] = `${gap}px`;
  return (
    <div className={classes.lines} data-start={flag(start)} style={style}>
      {children}
    </div>
  );
}

interface TwoLinesProps {
  main: ReactNode;
  detail: ReactNode;
  /** The main text in weight 500 (a name). */
  strong?: boolean;
  /** The detail on one line ("ID: 125"): a narrow column breaks the main text, never it. */
  nowrapDetail?: boolean;
}

/**
 * The common two-line cell: its main text (sm) over a dimmed detail (xs), as a trail's name
 * over its id, a user's name over theirs.
 */
export function TwoLines({ main, detail, strong, nowrapDetail }: TwoLinesProps) {
  return (
    <Lines>
      <Line strong={strong}>{main}</Line>
      <Line size="xs" dimmed nowrap={nowrapDetail}>
        {detail}
      </Line>
    </Lines>
  );
}

type CellRowProps = HTMLAttributes<HTMLDivElement> & {
  /** In px; Mantine's sm by default. */
  gap?: number;
  /** The pieces may go one under the other when the cell is narrow. */
  wrap?: boolean;
  /** Centred in the cell (<Group justify="center">). */
  center?: boolean;
};

/** Pieces side by side on one line (<Group wrap="nowrap">). */
export function CellRow({ gap, wrap, center, ...rest }: CellRowProps) {
  return (
    <div
      className={classes.row}
      data-wrap={flag(wrap)}
      data-center={flag(center)}
      style={gap === undefined ? undefined : ({ '--row-gap': `${gap}px` } as CSSProperties)}
      {...rest}
    />
  );
}

/**
 * The class of a link in a cell: <Anchor size="sm"> (the theme's link colour, underlined on
 * hover, Mantine's focus ring), for a router <Link> or an <a>.
 */
export const CELL_LINK_CLASS = `${classes.line} ${classes.link} mantine-focus-auto`;

/** The badge colours of the panel (SPEC.md §9: statuses, difficulties, usage, user types). */
export type BadgeColor = 'green' | 'yellow' | 'red' | 'blue' | 'gray' | 'dark';

/**
 * <Badge variant="light" color={color}> (or `filled`): the colour is in `data-color`, the
 * light variant's background and text are Mantine's --mantine-color-{color}-light and
 * -light-color.
 */
export function CellBadge({
  color,
  filled,
  children,
}: {
  color: BadgeColor;
  filled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={classes.badge} data-color={color} data-filled={flag(filled)}>
      <span>{children}</span>
    </div>
  );
}

/** Up to two initials of a name ("Rami Karam" → "RK"). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/**
 * A person's photo, round (<Avatar radius="xl" size="md">). Decorative: the name is next to
 * it, so the image's alt is empty. Without a safe URL, or when the photo fails to load, the
 * name's initials on grey, as Mantine's Avatar shows them (its placeholder keeps the empty
 * title it has).
 */
export function PersonAvatar({ photo, name }: { photo: string | null | undefined; name: string }) {
  const url = safeMediaUrl(photo);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className={classes.avatar}>
      {url === null || failed === url ? (
        <span title="">{initials(name)}</span>
      ) : (
        <img src={url} alt="" onError={() => setFailed(url)} />
      )}
    </div>
  );
}
