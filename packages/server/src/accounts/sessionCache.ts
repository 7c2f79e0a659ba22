import type { Db } from '../db/index';
import type { SessionUser } from './sessions';

/** Channel on which migration 036's triggers tell every process that a user's sessions may have ended (payload: the user's id). */
export const SESSION_END_CHANNEL = 'session_end';

/** Entries past which a cache drops its expired ones (and everything, if none has expired). */
const SWEEP_AT = 20_000;

/** The caches of this process's apps: a session ended here is dropped from them at once, before the notification comes back. */
const caches = new Set<SessionCache>();

/**
 * The live sessions this process has checked in the last `ttlMs` (docs/decisions/scale.md, "The session check"), so
 * that an authenticated request is not a database trip each time. An entry is dropped:
 * - in this process, as soon as a statement of it ending sessions has run (revokeSession, revokeUserSessions:
 *   `sessionsEnded`), and after any committed write of this process to app_user (a password, a role, a disabled
 *   account; Db.onWrite);
 * - in every process, when PostgreSQL delivers the notification of migration 036's triggers: a session revoked or
 *   deleted, a user's status, role, company, kind or password changed. The listening connection lost: everything
 *   is dropped, and again every second while it is down;
 * - otherwise after `ttlMs`, which bounds what no notification covers (the idle expiry).
 * A check that was reading the database while an entry was dropped does not store what it read (a generation).
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  /** The user of a session checked less than ttlMs ago, else undefined (ask the database). */
  get(hash: string, now: number): SessionUser | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.user;
  }

  /** Entries held (for tests). */
  get size() {
    return this.entries.size;
  }

  /** What the next database read will be stored under: a drop in between discards it. */
  ticket(): number {
    return this.generation;
  }

  set(hash: string, user: SessionUser, ticket: number, now: number) {
    if (ticket !== this.generation || this.ttlMs <= 0) return;
    // Entries of sessions not seen again are dropped when the cache grows: it holds the sessions of the last ttlMs.
    if (this.entries.size >= SWEEP_AT) for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    if (this.entries.size >= SWEEP_AT) this.clear();
    this.entries.set(hash, { user, until: now + this.ttlMs });
  }

  /** Drops every session of a user. */
  forgetUser(userId: number) {
    this.generation += 1;
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Keeps the cache of `db` true to the database: listens on SESSION_END_CHANNEL and follows this process's writes
   * to app_user. Returns a function that stops it.
   */
  async follow(db: Db): Promise<() => Promise<void>> {
    caches.add(this);
    const stopWrites = db.onWrite((tables) => {
      if (tables.has('app_user')) this.clear();
    });
    const stopListening = await db.listen(
      SESSION_END_CHANNEL,
      (payload) => {
        const userId = Number(payload);
        if (Number.isSafeInteger(userId)) this.forgetUser(userId);
        else this.clear();
      },
      () => this.clear(),
    );
    return async () => {
      caches.delete(this);
      stopWrites();
      await stopListening();
    };
  }
}

/** A statement ending sessions of these users has run in this process: every cache of the process drops them now. */
export function sessionsEnded(userIds: Iterable<number>) {
  for (const userId of userIds) for (const cache of caches) cache.forgetUser(userId);
}
