/** Layout "home": the header sits on the hero without a rule; no breadcrumb. */
import { Outlet } from 'react-router';
import { Chrome } from './chrome.tsx';

export default function HomeLayout() {
  return (
    <Chrome overlayHeader>
      <Outlet />
    </Chrome>
  );
}
