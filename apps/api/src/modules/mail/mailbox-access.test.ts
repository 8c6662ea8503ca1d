// Who holds a signing link (decision 029): the built-in mailbox shows a user their own vendor's mail only, the lender
// none; the outbox keeps bodies sealed; the mail job carries no body; bodies kept in clear before are sealed at start.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { signableApplication } from '../../test/signing-fixtures.ts';
import { callerFor, createTestApp, DATABASES, login } from '../../test/test-app.ts';
import { outbox } from './mail.schema.ts';
import { sealClearMail } from './mail-at-rest.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
const USERS = ['demo.external', 'demo.quebec', 'demo.internal', 'demo.underwriter'];
const LINK = /https:\/\/portal\.example\.ca\/esign\/([^/\s]+)\/([A-Za-z0-9_-]{43})/;

/** Every text the database holds for the outbox's rows, as one string. */
async function outboxText(app: App): Promise<string> {
  return JSON.stringify((await app.database.executeSql('select * from outbox')).rows);
}

describe.each(DATABASES)('the built-in mailbox and the outbox on %s', (kind) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const call = callerFor(() => app, tokens);
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { PUBLIC_URL: 'https://portal.example.ca' } });
    for (const user of USERS) tokens[user] = await login(app, user);
  });
  afterAll(() => app.close());

  /** Vendor A (demo.external) e-mails the customer a signing link; answers the link's token. */
  async function emailedLink(): Promise<{ envelopeId: string; token: string }> {
    const id = await signableApplication(app, { user: 'demo.external' });
    const res = await call(
      'demo.external',
      'GET',
      `/api/sign/${id}?action=sign&url=/sign/${id}&customerSignMethod=Email&language=en`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { envelopeId } = res.json<{ envelopeId: string }>();
    const mine = (await call('demo.external', 'GET', '/api/mailbox')).json<{
      messages: { text: string }[];
    }>();
    const match = mine.messages.map((m) => LINK.exec(m.text)).find((m) => m?.[1] === envelopeId);
    expect(match, 'the sending vendor reads its own invitation').toBeTruthy();
    return { envelopeId, token: match?.[2] ?? '' };
  }

  it("shows the lender no vendor's mail: the underwriter cannot obtain a signing link", async () => {
    const { token } = await emailedLink();
    const res = await call('demo.underwriter', 'GET', '/api/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages: [] });
    expect(res.body).not.toContain(token);
  });

  it("never shows vendor A's mail to vendor B, nor B's to A", async () => {
    const { token } = await emailedLink();
    const quote = { email: 'b.customer@example.com', amount: '1,000.00', country: 'CA', province: 'QC' };
    const shared = await call('demo.quebec', 'POST', '/api/share', {
      ...quote,
      programId: 194,
      language: 'fr',
    });
    expect(shared.statusCode, shared.body).toBe(200);

    const a = (await call('demo.external', 'GET', '/api/mailbox')).json<{ messages: { to: string }[] }>();
    const b = await call('demo.quebec', 'GET', '/api/mailbox');
    const other = await call('demo.internal', 'GET', '/api/mailbox');
    expect(a.messages.length).toBeGreaterThan(0);
    expect(a.messages.map((m) => m.to)).not.toContain('b.customer@example.com');
    expect(b.json().messages.map((m: { to: string }) => m.to)).toEqual(['b.customer@example.com']);
    expect(b.body).not.toContain(token);
    expect(other.json()).toEqual({ messages: [] });
  });

  it('keeps no link in the database: the body is sealed with the data key', async () => {
    const { token } = await emailedLink();
    const stored = await outboxText(app);
    expect(stored).toContain('jordan@example.ca');
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('/esign/');
  });

  it('delivers, sealed, a job queued before with the whole message, and queues again what was never delivered', async () => {
    const [user] = await app.database.db.select().from(users).where(eq(users.userName, 'demo.external'));
    const link = `https://portal.example.ca/esign/${randomUUID()}/${'q'.repeat(43)}`;
    const legacy = {
      messageId: randomUUID(),
      vendorId: user?.vendorId,
      to: 'q@example.com',
      subject: 'Q',
      text: link,
    };
    await app.services.mail.deliver(legacy);
    expect(await outboxText(app)).not.toContain('q'.repeat(43));
    const read = (await call('demo.external', 'GET', '/api/mailbox')).json<{
      messages: { text: string }[];
    }>();
    expect(read.messages.map((m) => m.text)).toContain(link);

    const lost = randomUUID();
    await app.services.mailRepository.insert({
      messageId: lost,
      vendorId: user?.vendorId ?? null,
      to: 'lost@example.com',
      subject: 'Written, never sent',
      bodyEncrypted: app.services.cipher.encrypt(JSON.stringify({ text: 'x', html: null })),
    });
    expect(await app.services.mail.undelivered()).toContainEqual({ messageId: lost });
    await app.services.mail.deliver({ messageId: lost });
    expect(await app.services.mail.undelivered()).not.toContainEqual({ messageId: lost });
  });

  it('seals at start-up a body kept in clear before, and still shows it to its vendor', async () => {
    const clear = `Hello,\nhttps://portal.example.ca/esign/${randomUUID()}/${'x'.repeat(43)}\n`;
    const [user] = await app.database.db.select().from(users).where(eq(users.userName, 'demo.external'));
    await app.database.db.insert(outbox).values({
      messageId: randomUUID(),
      vendorId: user?.vendorId ?? null,
      to: 'old@example.com',
      subject: 'Written before decision 029',
      legacyText: clear,
      status: 'kept',
    });
    expect(await outboxText(app)).toContain('x'.repeat(43));
    expect(await sealClearMail(app.services.mailRepository, app.services.cipher)).toBe(1);
    expect(await sealClearMail(app.services.mailRepository, app.services.cipher)).toBe(0);
    expect(await outboxText(app)).not.toContain('x'.repeat(43));
    const read = (await call('demo.external', 'GET', '/api/mailbox')).json<{
      messages: { text: string }[];
    }>();
    expect(read.messages.map((m) => m.text)).toContain(clear);
  });
});
