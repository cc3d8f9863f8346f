import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import type { ApiStartup } from './startup';

/**
 * The accounts part of the start banner: the demo accounts in development, never in production; there, the
 * first administrator's set-password link when one was just made, or how to get one.
 */
export function startupNotice(startup: ApiStartup): string {
  const lines: string[] = [];
  if (startup.demoAccounts) {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.email.padEnd(26)} ${a.role.padEnd(13)} ${a.note}`);
  }
  if (startup.adminSetupLink)
    lines.push(
      'First administrator: open this one-time link within 24 hours to set the password:',
      `  ${startup.adminSetupLink}`,
    );
  if (startup.needsAdmin)
    lines.push(
      'No administrator yet: set ADMIN_EMAIL and start again, or run `npm run create-admin -- <email>`.',
    );
  return lines.join('\n');
}
