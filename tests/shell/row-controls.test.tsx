/**
 * The plain controls of table rows (src/ui/row-controls.tsx): drawn by the panel's own
 * stylesheet in the theme's colours, with nothing of a library's own on them, and behaving as
 * the native controls they are: the page's box is indeterminate ("mixed") while some rows are
 * selected, Space toggles, a trigger's ref reaches the button.
 */
import { render, screen, within } from '@testing-library/react';
import type { RowSelectionState } from '@tanstack/react-table';
import { IconChevronDown, IconDots, IconPhoto } from '@tabler/icons-react';
import { createRef, useMemo, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { columnHelper, DataTable } from '@/ui/data-table';
import { LazyMenu } from '@/ui/lazy-menu';
import { RowButton, RowCheckbox, RowIconButton } from '@/ui/row-controls';
import classes from '@/ui/row-controls.module.css';
import { lookOf, setupUser } from '../support';
import { t } from '../text';

function renderInPanel(ui: ReactNode) {
  return render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      {ui}
    </AppProviders>,
  );
}

const noop = () => {};

/** No class name or CSS variable of Mantine's on the element or inside it. */
function expectNoLibraryLook(element: Element) {
  for (const part of [element, ...element.querySelectorAll('*')]) {
    const { class: names, ...rest } = lookOf(part);
    expect(names).toBe('');
    expect(Object.keys(rest).filter((key) => key.startsWith('--') && !key.startsWith('--row-control-'))).toEqual([]);
  }
}

/** The button's colours, as its stylesheet reads them. */
const coloursOf = (button: HTMLElement) =>
  Object.fromEntries(['bg', 'hover', 'color', 'border'].map((part) => [part, button.style.getPropertyValue(`--row-control-${part}`)]));

describe('row controls are the panel’s own', () => {
  it.each([
    ['empty', { checked: false }],
    ['checked', { checked: true }],
    ['indeterminate', { checked: false, indeterminate: true }],
    ['disabled', { checked: false, disabled: true }],
  ] as const)('checkbox, %s', (_, state) => {
    const { container } = renderInPanel(<RowCheckbox aria-label="Box" {...state} onChange={noop} />);
    const box = screen.getByRole('checkbox', { name: 'Box' });
    expect(box).toHaveClass(classes.checkboxInput!);
    expect(box.parentElement).toHaveClass(classes.checkbox!);
    expect(box.nextElementSibling).toHaveClass(classes.checkboxIcon!);
    expect(box.nextElementSibling?.querySelector('indeterminate' in state ? 'rect' : 'path')).not.toBeNull();
    expectNoLibraryLook(container);
  });

  it.each([
    ['gray', 'gray'],
    ['red', 'red'],
    [undefined, 'teal'],
  ] as const)('icon button, colour %s: the subtle variant of the colour', (color, shades) => {
    const { container } = renderInPanel(
      <RowIconButton color={color} aria-label="More">
        <IconDots size={18} aria-hidden />
      </RowIconButton>,
    );
    const button = screen.getByRole('button', { name: 'More' });
    expect(button).toHaveClass(classes.iconButton!);
    expect(button).toHaveAttribute('type', 'button');
    expect(coloursOf(button)).toEqual({
      bg: 'transparent',
      hover: `var(--mantine-color-${shades}-light-hover)`,
      color: `var(--mantine-color-${shades}-light-color)`,
      border: 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    });
    expectNoLibraryLook(container);
  });

  it('a per-row choice’s button (users’ status and role): the default variant, its chevron at the end', () => {
    const { container } = renderInPanel(
      <RowButton size="xs" variant="default" minWidth={104} justify="space-between" rightSection={<IconChevronDown size={14} aria-hidden />} aria-label="Status of Rami: Active">
        Active
      </RowButton>,
    );
    const button = screen.getByRole('button', { name: 'Status of Rami: Active' });
    expect(button).toHaveClass(classes.button!);
    expect(button).toHaveAttribute('data-size', 'xs');
    expect(button).toHaveAttribute('data-justify', 'space-between');
    expect(button).toHaveAttribute('data-with-right-section');
    expect(button.style.minWidth).toBe('calc(6.5rem * var(--mantine-scale))');
    expect(coloursOf(button)).toEqual({
      bg: 'var(--mantine-color-default)',
      hover: 'var(--mantine-color-default-hover)',
      color: 'var(--mantine-color-default-color)',
      border: 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
    });
    const [label, section] = [...button.firstElementChild!.children];
    expect(label).toHaveTextContent('Active');
    expect(label).toHaveAttribute('data-button-label');
    expect(section).toHaveAttribute('data-position', 'right');
    expectNoLibraryLook(container);
  });

  it('the reviews’ buttons: View Full Text (subtle), photos and moderation (light)', () => {
    renderInPanel(
      <>
        <RowButton variant="subtle" size="compact-xs" aria-label="View">
          View
        </RowButton>
        <RowButton variant="light" size="compact-sm" leftSection={<IconPhoto size={14} aria-hidden />} aria-label="Photos">
          3
        </RowButton>
        <RowButton variant="light" size="compact-sm" color="orange" aria-label="Act">
          Act
        </RowButton>
      </>,
    );
    expect(coloursOf(screen.getByRole('button', { name: 'View' })).bg).toBe('transparent');
    const photos = screen.getByRole('button', { name: 'Photos' });
    expect(photos).toHaveAttribute('data-size', 'compact-sm');
    expect(photos).toHaveAttribute('data-with-left-section');
    expect(photos.firstElementChild!.firstElementChild).toHaveAttribute('data-position', 'left');
    expect(coloursOf(photos).bg).toBe('var(--mantine-color-teal-light)');
    expect(coloursOf(screen.getByRole('button', { name: 'Act' }))).toEqual({
      bg: 'var(--mantine-color-orange-light)',
      hover: 'var(--mantine-color-orange-light-hover)',
      color: 'var(--mantine-color-orange-light-color)',
      border: 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    });
  });
});

interface Row {
  id: number;
  name: string;
}
const col = columnHelper<Row>();
const ROWS: Row[] = [1, 2, 3].map((id) => ({ id, name: `Row ${id}` }));
const rowName = (row: Row) => row.name;

function SelectableTable({ rows }: { rows: Row[] }) {
  const [selected, setSelected] = useState<RowSelectionState>({});
  const columns = useMemo(() => [col.accessor('name', { header: 'Name' })], []);
  return (
    <DataTable
      label="Rows"
      columns={columns}
      data={rows}
      getRowId={(r) => String(r.id)}
      selection={{ state: selected, onChange: setSelected, rowName }}
    />
  );
}

const pageBox = () => screen.getByRole('checkbox', { name: t('bulk.selectPage') });
const rowBox = (name: string) => screen.getByRole('checkbox', { name: t('bulk.selectRow', { name: `\u2068${name}\u2069` }) });

describe('the selection column’s boxes', () => {
  it('the page’s box is indeterminate while some rows are selected; Space toggles rows and the page', async () => {
    const user = setupUser();
    renderInPanel(<SelectableTable rows={ROWS} />);
    expect(pageBox()).not.toBePartiallyChecked();
    expect(pageBox()).not.toBeChecked();

    // Keyboard only: Tab to the first row's box, Space ticks it.
    await user.tab();
    expect(pageBox()).toHaveFocus();
    await user.tab();
    expect(rowBox('Row 1')).toHaveFocus();
    await user.keyboard(' ');
    expect(rowBox('Row 1')).toBeChecked();
    // Some of the page: "mixed" for assistive technology (the DOM property), the bar drawn.
    expect(pageBox()).toBePartiallyChecked();
    expect(pageBox()).toHaveAttribute('data-indeterminate', 'true');
    expect(pageBox().nextElementSibling?.querySelector('rect')).not.toBeNull();

    // Space on the page's box selects the whole page: checked, no longer mixed, the check mark.
    await user.tab({ shift: true });
    expect(pageBox()).toHaveFocus();
    await user.keyboard(' ');
    for (const row of ROWS) expect(rowBox(row.name)).toBeChecked();
    expect(pageBox()).toBeChecked();
    expect(pageBox()).not.toBePartiallyChecked();
    expect(pageBox()).not.toHaveAttribute('data-indeterminate');
    expect(pageBox().nextElementSibling?.querySelector('path')).not.toBeNull();

    // Unticking one row makes it mixed again; Space on the page's box then selects the rest.
    await user.click(rowBox('Row 2'));
    expect(pageBox()).toBePartiallyChecked();
    expect(pageBox()).not.toBeChecked();
    await user.click(pageBox());
    expect(pageBox()).toBeChecked();
    await user.keyboard(' ');
    for (const row of ROWS) expect(rowBox(row.name)).not.toBeChecked();
    expect(pageBox()).not.toBePartiallyChecked();
  });

  it('the page’s box is disabled on an empty page', () => {
    renderInPanel(<SelectableTable rows={[]} />);
    expect(pageBox()).toBeDisabled();
  });
});

describe('a row’s icon button', () => {
  it('forwards its ref, and opens a LazyMenu as its trigger, giving focus back on Escape', async () => {
    const user = setupUser();
    const ref = createRef<HTMLButtonElement>();
    renderInPanel(
      <>
        <RowIconButton ref={ref} color="gray" aria-label="Plain">
          <IconDots size={18} aria-hidden />
        </RowIconButton>
        <LazyMenu
          target={
            <RowIconButton color="gray" aria-label="Actions for Row 1">
              <IconDots size={18} aria-hidden />
            </RowIconButton>
          }
        >
          {(Menu) => <Menu.Item>Edit</Menu.Item>}
        </LazyMenu>
      </>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Plain' }));
    const trigger = screen.getByRole('button', { name: 'Actions for Row 1' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
