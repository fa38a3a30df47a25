/** The local outbox: mail kept in the database when no SMTP server is configured. */
import { desc } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mail } from './mailer.ts';

export type OutboxMessage = Mail & { created_at: string };

export async function saveToOutbox(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

/** Newest first. */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.links,
    created_at: row.createdAt.toISOString(),
  }));
}
