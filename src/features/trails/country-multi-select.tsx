import { Button, Input, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import type { Country } from '@/api/locations/schemas';
import { useLazyPopup } from '@/ui/use-lazy-part';
import { useT } from '@/i18n/use-t';
import { lazyPart } from '@/lib/lazy-part';

const countryDropdown = lazyPart('country-dropdown', () => import('./country-dropdown'));

interface CountryMultiSelectProps {
  countries: Country[];
  loading: boolean;
  value: number[];
  onChange: (value: number[]) => void;
}

/**
 * The Country filter: a button showing how many are chosen that opens a list of checkboxes
 * (Tab, Space, Escape work as usual; src/features/trails/country-dropdown.tsx).
 *
 * The list (Mantine's Popover, floating-ui) is a lazyPart (src/lib/lazy-part.ts), loaded on
 * the first open, not with the trail list; pointing at or focusing the button prefetches it. Until
 * then the button is drawn alone, with the attributes Mantine's Popover.Target gives it
 * (aria-haspopup="dialog", aria-expanded, aria-controls, its id); the first click (or Enter,
 * Space) opens the list as soon as the chunk is here. The Popover then mounts beside the
 * same button and takes it as its target, so the button (and the focus on it) is never
 * replaced. A chunk that fails to load ends in SPEC.md §8's "Loading chunk ... failed" dialog,
 * and the next click tries again.
 */
export function CountryMultiSelect({
  countries,
  loading,
  value,
  onChange,
}: CountryMultiSelectProps) {
  const { t } = useT();
  const labelId = useId();
  const id = useId();
  const {
    module: loaded,
    opened,
    setOpened,
    expanded,
    toggle,
    anchor,
    anchorRef,
  } = useLazyPopup(countryDropdown);

  const Dropdown = loaded?.CountryDropdown;
  return (
    <Stack gap={2}>
      <Input.Label id={`${labelId}-label`} labelElement="div">
        {t('common.country')}
      </Input.Label>
      <Button
        ref={anchorRef}
        id={id}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-controls={expanded ? `${id}-dropdown` : undefined}
        variant="default"
        fullWidth
        justify="space-between"
        rightSection={<IconChevronDown size={16} aria-hidden />}
        aria-labelledby={`${labelId}-label ${labelId}-value`}
        disabled={loading}
        styles={{ label: { fontWeight: 400 } }}
        onPointerEnter={countryDropdown.prefetch}
        onFocus={countryDropdown.prefetch}
        onClick={toggle}
      >
        <span id={`${labelId}-value`}>
          {/* SPEC.md §2: "{n} selected" or "Select options...". */}
          {loading
            ? t('trails.loadingLocations')
            : t('trails.countrySelection', { count: value.length })}
        </span>
      </Button>
      {Dropdown && anchor && (
        <Dropdown
          anchor={anchor}
          id={id}
          opened={opened}
          onOpenedChange={setOpened}
          countries={countries}
          value={value}
          onChange={onChange}
        />
      )}
    </Stack>
  );
}
