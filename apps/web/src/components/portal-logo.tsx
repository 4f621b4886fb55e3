import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../stores/portal-config-store';

/** The logo of the host's variant (LogoUrl of the portal config), named by the system title. */
export function PortalLogo({ height = 40 }: { height?: number }) {
  const { t } = useTranslation();
  const { LogoUrl, TitleKind } = usePortalConfig();
  return (
    <img
      src={LogoUrl}
      alt={t(`app.title.${TitleKind}`)}
      height={height}
      style={{ display: 'block', maxWidth: '100%' }}
      data-testid="portal-logo"
    />
  );
}
