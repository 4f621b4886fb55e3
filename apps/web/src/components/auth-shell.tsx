import { type ReactNode, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeFirstPaint } from '../lib/first-paint';
import { LanguageSelect } from './language-select';
import { PortalLogo } from './portal-logo';
import './auth-shell.css';

/**
 * The frame of the pages shown without a session: language switch, logo, a card with the form.
 * Plain HTML and CSS in the geometry of index.html's static login form, which it replaces without
 * a shift, and without antd, which the login page does not load.
 */
export function AuthShell({
  title,
  subtitle,
  width = 420,
  children,
}: {
  title: string;
  subtitle?: string;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The language switch's confirmation (spec §2), or its failure, in the new language.
  const [languageNotice, setLanguageNotice] = useState('');
  // Takes the place of index.html's static login form in the same frame.
  useLayoutEffect(removeFirstPaint, []);
  return (
    <div className="auth-shell">
      <header className="auth-shell-header">
        <p className="auth-shell-notice" role="status">
          {languageNotice}
        </p>
        <LanguageSelect onSwitched={setLanguageNotice} />
      </header>
      <main className="auth-shell-main">
        <div className="auth-shell-card" style={{ maxWidth: width }}>
          <div className="auth-shell-brand">
            <PortalLogo height={48} />
            <span className="auth-shell-secondary">{t('app.tagline')}</span>
          </div>
          <h1 className="auth-shell-title">{title}</h1>
          {subtitle && <p className="auth-shell-secondary auth-shell-subtitle">{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}
