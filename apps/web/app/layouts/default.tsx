/** Layout "default": reading pages in a centred column, breadcrumb above the content. */
import { Outlet } from 'react-router';
import { Chrome } from './chrome.tsx';

export default function DefaultLayout() {
  return (
    <Chrome>
      <main className="mx-auto max-w-5xl px-5 py-8 lg:px-8">
        <Outlet />
      </main>
    </Chrome>
  );
}
