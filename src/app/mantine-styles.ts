/**
 * Mantine's styles, per component: only the components the panel renders, instead
 * of @mantine/core/styles.css (250 KB raw, ~35 KB gzip, every component of the library). The
 * components other components are built on first (Mantine's "CSS files list"), then the
 * rest. A component added to the panel adds its file here (and those of
 * the components it is built on: Select is Combobox + Input + Popover + ScrollArea); the
 * screenshot tour (npm run screens) shows a component drawn without its styles at once, and
 * tests/build/mantine-css.node.test.ts fails on a module that names a component whose file is
 * neither here, in first-screen.css, nor imported by the module itself.
 *
 * Not repeated here: the global styles and the components of the first screen
 * (src/app/first-screen.css: Button, Input, Modal, Text, ...). That stylesheet is the entry's,
 * so it is always on the page before this chunk's, and a signed-in screen uses its rules as
 * they are, and no signed-in load carries them twice.
 *
 * Nor the components of one screen only, which that screen's module imports, so they come
 * with its chunk (after this file, as Mantine's order wants: they are built on files here):
 * Tabs (locations-screen.tsx), Skeleton (dashboard-card.tsx), Pill and
 * PillsInput (the editor's trail-form.tsx: MultiSelect is PillsInput + Pill + Combobox), and
 * Notification with the notifications' container (ui/notifications-host.tsx, loaded
 * at the first notice). Nor those whose one user is loaded on first use: Menu
 * (anchored-menu.tsx), Radio (the trails'
 * change-status-dialog.tsx), Avatar (user-details-dialog.tsx); Vite loads a lazily loaded
 * file's CSS before its code runs.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
