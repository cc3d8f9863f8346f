/**
 * Each widget carries the English messages its code names, as the SDK's English catalogue has them (the
 * modules are written by scripts/widget-messages.ts: this fails when one is stale), and in another language
 * a widget still knows every text of the catalogue (its fallbacks and the api's texts come with the language).
 */
import { SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import { describe, expect, it } from 'vitest';
import { MESSAGE_SETS, setMessages } from '../scripts/widget-messages';
import { messages as pointsBadge } from '../src/messages/points-badge';
import { englishWidgets, widgetTranslator } from '../src/runtime/i18n';

describe("each widget's English messages", () => {
  it.each(Object.keys(MESSAGE_SETS))(
    '%s holds the messages its code names, as the catalogue has them',
    async (set) => {
      const module = (await import(`../src/messages/${set}.ts`)) as { messages: Record<string, unknown> };
      expect(module.messages).toEqual(setMessages(set));
    },
  );

  it('the points badge carries its own texts and no other widget’s', () => {
    expect(Object.keys(pointsBadge)).toContain('points.tooltip');
    expect(Object.keys(pointsBadge)).not.toContain('player.getStarted');
    expect(englishWidgets(pointsBadge).t('points.tooltip')).toBe('Points earned so far');
  });

  it('in English a widget shows an api text as it came; in Spanish, in Spanish though it is not its own', async () => {
    expect(englishWidgets(pointsBadge).wire(SUCCESS_MESSAGES.learnerRemoved)).toBe(
      SUCCESS_MESSAGES.learnerRemoved,
    );
    const spanish = await widgetTranslator(pointsBadge, 'es');
    expect(spanish.t('points.tooltip')).not.toBe('Points earned so far');
    expect(spanish.wire(SUCCESS_MESSAGES.learnerRemoved)).not.toBe(SUCCESS_MESSAGES.learnerRemoved);
    expect(spanish.wire(SUCCESS_MESSAGES.learnerRemoved)).toBe(spanish.t('success.learnerRemoved'));
  });
});
