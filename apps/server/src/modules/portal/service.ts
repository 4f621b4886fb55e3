import type { PortalConfig } from '@portside/contracts';
import { SMS_RESEND_SECONDS } from '@portside/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

type HostConfig = Pick<
  Config,
  'DIRECT_CUSTOMER_HOSTS' | 'INTERNAL_TEST_HOSTS' | 'BRAND_HOST_MARKER' | 'PRIVATE_DEPLOYMENT_ORIGIN' | 'ENV_NAME'
>;

function hostnameOf(request: FastifyRequest): string {
  return request.hostname.toLowerCase();
}

/** The private deployment is recognised by its origin (spec §6). */
export function isPrivateDeployment(request: FastifyRequest, config: HostConfig): boolean {
  if (!config.PRIVATE_DEPLOYMENT_ORIGIN) return false;
  return new URL(config.PRIVATE_DEPLOYMENT_ORIGIN).origin === `${request.protocol}://${request.host}`;
}

/**
 * The variant is decided by the host the page is served from (spec §1): local hosts, the
 * configured direct-customer hosts and the internal test hosts are direct; all others are agent.
 */
export function isAgentHost(request: FastifyRequest, config: HostConfig): boolean {
  const host = hostnameOf(request);
  return !(
    LOCAL_HOSTS.has(host) ||
    config.DIRECT_CUSTOMER_HOSTS.includes(host) ||
    config.INTERNAL_TEST_HOSTS.includes(host)
  );
}

export function portalConfigFor(
  request: FastifyRequest,
  config: HostConfig & Pick<Config, 'PASSWORD_MIN_LENGTH'>,
): PortalConfig {
  const host = hostnameOf(request);
  const agent = isAgentHost(request, config);
  const branded =
    config.BRAND_HOST_MARKER !== '' &&
    host.includes(config.BRAND_HOST_MARKER) &&
    !LOCAL_HOSTS.has(host) &&
    !config.INTERNAL_TEST_HOSTS.includes(host);
  return {
    Variant: agent ? 'agent' : 'direct',
    TokenCookieName: agent ? 'FOBAGENTCUSTOMERACCESSTOKEN' : 'FOBCUSTOMERACCESSTOKEN',
    EnvTokenCookieName: `${config.ENV_NAME}accessToken`,
    IsFobAgentClient: agent,
    LogoUrl: agent ? '/logo-agent.svg' : '/logo-direct.svg',
    TitleKind: branded ? 'branded' : 'generic',
    IsPrivateDeployment: isPrivateDeployment(request, config),
    PasswordMinLength: config.PASSWORD_MIN_LENGTH,
    SmsResendSeconds: SMS_RESEND_SECONDS,
  };
}
