/** The site's dialog on Radix: top 15vh, z-index from 2000, 200 ms fade (spec §9). */
import type { CSSProperties, ReactNode } from 'react';
import { Dialog as Radix } from 'radix-ui';
import { DIALOG } from '@hanmo/contract';

const fade = { '--dialog-fade': `${DIALOG.fadeMs}ms` } as CSSProperties;

export function Dialog(props: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  children: ReactNode;
  /** 'center' is the standard dialog; 'sheet' slides nothing, it fills the right edge (mobile menus). */
  variant?: 'center' | 'sheet';
}) {
  const sheet = props.variant === 'sheet';
  return (
    <Radix.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger ? <Radix.Trigger asChild>{props.trigger}</Radix.Trigger> : null}
      <Radix.Portal>
        <Radix.Overlay className="dialog-overlay fixed inset-0 bg-ink/40" style={{ ...fade, zIndex: DIALOG.zIndexBase }} />
        <Radix.Content
          className={
            'dialog-content fixed bg-[var(--bg)] text-[var(--fg)] shadow-sm ' +
            (sheet ? 'inset-y-0 right-0 w-72 max-w-[85vw] p-6' : 'left-1/2 w-[min(92vw,480px)] -translate-x-1/2 border rule p-6')
          }
          style={{ ...fade, zIndex: DIALOG.zIndexBase + 1, top: sheet ? 0 : DIALOG.top }}
        >
          <Radix.Title className="mb-4 text-lg font-medium">{props.title}</Radix.Title>
          <Radix.Description className="sr-only">{props.title}</Radix.Description>
          {props.children}
          <Radix.Close className="absolute top-4 right-4 h-8 w-8 text-xl leading-none text-ink-soft" aria-label="关闭">
            ×
          </Radix.Close>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
