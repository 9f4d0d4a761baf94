/** Sign-in credentials for the demo customers; called by the demo seed inside its transaction. */
import type { DbOrTx } from '../db/client';
import { authPasswords } from '../db/schema';
import { hashPassword } from './crypto';

export interface DemoCredential {
  uid: string;
  demoPassword: string;
}

/** Gives each demo customer its demo password. A password already set (changed since) is kept. */
export async function seedDemoCredentials(tx: DbOrTx, accounts: readonly DemoCredential[]): Promise<void> {
  for (const account of accounts) {
    await tx
      .insert(authPasswords)
      .values({ uid: account.uid, passwordHash: await hashPassword(account.demoPassword) })
      .onConflictDoNothing({ target: authPasswords.uid });
  }
}
