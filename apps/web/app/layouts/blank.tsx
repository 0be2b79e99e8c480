/** Layout "blank": tools shown on their own (player, printable comparison) with only a way home. */
import { Outlet } from 'react-router';
import { Logo } from '../components/site-header.tsx';

export default function BlankLayout() {
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex h-14 max-w-7xl items-center px-5">
        <Logo />
      </header>
      <main className="mx-auto max-w-7xl px-5 py-6">
        <Outlet />
      </main>
    </div>
  );
}
