import { Outlet } from 'react-router';

/** Placeholder shell; the top bar and footer land in this session. */
export function BasicLayout() {
  return <Outlet />;
}
