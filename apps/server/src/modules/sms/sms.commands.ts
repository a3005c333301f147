import type { SmsLanguage } from '@foleni/contract';

// The commands a phone may text in: FOLENI (or F) and then POS, STAGE <code> or HELP, in any
// case and spacing; their Kiswahili words (NAFASI, STEJI, MSAADA) answer in Kiswahili.

export type SmsCommand =
  | { kind: 'pos'; language: SmsLanguage | null }
  | { kind: 'stage'; code: string; language: SmsLanguage | null }
  | { kind: 'help'; language: SmsLanguage | null };

const PREFIXES = new Set(['FOLENI', 'F']);
const WORDS: Record<string, { kind: 'pos' | 'stage' | 'help'; language: SmsLanguage }> = {
  POS: { kind: 'pos', language: 'en' },
  NAFASI: { kind: 'pos', language: 'sw' },
  STAGE: { kind: 'stage', language: 'en' },
  STEJI: { kind: 'stage', language: 'sw' },
  STEGI: { kind: 'stage', language: 'sw' },
  HELP: { kind: 'help', language: 'en' },
  MSAADA: { kind: 'help', language: 'sw' },
};
/** A stage code as a person may type it back: digits, or a short word read back in the answer. */
const CODE_MAX = 12;

/** What a text asks; anything that is not a command asks for the help text. */
export function parseSmsCommand(text: string): SmsCommand {
  const [prefix, word, code, ...rest] = text.trim().toUpperCase().split(/\s+/);
  const command = word ? WORDS[word] : undefined;
  if (!prefix || !PREFIXES.has(prefix) || !command) return { kind: 'help', language: null };
  const language = command.language === 'sw' ? 'sw' : null;
  if (command.kind === 'stage') {
    if (!code || rest.length > 0) return { kind: 'help', language };
    return { kind: 'stage', code: code.slice(0, CODE_MAX), language };
  }
  if (code) return { kind: 'help', language };
  return { kind: command.kind, language };
}
