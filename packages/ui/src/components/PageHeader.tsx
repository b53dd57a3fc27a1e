import type { ReactNode } from 'react';
import { ArrowLeftIcon, HomeIcon } from '../icons/icons';
import { canGoBack, useUiNavigate } from '../navigation/navigation';

/**
 * Generic page header (docs/product.md#app-chrome): Back (history back when there is in-app history, else `backTo`,
 * default '/') and Home. Some screens go to a fixed place instead (checkout → /settings): pass `backTo` with
 * `forceBackTo`.
 */
export function PageHeader({
  title,
  subtitle,
  backTo = '/',
  forceBackTo = false,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  backTo?: string;
  forceBackTo?: boolean;
  actions?: ReactNode;
}) {
  const navigate = useUiNavigate();
  const goBack = () => (!forceBackTo && canGoBack() ? navigate(-1) : navigate(backTo));
  return (
    <header className="fj-page-header">
      <button type="button" className="fj-icon-btn" onClick={goBack} aria-label="Back">
        <ArrowLeftIcon />
      </button>
      <div className="fj-page-header__text">
        <h1 className="fj-page-header__title">{title}</h1>
        {subtitle && <p className="fj-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions}
      <button type="button" className="fj-icon-btn" onClick={() => navigate('/')} aria-label="Home">
        <HomeIcon />
      </button>
    </header>
  );
}
