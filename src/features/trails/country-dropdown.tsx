import { Checkbox, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import type { Country } from '@/api/locations/schemas';
import { PopupTarget, useOpenedAfterMount } from '@/ui/popup-target';
import { useT } from '@/i18n/use-t';

export interface CountryDropdownProps {
  /** The Country button CountryMultiSelect rendered: the Popover's target, never replaced. */
  anchor: HTMLElement;
  /** The button's id (the dropdown is `${id}-dropdown`, labelled by the button). */
  id: string;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  countries: Country[];
  value: number[];
  onChange: (value: number[]) => void;
}

/**
 * The Country filter's list of checkboxes, in its own chunk (with Mantine's Popover and
 * floating-ui): loaded on the filter's first use, not with the trail list
 * (src/features/trails/country-multi-select.tsx). Its menu is 140 to 300 px tall (SPEC.md §9).
 */
export function CountryDropdown({ anchor, id, opened, onOpenedChange, countries, value, onChange }: CountryDropdownProps) {
  const { t } = useT();
  // Opened one commit after mounting: fade-in and focus trap as on every later open.
  const shown = useOpenedAfterMount(opened);
  return (
    <Popover
      id={id}
      opened={shown}
      onChange={onOpenedChange}
      position="bottom-start"
      width="target"
      trapFocus
      // Escape or a press outside gives the focus back to the Country button, not to <body>.
      returnFocus
      shadow="md"
    >
      <Popover.Target>
        <PopupTarget node={anchor} />
      </Popover.Target>
      <Popover.Dropdown p="xs">
        {countries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('trails.noCountries')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={300} mih={140} type="auto">
            <Checkbox.Group
              value={value.map(String)}
              onChange={(next) => onChange(countries.filter((c) => next.includes(String(c.id))).map((c) => c.id))}
            >
              <Stack gap={6} p={4} role="group" aria-label={t('trails.countriesGroup')}>
                {countries.map((c) => (
                  <Checkbox key={c.id} value={String(c.id)} label={<bdi>{c.name}</bdi>} />
                ))}
              </Stack>
            </Checkbox.Group>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
