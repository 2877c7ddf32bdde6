import { LATIN_ALLOWED } from '@storefront/i18n/latin-allow-list';

/** Props and attributes whose value a shopper reads or hears. */
const SHOPPER_PROP = /^(title|alt|placeholder|label|description|aria-(label|description|roledescription|placeholder|valuetext))$|(Label|Text|Message|Title)$/;
/** Calls that show their argument to the shopper (the stores' notifier, toasts). */
const SHOPPER_CALL = /^(notifier\.(success|error)|toast(\.\w+)?)$/;

function latinWords(text) {
  // A code token (`customerCare`, `help`): a prop's enum value, not a text.
  if (/^[a-z][A-Za-z0-9]*$/.test(text)) return [];
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !LATIN_ALLOWED.includes(word));
}

function calleeName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed) {
    const object = calleeName(node.object);
    return object ? `${object}.${node.property.name}` : node.property.name;
  }
  return null;
}

/**
 * English left in shopper-facing props and toasts, which `lingui/no-unlocalized-strings` lets through
 * (it allows `title` on DOM elements, for one): a string or template text with Latin words, other than
 * the names that stay Latin in Hindi (UPI, RuPay, ...), in a `title`, `alt`, `placeholder`, `aria-*`,
 * `label` or `*Label`/`*Text`/`*Message`/`*Title` prop, or given to the notifier or a toast.
 */
export const latinShopperTextRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Shopper-facing texts come from the message catalogs (libs/i18n), in every language.' },
    schema: [],
    messages: { latin: 'Shopper-facing text "{{text}}": take it from the catalog (useT() of @storefront/i18n).' },
  },
  create(context) {
    const check = (node) => {
      const text = node.type === 'Literal' ? node.value : node.quasis.map((quasi) => quasi.value.cooked).join(' ');
      if (typeof text === 'string' && latinWords(text).length > 0) context.report({ node, messageId: 'latin', data: { text: text.slice(0, 40) } });
    };
    const checkValue = (value) => {
      if (!value) return;
      if (value.type === 'Literal' || value.type === 'TemplateLiteral') check(value);
      else if (value.type === 'JSXExpressionContainer') checkValue(value.expression);
      else if (value.type === 'ConditionalExpression') {
        checkValue(value.consequent);
        checkValue(value.alternate);
      } else if (value.type === 'LogicalExpression') {
        checkValue(value.left);
        checkValue(value.right);
      }
    };
    return {
      JSXAttribute(node) {
        const name = node.name.type === 'JSXNamespacedName' ? node.name.name.name : node.name.name;
        if (SHOPPER_PROP.test(name)) checkValue(node.value);
      },
      AssignmentPattern(node) {
        // A component's default for such a prop: `({ label = 'Loading' })`.
        if (node.left.type === 'Identifier' && SHOPPER_PROP.test(node.left.name)) checkValue(node.right);
      },
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name && SHOPPER_CALL.test(name.split('.').slice(-2).join('.'))) node.arguments.forEach(checkValue);
      },
    };
  },
};
