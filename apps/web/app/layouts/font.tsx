/** Layout "font": the catalogue and font pages, full width so the fonts have room. */
import { Outlet } from 'react-router';
import { Chrome } from './chrome.tsx';

export default function FontLayout() {
  return (
    <Chrome>
      <main className="mx-auto max-w-7xl px-5 py-8 lg:px-8">
        <Outlet />
      </main>
    </Chrome>
  );
}
