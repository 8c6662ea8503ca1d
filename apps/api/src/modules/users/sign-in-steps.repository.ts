// The steps between a password and a session (decision 053): the sign-in tickets and the WebAuthn challenges, each
// taken by one conditional statement so that parallel requests on several nodes cannot use one twice.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../plugins/db.ts';
import { signInTickets, webauthnChallenges } from './factors.schema.ts';

export type TicketRow = typeof signInTickets.$inferSelect;

export function createSignInStepsRepository(db: Db) {
  return {
    async createTicket(ticket: typeof signInTickets.$inferInsert): Promise<void> {
      await db.insert(signInTickets).values(ticket);
    },

    async ticket(ticketHash: string, now: Date): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(signInTickets)
        .where(and(eq(signInTickets.ticketHash, ticketHash), gt(signInTickets.expiresAt, now)))
        .limit(1);
      return row;
    },

    /**
     * Reserves one code check on a ticket before the code is checked, in one statement: at most `max` checks, however
     * many arrive at once. Undefined when the ticket is unknown, expired or spent.
     */
    async reserveTicketAttempt(ticketHash: string, max: number, now: Date): Promise<TicketRow | undefined> {
      const [row] = await db
        .update(signInTickets)
        .set({ failures: sql`${signInTickets.failures} + 1` })
        .where(
          and(
            eq(signInTickets.ticketHash, ticketHash),
            gt(signInTickets.expiresAt, now),
            lt(signInTickets.failures, max),
          ),
        )
        .returning();
      return row;
    },

    /** Ends a ticket once its sign-in is done: it cannot start a second session. False when already spent. */
    async spendTicket(ticketHash: string): Promise<boolean> {
      const rows = await db
        .delete(signInTickets)
        .where(eq(signInTickets.ticketHash, ticketHash))
        .returning({ id: signInTickets.id });
      return rows.length > 0;
    },

    async createChallenge(values: typeof webauthnChallenges.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(webauthnChallenges)
        .values(values)
        .returning({ id: webauthnChallenges.id });
      if (!row) throw new Error('The challenge was not saved');
      return row.id;
    },

    /** Takes a challenge once: deleted as it is read, so a response cannot be replayed. */
    async takeChallenge(id: string, purpose: 'register' | 'authenticate', now: Date) {
      const [row] = await db
        .delete(webauthnChallenges)
        .where(
          and(
            eq(webauthnChallenges.id, id),
            eq(webauthnChallenges.purpose, purpose),
            gt(webauthnChallenges.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Expired tickets and challenges go (the maintenance job). */
    async prune(now: Date): Promise<void> {
      await db.delete(signInTickets).where(lt(signInTickets.expiresAt, now));
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
    },
  };
}
export type SignInStepsRepository = ReturnType<typeof createSignInStepsRepository>;
