/**
 * `dir` of the input element (src/ui/free-text-field.tsx sets it there, not on Mantine's
 * wrapper) holding text a person types (a name, a description, a search): once it
 * has text, the text's own direction (a Latin name stays left to right in the Arabic form, its
 * full stop at its end); while empty, the page's direction, so the placeholder and the caret
 * sit where the page's text starts.
 */
export function textDir(value: string): 'auto' | undefined {
  return value.trim() === '' ? undefined : 'auto';
}
