import type { ParseKeys, TOptions } from 'i18next';
import { Translation } from 'react-i18next';

/**
 * A text that follows a language switch while it is on screen, for form rule messages that antd
 * keeps from the moment the rule failed.
 */
export function translated(key: ParseKeys, options?: TOptions) {
  return <Translation>{(t) => t(key, options)}</Translation>;
}
