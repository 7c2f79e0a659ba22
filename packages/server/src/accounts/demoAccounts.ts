import { DEMO_EMAIL_DOMAIN } from '@portal/domain';
import type { Db } from '../db/index';
import { hashPassword } from './passwords';
import type { Role } from './sessions';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Demo@12345';

/**
 * Domain of the demo accounts' e-mail addresses (a reserved name, RFC 2606: no real mailbox). The demo
 * mailbox shows only mail to this domain, so even a demo server never shows a real person's codes. Defined in
 * the domain package: the registration page says where a code went by it too.
 */
export { DEMO_EMAIL_DOMAIN };

interface DemoAccount {
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  role: Role;
  /** 0 enterprise, 1 individual; null for buyer staff and admins. */
  operationUserType: 0 | 1 | null;
  identityCard?: string;
  company?: {
    name: string;
    tin: string | null;
    kind: 'supplier' | 'buyer';
    certificationStatus: 'Auth' | 'skip';
    mainBusiness?: string;
    /** Bid contacts of the company (status 1 active, 0 inactive), name and role in the languages given (a missing one shows another, marked). */
    contacts?: { userName: string; userNameEn?: string; userNameLo?: string; business: string; businessEn?: string; businessLo?: string; status: 0 | 1 }[];
  };
  /** What the account shows, for the start-up log. */
  description: string;
}

/** The demo accounts of DESIGN.md §8: suppliers in each situation, a buyer and an admin. */
const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userName: 'supplier',
    nickName: '王明',
    email: `supplier@${DEMO_EMAIL_DOMAIN}`,
    phonenumber: '13800000001',
    role: 'supplier',
    operationUserType: 0,
    company: { name: '万象钢铁贸易有限公司', tin: '91530100MA6DEMO01K', kind: 'supplier', certificationStatus: 'skip',
      mainBusiness: '钢材、管材及建筑五金贸易',
      contacts: [
        { userName: '王明', userNameEn: 'Wang Ming', userNameLo: 'ຫວັງ ໝິງ', business: '商务报价', businessEn: 'Commercial quotations', businessLo: 'ການສະເໜີລາຄາທາງການຄ້າ', status: 1 },
        { userName: '张丽', userNameEn: 'Zhang Li', userNameLo: 'ຈາງ ລີ', business: '技术方案', businessEn: 'Technical proposals', businessLo: 'ຂໍ້ສະເໜີທາງເຕັກນິກ', status: 1 },
        { userName: '宋猜·彭玛占', userNameEn: 'Somchai Phommachanh', userNameLo: 'ສົມໃຈ ພົມມະຈັນ', business: '物流与交付', businessEn: 'Logistics and delivery', businessLo: 'ການຂົນສົ່ງ ແລະ ການຈັດສົ່ງ', status: 1 },
        { userName: '刘洋', userNameEn: 'Liu Yang', business: '合同与结算', businessEn: 'Contracts and settlement', status: 1 },
        { userName: '坎拉·西苏潘', userNameEn: 'Khamla Sisouphanh', userNameLo: 'ຄຳຫລ້າ ສີສຸພັນ', business: '清关', businessEn: 'Customs clearance', businessLo: 'ການຜ່ານພາສີ', status: 0 },
        { userName: '陈晓东', business: '售后服务', status: 1 },
      ],
    },
    description: 'enterprise supplier, certified',
  },
  {
    userName: 'newcomer',
    nickName: '李华',
    email: `newcomer@${DEMO_EMAIL_DOMAIN}`,
    phonenumber: '13800000002',
    role: 'supplier',
    operationUserType: 0,
    company: { name: '琅勃拉邦建材有限公司', tin: '91530100MA6DEMO02K', kind: 'supplier', certificationStatus: 'Auth',
      mainBusiness: '水泥、砂石及建筑材料',
      contacts: [
        { userName: '李华', userNameEn: 'Li Hua', userNameLo: 'ລີ ຮົວ', business: '商务报价', businessEn: 'Commercial quotations', businessLo: 'ການສະເໜີລາຄາທາງການຄ້າ', status: 1 },
        { userName: '文米·翁萨瓦', userNameEn: 'Bounmy Vongsavath', userNameLo: 'ບຸນມີ ວົງສະຫວາດ', business: '采石作业', businessEn: 'Quarry operations', businessLo: 'ການຂຸດຫີນ', status: 1 },
        { userName: '赵静', userNameEn: 'Zhao Jing', business: '质量检测', businessEn: 'Quality inspection', status: 0 },
      ],
    },
    description: 'enterprise supplier, not certified yet',
  },
  {
    userName: 'individual',
    nickName: '宋达',
    email: `individual@${DEMO_EMAIL_DOMAIN}`,
    phonenumber: '13800000003',
    role: 'supplier',
    operationUserType: 1,
    identityCard: '530102199001011234',
    company: { name: '宋达', tin: null, kind: 'supplier', certificationStatus: 'Auth' },
    description: 'individual supplier',
  },
  {
    userName: 'buyer',
    nickName: '陈采购',
    email: `buyer@${DEMO_EMAIL_DOMAIN}`,
    phonenumber: '13800000004',
    role: 'buyer',
    operationUserType: null,
    company: { name: '万象市公共采购中心', tin: null, kind: 'buyer', certificationStatus: 'Auth' },
    description: 'buyer staff',
  },
  { userName: 'admin', nickName: '系统管理员', email: `admin@${DEMO_EMAIL_DOMAIN}`, phonenumber: '13800000005', role: 'admin', operationUserType: null, description: 'administrator' },
];

/** Any constant: the advisory lock that lets one process at a time create the demo accounts. */
const DEMO_ACCOUNTS_LOCK = 7_310_002;

/** A demo account as printed at start. */
export interface DemoAccountLine {
  userName: string;
  password: string;
  role: Role;
  description: string;
  /** false when it existed already (or its user name, phone or e-mail is taken). */
  created: boolean;
}

/** Creates the demo accounts that are absent (with their companies) and lists all of them for the log. */
export async function seedDemoAccounts(db: Db, now: Date, hashCost: number): Promise<DemoAccountLine[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_ACCOUNTS_LOCK]);
    const lines: DemoAccountLine[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const taken = await tx.query('SELECT 1 FROM app_user WHERE lower(user_name) = $1 OR phonenumber = $2 OR lower(email) = $3', [
        account.userName,
        account.phonenumber,
        account.email,
      ]);
      const line = { userName: account.userName, password: DEMO_PASSWORD, role: account.role, description: account.description };
      if (taken.length) {
        lines.push({ ...line, created: false });
        continue;
      }
      let companyId: number | null = null;
      if (account.company) {
        const { name, tin, kind, certificationStatus, mainBusiness } = account.company;
        [{ id: companyId }] = await tx.query<{ id: number }>(
          `INSERT INTO company (name, tin, main_business, kind, certification_status, create_time, update_time)
           VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
          [name, tin, mainBusiness ?? null, kind, certificationStatus, now],
        );
        for (const contact of account.company.contacts ?? []) {
          await tx.query(
            `INSERT INTO bid_contact (company_id, user_name, user_name_en, user_name_lo, business, business_en, business_lo, status, create_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [companyId, contact.userName, contact.userNameEn ?? null, contact.userNameLo ?? null, contact.business, contact.businessEn ?? null, contact.businessLo ?? null, contact.status, now],
          );
        }
      }
      await tx.query(
        `INSERT INTO app_user (user_name, nick_name, email, phonenumber, identity_card, password_hash, role, operation_user_type, company_id, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [account.userName, account.nickName, account.email, account.phonenumber, account.identityCard ?? null, await hashPassword(DEMO_PASSWORD, hashCost), account.role, account.operationUserType, companyId, now],
      );
      lines.push({ ...line, created: true });
    }
    return lines;
  });
}
