import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BidStatus, ConfirmationStatus, MarginStatus, QuestionStatus, SectionStatus } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from './accounts/sessions';
import { appealPolicy } from './appeals/policy';
import { certificationPolicy } from './certification/policy';
import { companyPolicy } from './companies/policy';
import { filePolicy } from './files/policy';
import { flagPolicy } from './flags/policy';
import { followPolicy } from './follows/policy';
import type { Caller, Policy } from './http/policy';
import { marginPolicy } from './margins/policy';
import { notificationPolicy } from './notifications/policy';
import { questionPolicy } from './questions/policy';
import { sectionPolicy } from './sections/policy';
import { signupPolicy } from './signups/policy';

/**
 * Every resource whose rows not everyone may touch answers the same three questions in its `policy.ts`
 * (http/policy.ts): may this caller do this action to this row, the SQL scope of its lists, and the actions
 * the caller may take next. These tests hold the shape for every such folder, then walk each policy's
 * answers for every kind of caller.
 */

const root = dirname(fileURLToPath(import.meta.url));

/** The kinds of caller: the supplier company 10 owns the rows, the buyer company 20 manages their section. */
const user = (id: number, role: SessionUser['role'], companyId: number | null): SessionUser => ({ id, role, companyId, operationUserType: null, sessionHash: '' });
const CALLERS = {
  anonymous: null,
  supplierOwner: user(1, 'supplier', 10),
  otherSupplier: user(2, 'supplier', 11),
  buyerOfOrganization: user(3, 'buyer', 20),
  otherStaff: user(4, 'buyer', 21),
  admin: user(5, 'admin', null),
} satisfies Record<string, Caller>;
type CallerKind = keyof typeof CALLERS;
const KINDS = Object.keys(CALLERS) as CallerKind[];

/** Folders whose code reads ownership columns (a company, a user, a buyer company, a file's owner). */
const OWNERSHIP = /companyOf\(|company_id = \$|user_id = \$|buyer_company_id = |owner_user_id = /;
/** Folders that read ownership columns yet own no rows of their own that others may not touch, each with why. */
const NO_POLICY_NEEDED: Record<string, string> = {
  accounts: "a user's own account and sessions: the caller is always the row",
  seed: 'demo data, not a resource',
};

const sourceFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'testSupport.ts');

describe('the policy shape', () => {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((folder) => sourceFiles(join(root, folder)).some((file) => OWNERSHIP.test(readFileSync(join(root, folder, file), 'utf8'))));

  it('finds the resources with ownership rules', () => {
    expect(folders).toEqual(expect.arrayContaining(['appeals', 'certification', 'companies', 'files', 'follows', 'margins', 'notifications', 'questions', 'sections', 'signups']));
  });

  it('gives every resource with ownership rules a policy.ts with may, scope and actions', async () => {
    const missing: string[] = [];
    for (const folder of folders.filter((name) => !(name in NO_POLICY_NEEDED))) {
      const file = join(root, folder, 'policy.ts');
      if (!existsSync(file)) {
        missing.push(`${folder}: no policy.ts`);
        continue;
      }
      const module = (await import(file)) as Record<string, unknown>;
      const policies = Object.values(module).filter(
        (value): value is Policy<unknown, string> =>
          typeof value === 'object' && value !== null && ['may', 'scope', 'actions'].every((answer) => typeof (value as Record<string, unknown>)[answer] === 'function'),
      );
      if (policies.length === 0) missing.push(`${folder}: policy.ts answers no may, scope and actions`);
    }
    expect(missing).toEqual([]);
  });
});

/** Walks a policy over one row: for each kind of caller, whether it sees the row and the actions it is given. */
function walk<Row, Action extends string>(policy: Policy<Row, Action>, row: Row) {
  return Object.fromEntries(KINDS.map((kind) => [kind, { view: policy.may(CALLERS[kind], 'view', row), actions: policy.actions(CALLERS[kind], row) }]));
}
const nobodyElse = { anonymous: { view: false, actions: [] }, otherSupplier: { view: false, actions: [] }, otherStaff: { view: false, actions: [] } };

describe('every policy answer for every kind of caller', () => {
  it('sections: a draft only its managers see and edit; a running section everyone sees and its managers suspend or abandon', () => {
    const draft = { section_stauts: SectionStatus.draft, buyer_company_id: 20 };
    const managers = { view: true, actions: ['edit', 'publish'] };
    expect(walk(sectionPolicy, draft)).toEqual({ ...nobodyElse, supplierOwner: { view: false, actions: [] }, buyerOfOrganization: managers, admin: managers });
    const running = { section_stauts: SectionStatus.signupOpen, buyer_company_id: 20 };
    const seen = { view: true, actions: [] };
    const lifecycle = sectionPolicy.actions(CALLERS.admin, running);
    expect(lifecycle).toEqual(['suspend', 'abandon', 'close', 'manageSignups']);
    expect(walk(sectionPolicy, running)).toEqual({
      anonymous: seen,
      supplierOwner: seen,
      otherSupplier: seen,
      otherStaff: seen,
      buyerOfOrganization: { view: true, actions: lifecycle },
      admin: { view: true, actions: lifecycle },
    });
    // An ended section: nothing left to move, but its managers still follow its sign-ups (reviews, quotes, deposits).
    const closed = { section_stauts: SectionStatus.closed, buyer_company_id: 20 };
    expect(walk(sectionPolicy, closed)).toEqual({
      anonymous: seen,
      supplierOwner: seen,
      otherSupplier: seen,
      otherStaff: seen,
      buyerOfOrganization: { view: true, actions: ['manageSignups'] },
      admin: { view: true, actions: ['manageSignups'] },
    });
  });

  it("sign-ups: the owner edits and submits what the stage allows; the section's staff only see it", () => {
    const row = {
      company_id: 10,
      buyer_company_id: 20,
      supplier_bid_status: BidStatus.baseFilesToSubmit,
      section_stauts: SectionStatus.signupOpen,
      is_appoint_supplier_quotation_ing: 0,
      disabled: 0,
      confirmation_status: ConfirmationStatus.editable,
      is_qualification_quotes: 0,
      quotes_count: 0,
      has_award: false,
      award_declined: false,
    };
    const staff = { view: true, actions: [] };
    expect(walk(signupPolicy, row)).toEqual({
      ...nobodyElse,
      supplierOwner: { view: true, actions: ['edit', 'submitBaseFiles', 'submitQualification', 'withdraw'] },
      buyerOfOrganization: staff,
      admin: staff,
    });
    expect(signupPolicy.actions(CALLERS.supplierOwner, { ...row, disabled: 1 })).toEqual([]);
    const awarded = { ...row, supplier_bid_status: BidStatus.resultPublished, section_stauts: SectionStatus.resultPublished, has_award: true };
    expect(signupPolicy.actions(CALLERS.supplierOwner, awarded)).toEqual(['editWinningQuote', 'abandonAward']);
    expect(signupPolicy.actions(CALLERS.supplierOwner, { ...awarded, award_declined: true })).toEqual([]);
  });

  it("deposits: the section's staff refund a held one; the owner confirms a refunded one", () => {
    const held = { status: MarginStatus.paid, company_id: 10, buyer_company_id: 20 };
    expect(walk(marginPolicy, held)).toEqual({
      ...nobodyElse,
      supplierOwner: { view: true, actions: [] },
      buyerOfOrganization: { view: true, actions: ['refund'] },
      admin: { view: true, actions: ['refund'] },
    });
    const refunded = { ...held, status: MarginStatus.refunded };
    expect(walk(marginPolicy, refunded)).toEqual({
      ...nobodyElse,
      supplierOwner: { view: true, actions: ['confirmRefund'] },
      buyerOfOrganization: { view: true, actions: [] },
      admin: { view: true, actions: [] },
    });
  });

  it("questions: the owner changes its draft, which staff do not see; the section's staff answer a submitted one", () => {
    const draft = { company_id: 10, status: QuestionStatus.draft, buyer_company_id: 20 };
    const hidden = { view: false, actions: [] };
    expect(walk(questionPolicy, draft)).toEqual({ ...nobodyElse, supplierOwner: { view: true, actions: ['edit', 'delete'] }, buyerOfOrganization: hidden, admin: hidden });
    const submitted = { ...draft, status: QuestionStatus.submitted };
    const answerer = { view: true, actions: ['reply'] };
    expect(walk(questionPolicy, submitted)).toEqual({ ...nobodyElse, supplierOwner: { view: true, actions: [] }, buyerOfOrganization: answerer, admin: answerer });
    expect(questionPolicy.actions(CALLERS.admin, { ...draft, status: QuestionStatus.replied })).toEqual([]);
  });

  it("appeals: the section's staff answer each once", () => {
    const open = { company_id: 10, status: 1, buyer_company_id: 20 };
    expect(walk(appealPolicy, open)).toEqual({
      ...nobodyElse,
      supplierOwner: { view: true, actions: [] },
      buyerOfOrganization: { view: true, actions: ['reply'] },
      admin: { view: true, actions: ['reply'] },
    });
    expect(appealPolicy.actions(CALLERS.buyerOfOrganization, { ...open, status: 2 })).toEqual([]);
  });

  it('follows and notifications: only their user', () => {
    const mine = { user_id: 1 };
    const nobody = { view: false, actions: [] };
    const others = { ...nobodyElse, buyerOfOrganization: nobody, admin: nobody };
    expect(walk(followPolicy, mine)).toEqual({ ...others, supplierOwner: { view: true, actions: ['unfollow'] } });
    expect(walk(notificationPolicy, { ...mine, read_time: null })).toEqual({ ...others, supplierOwner: { view: true, actions: ['markRead'] } });
    expect(notificationPolicy.actions(CALLERS.supplierOwner, { ...mine, read_time: new Date() })).toEqual([]);
  });

  it('companies: the supplier edits its own; an administrator sees every company', () => {
    expect(walk(companyPolicy, { id: 10 })).toEqual({
      ...nobodyElse,
      supplierOwner: { view: true, actions: ['edit'] },
      buyerOfOrganization: { view: false, actions: [] },
      admin: { view: true, actions: [] },
    });
  });

  it('certifications: the supplier sends a form unless one is under review; reviewers review one under review', () => {
    expect(walk(certificationPolicy, { id: 10, certification_status: 'modify' })).toEqual({
      ...nobodyElse,
      supplierOwner: { view: true, actions: ['certify'] },
      buyerOfOrganization: { view: false, actions: [] },
      admin: { view: true, actions: [] },
    });
    const reviewer = { view: true, actions: ['review'] };
    expect(walk(certificationPolicy, { id: 10, certification_status: 'prompt' })).toEqual({
      anonymous: { view: false, actions: [] },
      otherSupplier: { view: false, actions: [] },
      supplierOwner: { view: true, actions: [] },
      buyerOfOrganization: reviewer,
      otherStaff: reviewer,
      admin: reviewer,
    });
  });

  it('files: a public file everyone downloads; a private one its uploader, administrators and those it is shared with', () => {
    const everyone = Object.fromEntries(KINDS.map((kind) => [kind, { view: true, actions: ['download'] }]));
    expect(walk(filePolicy, { is_public: true, owner_user_id: 1, shared_with_caller: false })).toEqual(everyone);
    const downloads = { view: true, actions: ['download'] };
    const not = { view: false, actions: [] };
    expect(walk(filePolicy, { is_public: false, owner_user_id: 1, shared_with_caller: false })).toEqual({
      anonymous: not,
      supplierOwner: downloads,
      otherSupplier: not,
      buyerOfOrganization: not,
      otherStaff: not,
      admin: downloads,
    });
    expect(filePolicy.may(CALLERS.buyerOfOrganization, 'download', { is_public: false, owner_user_id: 1, shared_with_caller: true })).toBe(true);
  });

  it("red flags: the section's staff see one at once and record what they did; everyone sees it once the results are out", () => {
    const raised = { section_stauts: SectionStatus.evaluating, result_time: null, buyer_company_id: 20 };
    const staff = { view: true, actions: ['review', 'escalate', 'dismiss'] };
    const not = { view: false, actions: [] };
    expect(walk(flagPolicy, raised)).toEqual({ ...nobodyElse, supplierOwner: not, buyerOfOrganization: staff, admin: staff });
    const published = { ...raised, section_stauts: SectionStatus.resultPublished, result_time: new Date() };
    const seen = { view: true, actions: [] };
    expect(walk(flagPolicy, published)).toEqual({ anonymous: seen, supplierOwner: seen, otherSupplier: seen, otherStaff: seen, buyerOfOrganization: staff, admin: staff });
    expect(flagPolicy.may(CALLERS.anonymous, 'view', { ...raised, section_stauts: SectionStatus.closed })).toBe(false);
    expect(flagPolicy.may(CALLERS.anonymous, 'view', { ...published, section_stauts: SectionStatus.closed })).toBe(true);
  });

  it('scopes lists: nothing for a visitor where rows have owners, everything for an administrator, the caller company otherwise', () => {
    const scoped = (policy: Policy<never, string>, kind: CallerKind) => {
      const params: unknown[] = [];
      return { sql: policy.scope(CALLERS[kind], 'x', params), params };
    };
    for (const policy of [questionPolicy, appealPolicy, marginPolicy, signupPolicy, companyPolicy, certificationPolicy] as Policy<never, string>[]) {
      expect(scoped(policy, 'anonymous')).toEqual({ sql: 'FALSE', params: [] });
      expect(scoped(policy, 'supplierOwner').params).toEqual([10]);
    }
    for (const policy of [followPolicy, notificationPolicy] as Policy<never, string>[]) {
      expect(scoped(policy, 'anonymous')).toEqual({ sql: 'FALSE', params: [] });
      expect(scoped(policy, 'admin')).toEqual({ sql: 'x.user_id = $1', params: [5] });
    }
    for (const policy of [appealPolicy, marginPolicy, signupPolicy, companyPolicy, certificationPolicy, sectionPolicy, filePolicy] as Policy<never, string>[]) {
      expect(scoped(policy, 'admin')).toEqual({ sql: 'TRUE', params: [] });
    }
    expect(scoped(sectionPolicy as Policy<never, string>, 'anonymous').sql).toBe(`x.section_stauts <> ${SectionStatus.draft}`);
    expect(scoped(sectionPolicy as Policy<never, string>, 'buyerOfOrganization')).toEqual({ sql: 'x.buyer_company_id = $1', params: [20] });
    expect(scoped(filePolicy as Policy<never, string>, 'anonymous')).toEqual({ sql: 'x.is_public', params: [] });
  });
});
