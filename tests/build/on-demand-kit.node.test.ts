/**
 * build/chunks.ts: package code that only code loaded on first use needs (floating-ui and
 * Mantine's Popover under the on-demand tooltip, dropdown and menus) goes to the on-demand kit,
 * not to the screen kit a landing screen loads (issue 14).
 */
import { describe, expect, it } from 'vitest';
import {
  codeSplitting,
  ENTRY,
  LANDING_SCREENS,
  MANTINE_MODAL,
  MANTINE_POPOVER,
  SIGNED_IN_APP,
  staticImportsOf,
  type ModuleGraphInfo,
} from '../../build/chunks';

const trailList = LANDING_SCREENS.find((id) => id.endsWith('trail-list-screen.tsx'))!;
const src = (name: string) => ENTRY.replace(/main\.tsx$/, `${name}.tsx`);
const mod = (path: string) => `/somewhere/node_modules/${path}`;
const mantine = mod('@mantine/core/esm/index.mjs');
const button = mod('@mantine/core/esm/components/Button/Button.mjs');
const popover = mod('@mantine/core/esm/components/Popover/Popover.mjs');
const tooltip = mod('@mantine/core/esm/components/Tooltip/Tooltip.mjs');
const theme = mod('@mantine/core/esm/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs');
const floatingUi = mod('@floating-ui/react/dist/floating-ui.react.mjs');
const hooks = mod('@mantine/hooks/esm/index.mjs');
const tooltipImpl = src('tooltip-impl');
const dropdown = src('dropdown');
const menuImpl = src('menu-impl');
const importing = (names: string) => `import { ${names} } from "@mantine/core";\n`;

/** The landing screen imports `landingNames` from Mantine; three on-demand parts use Popover. */
function graph(landingNames: string) {
  const edges: Record<string, [string[], string[], string?]> = {
    [ENTRY]: [[], [SIGNED_IN_APP]],
    [SIGNED_IN_APP]: [[], [trailList]],
    [trailList]: [[mantine], [tooltipImpl, dropdown, menuImpl], importing(landingNames)],
    [tooltipImpl]: [[mantine], [], importing('Tooltip')],
    [dropdown]: [[mantine], [], importing('Popover')],
    [menuImpl]: [[mantine], [], importing('Popover, Button')],
    [mantine]: [[button, popover, tooltip, theme], []],
    [button]: [[hooks], []],
    [popover]: [[floatingUi, hooks], []],
    [tooltip]: [[floatingUi], []],
    [theme]: [[], []],
    [floatingUi]: [[], []],
    [hooks]: [[], []],
  };
  return graphOf(edges);
}

/** A module graph from `id: [static imports, dynamic imports, code]`. */
function graphOf(edges: Record<string, [string[], string[], string?]>) {
  const modules = new Map<string, ModuleGraphInfo>(
    Object.entries(edges).map(([id, [importedIds, dynamicallyImportedIds, code]]) => [
      id,
      { importedIds, dynamicallyImportedIds, code },
    ]),
  );
  return { getModuleInfo: (id: string) => modules.get(id) ?? null };
}

/** The kit (by name) each module goes to, with a fresh codeSplitting() per graph. */
function kitsOf(ctx: ReturnType<typeof graph>) {
  const groups = codeSplitting().groups;
  const kit = (name: string) => {
    const group = groups.find((g) => 'debugName' in g && g.debugName === name)!;
    return group.name as (id: string, c: typeof ctx) => string | null;
  };
  const screenKit = kit('screen-kit');
  const onDemandKit = kit('on-demand-kit');
  const dialogKit = kit('dialog-kit');
  return (id: string) => screenKit(id, ctx) ?? onDemandKit(id, ctx) ?? dialogKit(id, ctx);
}

describe('the on-demand kit', () => {
  it('follows only the index modules named after what a landing screen imports', () => {
    const reached = staticImportsOf(graph('Button'), [trailList]);
    expect(reached.has(button) && reached.has(hooks)).toBe(true);
    expect([popover, tooltip, floatingUi, theme].some((id) => reached.has(id))).toBe(false);
  });

  it('puts floating-ui and Popover, which only code loaded on first use needs, in the on-demand kit', () => {
    const kitOf = kitsOf(graph('Button'));
    expect([popover, tooltip, floatingUi].map(kitOf)).toEqual(Array(3).fill('on-demand-kit'));
    expect([button, hooks].map(kitOf)).toEqual(['screen-kit', 'screen-kit']);
  });

  it('puts in the screen kit what a landing screen imports, Popover with its floating-ui', () => {
    const kitOf = kitsOf(graph('Button, Popover'));
    expect([popover, floatingUi, hooks].map(kitOf)).toEqual(Array(3).fill('screen-kit'));
    expect(kitOf(tooltip)).toBe('on-demand-kit');
  });

  it('errs towards the screen kit: a name with no module of its name follows the whole index', () => {
    // useMantineTheme lives in MantineThemeProvider.mjs: the whole of @mantine/core is followed.
    const kitOf = kitsOf(graph('Button, useMantineTheme'));
    expect([popover, tooltip, floatingUi].map(kitOf)).toEqual(Array(3).fill('screen-kit'));
  });

  it("puts what only Mantine's Modal needs in the dialog kit, what it shares with Popover or ScrollArea in the on-demand kit", () => {
    const components = MANTINE_MODAL.replace(/Modal[\\/]Modal\.mjs$/, '');
    const modalBase = `${components}ModalBase/ModalBase.mjs`;
    const portal = `${components}Portal/Portal.mjs`;
    const scrollArea = `${components}ScrollArea/ScrollArea.mjs`;
    const removeScroll = MANTINE_MODAL.replace(/@mantine[\\/].*$/, 'react-remove-scroll/dist/es2015/index.js');
    const editor = src('editor');
    const dialog = src('dialog');
    const edges: Record<string, [string[], string[], string?]> = {
      [ENTRY]: [[], [SIGNED_IN_APP]],
      [SIGNED_IN_APP]: [[], [trailList, editor]],
      [trailList]: [[], [dialog]],
      [editor]: [[MANTINE_POPOVER, scrollArea], [dialog]],
      [dialog]: [[MANTINE_MODAL], []],
      [MANTINE_MODAL]: [[modalBase, portal, scrollArea], []],
      [scrollArea]: [[], []],
      [modalBase]: [[removeScroll, portal], []],
      [MANTINE_POPOVER]: [[portal], []],
      [portal]: [[], []],
      [removeScroll]: [[], []],
    };
    const kitOf = kitsOf(graphOf(edges));
    expect([MANTINE_MODAL, modalBase, removeScroll].map(kitOf)).toEqual(Array(3).fill('dialog-kit'));
    // Shared with Popover (Portal) or the selects' dropdowns (ScrollArea): the on-demand kit.
    expect([MANTINE_POPOVER, portal, scrollArea].map(kitOf)).toEqual(Array(3).fill('on-demand-kit'));
  });
});
