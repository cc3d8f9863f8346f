/**
 * The pseudo-locale's messages from the English source: every text accented, its vowels doubled (about
 * 40 % longer, still breaking between words like real text) and bracketed, so that a clipped, overflowing
 * or hard-coded text shows in a test. Placeholders and plural or select cases keep their syntax: the
 * English message is compiled by Lingui with a text mapper, which sees only the texts.
 */
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import pseudolocale from 'pseudolocale';

/** One run of text: vowels doubled, then accented. */
function pseudoText(text: string): string {
  return pseudolocale(
    text.replace(/[aeiouyAEIOUY]/g, (vowel) => vowel + vowel.toLowerCase()),
    {
      prepend: '',
      append: '',
    },
  );
}

/** The compiled pseudo-locale messages of the English source messages, by id. */
export function pseudoCatalogue(english: Record<string, string>): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {};
  for (const id of Object.keys(english).sort()) {
    out[id] = ['[', ...compileMessage(english[id]!, pseudoText), ']'];
  }
  return out;
}
