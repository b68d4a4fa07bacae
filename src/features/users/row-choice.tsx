import { IconChevronDown } from '@tabler/icons-react';
import { memo, type ReactElement } from 'react';
import type { User } from '@/api/users/schemas';
import { LazyMenu, type LazyMenuOptions } from '@/ui/lazy-menu';
import { RowButton } from '@/ui/row-controls';
import { useT } from '@/i18n/use-t';

/**
 * SPEC.md §9: a select control's menu is 140 to 300 px high, i.e. at most 300 px (then it
 * scrolls), and it opens upwards when less room is left below (Menu flips on its own). Not
 * a forced minimum: the two-item role menu would show empty space.
 */
const MENU_OPTIONS: LazyMenuOptions = {
  position: 'bottom-start',
  withInitialFocusPlaceholder: false,
  styles: { dropdown: { maxHeight: 300, overflowY: 'auto' } },
};

interface RowChoiceProps<V extends string> {
  /** What is chosen: the accessible name is "{Status|Role} of {name}: {current choice}". */
  label: 'users.statusOf' | 'users.roleOf';
  user: User;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  /** Stable across renders, so that memo skips the rows whose user did not change. */
  onChoose: (user: User, value: V) => void;
  /** The least width (the column's choices line up); a longer label widens the button. */
  width?: number;
}

function RowChoiceImpl<V extends string>({ label, user, value, options, onChoose, width = 104 }: RowChoiceProps<V>) {
  const { t } = useT();
  const current = options.find((o) => o.value === value)?.label ?? value;
  return (
    <LazyMenu
      options={MENU_OPTIONS}
      target={
        <RowButton
          size="xs"
          variant="default"
          // Not a fixed width: "قيد الانتظار" (Pending) was cut to "قيد الانتظا" at 104 px.
          minWidth={width}
          justify="space-between"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          // The name carries the current choice, as a select's value would; it contains
          // the visible text, so voice control can say what it sees.
          aria-label={t(label, { name: user.name, current })}
        >
          {current}
        </RowButton>
      }
    >
      {(Menu) =>
        options.map((option) => (
          <Menu.RadioItem
            key={option.value}
            value={option.value}
            checked={option.value === value}
            closeMenuOnClick
            // The menu opens on the current choice, like a select.
            data-autofocus={option.value === value || undefined}
            onChange={() => {
              if (option.value !== value) onChoose(user, option.value);
            }}
          >
            {option.label}
          </Menu.RadioItem>
        ))
      }
    </LazyMenu>
  );
}

/**
 * A per-row choice (status, role) that writes only on an explicit choice. A native select
 * fires `change` on every arrow key while closed on Windows/Chrome, which would send one
 * PATCH per key. This is a button opening a menu of radio items: arrow keys only move
 * within the open menu, and a click, Enter or Space on an item makes the one write. A Menu
 * is used rather than Mantine's Select because it is several times lighter to mount (its
 * items exist only while open), which matters with two per row and 100 rows; and it is an
 * LazyMenu, a plain button until its first use; memo keeps
 * rows whose user did not change from re-rendering when one row does.
 */
export const RowChoice = memo(RowChoiceImpl) as <V extends string>(props: RowChoiceProps<V>) => ReactElement;
