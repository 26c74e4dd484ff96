import { sharedMessages, type Language } from '@ergo/contracts';

interface Template {
  key: string;
  pattern: RegExp;
}

function flatten(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    flatten(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Each message of a language as a pattern: its text, any value where a {{param}} stands. */
function templatesOf(language: Language): Template[] {
  return flatten(sharedMessages[language])
    .filter(([, text]) => text.replace(/\{\{\w+\}\}/g, '').trim() !== '')
    .map(([key, text]) => {
      const literal = text
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      return { key, pattern: new RegExp(`^${literal.join('[\\s\\S]*?')}$`) };
    });
}

const templates = { en: templatesOf('en'), tr: templatesOf('tr') };
const english = Object.fromEntries(flatten(sharedMessages.en));
const turkish = Object.fromEntries(flatten(sharedMessages.tr));

/**
 * Whether an error message is a message of the shared catalogue in `language`: it reads as one of
 * that language's messages, and not as a message of the other language that differs from it (the
 * few messages written the same in both, e.g. a method's name, count for either).
 */
export function isMessageIn(message: string, language: Language): boolean {
  const other: Language = language === 'en' ? 'tr' : 'en';
  const own = templates[language].filter((t) => t.pattern.test(message));
  if (!own.length) return false;
  return templates[other]
    .filter((t) => t.pattern.test(message))
    .every((t) => english[t.key] === turkish[t.key] || own.some((o) => o.key === t.key));
}
