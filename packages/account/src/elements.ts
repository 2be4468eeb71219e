/**
 * Custom elements of this remote (see README.md); embed.js already knows which tags come from
 * here and loads this module when one of them appears.
 */
import { applyEmbedConfig, type EmbedConfig } from '@showroom/core';
import { defineWidgetElement } from '@showroom/ui';
import { LoginElement, RegisterElement } from './lazy/auth-elements.tsx';
import { AccountElement } from './widgets/account-element/account-element.tsx';

export function defineElements(config?: EmbedConfig): void {
  if (config) applyEmbedConfig(config);
  defineWidgetElement('showroom-account', AccountElement, { props: { page: 'string' } });
  defineWidgetElement('showroom-login', LoginElement, { props: { redirect: 'string' } });
  defineWidgetElement('showroom-register', RegisterElement);
}
