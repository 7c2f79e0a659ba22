import { Outlet } from 'react-router';

/** Placeholder until the personal-centre frame lands in this session. */
export default function PersonalCenter() {
  return <Outlet />;
}
