/** Header + content + footer, shared by the layouts that show the site chrome. */
import type { ReactNode } from 'react';
import { useRootData } from '../root.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';

export function Chrome({ children, overlayHeader = false }: { children: ReactNode; overlayHeader?: boolean }) {
  const data = useRootData();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader overlay={overlayHeader} />
      <div className="flex-1">{children}</div>
      {data ? <SiteFooter data={data.footer} /> : null}
    </div>
  );
}
