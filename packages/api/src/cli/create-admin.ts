/**
 * Makes an address an administrator's and prints a one-time set-password link (24 h; older links stop
 * working), on the configured database (DATA_DIR / DATABASE_URL):
 *   npm run create-admin -- admin@school.example
 */

import { adminLinkFor } from '../accounts/first-admin';
import { commandLineApi } from './command-line-api';

async function main(email: string | undefined): Promise<void> {
  if (!email) {
    console.error('usage: npm run create-admin -- <email>');
    process.exit(2);
  }
  const api = await commandLineApi();
  try {
    const link = await adminLinkFor(api.ctx, email);
    console.log(`${email} is an administrator. Open this link within 24 hours to set the password:\n${link}`);
  } finally {
    await api.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
