import { theme } from 'antd';

/** The Portside mark (the same drawing as public/favicon.svg); decorative, the name is always shown beside it. */
export function PortsideLogo({ size = 40 }: { size?: number }) {
  const { token } = theme.useToken();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={token.colorPrimary} />
      <rect x="18" y="27" width="13" height="9" rx="1.5" fill="#fff" />
      <rect x="33" y="27" width="13" height="9" rx="1.5" fill="#fff" />
      <rect x="25.5" y="16" width="13" height="9" rx="1.5" fill="#fff" opacity=".85" />
      <path d="M10 39h44l-7 11H17z" fill="#fff" />
    </svg>
  );
}
