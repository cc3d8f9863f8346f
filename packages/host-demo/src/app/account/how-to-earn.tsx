import { HOW_TO_EARN } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';

/** How to Earn (part 2 §2, §9): every action that earns points, with its points. */
export function HowToEarn() {
  const { t, wire, number } = useAppTranslator();
  return (
    <section aria-labelledby="how-to-earn" className="tile">
      <h2 id="how-to-earn">{t('account.howToEarn')}</h2>
      <ul className="earn-list">
        {HOW_TO_EARN.map((item) => (
          <li key={item.action}>
            <span>{wire(item.text)}</span>
            <strong>{t('account.plusPoints', { points: number(item.points) })}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
