/** Colour is never the only signal: marks that differ by colour also differ by shape and name. */
import { MantineProvider, NavLink } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import classes from '@/app/theme.module.css';
import { createAppTheme } from '@/app/theme';
import { PathDrawing, PathLegend } from '@/components/path-drawing';
import { translatorFor } from '@/i18n/translator';

const theme = createAppTheme(translatorFor('en', 'ltr'));

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
  it('gets the theme’s mark (bold, a bar on its start side) besides its light background', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <NavLink href="/trails" label="Trails" active aria-current="page" />
        <NavLink href="/tags" label="Tags" />
      </MantineProvider>,
    );
    // The bar and the weight are theme.module.css's `.navLink` rule for an active link
    // (`npm run a11y` looks at them in a browser; jsdom applies no CSS).
    const active = screen.getByRole('link', { name: 'Trails' });
    expect(classes.navLink).toBeTruthy();
    expect(active).toHaveClass(classes.navLink!);
    expect(active).toHaveAttribute('data-active');
    expect(screen.getByRole('link', { name: 'Tags' })).not.toHaveAttribute('data-active');
  });
});
