import { describe, expect, it } from 'vitest';
import { sqliteNodeProblem } from '../../src/db/sqlite-node';

describe('SQLite on this Node', () => {
  it.each([
    { node: '20.20.2', napi: '9', runs: false },
    { node: '22.12.0', napi: '9', runs: false },
    { node: '22.14.0', napi: '10', runs: true },
    { node: '24.21.0', napi: '10', runs: true },
    { node: '26.0.0', napi: '11', runs: true },
  ])('Node $node (Node-API $napi) runs it: $runs', ({ node, napi, runs }) => {
    const problem = sqliteNodeProblem({ node, napi });
    if (runs) expect(problem).toBeNull();
    else {
      expect(problem).toContain(`this is Node ${node}`);
      expect(problem).toContain('Node 22.14 or later');
      expect(problem).not.toContain('\n');
    }
  });

  it('the Node running these tests runs it', () => {
    expect(sqliteNodeProblem(process.versions)).toBeNull();
  });
});
