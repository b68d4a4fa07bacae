import { Button, Checkbox, Input, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import type { Country } from '@/api/locations/schemas';
import { useT } from '@/i18n/use-t';

interface CountryMultiSelectProps {
  countries: Country[];
  loading: boolean;
  value: number[];
  onChange: (value: number[]) => void;
}

/**
 * The Country filter: a button showing how many are chosen that opens a list of checkboxes
 * (Tab, Space, Escape work as usual). Its menu is 140 to 300 px tall (SPEC.md §9).
 */
export function CountryMultiSelect({
  countries,
  loading,
  value,
  onChange,
}: CountryMultiSelectProps) {
  const { t } = useT();
  const labelId = useId();
  return (
    <Stack gap={2}>
      <Input.Label id={`${labelId}-label`} labelElement="div">
        {t('common.country')}
      </Input.Label>
      <Popover position="bottom-start" width="target" trapFocus shadow="md">
        <Popover.Target>
          <Button
            variant="default"
            fullWidth
            justify="space-between"
            rightSection={<IconChevronDown size={16} aria-hidden />}
            aria-labelledby={`${labelId}-label ${labelId}-value`}
            disabled={loading}
            styles={{ label: { fontWeight: 400 } }}
          >
            <span id={`${labelId}-value`}>
              {/* SPEC.md §2: "{n} selected" or "Select options...". */}
              {loading ? t('trails.loadingLocations') : t('trails.countrySelection', { count: value.length })}
            </span>
          </Button>
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
                onChange={(next) =>
                  onChange(countries.filter((c) => next.includes(String(c.id))).map((c) => c.id))
                }
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
    </Stack>
  );
}
