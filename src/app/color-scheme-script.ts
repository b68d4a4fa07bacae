/**
 * The theme chosen in this browser (Light, Dark, System), applied before the first paint.
 *
 * MantineProvider keeps the choice in local storage under COLOR_SCHEME_KEY (its
 * localStorageColorSchemeManager, src/app/providers.tsx) and sets
 * `data-mantine-color-scheme` on <html>; but it runs only once the first screen's script has
 * loaded, and until then the page would paint in the light scheme, a white flash in a dark
 * room. COLOR_SCHEME_SCRIPT is the same decision as a tiny inline script in index.html's
 * <head> (build/plugins.ts puts it there, and its hash in the Content-Security-Policy's
 * script-src): the stored "light" or "dark", else (System, nothing stored, anything else)
 * the system's `prefers-color-scheme`. Storage refused (a locked-down browser): the system's.
 *
 * No imports: vite.config.ts reads this module.
 */
export const COLOR_SCHEME_KEY = 'cairn.colorScheme';

export const COLOR_SCHEME_SCRIPT =
  `(function(){var s;try{s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)})}catch(e){}` +
  `if(s!=='light'&&s!=='dark')s=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';` +
  `document.documentElement.setAttribute('data-mantine-color-scheme',s)})()`;
