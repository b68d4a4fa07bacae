/**
 * The plain controls of table rows (src/ui/row-controls.tsx): drawn by Mantine's
 * stylesheets exactly as Mantine's Checkbox, ActionIcon and Button (compared element by element
 * with Mantine's own), and behaving as the native controls they are: the page's box is
 * indeterminate ("mixed") while some rows are selected, Space toggles, a trigger's ref reaches
 * the button.
 */
import { render, screen, within } from '@testing-library/react';
import type { RowSelectionState } from '@tanstack/react-table';
import { ActionIcon, Button, Checkbox } from '@mantine/core';
import { IconChevronDown, IconDots, IconPhoto } from '@tabler/icons-react';
import { createRef, useMemo, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { columnHelper, DataTable } from '@/ui/data-table';
import { OnDemandMenu } from '@/ui/on-demand-menu';
import { RowButton, RowCheckbox, RowIconButton } from '@/ui/row-controls';
import classes from '@/ui/row-controls.module.css';
import { lookOf, setupUser } from '../support';
import { t } from '../text';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * An element and everything in it as Mantine's stylesheets see it: tag, Mantine classes,
 * data attributes, CSS variables and other inline styles, the type and disabled state, and
 * every attribute of an icon's SVG.
 */
function treeOf(element: Element): unknown {
  const style = (element as HTMLElement).style;
  const inline = [...style].filter((name) => !name.startsWith('--')).map((name) => [name, style.getPropertyValue(name)]);
  const attributes =
    element.namespaceURI === SVG
      ? Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]))
      : { type: element.getAttribute('type'), disabled: element.hasAttribute('disabled'), checked: (element as HTMLInputElement).checked };
  return {
    tag: element.tagName,
    ...lookOf(element),
    ...Object.fromEntries(inline),
    ...attributes,
    children: [...element.children].map(treeOf),
  };
}

function renderInPanel(ui: ReactNode) {
  return render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      {ui}
    </AppProviders>,
  );
}

/** Ours and Mantine's, each in a box of its own, compared element by element. */
function expectSameLook(ours: ReactNode, mantine: ReactNode) {
  const { unmount } = renderInPanel(
    <>
      <div data-testid="ours">{ours}</div>
      <div data-testid="mantine">{mantine}</div>
    </>,
  );
  const [mine, theirs] = [screen.getByTestId('ours'), screen.getByTestId('mantine')];
  expect(mine.children).toHaveLength(1);
  expect(treeOf(mine.firstElementChild!)).toEqual(treeOf(theirs.firstElementChild!));
  unmount();
}

const noop = () => {};

describe('row controls are drawn as Mantine’s', () => {
  it.each([
    ['empty', { checked: false }],
    ['checked', { checked: true }],
    ['indeterminate', { checked: false, indeterminate: true }],
    ['disabled', { checked: false, disabled: true }],
  ] as const)('checkbox, %s', (_, state) => {
    expectSameLook(
      <RowCheckbox aria-label="Box" {...state} onChange={noop} />,
      <Checkbox aria-label="Box" {...state} onChange={noop} />,
    );
  });

  it('checkbox: the theme’s 3:1 border for an empty box', () => {
    renderInPanel(<RowCheckbox aria-label="Box" checked={false} onChange={noop} />);
    expect(screen.getByRole('checkbox', { name: 'Box' })).toHaveClass(classes.checkbox!);
  });

  it.each(['gray', 'red', undefined] as const)('icon button, colour %s', (color) => {
    const icon = <IconDots size={18} aria-hidden />;
    expectSameLook(
      <RowIconButton color={color} aria-label="More">
        {icon}
      </RowIconButton>,
      <ActionIcon variant="subtle" color={color} aria-label="More">
        {icon}
      </ActionIcon>,
    );
  });

  it('a per-row choice’s button (users’ status and role)', () => {
    const chevron = <IconChevronDown size={14} aria-hidden />;
    expectSameLook(
      <RowButton size="xs" variant="default" minWidth={104} justify="space-between" rightSection={chevron} aria-label="Status of Rami: Active">
        Active
      </RowButton>,
      <Button size="xs" variant="default" miw={104} justify="space-between" rightSection={chevron} aria-label="Status of Rami: Active">
        Active
      </Button>,
    );
  });

  it('the reviews’ buttons: View Full Text, photos, moderation', () => {
    expectSameLook(
      <RowButton variant="subtle" size="compact-xs" aria-label="View">
        View
      </RowButton>,
      <Button variant="subtle" size="compact-xs" aria-label="View">
        View
      </Button>,
    );
    const photo = <IconPhoto size={14} aria-hidden />;
    expectSameLook(
      <RowButton variant="light" size="compact-sm" leftSection={photo} aria-label="Photos">
        3
      </RowButton>,
      <Button variant="light" size="compact-sm" leftSection={photo} aria-label="Photos">
        3
      </Button>,
    );
    for (const color of ['green', 'red', 'orange', 'blue'] as const) {
      expectSameLook(
        <RowButton variant="light" size="compact-sm" color={color} aria-label="Act">
          Act
        </RowButton>,
        <Button variant="light" size="compact-sm" color={color} aria-label="Act">
          Act
        </Button>,
      );
    }
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
  it('forwards its ref, and opens an OnDemandMenu as its trigger, giving focus back on Escape', async () => {
    const user = setupUser();
    const ref = createRef<HTMLButtonElement>();
    renderInPanel(
      <>
        <RowIconButton ref={ref} color="gray" aria-label="Plain">
          <IconDots size={18} aria-hidden />
        </RowIconButton>
        <OnDemandMenu
          target={
            <RowIconButton color="gray" aria-label="Actions for Row 1">
              <IconDots size={18} aria-hidden />
            </RowIconButton>
          }
        >
          {(Menu) => <Menu.Item>Edit</Menu.Item>}
        </OnDemandMenu>
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
