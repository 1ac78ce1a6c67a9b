// ESLint rule (issue 37): words a parent reads come from the message catalogues
// (contracts/i18n/messages), never written into a component. Flags text between JSX tags, the
// text attributes a screen reader or the browser shows (aria-label, title, alt, placeholder …),
// and the text-carrying properties of object literals (label, title, description, message …)
// whose value is a sentence. Files not yet moved to the catalogues are listed in
// eslint-suppressions.json with their counts: a new string in any file fails lint.

const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label']);
const TEXT_PROPERTIES = new Set(['label', 'title', 'description', 'message', 'heading', 'text', 'placeholder', 'ariaLabel', 'hint', 'body', 'summary']);

/** Words, not a symbol, a number or an identifier-like token ("md", "en-US", "•", "→", "×"). */
const hasWords = (text) => /\p{L}{2,}/u.test(text);
const isSentence = (text) => hasWords(text) && /\s/.test(text.trim());

/** The server's error constructors whose message a parent reads (server/platform/errors.ts). */
const ERROR_CALLS = new Set(['notFound', 'forbidden']);

/**
 * The server's half (issue 37): an error a parent can receive is thrown with a message key, never
 * an English sentence — `new AppError(code, 'errors.plan.notFound')`, `notFound('errors.…')`.
 */
export const hardCodedError = {
  meta: {
    type: 'problem',
    docs: { description: 'An API error carries a message key (translated per request), not a sentence.' },
    messages: {
      text: "'{{text}}' is an English sentence in an API error. Add it to contracts/i18n/messages/*/errors.ts and throw messageKey('errors.…').",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (node?.type === 'Literal' && typeof node.value === 'string' && isSentence(node.value)) {
        context.report({ node, messageId: 'text', data: { text: node.value.slice(0, 40) } });
      }
      if (node?.type === 'TemplateLiteral' && isSentence(node.quasis.map((q) => q.value.cooked).join(' '))) {
        context.report({ node, messageId: 'text', data: { text: node.quasis[0].value.cooked.slice(0, 40) } });
      }
    };
    return {
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'AppError') check(node.arguments[1]);
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && ERROR_CALLS.has(node.callee.name)) check(node.arguments[0]);
      },
    };
  },
};

export const hardCodedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Text a parent reads comes from the message catalogue (useT), not from the component.' },
    messages: {
      text: "'{{text}}' is written into the component. Add a message to contracts/i18n/messages (en, de, es) and render it with useT().",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'Literal' ? node.value.value : node.value.expression?.type === 'Literal' ? node.value.expression.value : null;
        if (typeof value === 'string' && hasWords(value)) report(node, value);
      },
      'JSXExpressionContainer > Literal, JSXExpressionContainer > TemplateLiteral'(node) {
        const text = node.type === 'Literal' ? node.value : node.quasis.map((q) => q.value.cooked).join(' ');
        if (node.parent.parent?.type !== 'JSXAttribute' && typeof text === 'string' && isSentence(text)) report(node, text);
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : null;
        if (!TEXT_PROPERTIES.has(key)) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'TemplateLiteral'
              ? node.value.quasis.map((q) => q.value.cooked).join(' ')
              : null;
        if (typeof value === 'string' && isSentence(value)) report(node.value, value);
      },
    };
  },
};
