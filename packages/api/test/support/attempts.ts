/** Makes `count` attempts in order: the statuses before the first 429, and the answers from it on. */
export async function attempts(
  count: number,
  attempt: (i: number) => Promise<{ status: number; body: unknown }>,
) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await attempt(i));
  const first = answers.findIndex((answer) => answer.status === 429);
  return {
    before: answers.slice(0, first === -1 ? answers.length : first).map((answer) => answer.status),
    after: first === -1 ? [] : answers.slice(first),
  };
}
