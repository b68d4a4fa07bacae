/**
 * cairn/no-user-facing-literal: every text a person sees comes from the catalogues
 * (src/i18n/locales) through t()/tx(). Reported:
 * - words written in JSX (`<Button>Save</Button>`, `{'Save'}`, `` {`Save ${n}`} ``);
 * - words in a JSX attribute a person sees or hears (label, title, placeholder, aria-label,
 *   alt, description, error, ...), and in `label`/`title`/`description` properties of
 *   objects written inside any JSX attribute (select options, segmented controls);
 * - words passed to a notification or dialog (notifySuccess, notifyError, notifyInfo,
 *   showErrorDialog, confirm, notifications.show, modals.open, modals.openConfirmModal).
 * A literal without a letter ("/", "–", "3") is not a text. A justified exception is marked
 * with `// eslint-disable-next-line cairn/no-user-facing-literal -- why`.
 */
import { readFileSync } from 'node:fs';

const LETTER = /\p{L}/u;

/** A literal that is a message key names a text, it is not one (`label="users.statusOf"`). */
const KEYS = new Set(
  Object.keys(JSON.parse(readFileSync(new URL('../src/i18n/locales/en.json', import.meta.url), 'utf8'))),
);
const isText = (value) => LETTER.test(value) && !KEYS.has(value);

const USER_FACING_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'error',
  'message',
  'loadingText',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'nothingFoundMessage',
  'xAxisLabel',
  'yAxisLabel',
]);
const USER_FACING_PROPERTIES = new Set(['label', 'title', 'description', 'placeholder', 'message', 'children', 'confirm', 'cancel', 'confirmLabel', 'cancelLabel']);
const DIALOG_FUNCTIONS = new Set(['notifySuccess', 'notifyError', 'notifyInfo', 'showErrorDialog', 'confirm']);
const DIALOG_METHODS = { notifications: new Set(['show', 'update']), modals: new Set(['open', 'openConfirmModal', 'openContextModal']) };

const MESSAGE = 'User-facing text "{{text}}": add it to the catalogues (src/i18n/locales) and show it with t() or tx().';

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return isText(node.value) ? node.value : null;
  if (node.type === 'TemplateLiteral') {
    const text = node.quasis.map((q) => q.value.cooked ?? '').join('…');
    return LETTER.test(text) ? text : null;
  }
  if (node.type === 'ConditionalExpression') return literalText(node.consequent) ?? literalText(node.alternate);
  if (node.type === 'LogicalExpression') return literalText(node.left) ?? literalText(node.right);
  if (node.type === 'BinaryExpression' && node.operator === '+') return literalText(node.left) ?? literalText(node.right);
  return null;
}

/** Every user-facing literal inside an expression (objects' text properties, arrays). */
function findLiterals(node, report, propertyFilter) {
  if (!node) return;
  const text = literalText(node);
  if (text !== null) {
    report(node, text);
    return;
  }
  if (node.type === 'ArrayExpression') for (const el of node.elements) findLiterals(el, report, propertyFilter);
  if (node.type === 'ObjectExpression') {
    for (const prop of node.properties) {
      if (prop.type !== 'Property') continue;
      const key = prop.key.type === 'Identifier' ? prop.key.name : prop.key.value;
      if (USER_FACING_PROPERTIES.has(key)) findLiterals(prop.value, report, propertyFilter);
      else if (prop.value.type === 'ObjectExpression' || prop.value.type === 'ArrayExpression') {
        findLiterals(prop.value, report, propertyFilter);
      }
    }
  }
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Texts a person sees come from the message catalogues, never from literals.' },
    schema: [],
    messages: { literal: MESSAGE },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') {
          const text = literalText(node.expression);
          if (text !== null) report(node.expression, text);
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : node.name.name.name;
        const value = node.value;
        if (!value) return;
        if (USER_FACING_ATTRIBUTES.has(name)) {
          if (value.type === 'Literal') {
            if (typeof value.value === 'string' && isText(value.value)) report(value, value.value);
            return;
          }
        }
        if (value.type === 'JSXExpressionContainer') {
          if (USER_FACING_ATTRIBUTES.has(name)) {
            const text = literalText(value.expression);
            if (text !== null) report(value.expression, text);
          }
          // Options and similar objects written in any attribute: their labels are texts.
          if (value.expression.type === 'ArrayExpression' || value.expression.type === 'ObjectExpression') {
            findLiterals(value.expression, report);
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        const isDialog =
          (callee.type === 'Identifier' && DIALOG_FUNCTIONS.has(callee.name)) ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.property.type === 'Identifier' &&
            DIALOG_METHODS[callee.object.name]?.has(callee.property.name));
        if (!isDialog) return;
        for (const arg of node.arguments) findLiterals(arg, report);
      },
    };
  },
};
