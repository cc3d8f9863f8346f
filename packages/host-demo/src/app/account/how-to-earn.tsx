import { HOW_TO_EARN } from '@modkit/sdk/rules';

/** How to Earn (part 2 §2, §9): every action that earns points, with its points. */
export function HowToEarn() {
  return (
    <section aria-labelledby="how-to-earn" className="tile">
      <h2 id="how-to-earn">How to Earn</h2>
      <ul className="earn-list">
        {HOW_TO_EARN.map((item) => (
          <li key={item.action}>
            <span>{item.text}</span>
            <strong>+{item.points} points</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
