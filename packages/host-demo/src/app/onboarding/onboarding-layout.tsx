import type { ReactNode } from 'react';
import './onboarding.css';
import { LanguageMenu } from '../i18n/language-menu';

/** The frame of the public screens: the brand on top, one centred card in `main`. */
export function OnboardingLayout({
  children,
  titleId,
  wide = false,
}: {
  children: ReactNode;
  titleId: string;
  wide?: boolean;
}) {
  return (
    <div className="login">
      <BrandHeader />
      <main className="login__main" id="main" tabIndex={-1} aria-labelledby={titleId}>
        <div className={wide ? 'onboarding onboarding--wide' : 'onboarding'}>{children}</div>
      </main>
    </div>
  );
}

/** The public screens' header: the brand, and the language menu. */
export function BrandHeader() {
  return (
    <header className="login__brand">
      <p className="brand">modkit</p>
      <LanguageMenu className="login__language" />
    </header>
  );
}
