import { type Operation, tagged } from '../openapi/operation';

/** Health and readiness: the reference's operations of the system. */
export const SYSTEM_OPERATIONS: Operation[] = [
  ...tagged('System', [
    ['get /health public', 'Alive (the process answers)'],
    [
      'get /ready public',
      'Ready (database and storage answer; 503 with the failing ones, or while the server is stopping)',
    ],
  ]),
];
