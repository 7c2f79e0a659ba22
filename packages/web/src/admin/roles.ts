/** Roles the server gives in /getInfo (accounts/presenter.ts): supplier, buyer or admin. */
export const isStaff = (roles: readonly string[]) => roles.includes('buyer') || roles.includes('admin');
export const isAdmin = (roles: readonly string[]) => roles.includes('admin');
