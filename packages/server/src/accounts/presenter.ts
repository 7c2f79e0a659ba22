import type { Role } from './sessions';
import type { UserRow } from './users';

/** Permissions by role, as wildcard strings module:resource:action. */
const PERMISSIONS: Record<Role, string[]> = {
  supplier: ['supplier:*:*'],
  buyer: ['buyer:*:*'],
  admin: ['*:*:*'],
};

/** The user as GET /getInfo shows it: supplier fields only for suppliers. */
export function presentUserInfo(user: UserRow) {
  const supplier = user.company_kind === 'supplier';
  return {
    data: {
      id: user.id,
      userName: user.user_name,
      nickName: user.nick_name,
      supplierId: supplier ? user.company_id : null,
      supplierName: supplier ? user.company_name : null,
      tin: supplier ? user.tin : null,
      email: user.email,
      phonenumber: user.phonenumber,
      operationUserType: user.operation_user_type,
    },
    roles: [user.role],
    permissions: PERMISSIONS[user.role],
    isClientCompany: supplier && user.operation_user_type === 0,
  };
}

/** The user's own profile page. */
export function presentProfile(user: UserRow) {
  return {
    nickName: user.nick_name,
    userName: user.user_name,
    supplierName: user.company_name,
    tin: user.tin,
    phonenumber: user.phonenumber,
    email: user.email,
  };
}
