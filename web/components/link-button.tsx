import type { ComponentType, ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from '@/components/ui/button';

type LinkButtonProps = Omit<ButtonProps, 'asChild' | 'children'> & {
  href: string;
  /** A lucide icon before the words; decorative, so hidden from screen readers. */
  icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  children: ReactNode;
};

/** A page of the app, reached by a button-looking link with its icon (a router link: no full page load). */
export function LinkButton({ href, icon: Icon, children, ...button }: LinkButtonProps) {
  return (
    <Button asChild {...button}>
      <Link href={href}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
