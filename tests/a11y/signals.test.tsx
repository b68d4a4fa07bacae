/** Colour is never the only signal: marks that differ by colour also differ by shape and name. */
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PathDrawing, PathLegend } from '@/widgets/path-drawing';
import classes from '@/shell/sidebar.module.css';
import { findShell, renderApp } from '../render';
import { t } from '../text';

const path = [
  { lon: 10, lat: 45, altitude: 100 },
  { lon: 10.01, lat: 45.01, altitude: 120 },
  { lon: 10.02, lat: 45, altitude: null },
];

describe('the path drawing', () => {
  it('draws start, end and waypoints in different shapes, and its legend names each', () => {
    render(
      <MantineProvider env="test">
        <PathDrawing path={path} markers={[{ id: 1, lon: 10.01, lat: 45.005, label: 'Spring' }]} />
        <PathLegend waypoints />
      </MantineProvider>,
    );
    const drawing = screen.getByTestId('path-drawing');
    const shapeOf = (title: string) =>
      [...drawing.querySelectorAll('title')].find((t) => t.textContent === title)?.parentElement;
    expect(shapeOf('Start')?.tagName).toBe('circle');
    expect(shapeOf('End')?.tagName).toBe('rect');
    const waypoint = shapeOf('Spring')?.querySelector('circle');
    expect(waypoint).toHaveAttribute('stroke', 'white'); // a ringed dot, not a plain one
    const legend = screen.getByTestId('path-legend');
    expect(legend).toHaveTextContent('Start');
    expect(legend).toHaveTextContent('End');
    expect(legend).toHaveTextContent('Waypoint');
  });
});

describe('the active sidebar link', () => {
  it('gets the mark (bold, a bar on its start side) besides its light background', async () => {
    await renderApp('/trails');
    await findShell();
    // The bar and the weight are sidebar.module.css's rule for a link with aria-current="page"
    // (`npm run a11y` looks at them in a browser; jsdom applies no CSS).
    const nav = screen.getByRole('navigation', { name: t('nav.label') });
    const active = within(nav).getByRole('link', { name: t('nav.trails') });
    expect(classes.link).toBeTruthy();
    expect(active).toHaveClass(classes.link!);
    expect(active).toHaveAttribute('aria-current', 'page');
    const other = within(nav).getByRole('link', { name: t('nav.tags') });
    expect(other).toHaveClass(classes.link!);
    expect(other).not.toHaveAttribute('aria-current');
  });
});
