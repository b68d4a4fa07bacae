import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PathPoint } from '@/api/trails/schemas';
import { AppProviders } from '@/app/providers';
import { ElevationChart, niceTicks } from '@/features/trail-editor/elevation-chart';
import { elevationProfile } from '@/lib/kml/profile';
import { expectNoSeriousA11yViolations } from '../axe';
import { LANGUAGES, showLanguage, t } from '../text';
import { setupUser } from '../support';

// Five points about 1.1 km apart going north, climbing then descending.
const path: PathPoint[] = [100, 350, 812.4, 640, 500].map((altitude, i) => ({
  lon: 35,
  lat: 31 + i * 0.01,
  altitude,
}));
const profile = elevationProfile(path);
const last = profile[profile.length - 1]!;

function renderChart(points: readonly PathPoint[] = path) {
  const view = render(
    <AppProviders mantineEnv="test">
      <ElevationChart path={points} />
    </AppProviders>,
  );
  return { ...view, user: setupUser() };
}

const readout = () => screen.getByRole('status');
const readoutShown = () => expect(readout()).not.toBeEmptyDOMElement();
const readoutHidden = () => expect(readout()).toBeEmptyDOMElement();
const chart = () => screen.getByRole('group', { name: t('editor.elevationProfile') });
const km = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilometer', unitDisplay: 'short' }).format(
    value,
  );

describe('elevation chart', () => {
  it('draws the profile with both axes labelled and the caption', async () => {
    renderChart();
    const figure = screen.getByRole('figure', { name: 'Elevation profile' });
    expect(within(figure).getByText('Distance (km)')).toBeInTheDocument();
    expect(within(figure).getByText('Altitude (m)')).toBeInTheDocument();
    // Round ticks inside the altitudes' range, and the distance's from 0.
    expect(within(figure).getByText('200')).toBeInTheDocument();
    expect(within(figure).getByText('800')).toBeInTheDocument();
    expect(within(figure).getByText('0')).toBeInTheDocument();
    expect(figure).toHaveTextContent('Elevation profile: 100 m to 812 m over');
    readoutHidden();
    await expectNoSeriousA11yViolations();
  });

  it('the keyboard reads out each point: arrows, Home and End', async () => {
    const { user } = renderChart();
    await user.tab();
    expect(chart()).toHaveFocus();
    await user.keyboard('{End}');
    readoutShown();
    expect(readout()).toHaveTextContent(`Distance (km)${km(last.distance)}`);
    expect(readout()).toHaveTextContent('Altitude (m)500 m');
    await user.keyboard('{ArrowLeft}');
    expect(readout()).toHaveTextContent('Altitude (m)640 m');
    await user.keyboard('{Home}{ArrowRight}');
    expect(readout()).toHaveTextContent('Altitude (m)350 m');
    await user.tab();
    readoutHidden();
  });

  it('in Arabic the distance runs from the right: the left arrow goes along the path, the altitude axis is on the right', async () => {
    showLanguage('ar');
    const { user, container } = renderChart();
    await user.tab();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(readout()).toHaveTextContent('812');
    const altitudeLabel = within(container).getByText(t('editor.altitude'), {
      selector: 'svg text',
    });
    expect(altitudeLabel.getAttribute('transform')).toMatch(/^translate\(588 /);
    const [firstTick] = within(container).getAllByText('0', { selector: 'svg text' });
    const lastTick = within(container).getByText(String(niceTicks(0, last.distance).at(-1)), {
      selector: 'svg text',
    });
    expect(Number(firstTick!.getAttribute('x'))).toBeGreaterThan(
      Number(lastTick.getAttribute('x')),
    );
  });

  it.each(LANGUAGES)(
    'in %s the altitude figures sit in the axis margin, clear of the plot',
    (language) => {
      showLanguage(language);
      const { container } = renderChart();
      // The altitude axis is the vertical solid line; its figures are the texts with dy.
      const axis = [...container.querySelectorAll('svg line')].find(
        (l) => l.getAttribute('x1') === l.getAttribute('x2') && !l.closest('[stroke-dasharray]'),
      );
      const axisX = Number(axis!.getAttribute('x1'));
      const figures = [...container.querySelectorAll('svg text[dy]')];
      expect(figures.length).toBeGreaterThan(1);
      for (const figure of figures) {
        // SVG anchors text against its `direction`: figures are laid out left to right, so that
        // "start" is their left edge and "end" their right edge in both page directions.
        expect(figure).toHaveAttribute('direction', 'ltr');
        const x = Number(figure.getAttribute('x'));
        if (language === 'ar') {
          expect(figure).toHaveAttribute('text-anchor', 'start');
          expect(x).toBeGreaterThan(axisX);
        } else {
          expect(figure).toHaveAttribute('text-anchor', 'end');
          expect(x).toBeLessThan(axisX);
        }
      }
    },
  );

  it('hovering reads out the nearest point, and leaving hides it', () => {
    renderChart();
    // jsdom lays nothing out: the chart is drawn 600 wide, its plot from 64 to 588.
    fireEvent.pointerMove(chart(), { clientX: 587 });
    expect(readout()).toHaveTextContent('Altitude (m)500 m');
    fireEvent.pointerMove(chart(), { clientX: 64 });
    expect(readout()).toHaveTextContent('Altitude (m)100 m');
    fireEvent.pointerLeave(chart());
    readoutHidden();
  });

  it('a path without altitudes says so instead of drawing a flat line', () => {
    renderChart(path.map((p) => ({ ...p, altitude: null })));
    expect(
      screen.getByText('This path has no altitudes, so there is no elevation profile.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('ticks are round and inside the range', () => {
    expect(niceTicks(0, 4.4)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(100, 813)).toEqual([200, 400, 600, 800]);
    expect(niceTicks(5, 5)).toEqual([5]);
  });
});
