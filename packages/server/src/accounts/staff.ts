import { hashPassword } from '../accounts/passwords';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/index';
import { notFound, warning } from '../http/errors';
import { formatTime } from '../http/time';
import { assertAvailable } from './users';
import type { StaffActor } from '../http/actor';

export interface StaffForm {
  userName: string;
  nickName: string;
  password: string;
  role: 'buyer' | 'admin';
  email?: string | null;
  phonenumber?: string | null;
  /** Buyer company (company.kind buyer) for buyer staff. */
  companyId?: number | null;
}

/** Staff users (buyers and administrators); status 0 enabled, 1 disabled. */
export async function listStaff(db: Db, query: { pageNum: number; pageSize: number }, zone: string) {
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db.query<Record<string, any>>(
      `SELECT u.id, u.user_name, u.nick_name, u.email, u.phonenumber, u.role, u.status, u.company_id, c.name AS company_name, u.create_time
         FROM app_user u LEFT JOIN company c ON c.id = u.company_id WHERE u.role IN ('buyer', 'admin') ORDER BY u.id LIMIT ${query.pageSize} OFFSET ${offset}`,
    ),
    db.query<{ total: number }>("SELECT count(*)::int AS total FROM app_user WHERE role IN ('buyer', 'admin')"),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      userId: Number(r.id),
      userName: r.user_name as string,
      nickName: r.nick_name as string,
      email: r.email as string | null,
      phonenumber: r.phonenumber as string | null,
      role: r.role as StaffForm['role'],
      status: r.status as number,
      companyId: r.company_id === null ? null : Number(r.company_id),
      companyName: (r.company_name as string | null) ?? null,
      createTime: formatTime(r.create_time, zone),
    })),
  };
}

/** Buyer organizations (company.kind buyer) with how many staff and sections each has, by name. */
export async function listBuyerCompanies(db: Db, query: { pageNum: number; pageSize: number }, zone: string) {
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db.query<{ id: number; name: string; staff: number; sections: number; create_time: Date }>(
      `SELECT c.id, c.name, c.create_time,
              (SELECT count(*)::int FROM app_user u WHERE u.company_id = c.id) AS staff,
              (SELECT count(*)::int FROM section s WHERE s.buyer_company_id = c.id) AS sections
         FROM company c WHERE c.kind = 'buyer' ORDER BY c.name, c.id LIMIT ${query.pageSize} OFFSET ${offset}`,
    ),
    db.query<{ total: number }>("SELECT count(*)::int AS total FROM company WHERE kind = 'buyer'"),
  ]);
  return { total, rows: rows.map((r) => ({ companyId: Number(r.id), name: r.name, staffCount: r.staff, sectionCount: r.sections, createTime: formatTime(r.create_time, zone) })) };
}

/** Creates a buyer organization; names are unique among buyer organizations (case-insensitive). */
export async function createBuyerCompany(db: Db, actor: StaffActor, name: string): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx.query("SELECT 1 FROM company WHERE kind = 'buyer' AND lower(name) = lower($1)", [name]);
    if (taken.length) throw warning('buyerCompanyNameTaken');
    const [{ id }] = await tx.query<{ id: number }>("INSERT INTO company (name, kind, create_time, update_time) VALUES ($1, 'buyer', $2, $2) RETURNING id", [name, actor.now]);
    await recordAudit(tx, { actorId: actor.user.id, entity: 'company', entityId: Number(id), action: 'create-buyer', after: { name } });
    return Number(id);
  });
}

async function checkCompany(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], companyId: number | null | undefined) {
  if (companyId === null || companyId === undefined) return;
  const rows = await db.query("SELECT 1 FROM company WHERE id = $1 AND kind = 'buyer'", [companyId]);
  if (!rows.length) throw warning('companyNotFound');
}

/** Creates a staff user with a password (hashed as every password); names, phones and e-mails are unique. */
export async function createStaff(db: Db, actor: StaffActor, form: StaffForm, hashCost: number): Promise<number> {
  const hash = await hashPassword(form.password, hashCost);
  return db.transaction(async (tx) => {
    await checkCompany(tx, form.companyId);
    if ((await tx.query('SELECT 1 FROM app_user WHERE lower(user_name) = lower($1)', [form.userName])).length) throw warning('userNameTaken');
    // The phone in its stored spelling (the schema's), checked as a supplier's is: also against user names, which a self-registered supplier's phone is.
    await assertAvailable(tx, { phonenumber: form.phonenumber ?? undefined, email: form.email ?? undefined });
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO app_user (user_name, nick_name, email, phonenumber, password_hash, role, company_id, create_time, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
      [form.userName, form.nickName, form.email ?? null, form.phonenumber ?? null, hash, form.role, form.role === 'buyer' ? (form.companyId ?? null) : null, actor.now],
    );
    await recordAudit(tx, { actorId: actor.user.id, entity: 'app_user', entityId: Number(id), action: 'create', after: { userName: form.userName, role: form.role, companyId: form.companyId ?? null } });
    return Number(id);
  });
}

/** Changes a staff user's name, role, company or status (0 enabled, 1 disabled: its sessions end). */
export async function updateStaff(
  db: Db,
  actor: StaffActor,
  userId: number,
  form: { nickName?: string; role?: 'buyer' | 'admin'; companyId?: number | null; status?: 0 | 1; password?: string },
  hashCost: number,
) {
  const hash = form.password ? await hashPassword(form.password, hashCost) : null;
  await db.transaction(async (tx) => {
    const [row] = await tx.query<Record<string, any>>("SELECT id, nick_name, role, company_id, status FROM app_user WHERE id = $1 AND role IN ('buyer', 'admin') FOR UPDATE", [userId]);
    if (!row) throw notFound('userNotFound');
    if (userId === actor.user.id && (form.status === 1 || (form.role && form.role !== 'admin'))) throw warning('cannotDisableSelf');
    await checkCompany(tx, form.companyId);
    const next = {
      nick_name: form.nickName ?? row.nick_name,
      role: form.role ?? row.role,
      company_id: form.companyId === undefined ? row.company_id : form.companyId,
      status: form.status ?? row.status,
    };
    await tx.query('UPDATE app_user SET nick_name = $2, role = $3, company_id = $4, status = $5, update_time = $6 WHERE id = $1', [
      userId,
      next.nick_name,
      next.role,
      next.company_id,
      next.status,
      actor.now,
    ]);
    if (hash) await tx.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [userId, hash]);
    if (next.status !== 0 || hash) await tx.query('UPDATE user_session SET revoked = true WHERE user_id = $1', [userId]);
    await recordAudit(tx, {
      actorId: actor.user.id,
      entity: 'app_user',
      entityId: userId,
      action: 'update',
      before: { nickName: row.nick_name, role: row.role, companyId: row.company_id, status: row.status },
      after: { nickName: next.nick_name, role: next.role, companyId: next.company_id, status: next.status, passwordChanged: hash !== null },
    });
  });
}

/**
 * Creates the first administrator of a fresh install (ADMIN_BOOTSTRAP_USER / ADMIN_BOOTSTRAP_PASSWORD) when no
 * administrator exists; otherwise, or when the name is taken, does nothing. Returns whether it created one.
 */
export async function bootstrapAdmin(db: Db, settings: { userName: string; password: string }, now: Date, hashCost: number): Promise<boolean> {
  const hash = await hashPassword(settings.password, hashCost);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('admin-bootstrap'))");
    const existing = await tx.query("SELECT 1 FROM app_user WHERE role = 'admin' OR lower(user_name) = lower($1) LIMIT 1", [settings.userName]);
    if (existing.length) return false;
    const [{ id }] = await tx.query<{ id: number }>(
      "INSERT INTO app_user (user_name, nick_name, password_hash, role, create_time, update_time) VALUES ($1, $1, $2, 'admin', $3, $3) RETURNING id",
      [settings.userName, hash, now],
    );
    await recordAudit(tx, { actorId: null, entity: 'app_user', entityId: Number(id), action: 'bootstrap-admin', after: { userName: settings.userName, role: 'admin' } });
    return true;
  });
}
