// Each user's notices (issue 27, decision 042): made in the status change's transaction for the vendor's users
// concerned (the application's creator and the vendor's admins), listed, marked read and e-mailed (the kinds the user
// chose) by their own user only; kept 90 days.
import {
  NOTICE_KINDS,
  type NoticeKind,
  type NoticePreferences,
  type NoticesAnswer,
  noticeKindOf,
} from '@vp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import type { Executor, StatusChange } from '../applications/index.ts';
import type { MailService } from '../mail/index.ts';
import { noticeMessage, noticeNumber } from './notice-mail.ts';
import type { NoticeRow, NotificationsRepository } from './notifications.repository.ts';

/** Notices are kept this long (issue 27). */
export const NOTICE_KEEP_DAYS = 90;
const MAIL_BATCH = 50;

type Translate = Parameters<typeof noticeMessage>[0];

export interface NoticeReads {
  /** The enabled users of the vendor told of a change (the users module's noticeRecipients). */
  recipients(tx: Executor, vendorId: number, createdBy: number | null): Promise<number[]>;
  /** Each user's address and language (the users module's noticeMailees). */
  mailees(ids: readonly number[]): Promise<{ id: number; email: string | null; language: 'en' | 'fr' }[]>;
}

const noticeNotFound = () => new AppError('errors:api.notFound', 404);

function toAnswer(row: NoticeRow): NoticesAnswer['notices'][number] {
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    applicationId: row.applicationId,
    reference: row.params.reference,
    number: noticeNumber(row),
    status: row.params.status,
    created: row.created.toISOString(),
    read: row.readAt ? row.readAt.toISOString() : null,
  };
}

export function createNotificationsService({
  repository,
  reads,
  mail,
  translate,
  publicUrl,
  log,
  clock = () => new Date(),
}: {
  repository: NotificationsRepository;
  reads: NoticeReads;
  mail: Pick<MailService, 'send'>;
  translate: Translate;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock?: () => Date;
}) {
  const userOf = (principal: Principal) => principal.userId;
  let mailing: Promise<void> = Promise.resolve();

  async function mailWaiting() {
    for (;;) {
      const claimed = await repository.claimMail(MAIL_BATCH);
      if (claimed.length === 0) return;
      const mailees = new Map((await reads.mailees(claimed.map((n) => n.userId))).map((m) => [m.id, m]));
      for (const notice of claimed) {
        const to = mailees.get(notice.userId);
        if (!to?.email) continue;
        await mail.send(
          noticeMessage(translate, publicUrl, notice, { email: to.email, language: to.language }),
        );
      }
      if (claimed.length < MAIL_BATCH) return;
    }
  }

  return {
    /** The status writer's reaction: the notices of a change, in its transaction, for the users concerned. */
    async react(change: StatusChange, tx: Executor) {
      const kind = noticeKindOf(change.event);
      if (!kind) return;
      const users = await reads.recipients(tx, change.vendorId, change.createdBy);
      const choices = await repository.emailChoices(users, tx);
      await repository.insertMany(
        users.map((userId) => ({
          userId,
          vendorId: change.vendorId,
          applicationId: change.applicationId,
          kind,
          params: { reference: change.reference, number: change.number, status: change.to },
          mailState: choices.get(userId)?.includes(kind) ? 'pending' : null,
        })),
        tx,
      );
    },

    /**
     * Writes the e-mails of the notices waiting for one to the mail outbox: after their commit, on whichever node
     * claims each first (every node hears the commit). One run at a time on a node.
     */
    mailWaiting(): Promise<void> {
      mailing = mailing.then(mailWaiting).catch((err) => log.warn({ err }, 'notice e-mails not written'));
      return mailing;
    },

    async list(principal: Principal, before: number | undefined, limit: number): Promise<NoticesAnswer> {
      const user = userOf(principal);
      const rows = await repository.page(user, before, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        notices: page.map(toAnswer),
        unread: await repository.unread(user),
        next: rows.length > limit && last ? last.id : null,
      };
    },

    async markRead(principal: Principal, id: number) {
      if (!(await repository.markRead(userOf(principal), id, clock()))) throw noticeNotFound();
      return { unread: await repository.unread(userOf(principal)) };
    },

    async markAllRead(principal: Principal) {
      await repository.markAllRead(userOf(principal), clock());
      return { unread: 0 };
    },

    async preferences(principal: Principal): Promise<NoticePreferences> {
      const chosen = (await repository.emailChoices([userOf(principal)])).get(userOf(principal)) ?? [];
      return { email: NOTICE_KINDS.filter((kind) => chosen.includes(kind)) };
    },

    async savePreferences(principal: Principal, preferences: NoticePreferences): Promise<NoticePreferences> {
      const email = NOTICE_KINDS.filter((kind) => preferences.email.includes(kind));
      await repository.saveEmailChoices(userOf(principal), email, clock());
      return { email };
    },

    /** The notices older than 90 days are deleted (the periodic prune job). */
    prune: () => repository.prune(new Date(clock().getTime() - NOTICE_KEEP_DAYS * 86_400_000)),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
