import { Box, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FreeTextInput } from '@/ui/free-text-field';
import { citiesQueryOptions, countriesQueryOptions } from '@/api/locations/list';
import { reviewKeys } from '@/api/reviews/keys';
import { pendingReviewsQueryOptions } from '@/api/reviews/pending';
import type { Review } from '@/api/reviews/schemas';
import { tagsQueryOptions } from '@/api/tags/list';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import { trailListQueryOptions } from '@/api/trails/list';
import { userListQueryOptions } from '@/api/users/list';
import { MAIN_LINKS } from '@/shell/sidebar';
import { UserDetailsDialog } from '@/widgets/user-details-dialog';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';
import { parseTrailId } from '@/lib/trail-id';
import classes from './command-palette.module.css';

/** The server search waits for a pause in typing (debounced). */
export const PALETTE_DEBOUNCE_MS = 250;
/** Trails, users, tags, countries and cities shown for a search: the first found. */
const RESULTS = 5;

type Group = 'screens' | 'actions' | 'trails' | 'users' | 'tags' | 'countries' | 'cities' | 'reviews';
const GROUP_TITLES: Record<Group, MessageKey> = {
  screens: 'palette.screens',
  actions: 'palette.actions',
  reviews: 'palette.reviews',
  trails: 'palette.trails',
  users: 'palette.users',
  tags: 'palette.tags',
  countries: 'palette.countries',
  cities: 'palette.cities',
};

interface Item {
  key: string;
  group: Group;
  label: string;
  /** A second line: a trail's id, a user's handle. */
  detail?: string;
  icon?: ReactNode;
  /** User data (a name): isolated in its own direction. */
  data?: boolean;
  run: () => void;
}

const matches = (text: string, query: string) => text.toLocaleLowerCase().includes(query.toLocaleLowerCase());

/** The first RESULTS of `rows` whose name holds `query`. */
const named = <T extends { name: string }>(rows: readonly T[] | undefined, query: string) =>
  (rows ?? []).filter((row) => matches(row.name, query)).slice(0, RESULTS);

/**
 * The command palette (Ctrl/Cmd+K): go to a screen, open a trail's editor (found by name or
 * id), open a user's details (found by name), find a tag, a country or a city by name (its
 * screen opens with its row marked: `?highlight=`), find a review by its id (the pending queue
 * with the cursor on it, or its trail's reviews), or create a trail. Tags, countries and cities
 * are the lists their screens load (one request each, cached, searched here); a review is
 * looked up in the pending queue and in the trails' reviews the panel has loaded, as the API
 * has no call for one review (docs/decisions/screens-and-lists.md, command palette). The ARIA combobox pattern
 * with a list box: focus stays in the field, the arrows move the active option (announced
 * through aria-activedescendant), Enter runs it, Escape closes. Loaded as its own chunk by
 * command-palette-button.tsx.
 */
export function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const tr = useT();
  const { t } = tr;
  const navigate = useNavigate();
  const listId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  // The active option, of the list it was chosen in: a new list starts at its first option.
  const [cursor, setCursor] = useState({ list: '', index: 0 });
  const [userId, setUserId] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(query.trim(), PALETTE_DEBOUNCE_MS);
  const search = opened && debounced !== '';
  const trailId = parseTrailId(debounced.replace(/^#/, ''));

  const trails = useQuery({
    ...trailListQueryOptions({ page: 1, pageSize: RESULTS, name: debounced, sortBy: 'newest' }),
    enabled: search,
  });
  const trailById = useQuery({ ...trailDetailsQueryOptions(trailId ?? 0), enabled: search && trailId !== null });
  const users = useQuery({ ...userListQueryOptions({ page: 1, pageSize: RESULTS, name: debounced }), enabled: search });
  const tags = useQuery({ ...tagsQueryOptions(), enabled: search });
  const countries = useQuery({ ...countriesQueryOptions(), enabled: search });
  const cities = useQuery({ ...citiesQueryOptions(), enabled: search });
  const pendingReviews = useQuery({ ...pendingReviewsQueryOptions(), enabled: search && trailId !== null });
  const queryClient = useQueryClient();

  const close = () => {
    onClose();
    setQuery('');
  };

  const typed = query.trim();
  const items = useMemo<Item[]>(() => {
    const list: Item[] = MAIN_LINKS.map((link) => ({
      key: `screen:${link.link.to}`,
      group: 'screens' as const,
      label: t(link.label),
      icon: link.icon,
      run: () => void navigate(link.link),
    })).filter((item) => matches(item.label, typed));
    const create = t('palette.createTrail');
    if (matches(create, typed))
      list.push({
        key: 'create-trail',
        group: 'actions',
        label: create,
        icon: <IconPlus size={18} aria-hidden />,
        run: () => void navigate({ to: '/trail/new' }),
      });
    if (!search) return list;
    const found = [...(trailById.data && trailId !== null ? [trailById.data] : []), ...(trails.data?.trails ?? [])];
    const seen = new Set<number>();
    for (const trail of found) {
      if (seen.has(trail.id)) continue;
      seen.add(trail.id);
      list.push({
        key: `trail:${trail.id}`,
        group: 'trails',
        label: trail.name,
        detail: t('common.idValue', { id: trail.id }),
        data: true,
        run: () => void navigate({ to: '/trail/edit/$id', params: { id: trail.id } }),
      });
    }
    for (const user of users.data?.users ?? [])
      list.push({
        key: `user:${user.id}`,
        group: 'users',
        label: user.name,
        detail: `@${user.username}`,
        data: true,
        run: () => setUserId(user.id),
      });
    // A number is also a review's id: in the queue (first), or among the trails' reviews loaded.
    const review =
      trailId === null
        ? undefined
        : [pendingReviews.data, ...queryClient.getQueriesData<Review[]>({ queryKey: reviewKeys.ofTrails() }).map(([, rows]) => rows)]
            .flatMap((rows) => rows ?? [])
            .find((r) => r.id === trailId);
    if (review)
      list.push({
        key: `review:${review.id}`,
        group: 'reviews',
        label: t('palette.review', { id: review.id }),
        detail: t('palette.reviewOf', { user: review.user.name, trail: review.trail.name }),
        run: () =>
          void (review.status === 'pending'
            ? navigate({ to: '/reviews', search: { highlight: review.id } })
            : navigate({ to: '/trail/$id/reviews', params: { id: review.trail.id }, search: { highlight: review.id } })),
      });
    for (const tag of named(tags.data, typed))
      list.push({
        key: `tag:${tag.id}`,
        group: 'tags',
        label: tag.name,
        detail: t('tags.usage', { count: tag.trailCount }),
        data: true,
        run: () => void navigate({ to: '/tags', search: { highlight: tag.id } }),
      });
    for (const country of named(countries.data, typed))
      list.push({
        key: `country:${country.id}`,
        group: 'countries',
        label: country.name,
        data: true,
        run: () => void navigate({ to: '/locations', search: { tab: 'countries', highlight: country.id } }),
      });
    for (const city of named(cities.data, typed))
      list.push({
        key: `city:${city.id}`,
        group: 'cities',
        label: city.name,
        detail: city.country.name,
        data: true,
        run: () =>
          void navigate({ to: '/locations', search: { tab: 'cities', countryId: city.countryId, highlight: city.id } }),
      });
    // In the order the groups show, so the arrow keys go down the list as drawn (a stable sort).
    const order = Object.keys(GROUP_TITLES);
    return list.sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group));
  }, [t, navigate, typed, search, trails.data, trailById.data, trailId, users.data, tags.data, countries.data, cities.data, pendingReviews.data, queryClient]);

  const itemKeys = items.map((item) => item.key).join('|');
  const setActive = (index: number) => setCursor({ list: itemKeys, index });
  const current = Math.min(cursor.list === itemKeys ? cursor.index : 0, items.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (item: Item | undefined) => {
    if (!item) return;
    close();
    item.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (items.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[current]);
    }
  };

  // Searching: the typed text's own requests, and a cached list still on its first load. A
  // cached list's background refetch (the pending queue every minute, for the sidebar's count)
  // finds nothing new to say.
  const searches = [trails, users, trailById];
  const cached = [tags, countries, cities, pendingReviews];
  const pending =
    search &&
    (debounced !== typed || searches.some((list) => list.isFetching) || cached.some((list) => list.isPending && list.isFetching));
  const failed = [
    trails.isError && t('trails.loadError'),
    users.isError && t('users.error'),
    tags.isError && t('tagStats.loadFailed'),
    countries.isError && t('locations.countriesError'),
    cities.isError && t('locations.citiesError'),
  ]
    .filter(Boolean)
    .join(' ');
  const status = pending
    ? t('palette.searching')
    : failed || (items.length === 0 ? t('palette.noResults') : '');

  const groups = (Object.keys(GROUP_TITLES) as Group[])
    .map((group) => ({ group, entries: items.map((item, index) => ({ item, index })).filter((e) => e.item.group === group) }))
    .filter((g) => g.entries.length > 0);

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={t('palette.open')}
        size="lg"
        yOffset="10vh"
        classNames={{ body: classes.body }}
      >
        <Stack gap="xs">
          <FreeTextInput
            data-autofocus
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder={t('palette.input')}
            aria-label={t('palette.input')}
            leftSection={<IconSearch size={16} aria-hidden />}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-activedescendant={current >= 0 ? optionId(current) : undefined}
            aria-describedby={statusId}
            autoComplete="off"
            spellCheck={false}
          />
          <Text id={statusId} size="sm" c={failed ? 'red' : 'dimmed'} role="status" className={status ? undefined : classes.empty}>
            {status}
          </Text>
          <Box id={listId} role="listbox" aria-label={t('palette.open')} className={classes.list}>
            {groups.map(({ group, entries }) => (
              <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
                <Text id={`${listId}-${group}`} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" role="presentation">
                  {t(GROUP_TITLES[group])}
                </Text>
                {entries.map(({ item, index }) => (
                  <UnstyledButton
                    component="div"
                    key={item.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === current}
                    data-active={index === current || undefined}
                    className={classes.option}
                    tabIndex={-1}
                    // The field keeps the focus: a click runs the option without blurring it first.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== current && setActive(index)}
                    onClick={() => choose(item)}
                  >
                    <Group gap="sm" wrap="nowrap">
                      {item.icon}
                      <div>
                        <Text size="sm">{item.data ? <bdi>{item.label}</bdi> : item.label}</Text>
                        {item.detail && (
                          <Text size="xs" c="dimmed">
                            <bdi>{item.detail}</bdi>
                          </Text>
                        )}
                      </div>
                    </Group>
                  </UnstyledButton>
                ))}
              </div>
            ))}
          </Box>
          <Text size="xs" c="dimmed">
            {t('palette.hint')}
          </Text>
        </Stack>
      </Modal>
      <UserDetailsDialog userId={userId} onClose={() => setUserId(null)} />
    </>
  );
}
